import { createHash } from 'node:crypto';
import { crc16KermitHex, decodeLatin1, encodeLatin1, validarAfd } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { createOrganizacaoService } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';
import {
  criarRepDaFilial,
  listFiliaisComRep,
  registrarEmpregadoNoRep,
  registrarEmpregadorNoRep,
} from './index.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
let rh: { usuarioId: number; empresaId: number; rotas: ReadonlySet<string> };
let filialId: number;

const ultimoNsr = async () => {
  const [r] = await t.db.query<{ n: number }>(
    'select ultimo_nsr::int as n from rep where empresa_id = 2 and filial_id = $1',
    [filialId],
  );
  return r!.n;
};

/** AFD do dia de teste (16/11/2026): as linhas e o resultado do validador do domínio. */
const afdDoDia = async () => {
  const r = await t.app.inject({
    method: 'GET',
    url: '/api/main/afd?dataInicio=2026-09-01&dataFim=2026-11-16',
    headers: como('rh'),
  });
  expect(r.statusCode).toBe(200);
  return {
    validacao: validarAfd(r.rawPayload, sha256),
    linhas: decodeLatin1(r.rawPayload).split('\r\n'),
  };
};

const linhaDoNsr = (linhas: string[], nsr: number) =>
  linhas.find((l) => l.startsWith(String(nsr).padStart(9, '0')))!;

/** CRC-16/KERMIT do registro (posições 1 até antes do CRC), em hexadecimal maiúsculo. */
const crcConfere = (linha: string) =>
  crc16KermitHex(encodeLatin1(linha.slice(0, -4))) === linha.slice(-4);

beforeAll(async () => {
  t = await createAppDeTeste();
  tokens.rh = await t.token('rh@demo.jornada.dev');
  tokens.colaborador = await t.token('colaborador@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number; filial_id: number }>(
    "select id, filial_id from usuario where email = 'rh@demo.jornada.dev'",
  );
  rh = { usuarioId: u!.id, empresaId: 2, rotas: new Set() };
  const [r] = await t.db.query<{ filial_id: number }>(
    'select filial_id from rep where empresa_id = 2 order by filial_id limit 1',
  );
  filialId = r!.filial_id;
});
afterAll(() => t.close());

describe('AFD tipos 2 e 5 fora do seed: na mesma sequência de NSR e na transação de quem muda', () => {
  it('mudar a razão social grava o tipo 2 com o próximo NSR; a marcação seguinte continua a sequência', async () => {
    const antes = await ultimoNsr();
    const organizacao = createOrganizacaoService({
      db: t.db.db,
      clock: () => t.relogio.agora,
      rep: { criarRepDaFilial, listFiliaisComRep, registrarEmpregadorNoRep },
    });
    const nsrs = await organizacao.alterarEmpregador(rh, {
      razaoSocial: 'Demo Comércio e Serviços Ltda',
    });
    expect(nsrs).toContain(antes + 1);
    const marcou = await t.app.inject({
      method: 'POST',
      url: '/api/main/MarcarPonto3',
      headers: como('colaborador'),
      payload: {},
    });
    expect(marcou.statusCode).toBe(200);
    expect(await ultimoNsr()).toBe(antes + 2);
    const { validacao, linhas } = await afdDoDia();
    expect(validacao.erros).toEqual([]);
    const tipo2 = linhaDoNsr(linhas, antes + 1);
    expect(tipo2).toHaveLength(331);
    expect(tipo2[9]).toBe('2');
    expect(tipo2.slice(77, 227).trimEnd()).toBe('Demo Comércio e Serviços Ltda');
    expect(crcConfere(tipo2)).toBe(true);
    expect(linhaDoNsr(linhas, antes + 2)[9]).toBe('7');
  });

  it('mudar o CNPJ e o local de uma filial grava o tipo 2 só no REP dela', async () => {
    const antes = await ultimoNsr();
    const [f] = await t.db.query<{ cnpj: string }>(
      'select cnpj from filial where empresa_id = 2 and id = $1',
      [filialId],
    );
    const organizacao = createOrganizacaoService({
      db: t.db.db,
      clock: () => t.relogio.agora,
      rep: { criarRepDaFilial, listFiliaisComRep, registrarEmpregadorNoRep },
    });
    const nsrs = await organizacao.alterarEmpregador(rh, {
      filial: { id: filialId, cnpj: f!.cnpj, municipioIbge: 3509502, uf: 'SP' },
    });
    expect(nsrs).toEqual([antes + 1]);
    const { validacao, linhas } = await afdDoDia();
    expect(validacao.erros).toEqual([]);
    const tipo2 = linhaDoNsr(linhas, antes + 1);
    expect(tipo2.slice(227, 327)).toContain('Campinas - SP');
    expect(crcConfere(tipo2)).toBe(true);
  });

  it('incluir, alterar e excluir um empregado grava o tipo 5 (I, A, E) com CRC válido', async () => {
    const antes = await ultimoNsr();
    const empregado = await t.db.db.transaction(async (tx) => {
      const [u] = await tx
        .insert(usuario)
        .values({
          empresaId: 2,
          nome: 'Joana Teste',
          email: 'joana.teste@demo.jornada.dev',
          cpf: '39053344705',
          filialId,
        })
        .returning({ id: usuario.id });
      const e = { id: u!.id, cpf: '39053344705', nome: 'Joana Teste', filialId };
      await registrarEmpregadoNoRep(tx, {
        responsavel: rh,
        agora: t.relogio.agora,
        operacao: 'I',
        empregado: e,
      });
      return e;
    });
    await t.db.db.transaction((tx) =>
      registrarEmpregadoNoRep(tx, {
        responsavel: rh,
        agora: t.relogio.agora,
        operacao: 'A',
        empregado: { ...empregado, nome: 'Joana Teste Souza' },
      }),
    );
    await t.db.db.transaction((tx) =>
      registrarEmpregadoNoRep(tx, {
        responsavel: rh,
        agora: t.relogio.agora,
        operacao: 'E',
        empregado,
      }),
    );
    expect(await ultimoNsr()).toBe(antes + 3);
    const { validacao, linhas } = await afdDoDia();
    expect(validacao.erros).toEqual([]);
    const registros = [1, 2, 3].map((i) => linhaDoNsr(linhas, antes + i));
    expect(registros.map((l) => [l.length, l[9], l[34], l.slice(35, 47)])).toEqual([
      [118, '5', 'I', '039053344705'],
      [118, '5', 'A', '039053344705'],
      [118, '5', 'E', '039053344705'],
    ]);
    expect(registros[1]!.slice(47, 99).trimEnd()).toBe('Joana Teste Souza');
    expect(registros.every(crcConfere)).toBe(true);
  });

  it('transação desfeita depois de gravar o tipo 5: nenhum NSR consumido, sem lacuna', async () => {
    const antes = await ultimoNsr();
    await expect(
      t.db.db.transaction(async (tx) => {
        await registrarEmpregadoNoRep(tx, {
          responsavel: rh,
          agora: t.relogio.agora,
          operacao: 'A',
          empregado: { id: rh.usuarioId, cpf: '52998224725', nome: 'Falha', filialId },
        });
        throw new Error('cadastro recusado depois');
      }),
    ).rejects.toThrow('cadastro recusado depois');
    expect(await ultimoNsr()).toBe(antes);
    expect((await afdDoDia()).validacao.erros).toEqual([]);
  });

  it('trocar de filial sem REP na nova: exclusão só no REP antigo', async () => {
    const antes = await ultimoNsr();
    const [outra] = await t.db.query<{ id: number }>(
      `insert into filial (empresa_id, nome, cnpj) values (2, 'Filial sem REP', '11222333000262')
       returning id`,
    );
    const nsrs = await t.db.db.transaction((tx) =>
      registrarEmpregadoNoRep(tx, {
        responsavel: rh,
        agora: t.relogio.agora,
        operacao: 'A',
        empregado: { id: rh.usuarioId, cpf: '52998224725', nome: 'RH', filialId: outra!.id },
        filialAnteriorId: filialId,
      }),
    );
    expect(nsrs).toEqual([antes + 1]);
    const { linhas } = await afdDoDia();
    expect(linhaDoNsr(linhas, antes + 1)[34]).toBe('E');
  });
});
