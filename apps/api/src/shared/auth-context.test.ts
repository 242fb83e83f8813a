import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth-context.ts';

const segredo = new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres');
const ctx = { usuarioId: 7, empresaId: 2, rotas: new Set(['/home']) };

afterEach(() => vi.useRealTimers());

describe('tokens de acesso (chave importada uma vez, token verificado lembrado até o exp)', () => {
  it('o mesmo token verificado de novo devolve o mesmo contexto', async () => {
    const tokens = createTokenService(segredo, 60);
    const token = await tokens.assinar(ctx);
    const a = await tokens.verificar(token);
    const b = await tokens.verificar(token);
    expect(a).toMatchObject({ usuarioId: 7, empresaId: 2 });
    expect([...a.rotas]).toEqual(['/home']);
    expect(b).toEqual(a);
  });

  it('um token já lembrado é recusado depois do exp', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T13:00:00Z'));
    const tokens = createTokenService(segredo, 60);
    const token = await tokens.assinar(ctx);
    await expect(tokens.verificar(token)).resolves.toMatchObject({ usuarioId: 7 });
    vi.setSystemTime(new Date('2026-11-16T13:01:00Z')); // exp == agora: expirado (regra do jose)
    await expect(tokens.verificar(token)).rejects.toMatchObject({ status: 401 });
    await expect(tokens.verificar(token)).rejects.toMatchObject({ status: 401 });
  });

  it('assinatura alterada, outro segredo ou alg "none" são recusados, mesmo após o válido', async () => {
    const tokens = createTokenService(segredo, 60);
    const token = await tokens.assinar(ctx);
    await tokens.verificar(token);
    const [cabecalho, corpo, assinatura] = token.split('.');
    const trocada = `${cabecalho}.${corpo}.${assinatura!.startsWith('A') ? 'B' : 'A'}${assinatura!.slice(1)}`;
    await expect(tokens.verificar(trocada)).rejects.toMatchObject({ status: 401 });
    const outro = createTokenService(new TextEncoder().encode('x'.repeat(40)), 60);
    await expect(outro.verificar(token)).rejects.toMatchObject({ status: 401 });
    const semAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${corpo}.`;
    await expect(tokens.verificar(semAlg)).rejects.toMatchObject({ status: 401 });
  });
});
