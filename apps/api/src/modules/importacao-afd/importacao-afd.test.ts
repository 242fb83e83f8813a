import { readFileSync } from 'node:fs';
import {
  calcularCrc16Hex,
  decodeLatin1,
  encodeLatin1,
  identificarCrc16,
  montarAfd,
  montarCabecalhoAfd,
  montarMarcacaoRepCAfd,
  validarAej,
} from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from '../../../test/app-de-teste.ts';

const LIMITE_MB_ANTES = process.env.AFD_IMPORTACAO_MAX_MB;
const AMOSTRAS = new URL('../../../../../packages/domain/src/afd/testes/', import.meta.url);
const amostra = (nome: string) => decodeLatin1(readFileSync(new URL(`${nome}.txt`, AMOSTRAS)));

let t: AppDeTeste;
let token: string;
/** Três colaboradores da demo: CPF de cada um; os dois primeiros ganham PIS no cadastro. */
let demo: { id: number; cpf: string }[];

beforeAll(async () => {
  process.env.AFD_IMPORTACAO_MAX_MB = '1';
  t = await criarAppDeTeste();
  token = await t.token('rh@demo.jornada.dev');
  demo = await t.db.query<{ id: number; cpf: string }>(
    `select id, cpf from usuario where empresa_id = 2 and ativo
      order by (email = 'colaborador@demo.jornada.dev') desc, id limit 3`,
  );
  // PIS dos trabalhadores das amostras 1510/595 no cadastro (11 dígitos; o AFD grava "0" + PIS).
  for (const [i, pis] of ['12045678905', '19998887774'].entries())
    await t.db.query(
      `insert into colaborador_documento (empresa_id, usuario_id, pis) values (2, ${demo[i]!.id}, '${pis}')
       on conflict (empresa_id, usuario_id) do update set pis = excluded.pis`,
    );
});
afterAll(async () => {
  if (LIMITE_MB_ANTES === undefined) delete process.env.AFD_IMPORTACAO_MAX_MB;
  else process.env.AFD_IMPORTACAO_MAX_MB = LIMITE_MB_ANTES;
  await t.close();
});

/**
 * Troca trechos (de mesmo tamanho) das linhas de uma amostra e recalcula o CRC-16 das linhas cujo
 * CRC conferia, na mesma variante e caixa; um CRC que já não conferia continua errado.
 */
const adaptar = (texto: string, trocas: [string, string][]) =>
  texto
    .split('\n')
    .map((linha) => {
      const cr = linha.endsWith('\r') ? '\r' : '';
      const corpo = cr ? linha.slice(0, -1) : linha;
      const novo = trocas.reduce((l, [de, para]) => l.split(de).join(para), corpo);
      if (novo === corpo || novo.length < 5) return linha;
      const crc = corpo.slice(-4);
      const variante = identificarCrc16(encodeLatin1(corpo.slice(0, -4)), crc);
      if (!variante) return `${novo}${cr}`;
      const calculado = calcularCrc16Hex(encodeLatin1(novo.slice(0, -4)), variante);
      const caixa = crc === crc.toLowerCase() ? calculado.toLowerCase() : calculado;
      return `${novo.slice(0, -4)}${caixa}${cr}`;
    })
    .join('\n');

const enviar = (
  caminho: '/ImportarAfd' | '/ImportarAfd/previa',
  arquivo: Buffer | string,
  opcoes: { query?: string; nome?: string; quem?: string } = {},
) => {
  const limite = '----afd';
  const corpo = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="arquivos"; filename="${opcoes.nome ?? 'AFD.txt'}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    typeof arquivo === 'string' ? Buffer.from(arquivo, 'latin1') : arquivo,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/main${caminho}${opcoes.query ? `?${opcoes.query}` : ''}`,
    headers: {
      authorization: `Bearer ${opcoes.quem ?? token}`,
      'content-type': `multipart/form-data; boundary=${limite}`,
    },
    payload: corpo,
  });
};

const contagens = async () => {
  const [r] = await t.db.query<{ reps: number; importacoes: number; marcacoes: number }>(
    `select (select count(*)::int from rep_externo) as reps,
            (select count(*)::int from importacao_afd) as importacoes,
            (select count(*)::int from marcacao_importada) as marcacoes`,
  );
  return r!;
};

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

const REP_AMOSTRA = '00004004330012345';
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
    trocas: () => [['952998224725', `9${demo[2]!.cpf}`]],
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
      ['52998224725', demo[0]!.cpf],
      ['11144477735', demo[1]!.cpf],
    ],
    leiaute: '671',
    marcacoes: 5,
    casadas: 5,
    desconhecidos: [],
  },
  {
    amostra: 'afd-671-rep-c-modbus',
    rep: '00000000000006712',
    trocas: () => [['52998224725', demo[2]!.cpf]],
    leiaute: '671',
    marcacoes: 5,
    casadas: 3,
    desconhecidos: ['11144477735'],
  },
  {
    amostra: 'afd-671-linhas-danificadas',
    rep: '00000000000006713',
    trocas: () => [
      ['52998224725', demo[0]!.cpf],
      ['11144477735', demo[1]!.cpf],
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
      const gravadas = await t.db.query<{ nsr: number; registro: string; numero: string }>(
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
    const [m] = await t.db.query<{ fuso: string; data_hora: Date; minuto: number }>(
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

  it('arquivo maior que AFD_IMPORTACAO_MAX_MB é 413 com o campo, e nada do que foi lido fica gravado', async () => {
    const antes = await contagens();
    const cabecalho = montarCabecalhoAfd({
      tipoIdEmpregador: 'cnpj',
      idEmpregador: '11222333000181',
      cnoCaepf: '',
      razaoSocial: 'Demo Comércio Ltda',
      numeroRep: '00000000000099999',
      dataInicial: '2026-01-01',
      dataFinal: '2026-12-31',
      geradoEm: '2026-12-31T09:00:00-0300',
      versaoLeiaute: '003',
      tipoIdDesenvolvedor: 'cnpj',
      idDesenvolvedor: '99888777000166',
      modelo: 'RELOGIO FISICO X1',
    });
    const linhas = [cabecalho];
    // ~1,1 MB de marcações válidas: as 2000 primeiras de um colaborador (dois lotes gravados antes
    // de passar do limite), as demais de um CPF fora do cadastro (só classificadas).
    for (let nsr = 1; linhas.length * 52 < 1.1 * 1024 * 1024; nsr++) {
      const minuto = nsr % 1440;
      const hh = String(Math.floor(minuto / 60)).padStart(2, '0');
      const mm = String(minuto % 60).padStart(2, '0');
      const dia = String(1 + Math.floor(nsr / 1440)).padStart(2, '0');
      linhas.push(
        montarMarcacaoRepCAfd({
          nsr,
          marcadoEm: `2026-01-${dia}T${hh}:${mm}:00-0300`,
          cpf: nsr <= 2000 ? demo[0]!.cpf : '39053344705',
        }),
      );
    }
    const r = await enviar('/ImportarAfd', `${linhas.join('\r\n')}\r\n`);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ campo: 'arquivos' });
    expect(r.json().Mensagem).toMatch(/campo arquivos.*1 MB/);
    expect(await contagens()).toEqual(antes);
  });

  it('importação que não grava nada não cria REP nem registro; REP-P e outro empregador são recusados', async () => {
    const antes = await contagens();
    const ninguem = adaptar(amostra('afd-671-rep-c-modbus'), [
      [REP_AMOSTRA, '00000000000007777'],
      ['52998224725', '39053344705'],
    ]);
    const d = (await enviar('/ImportarAfd', ninguem)).json().Data;
    expect(d).toMatchObject({ importacaoId: null, importadas: 0, casadas: 0, rejeitadas: 5 });
    expect(d.rep.cadastrado).toBe(false);
    expect(d.ocorrencias[0].motivo).toMatch(/CPF 39053344705 não cadastrado/);

    const repP = readFileSync(
      new URL(
        '../../../../../fixtures/afd-samples/AFD5120230012345678911222333000181REP_P.synthetic.txt',
        import.meta.url,
      ),
    );
    const p = await enviar('/ImportarAfd', repP);
    expect(p.statusCode).toBe(400);
    expect(p.json().Mensagem).toMatch(/REP-P/);

    const outro = await enviar(
      '/ImportarAfd',
      adaptar(amostra('afd-1510-completo'), [['11222333000181', '22333444000155']]),
    );
    expect(outro.statusCode).toBe(400);
    expect(outro.json().Mensagem).toMatch(/22333444000155/);
    expect(await contagens()).toEqual(antes);
  });

  it('extrato sem cabeçalho e sem nº do REP (nem no nome do arquivo) pede o numeroRep', async () => {
    const r = await enviar('/ImportarAfd/previa', amostra('afd-595-controlid-sem-cabecalho'));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ campo: 'numeroRep' });
    const peloNome = await enviar(
      '/ImportarAfd/previa',
      amostra('afd-595-controlid-sem-cabecalho'),
      {
        nome: 'AFD00000000000005952.txt',
      },
    );
    expect(peloNome.json().Data.rep.numero).toBe('00000000000005952');
  });

  it('colaborador sem permissão recebe 403 antes de o arquivo ser lido', async () => {
    const tk = await t.token('colaborador@demo.jornada.dev');
    const r = await enviar('/ImportarAfd', 'qualquer coisa', { quem: tk });
    expect(r.statusCode).toBe(403);
  });

  it('a marcação importada entra no ponto tratado e no AEJ com o REP-C no registro 02', async () => {
    const afd = montarAfd({
      cabecalho: {
        tipoIdEmpregador: 'cnpj',
        idEmpregador: '11222333000181',
        cnoCaepf: '',
        razaoSocial: 'Demo Comércio Ltda',
        numeroRep: '00004004330012345',
        dataInicial: '2026-11-03',
        dataFinal: '2026-11-03',
        geradoEm: '2026-11-04T09:00:00-0300',
        versaoLeiaute: '003',
        tipoIdDesenvolvedor: 'cnpj',
        idDesenvolvedor: '99888777000166',
        modelo: 'RELOGIO FISICO X1',
      },
      registros: [{ tipo: '3', nsr: 1, marcadoEm: '2026-11-03T07:00:00-0300', cpf: demo[0]!.cpf }],
    });
    expect((await enviar('/ImportarAfd', Buffer.from(afd))).json().Data.importadas).toBe(1);
    const tk = await t.token('colaborador@demo.jornada.dev');
    const mes = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarMes',
      headers: { authorization: `Bearer ${tk}` },
      payload: { mes: 11, ano: 2026 },
    });
    const dia = mes.json().Data.dias.find((x: { data: string }) => x.data === '2026-11-03');
    expect(dia.marcacoes[0]).toMatchObject({ hora: '07:00', origem: 'importada', nsr: 1 });
    const aej = await t.app.inject({
      method: 'GET',
      url: '/api/main/aej?dataInicio=2026-11-01&dataFim=2026-11-05',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(validarAej(aej.rawPayload).erros).toEqual([]);
    expect(decodeLatin1(aej.rawPayload).split('\r\n')).toContain('02|2|1|00004004330012345');
    await expect(t.db.query('delete from marcacao_importada')).rejects.toThrow(/imutável/);
  });
});
