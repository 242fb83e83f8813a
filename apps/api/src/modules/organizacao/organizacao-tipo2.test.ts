import { createHash } from 'node:crypto';
import type { EmpregadorWire, FilialWire } from '@jornada/contracts';
import { decodeLatin1, validarAfd } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

/**
 * AFD tipo 2 na alteração do empregador (Portaria 671: inclusão OU alteração da identificação da
 * empresa no REP): só quando muda um campo que vai ao registro (inscrição, CNO/CAEPF, razão
 * social, local de prestação = endereço da filial), só nos REPs afetados (a razão social, em
 * todos), na transação da alteração e da auditoria. Salvar sem mudar nada não grava.
 */
let t: AppDeTeste;
let token = '';
let matrizId: number;
let segundaId: number;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const CAMPINAS = 3509502;

const put = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/main/empregador',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const empregador = async () => {
  const r = await t.app.inject({
    method: 'GET',
    url: '/api/main/empregador',
    headers: { authorization: `Bearer ${token}` },
  });
  return r.json().data as EmpregadorWire;
};
/** O corpo do PUT com os dados atuais da filial e `extra` por cima. */
const corpoDe = async (id: number, extra: object = {}) => {
  const {
    temRep: _,
    cidade: __,
    ...f
  } = (await empregador()).filiais.find((x) => x.id === id) as FilialWire;
  return { filial: { ...f, ...extra } };
};
/** Último NSR de cada REP da empresa 2, por filial. */
const nsrs = async () =>
  Object.fromEntries(
    (
      await t.db.query<{ filial_id: number; n: number }>(
        'select filial_id, ultimo_nsr::int as n from rep where empresa_id = 2',
      )
    ).map((r) => [r.filial_id, r.n]),
  ) as Record<number, number>;
const registro = async (filialId: number, nsr: number) => {
  const [r] = await t.db.query<{ tipo: string; registro: string }>(
    'select tipo, registro from rep_evento where empresa_id = 2 and filial_id = $1 and nsr = $2',
    [filialId, nsr],
  );
  return r!;
};
const ultimaAuditoria = async () => {
  const [a] = await t.db.query<{ depois: { nsrs: number[] } }>(
    "select depois from auditoria where empresa_id = 2 and entidade = 'empregador' order by id desc limit 1",
  );
  return a!.depois;
};

beforeAll(async () => {
  t = await createAppDeTeste();
  token = await t.token('rh@demo.jornada.dev');
  const [r] = await t.db.query<{ filial_id: number }>(
    'select filial_id from rep where empresa_id = 2 order by filial_id limit 1',
  );
  matrizId = r!.filial_id;
  const nova = await put({
    filial: {
      nome: 'Filial Dois',
      cnpj: '11.444.777/0001-61',
      uf: 'SP',
      municipioIbge: CAMPINAS,
    },
  });
  expect(nova.statusCode).toBe(200);
  segundaId = (nova.json().data as EmpregadorWire).filiais.find(
    (f) => f.nome === 'Filial Dois',
  )!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('alteração do empregador e o AFD tipo 2', () => {
  it('salvar a filial sem mudar nada não grava tipo 2 em nenhum REP', async () => {
    const antes = await nsrs();
    const r = await put(await corpoDe(matrizId));
    expect(r.statusCode).toBe(200);
    expect(await nsrs()).toEqual(antes);
    expect((await ultimaAuditoria()).nsrs).toEqual([]);
  });

  it('o endereço vira o local de prestação num tipo 2 só no REP da filial, no AFD exportado', async () => {
    const antes = await nsrs();
    const r = await put(
      await corpoDe(matrizId, {
        logradouro: 'Rua das Flores',
        numero: '123',
        complemento: 'Sala 4',
        bairro: 'Centro',
        cep: '01001-000',
      }),
    );
    expect(r.statusCode).toBe(200);
    const nsr = antes[matrizId]! + 1;
    expect(await nsrs()).toEqual({ ...antes, [matrizId]: nsr });
    expect((await ultimaAuditoria()).nsrs).toEqual([nsr]);
    const afd = await t.app.inject({
      method: 'GET',
      url: '/api/main/afd?dataInicio=2026-09-01&dataFim=2026-11-16',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afd.statusCode).toBe(200);
    expect(validarAfd(afd.rawPayload, sha256).erros).toEqual([]);
    const linha = decodeLatin1(afd.rawPayload)
      .split('\r\n')
      .find((l) => l.startsWith(String(nsr).padStart(9, '0')))!;
    expect(linha[9]).toBe('2');
    expect(linha.slice(227, 327).trimEnd()).toBe(
      'Rua das Flores, 123, Sala 4 - Centro - São Paulo/SP - CEP 01001-000',
    );
  });

  it('o nome da filial com endereço não vai ao registro: renomear não grava tipo 2', async () => {
    const antes = await nsrs();
    expect((await put(await corpoDe(matrizId, { nome: 'Matriz Paulista' }))).statusCode).toBe(200);
    expect(await nsrs()).toEqual(antes);
  });

  it('sem logradouro o nome compõe o local: renomear grava tipo 2 com nome - cidade - UF', async () => {
    const antes = await nsrs();
    expect((await put(await corpoDe(segundaId, { nome: 'Filial Dois Campinas' }))).statusCode).toBe(
      200,
    );
    const nsr = antes[segundaId]! + 1;
    expect(await nsrs()).toEqual({ ...antes, [segundaId]: nsr });
    const { tipo, registro: linha } = await registro(segundaId, nsr);
    expect(tipo).toBe('2');
    expect(linha.slice(227, 327).trimEnd()).toBe('Filial Dois Campinas - Campinas - SP');
  });

  it('CNO grava tipo 2; com CNO, o CAEPF não vai ao registro e mudá-lo não grava', async () => {
    const antes = await nsrs();
    expect((await put(await corpoDe(segundaId, { cno: '123456789012' }))).statusCode).toBe(200);
    const nsr = antes[segundaId]! + 1;
    expect(await nsrs()).toEqual({ ...antes, [segundaId]: nsr });
    expect((await registro(segundaId, nsr)).registro.slice(49, 77)).toBe(
      '1144477700016100123456789012',
    );
    expect((await put(await corpoDe(segundaId, { caepf: '12345678900123' }))).statusCode).toBe(200);
    expect(await nsrs()).toEqual({ ...antes, [segundaId]: nsr });
  });

  it('a inscrição (CNPJ para CPF) grava tipo 2 com o tipo de identificação 2', async () => {
    const antes = await nsrs();
    const r = await put(await corpoDe(segundaId, { tipoInscricao: 'CPF', cnpj: '390.533.447-05' }));
    expect(r.statusCode).toBe(200);
    const nsr = antes[segundaId]! + 1;
    const { registro: linha } = await registro(segundaId, nsr);
    expect([linha[48], linha.slice(49, 63)]).toEqual(['2', '00039053344705']);
  });

  it('a razão social grava tipo 2 em todos os REPs; repetir a mesma não grava', async () => {
    const antes = await nsrs();
    const r = await put({ razaoSocial: 'Demo Comércio Renomeada Ltda' });
    expect(r.statusCode).toBe(200);
    const depois = await nsrs();
    expect(Object.keys(depois).length).toBeGreaterThanOrEqual(2);
    for (const [filialId, n] of Object.entries(antes)) {
      expect(depois[Number(filialId)]).toBe(n + 1);
      const { tipo, registro: linha } = await registro(Number(filialId), n + 1);
      expect(tipo).toBe('2');
      expect(linha.slice(77, 227).trimEnd()).toBe('Demo Comércio Renomeada Ltda');
    }
    expect((await ultimaAuditoria()).nsrs).toHaveLength(Object.keys(antes).length);
    expect((await put({ razaoSocial: 'Demo Comércio Renomeada Ltda' })).statusCode).toBe(200);
    expect(await nsrs()).toEqual(depois);
  });

  it('alteração recusada (409) não grava tipo 2 nem muda a filial', async () => {
    const antes = await nsrs();
    const matriz = await corpoDe(matrizId);
    const r = await put(
      await corpoDe(segundaId, {
        tipoInscricao: 'CNPJ',
        cnpj: matriz.filial.cnpj,
        caepf: matriz.filial.caepf,
        cno: matriz.filial.cno,
      }),
    );
    expect(r.statusCode).toBe(409);
    expect(await nsrs()).toEqual(antes);
  });
});
