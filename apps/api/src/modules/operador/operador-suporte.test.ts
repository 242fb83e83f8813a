import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO, EMPRESA_OPERADORA } from '../../seed/seed.ts';
import { carregarPlano, helpersOperador, OPERADOR } from './operador-teste.ts';

let t: AppDeTeste;
let operador: string;
beforeAll(async () => {
  t = await createAppDeTeste();
  operador = await t.token(OPERADOR, EMPRESA_OPERADORA);
  await carregarPlano(t);
});
afterAll(() => t.close());

const { chamar, criar } = helpersOperador(
  () => t,
  () => operador,
);

describe('configurações e módulos', () => {
  it('desligar o banco de horas tira o menu e recusa a API; as configurações são auditadas', async () => {
    const tokenRh = await t.token('rh@demo.jornada.dev');
    const bancoHoras = () =>
      t.app.inject({
        method: 'GET',
        url: `${SERVICOS.regrasBancoHoras}/api/v1/bancoHora`,
        headers: bearer(tokenRh),
      });
    expect((await bancoHoras()).statusCode).toBe(200);
    const atual = await chamar('GET', `/empresas/${EMPRESA_DEMO}/configuracao`, operador);
    expect(atual.statusCode).toBe(200);
    const cfg = atual.json().data;
    expect(cfg.modulos).toContain('banco-horas');
    const novo = { ...cfg, modulos: cfg.modulos.filter((m: string) => m !== 'banco-horas') };
    const r = await chamar('PUT', `/empresas/${EMPRESA_DEMO}/configuracao`, operador, novo);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.modulos).not.toContain('banco-horas');
    // A sessão já aberta perde a rota na hora: o servidor recusa a chamada do módulo desligado.
    expect((await bancoHoras()).statusCode).toBe(403);
    const rh = await t.login('rh@demo.jornada.dev');
    expect(JSON.stringify(rh.MenuAdmin)).not.toContain('/dashboard/admin/banco-horas');
    expect(JSON.stringify(rh.MenuAdmin)).toContain('/dashboard/admin/sobreaviso');
    const invalido = await chamar('PUT', `/empresas/${EMPRESA_DEMO}/configuracao`, operador, {
      ...cfg,
      modulos: ['ponto'],
    });
    expect(invalido.statusCode).toBe(400);
    await chamar('PUT', `/empresas/${EMPRESA_DEMO}/configuracao`, operador, cfg);
    const rh2 = await t.login('rh@demo.jornada.dev');
    expect(JSON.stringify(rh2.MenuAdmin)).toContain('/dashboard/admin/banco-horas');
    const [a] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auditoria where empresa_id = $1 and entidade = 'empresa' and acao = 'configurar'",
      [EMPRESA_DEMO],
    );
    expect(a!.n).toBe(2);
  });
});

describe('acesso de suporte (HQ)', () => {
  it('emite com motivo, lista a sessão e mostra o que o suporte fez nela', async () => {
    const criada = await criar('500');
    const id = criada.empresa.id;
    const usuarios = (await chamar('GET', `/empresas/${id}/usuarios?search=admin`, operador)).json()
      .data;
    expect(usuarios.itens).toHaveLength(1);
    const usuarioId = usuarios.itens[0].id;

    const semMotivo = await chamar('POST', `/empresas/${id}/suporte`, operador, {
      usuarioId,
      motivo: '',
    });
    expect(semMotivo.statusCode).toBe(400);
    const e = await chamar('POST', `/empresas/${id}/suporte`, operador, {
      usuarioId,
      motivo: 'Ajuda na implantação',
    });
    expect(e.statusCode).toBe(200);
    expect(e.json().data.duracaoSessaoMin).toBe(30);
    const aguardando = (await chamar('GET', `/empresas/${id}/suporte`, operador)).json().data;
    expect(aguardando.itens[0]).toMatchObject({
      situacao: 'aguardando',
      motivo: 'Ajuda na implantação',
      emitidoPor: 'Suporte Jornada',
      usuario: 'Admin 500',
    });

    const token = new URL(e.json().data.url).searchParams.get('token')!;
    const hq = await t.app.inject({
      method: 'POST',
      url: '/api/auth/hq/validate',
      payload: { token },
    });
    expect(hq.statusCode).toBe(200);
    // Na sessão HQ o suporte reenvia o convite do administrador: a auditoria leva o operador.
    const conv = await t.app.inject({
      method: 'POST',
      url: '/api/auth/convites',
      headers: bearer(hq.json().Token.AccessToken),
      payload: { usuarioId },
    });
    expect(conv.statusCode).toBe(200);
    const ativa = (await chamar('GET', `/empresas/${id}/suporte`, operador)).json().data;
    expect(ativa.itens[0].situacao).toBe('ativa');
    const acoes = (await chamar('GET', `/empresas/${id}/suporte/acoes`, operador)).json().data;
    expect(acoes.itens).toContainEqual(
      expect.objectContaining({
        operador: 'Suporte Jornada',
        entidade: 'usuario',
        acao: 'convite-enviado',
      }),
    );

    t.relogio.agora = new Date(t.relogio.agora.getTime() + 31 * 60_000);
    const encerrada = (await chamar('GET', `/empresas/${id}/suporte`, operador)).json().data;
    expect(encerrada.itens[0].situacao).toBe('encerrada');
  });

  it('empresa suspensa não recebe acesso de suporte', async () => {
    const criada = await criar('600');
    const id = criada.empresa.id;
    await chamar('POST', `/empresas/${id}/suspensao`, operador, { motivo: 'Contrato encerrado' });
    const r = await chamar('POST', `/empresas/${id}/suporte`, operador, {
      usuarioId: criada.admin.id,
      motivo: 'Conferir os dados',
    });
    expect(r.statusCode).toBe(409);
  });
});
