import type { EmpregadorWire } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

/**
 * Filial nova pelo PUT /empregador (filial sem `id`): nasce com o endereço do IBGE e o seu REP-P
 * (mesmo registro INPI, empregador registrado como AFD tipo 2), numa transação com a auditoria.
 * Inscrição repetida (CNPJ/CPF, CAEPF e CNO) é 409 e erro de campo é 400, sem criar nada.
 */
let t: AppDeTeste;
let token = '';
const CAMPINAS = 3509502;

const put = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/main/empregador',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const nova = (extra: object = {}) => ({
  filial: {
    nome: 'Loja Campinas',
    tipoInscricao: 'CNPJ',
    cnpj: '11.444.777/0001-61',
    cep: '13015-904',
    logradouro: 'Rua Barão de Jaguara',
    numero: '1000',
    uf: 'SP',
    municipioIbge: CAMPINAS,
    ...extra,
  },
});
const contar = async (sql: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0]!.n;

beforeAll(async () => {
  t = await createAppDeTeste();
  token = await t.token('rh@demo.jornada.dev');
});
afterAll(async () => {
  await t?.close();
});

describe('filial nova', () => {
  it('erro de campo é 400 e nada é criado (nem filial nem REP)', async () => {
    const [filiais, reps] = [await contar('filial'), await contar('rep')];
    const r = await put(nova({ municipioIbge: 3304557 }));
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('filial.municipioIbge');
    expect([await contar('filial'), await contar('rep')]).toEqual([filiais, reps]);
  });

  it('inclui com o município do IBGE e o REP-P dela já com o empregador (AFD tipo 2)', async () => {
    const r = await put(nova());
    expect(r.statusCode).toBe(200);
    const f = (r.json().data as EmpregadorWire).filiais.find((x) => x.nome === 'Loja Campinas')!;
    expect(f).toMatchObject({
      cnpj: '11444777000161',
      cidade: 'Campinas',
      uf: 'SP',
      municipioIbge: CAMPINAS,
      cep: '13015904',
      temRep: true,
    });
    const [rep] = await t.db.query<{ ultimo_nsr: number; numero_inpi: string }>(
      'select ultimo_nsr::int, numero_inpi from rep where empresa_id = 2 and filial_id = $1',
      [f.id],
    );
    const [outro] = await t.db.query<{ numero_inpi: string }>(
      'select numero_inpi from rep where empresa_id = 2 and filial_id <> $1 limit 1',
      [f.id],
    );
    expect(rep).toEqual({ ultimo_nsr: 1, numero_inpi: outro!.numero_inpi });
    const eventos = await t.db.query<{ tipo: string; nsr: number }>(
      'select tipo, nsr::int from rep_evento where empresa_id = 2 and filial_id = $1',
      [f.id],
    );
    expect(eventos).toEqual([{ tipo: '2', nsr: 1 }]);
    expect(await contar("auditoria where entidade = 'empregador' and empresa_id = 2")).toBe(1);
  });

  it('a mesma inscrição de outra filial é 409 no campo e nada é criado', async () => {
    const [filiais, reps] = [await contar('filial'), await contar('rep')];
    const r = await put(nova({ nome: 'Outra Campinas' }));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ campo: 'filial.cnpj' });
    expect(r.json().message).toContain('Loja Campinas');
    expect([await contar('filial'), await contar('rep')]).toEqual([filiais, reps]);
  });

  it('com outro CNO é outro estabelecimento (obra) e é aceito', async () => {
    const r = await put(nova({ nome: 'Obra Campinas', cno: '12.345.67890/12' }));
    expect(r.statusCode).toBe(200);
    expect((r.json().data as EmpregadorWire).filiais.map((f) => f.nome)).toContain('Obra Campinas');
  });
});
