import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adaptar,
  amostra,
  type ContextoTeste,
  createContexto,
  REP_AMOSTRA,
} from './importacao-afd.apoio-teste.ts';

let ctx: ContextoTeste;
beforeAll(async () => {
  ctx = await createContexto();
});
afterAll(() => ctx.close());
const enviar: ContextoTeste['enviar'] = (...a) => ctx.enviar(...a);
const contagens = () => ctx.contagens();

type Caso = {
  amostra: string;
  /** Cada amostra num REP próprio (o nº de fabricação trocado), para os NSR não colidirem. */
  rep: string;
  trocas: () => [string, string][];
  query?: string;
  leiaute: '671' | '1510' | '595';
  marcacoes: number;
  casadas: number;
  desconhecidos: string[];
};

const CASOS: Caso[] = [
  {
    amostra: 'afd-1510-completo',
    rep: '00000000000001510',
    trocas: () => [],
    leiaute: '1510',
    marcacoes: 6,
    casadas: 4,
    desconhecidos: ['023456789013'],
  },
  {
    amostra: 'afd-595-com-cabecalho',
    rep: '00000000000000595',
    trocas: () => [],
    leiaute: '595',
    marcacoes: 3,
    casadas: 3,
    desconhecidos: [],
  },
  {
    amostra: 'afd-595-controlid-sem-cabecalho',
    rep: '00000000000005951',
    // "9" + CPF (art. 96 §2º da Portaria 671): casa pelo CPF do cadastro.
    trocas: () => [['952998224725', `9${ctx.demo[2]!.cpf}`]],
    query: 'numeroRep=00000000000005951',
    leiaute: '595',
    marcacoes: 6,
    casadas: 4,
    desconhecidos: ['017012345673'],
  },
  {
    amostra: 'afd-671-rep-c-ccitt-false',
    rep: '00000000000006711',
    trocas: () => [
      ['52998224725', ctx.demo[0]!.cpf],
      ['11144477735', ctx.demo[1]!.cpf],
    ],
    leiaute: '671',
    marcacoes: 5,
    casadas: 5,
    desconhecidos: [],
  },
  {
    amostra: 'afd-671-rep-c-modbus',
    rep: '00000000000006712',
    trocas: () => [['52998224725', ctx.demo[2]!.cpf]],
    leiaute: '671',
    marcacoes: 5,
    casadas: 3,
    desconhecidos: ['11144477735'],
  },
  {
    amostra: 'afd-671-linhas-danificadas',
    rep: '00000000000006713',
    trocas: () => [
      ['52998224725', ctx.demo[0]!.cpf],
      ['11144477735', ctx.demo[1]!.cpf],
    ],
    leiaute: '671',
    marcacoes: 5,
    casadas: 5,
    desconhecidos: [],
  },
];

const arquivoDo = (c: Caso) => adaptar(amostra(c.amostra), [[REP_AMOSTRA, c.rep], ...c.trocas()]);

describe('importação de AFD de relógios (671, 1510, 595) lida linha a linha', () => {
  for (const c of CASOS) {
    it(`${c.amostra}: prévia sem gravar, importação numa transação, reimportação sem efeito`, async () => {
      const antes = await contagens();
      const previa = await enviar('/ImportarAfd/previa', arquivoDo(c), { query: c.query });
      expect(previa.statusCode, previa.body).toBe(200);
      const p = previa.json().Data;
      expect(p).toMatchObject({
        confirmada: false,
        importacaoId: null,
        leiaute: c.leiaute,
        rep: { tipo: 'REP-C', numero: c.rep, idEmpregador: '11222333000181', cadastrado: false },
        marcacoes: c.marcacoes,
        casadas: c.casadas,
        importadas: 0,
        duplicadas: 0,
        rejeitadas: c.marcacoes - c.casadas,
      });
      expect(p.desconhecidos.map((d: { identificador: string }) => d.identificador)).toEqual(
        c.desconhecidos,
      );
      expect(await contagens()).toEqual(antes);

      const imp = await enviar('/ImportarAfd', arquivoDo(c), { query: c.query });
      expect(imp.statusCode, imp.body).toBe(200);
      const d = imp.json().Data;
      expect(d).toMatchObject({ confirmada: true, importadas: c.casadas, duplicadas: 0 });
      expect(d.importacaoId).toEqual(expect.any(Number));
      expect(d.avisos).toEqual(p.avisos);
      // Cada marcação guarda o REP, o NSR e a linha original do arquivo.
      const gravadas = await ctx.t.db.query<{ nsr: number; registro: string; numero: string }>(
        `select m.nsr_origem::int as nsr, m.registro, r.numero from marcacao_importada m
           join rep_externo r on r.empresa_id = m.empresa_id and r.id = m.rep_externo_id
          where m.importacao_id = ${d.importacaoId} order by m.nsr_origem`,
      );
      expect(gravadas).toHaveLength(c.casadas);
      const linhas = arquivoDo(c).split('\n');
      for (const g of gravadas) {
        expect(g.numero).toBe(c.rep);
        expect(linhas.map((l) => l.replace(/\r$/, ''))).toContain(g.registro);
        expect(Number(g.registro.slice(0, 9))).toBe(g.nsr);
      }

      const depois = await contagens();
      const deNovo = await enviar('/ImportarAfd', arquivoDo(c), { query: c.query });
      expect(deNovo.json().Data).toMatchObject({
        importacaoId: null,
        importadas: 0,
        duplicadas: c.casadas,
        rep: { cadastrado: true },
      });
      expect(await contagens()).toEqual(depois);
    });
  }

  it('1510/595: a marcação sem fuso recebe o deslocamento do fuso da empresa', async () => {
    const [m] = await ctx.t.db.query<{ fuso: string; data_hora: Date; minuto: number }>(
      `select m.fuso, m.data_hora, m.minuto from marcacao_importada m
         join rep_externo r on r.empresa_id = m.empresa_id and r.id = m.rep_externo_id
        where r.numero = '00000000000001510' and m.nsr_origem = 4`,
    );
    expect(m).toMatchObject({ fuso: '-0300', minuto: 8 * 60 });
    expect(new Date(m!.data_hora).toISOString()).toBe('2026-03-02T11:00:00.000Z');
  });

  it('a primeira linha que não é de AFD recusa o arquivo na hora, antes do limite de tamanho', async () => {
    const antes = await contagens();
    // Um ZIP de 2 MB (maior que o limite de 1 MB): recusado pela primeira linha, não pelo tamanho.
    const zip = Buffer.concat([
      Buffer.from('PK\u0003\u0004 planilha.xlsx\n'),
      Buffer.alloc(2e6, 65),
    ]);
    for (const caminho of ['/ImportarAfd/previa', '/ImportarAfd'] as const) {
      const r = await enviar(caminho, zip);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ campo: 'arquivos' });
      expect(r.json().Mensagem).toMatch(/não é um AFD: a linha 1/);
    }
    const vazio = await enviar('/ImportarAfd', '');
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().Mensagem).toMatch(/Arquivo vazio/);
    expect(await contagens()).toEqual(antes);
  });
});
