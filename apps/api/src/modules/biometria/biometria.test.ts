import { VERSAO_TERMO_BIOMETRIA } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

/** Descritor sintético reprodutível (gerador mulberry32): valores 0..0,8 como os do modelo. */
const rosto = (semente: number, ruido = 0): number[] => {
  let s = semente;
  const aleatorio = () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: 1024 }, (_, i) => 0.8 * aleatorio() + ruido * Math.sin(i));
};
const ANA = rosto(7);
const OUTRA = rosto(99);

let t: AppDeTeste;
let rh: string;
let colaborador: string;
let pessoaId: number;

const consulta = async <T>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);

const cadastrar = (corpo: object, token = rh) =>
  t.app.inject({
    method: 'POST',
    url: '/api/biometria/cadastros',
    headers: bearer(token),
    payload: corpo,
  });

const corpoValido = () => ({
  usuarioId: pessoaId,
  consentimento: { aceito: true, versaoTermo: VERSAO_TERMO_BIOMETRIA },
  amostras: [rosto(7, 0.01), rosto(7, 0.02), rosto(7, -0.01)],
  vivacidade: 0.95,
});

const testar = (descritor: number[], vivacidade = 0.95) =>
  t.app.inject({
    method: 'POST',
    url: '/api/biometria/verificacoes/teste',
    headers: bearer(rh),
    payload: { usuarioId: pessoaId, descritor, vivacidade },
  });

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
  const [p] = await consulta<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  pessoaId = p!.id;
  // App real com banco migrado e semeado: numa máquina carregada o preparo passa de 60 s.
}, 300_000);
afterAll(() => t.close());

describe('biometria facial', () => {
  it('exige o consentimento explícito da pessoa e o termo atual', async () => {
    const sem = await cadastrar({
      ...corpoValido(),
      consentimento: { aceito: false, versaoTermo: VERSAO_TERMO_BIOMETRIA },
    });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().message).toMatch(/consentimento/);
    const velho = await cadastrar({
      ...corpoValido(),
      consentimento: { aceito: true, versaoTermo: '2020-01' },
    });
    expect(velho.statusCode).toBe(400);
    expect(velho.json().codigo).toBe('TERMO_DESATUALIZADO');
    const [n] = await consulta<{ n: number }>('select count(*)::int as n from biometria_modelo');
    expect(n!.n).toBe(0);
  });

  it('recusa descritor de tamanho errado, poucos quadros, vivacidade baixa e quadros de rostos diferentes', async () => {
    const curto = await cadastrar({
      ...corpoValido(),
      amostras: [
        [0.1, 0.2],
        [0.1, 0.2],
        [0.1, 0.2],
      ],
    });
    expect(curto.statusCode).toBe(400);
    expect(curto.json().codigo).toBe('DESCRITOR_INVALIDO');
    const poucos = await cadastrar({ ...corpoValido(), amostras: [ANA] });
    expect(poucos.json().codigo).toBe('AMOSTRAS_INVALIDAS');
    const morto = await cadastrar({ ...corpoValido(), vivacidade: 0.1 });
    expect(morto.json().codigo).toBe('VIVACIDADE_INSUFICIENTE');
    const misturado = await cadastrar({ ...corpoValido(), amostras: [ANA, ANA, OUTRA] });
    expect(misturado.json().codigo).toBe('AMOSTRAS_DIVERGENTES');
  });

  it('cadastra com consentimento e guarda o modelo cifrado, sem os números em claro', async () => {
    const r = await cadastrar(corpoValido());
    expect(r.statusCode).toBe(200);
    const s = r.json().data;
    expect(s).toMatchObject({ usuarioId: pessoaId, cadastrado: true, amostras: 3 });
    expect(s.consentimento).toMatchObject({
      versaoTermo: VERSAO_TERMO_BIOMETRIA,
      coletadoPor: expect.any(String),
    });
    const [m] = await consulta<{ modelo_cifrado: string }>(
      'select modelo_cifrado from biometria_modelo where empresa_id = $1 and usuario_id = $2',
      [EMPRESA_DEMO, pessoaId],
    );
    const guardado = m!.modelo_cifrado;
    expect(guardado.startsWith('b1.')).toBe(true);
    const bytes = Buffer.concat(
      guardado
        .split('.')
        .slice(1)
        .map((p) => Buffer.from(p, 'base64url')),
    );
    // Nenhum trecho do descritor (como Float32 ou como texto) aparece no que foi gravado.
    const claro = Buffer.from(Float32Array.from(corpoValido().amostras[0]!.slice(0, 4)).buffer);
    expect(bytes.includes(claro)).toBe(false);
    expect(guardado).not.toMatch(/0\.\d{3}/);
    const [c] = await consulta<{ n: number }>(
      "select count(*)::int as n from auditoria where entidade = 'biometria' and acao = 'cadastrar'",
    );
    expect(c!.n).toBe(1);
  });

  it('aprova o mesmo rosto, recusa outro rosto e rosto sem vivacidade, e grava cada tentativa', async () => {
    const mesmo = await testar(rosto(7, 0.015));
    expect(mesmo.statusCode).toBe(200);
    expect(mesmo.json().data).toMatchObject({ aprovado: true, limiarSemelhanca: 0.6 });
    const outro = await testar(OUTRA);
    expect(outro.json().data.aprovado).toBe(false);
    expect(outro.json().data.pontuacao).toBeLessThan(0.6);
    const foto = await testar(ANA, 0.2);
    expect(foto.json().data.aprovado).toBe(false);
    const linhas = await consulta<{ id: number; aprovado: boolean; origem: string }>(
      'select id, aprovado, origem from biometria_verificacao where empresa_id = $1 and usuario_id = $2 order by id',
      [EMPRESA_DEMO, pessoaId],
    );
    expect(linhas.map((l) => l.aprovado)).toEqual([true, false, false]);
    expect(linhas[0]!.id).toBe(mesmo.json().data.verificacaoId);
    await expect(consulta('update biometria_verificacao set aprovado = true')).rejects.toThrow();
    await expect(consulta('delete from biometria_verificacao')).rejects.toThrow();
    const detalhe = await t.app.inject({
      method: 'GET',
      url: `/api/biometria/pessoas/${pessoaId}`,
      headers: bearer(rh),
    });
    expect(detalhe.json().data.verificacoes).toHaveLength(3);
  });

  it('o colaborador não acessa o cadastro do RH, vê a própria situação e revoga o consentimento', async () => {
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/biometria/pessoas',
      headers: bearer(colaborador),
    });
    expect(lista.statusCode).toBe(403);
    const minha = await t.app.inject({
      method: 'GET',
      url: '/api/biometria/minha',
      headers: bearer(colaborador),
    });
    expect(minha.json().data).toMatchObject({ cadastrado: true });
    const revogar = await t.app.inject({
      method: 'POST',
      url: '/api/biometria/minha/revogar',
      headers: bearer(colaborador),
    });
    expect(revogar.statusCode).toBe(200);
    expect(revogar.json().data).toMatchObject({ cadastrado: false, consentimento: null });
    const [m] = await consulta<{ n: number }>('select count(*)::int as n from biometria_modelo');
    expect(m!.n).toBe(0);
    const [c] = await consulta<{ motivo_revogacao: string }>(
      'select motivo_revogacao from biometria_consentimento where usuario_id = $1 order by id desc limit 1',
      [pessoaId],
    );
    expect(c!.motivo_revogacao).toBe('pessoa');
    const depois = await testar(ANA);
    expect(depois.statusCode).toBe(409);
    expect(depois.json().codigo).toBe('BIOMETRIA_NAO_CADASTRADA');
  });

  it('o RH exclui o cadastro a pedido', async () => {
    expect((await cadastrar(corpoValido())).statusCode).toBe(200);
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/biometria/pessoas/${pessoaId}`,
      headers: bearer(rh),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.cadastrado).toBe(false);
  });

  it('o desligamento apaga o modelo facial', async () => {
    expect((await cadastrar(corpoValido())).statusCode).toBe(200);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/main/colaboradores/${pessoaId}/desligamento`,
      headers: bearer(rh),
      payload: { demissao: '2026-11-16' },
    });
    expect(r.statusCode).toBe(200);
    await t.app.aguardarEventos();
    const [m] = await consulta<{ n: number }>('select count(*)::int as n from biometria_modelo');
    expect(m!.n).toBe(0);
    const [c] = await consulta<{ motivo_revogacao: string }>(
      'select motivo_revogacao from biometria_consentimento where usuario_id = $1 order by id desc limit 1',
      [pessoaId],
    );
    expect(c!.motivo_revogacao).toBe('desligamento');
    const [a] = await consulta<{ job: string }>(
      "select job from auditoria where entidade = 'biometria' and acao = 'revogar' order by id desc limit 1",
    );
    expect(a!.job).toBe('biometria.desligamento');
  });
});
