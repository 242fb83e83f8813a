import { createHash } from 'node:crypto';
import type { EmpregadorWire } from '@jornada/contracts';
import { decodeLatin1, lerAej, lerAfd, validarAfd } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

/**
 * Filial (estabelecimento) pelo PUT /empregador: inscrição CNPJ ou CPF, CAEPF, CNO, endereço e o
 * município pelo código IBGE (existe e é da UF). Cada erro é 400 nomeando o campo e nada muda
 * (nem o REP); filial de outra empresa é 404. O CNO/CAEPF vai ao AFD (cabeçalho e tipo 2) e ao AEJ.
 */
let t: AppDeTeste;
let token = '';
let filialId: number;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const CAMPINAS = 3509502;
const RIO = 3304557;

const chamar = (method: 'GET' | 'PUT', url: string, payload?: object, auth = token) =>
  t.app.inject({
    method,
    url,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
    ...(payload ? { payload } : {}),
  });

const filialAtual = async () => {
  const r = await chamar('GET', '/api/main/empregador');
  expect(r.statusCode).toBe(200);
  return (r.json().data as EmpregadorWire).filiais.find((f) => f.id === filialId)!;
};
const ultimoNsr = async () => {
  const [r] = await t.db.query<{ n: number }>(
    'select ultimo_nsr::int as n from rep where empresa_id = 2 and filial_id = $1',
    [filialId],
  );
  return r!.n;
};
const valida = (extra: object = {}) => ({
  filial: {
    id: filialId,
    nome: 'Matriz',
    tipoInscricao: 'CNPJ',
    cnpj: '11.222.333/0001-81',
    uf: 'SP',
    municipioIbge: CAMPINAS,
    ...extra,
  },
});

beforeAll(async () => {
  t = await createAppDeTeste();
  token = await t.token('rh@demo.jornada.dev');
  const [r] = await t.db.query<{ filial_id: number }>(
    'select filial_id from rep where empresa_id = 2 order by filial_id limit 1',
  );
  filialId = r!.filial_id;
});
afterAll(async () => {
  await t?.close();
});

describe('filial: inscrição e endereço com o município do IBGE', () => {
  it('a migração levou a cidade da semente ao município do IBGE', async () => {
    const f = await filialAtual();
    expect(f).toMatchObject({ tipoInscricao: 'CNPJ', uf: 'SP', cidade: 'São Paulo' });
    expect(f.municipioIbge).toBe(3550308);
  });

  it.each([
    [{ cnpj: '11.222.333/0001-82' }, 'filial.cnpj', 'CNPJ inválido'],
    [{ tipoInscricao: 'CPF', cnpj: '11222333000181' }, 'filial.cnpj', 'CPF inválido'],
    [{ tipoInscricao: 'CEI' }, 'filial.tipoInscricao', 'CNPJ ou CPF'],
    [{ caepf: '123' }, 'filial.caepf', 'CAEPF: informe 14 dígitos'],
    [{ cno: '1234567890123' }, 'filial.cno', 'CNO: informe 12 dígitos'],
    [{ cep: '0131-000' }, 'filial.cep', 'CEP: informe 8 dígitos'],
    [{ uf: 'XX' }, 'filial.uf', 'UF inválida'],
    [{ municipioIbge: undefined }, 'filial.municipioIbge', 'informe o município'],
    [{ municipioIbge: 12 }, 'filial.municipioIbge', 'código IBGE de 7 dígitos'],
    [{ municipioIbge: 3599999 }, 'filial.municipioIbge', 'não encontrado'],
    [{ municipioIbge: RIO }, 'filial.municipioIbge', 'Rio de Janeiro é de RJ, não da UF SP'],
    [{ logradouro: 'x'.repeat(121) }, 'filial.logradouro', 'Logradouro: no máximo 120'],
    [{ bairro: 'Centro\u0000' }, 'filial.bairro', 'caractere nulo'],
    [{ municipioIbge: 9e15 }, 'filial.municipioIbge', 'código IBGE'],
  ])('%j responde 400 no campo %s e nada muda', async (extra, campo, mensagem) => {
    const antes = await filialAtual();
    const nsr = await ultimoNsr();
    const r = await chamar('PUT', '/api/main/empregador', valida(extra));
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe(campo);
    expect(r.json().message).toContain(mensagem);
    expect(await filialAtual()).toEqual(antes);
    expect(await ultimoNsr()).toBe(nsr);
  });

  it('sem login é 401; filial de outra empresa é 404 e nada muda', async () => {
    expect((await chamar('PUT', '/api/main/empregador', valida(), '')).statusCode).toBe(401);
    const [outra] = await t.db.query<{ id: number; cidade: string | null }>(
      'select id, cidade from filial where empresa_id <> 2 order by id limit 1',
    );
    const r = await chamar('PUT', '/api/main/empregador', valida({ id: outra!.id }));
    expect(r.statusCode).toBe(404);
    const [depois] = await t.db.query<{ cidade: string | null }>(
      'select cidade from filial where id = $1 and empresa_id <> 2',
      [outra!.id],
    );
    expect(depois!.cidade).toBe(outra!.cidade);
  });

  it('grava inscrição, CAEPF, CNO e endereço; o CNO vai ao AFD (tipo 2 e cabeçalho) e ao AEJ', async () => {
    const nsr = await ultimoNsr();
    const r = await chamar(
      'PUT',
      '/api/main/empregador',
      valida({
        caepf: '123.456.789/001-23',
        cno: '12.345.67890/12',
        cep: '13015-904',
        logradouro: '  Rua Barão de Jaguara ',
        numero: '1000',
        complemento: '',
        bairro: 'Centro',
      }),
    );
    expect(r.statusCode).toBe(200);
    expect(await filialAtual()).toMatchObject({
      cnpj: '11222333000181',
      caepf: '12345678900123',
      cno: '123456789012',
      cep: '13015904',
      logradouro: 'Rua Barão de Jaguara',
      numero: '1000',
      complemento: null,
      bairro: 'Centro',
      uf: 'SP',
      municipioIbge: CAMPINAS,
      cidade: 'Campinas',
    });
    expect(await ultimoNsr()).toBe(nsr + 1);
    const afd = await chamar('GET', '/api/main/afd?dataInicio=2026-09-01&dataFim=2026-11-16');
    expect(afd.statusCode).toBe(200);
    expect(validarAfd(afd.rawPayload, sha256).erros).toEqual([]);
    const lido = lerAfd(afd.rawPayload);
    expect(lido.cabecalho.cnoCaepf).toBe('00123456789012');
    const linhas = decodeLatin1(afd.rawPayload).split('\r\n');
    const tipo2 = linhas.find((l) => l.startsWith(String(nsr + 1).padStart(9, '0')))!;
    expect(tipo2.slice(63, 77)).toBe('00123456789012');
    expect(tipo2.slice(227, 327).trimEnd()).toBe(
      'Rua Barão de Jaguara, 1000 - Centro - Campinas/SP - CEP 13015-904',
    );
    const aej = await chamar('GET', '/api/main/aej?dataInicio=2026-11-01&dataFim=2026-11-16');
    expect(aej.statusCode).toBe(200);
    expect(lerAej(aej.rawPayload).cabecalho).toMatchObject({
      caepf: '12345678900123',
      cno: '123456789012',
    });
  });

  it('CPF com CAEPF: sem CNO, o AFD leva o CAEPF; apagar CAEPF e CNO volta aos zeros', async () => {
    const cpf = await chamar(
      'PUT',
      '/api/main/empregador',
      valida({ tipoInscricao: 'CPF', cnpj: '390.533.447-05', caepf: '12345678900123', cno: null }),
    );
    expect(cpf.statusCode).toBe(200);
    expect(await filialAtual()).toMatchObject({ tipoInscricao: 'CPF', cnpj: '39053344705' });
    const afd = await chamar('GET', '/api/main/afd?dataInicio=2026-09-01&dataFim=2026-11-16');
    expect(lerAfd(afd.rawPayload).cabecalho).toMatchObject({
      tipoIdEmpregador: 'cpf',
      cnoCaepf: '12345678900123',
    });
    const volta = await chamar('PUT', '/api/main/empregador', valida({ caepf: '', cno: null }));
    expect(volta.statusCode).toBe(200);
    expect(await filialAtual()).toMatchObject({ tipoInscricao: 'CNPJ', caepf: null, cno: null });
  });
});
