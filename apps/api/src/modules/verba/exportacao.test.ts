import { createHash } from 'node:crypto';
import type {
  ConciliacaoVerbas,
  ExportacaoVerbas,
  Leiaute,
  TotaisEspelho,
} from '@jornada/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

const V = '/api/verbas';
const OUTUBRO = 'ano=2026&mes=10';
let t: AppDeTeste;
let rh: string;
let conciliacao: ConciliacaoVerbas;

const get = async <T>(url: string, token = rh) => {
  const r = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  const corpo = String(r.headers['content-type']).startsWith('application/json') ? r.json() : {};
  return { status: r.statusCode, data: corpo.data as T, corpo, r };
};
const exportar = (q: string) => get<ExportacaoVerbas>(`${V}/exportacao?${OUTUBRO}&${q}`);

/** 8h35 → '835': horas-minutos do Domínio a partir de minutos inteiros. */
const sexagesimal = (min: number) => String(Math.floor(min / 60) * 100 + (min % 60));

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = 16/11/2026: outubro está fechado nas marcações da demo
  rh = await t.token('rh@demo.jornada.dev');
  conciliacao = (await get<ConciliacaoVerbas>(`${V}/conciliacao?${OUTUBRO}`)).data;
});
afterAll(() => t.close());

describe('conciliação do mês da demo com o espelho', () => {
  it('cada colaborador e código: exportado = espelho (só arredondamento ao minuto)', async () => {
    expect(conciliacao.confere).toBe(true);
    expect(conciliacao.colaboradores.length).toBeGreaterThanOrEqual(40);
    const comVerba = conciliacao.colaboradores.filter((c) => c.verbas.length > 0);
    expect(comVerba.length).toBeGreaterThan(5);
    for (const c of comVerba)
      for (const v of c.verbas) {
        expect(v.exportado).toBe(v.unidade === 'horas' ? Math.round(v.espelho) : v.espelho);
        expect(Math.abs(v.diferenca)).toBeLessThan(0.5);
      }
  });

  it('bate com GET /espelho/totais de cada colaborador, verba a verba', async () => {
    let conferidas = 0;
    for (const c of conciliacao.colaboradores) {
      const totais = (
        await get<TotaisEspelho>(`/api/espelho/totais?${OUTUBRO}&usuarioId=${c.usuarioId}`)
      ).data;
      const esperado: Record<string, number> = {
        '150': totais.extras.find((x) => x.percentual === 50)?.minutos ?? 0,
        '200': totais.extras.find((x) => x.percentual === 100)?.minutos ?? 0,
        '250': totais.noturno,
        '251': totais.extrasNoturnas,
        '8069': totais.debitos + totais.faltas,
        '8070': totais.diasFalta,
        '8071': totais.dsrPerdidos,
        '300': totais.intervaloIndenizado,
        '301': totais.interjornadaSuprimida,
      };
      for (const [codigo, valor] of Object.entries(esperado)) {
        const v = c.verbas.find((x) => x.codigo === codigo);
        expect(v?.espelho ?? 0).toBeCloseTo(valor, 6);
        if (v) conferidas += 1;
      }
      // O que nenhuma verba leva aparece, com o valor do espelho (aqui, o banco de horas).
      const credito = c.semVerba.find((q) => q.tipo === 'bancoHorasCredito')?.valor ?? 0;
      expect(credito).toBeCloseTo(totais.bancoHoras.credito, 6);
    }
    expect(conferidas).toBeGreaterThan(10);
  });
});

describe('conciliação em PDF e XLSX', () => {
  it('PDF do mês (inline, com o nome da competência)', async () => {
    const r = await get(`${V}/conciliacao/pdf?${OUTUBRO}`);
    expect(r.status).toBe(200);
    expect(r.r.headers['content-type']).toBe('application/pdf');
    expect(r.r.headers['content-disposition']).toBe(
      'inline; filename="conciliacao-verbas-2026-10.pdf"',
    );
    expect(r.r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('XLSX: uma aba com os colaboradores, códigos e quantidades numéricas', async () => {
    const r = await get(`${V}/conciliacao/xlsx?${OUTUBRO}`);
    expect(r.status).toBe(200);
    const arquivos = unzipSync(new Uint8Array(r.r.rawPayload));
    expect(Object.keys(arquivos).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const planilha = strFromU8(arquivos['xl/worksheets/sheet1.xml']!);
    const c = conciliacao.colaboradores.find((x) => x.verbas.length > 0)!;
    expect(planilha).toContain(`<t xml:space="preserve">${c.nome}</t>`);
    expect(planilha).toContain(`<v>${c.verbas[0]!.exportado}</v>`);
    expect(planilha).toContain('Conciliação das verbas — competência 10/2026');
  });
});

describe('exportação nos leiautes prontos', () => {
  it('Domínio: 43 colunas por linha, valores = conciliação, nome de arquivo e resumo', async () => {
    const r = await exportar('leiaute=dominio&codigoEmpresaFolha=42');
    expect(r.status).toBe(200);
    const e = r.data;
    expect(e.nomeArquivo).toBe('verbas-dominio-2026-10.txt');
    const linhas = e.conteudo.split('\r\n').slice(0, -1);
    expect(linhas.length).toBe(e.resumo.linhas);
    for (const l of linhas) {
      expect(l).toHaveLength(43);
      expect(l).toMatch(/^10\d{10}202610\d{4}11\d{9}0000000042$/);
    }
    const c = conciliacao.colaboradores.find((x) => x.verbas.some((v) => v.codigo === '150'))!;
    const v = c.verbas.find((x) => x.codigo === '150')!;
    const mat = c.matricula!.padStart(10, '0');
    expect(linhas).toContain(
      `10${mat}2026100150110${sexagesimal(v.exportado).padStart(8, '0')}0000000042`,
    );
    const total = e.resumo.porVerba.find((p) => p.codigo === '150')!;
    const soma = conciliacao.colaboradores
      .flatMap((x) => x.verbas)
      .filter((x) => x.codigo === '150')
      .reduce((s, x) => s + x.exportado, 0);
    expect(total.quantidade).toBe(soma);
  });

  it('Senior Modelo 35: todas as linhas com 62 colunas', async () => {
    const r = await exportar('leiaute=senior-modelo-35');
    expect(r.status).toBe(200);
    for (const l of r.data.conteudo.split('\r\n').slice(0, -1)) expect(l).toHaveLength(62);
  });

  it('Alterdata tem código de evento com 3 posições: código maior é erro, nunca corte', async () => {
    const r = await exportar('leiaute=alterdata');
    expect(r.status).toBe(422);
    expect(r.corpo.message).toMatch(
      /código da verba: o valor '80(69|70|71)' excede o tamanho 3 do campo/,
    );
  });

  it.each([
    ['protheus', /^01;\d{6};\w+;[HD];\d+\.\d{2};0\.00;20261031;\d{9};00001;202610;01;FOL$/],
    ['rm-labore', /^2;\d{6};\d{4};31\/10\/2026;\d{3}:\d{2};\d+,\d{2};0,00$/],
  ])('%s: linhas delimitadas no formato do pré-ajuste', async (leiaute, formato) => {
    const r = await exportar(`leiaute=${leiaute}`);
    expect(r.status).toBe(200);
    for (const l of r.data.conteudo.split('\r\n').slice(0, -1)) expect(l).toMatch(formato);
  });

  it('Calima só aceita horas: com verbas em dias o arquivo é recusado dizendo quem e qual', async () => {
    const r = await exportar('leiaute=calima');
    expect(r.status).toBe(422);
    expect(r.corpo.message).toMatch(
      /^O arquivo não pode ser gerado: linha \d+ \(.+, verba 80(70|71)\): a verba 80(70|71) é em dias e este leiaute só aceita horas/,
    );
  });

  it('filtro por departamento; departamento de outra empresa: 404; competência futura: 400', async () => {
    const [d] = await t.db.query<{ id: number }>(
      "select id from departamento where empresa_id = $1 and nome = 'Administrativo'",
      [EMPRESA_DEMO],
    );
    const parte = await get<ConciliacaoVerbas>(
      `${V}/conciliacao?${OUTUBRO}&departamentoId=${d!.id}`,
    );
    expect(parte.data.colaboradores.length).toBeLessThan(conciliacao.colaboradores.length);
    expect(parte.data.colaboradores.length).toBeGreaterThan(0);
    const outra = await get(`${V}/conciliacao?${OUTUBRO}&departamentoId=999999`);
    expect(outra.status).toBe(404);
    const futura = await get(`${V}/exportacao?ano=2027&mes=1&leiaute=dominio`);
    expect(futura.status).toBe(400);
    expect(futura.corpo.campo).toBe('mes');
    const ambos = await get(`${V}/exportacao?${OUTUBRO}&leiaute=dominio&leiauteId=1`);
    expect(ambos.status).toBe(400);
    const desconhecido = await exportar('leiaute=questor');
    expect(desconhecido.status).toBe(400);
    expect(desconhecido.corpo.campo).toBe('leiaute');
  });

  it('alcance sem colaboradores no mês: "Erro ao buscar nos dados" (spec §8)', async () => {
    const [d] = await t.db.query<{ id: number }>(
      `insert into departamento (empresa_id, nome) values ($1, 'Departamento vazio') returning id`,
      [EMPRESA_DEMO],
    );
    const r = await exportar(`leiaute=dominio&departamentoId=${d!.id}`);
    expect(r.status).toBe(404);
    expect(r.corpo.message).toBe('Erro ao buscar nos dados');
  });
});

describe('leiaute personalizado: prévia com dados reais e exportação', () => {
  const definicao = {
    tipo: 'delimitado',
    separador: '|',
    cabecalho: [
      { fonte: 'fixo', valor: 'H' },
      { fonte: 'empresaCnpj' },
      { fonte: 'competencia', formatoData: 'MMAAAA' },
    ],
    campos: [
      { fonte: 'matricula', tamanho: 8, preenchimento: '0', alinhamento: 'direita' },
      { fonte: 'cpf' },
      { fonte: 'nome' },
      { fonte: 'codigoVerba' },
      { fonte: 'horas', formatoHoras: 'centesimal', casasDecimais: 2, separadorDecimal: ',' },
      { fonte: 'dias', casasDecimais: 0, separadorDecimal: '' },
    ],
    rodape: [
      { fonte: 'fixo', valor: 'T' },
      { fonte: 'totalLinhas', tamanho: 6 },
    ],
    fimDeLinha: 'LF',
    codificacao: 'utf-8',
  };

  it('prévia da definição em edição: cabeçalho e as primeiras linhas com dados reais', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${V}/leiaute/previa`,
      headers: { authorization: `Bearer ${rh}` },
      payload: { ano: 2026, mes: 10, definicao, linhas: 3 },
    });
    expect(r.statusCode).toBe(200);
    const p = r.json().data as { linhas: string[]; total: number; erros: unknown[] };
    expect(p.erros).toEqual([]);
    expect(p.linhas).toHaveLength(3);
    expect(p.linhas[0]).toBe('H|11222333000181|102026');
    expect(p.linhas[1]).toMatch(/^\d{8}\|\d{11}\|[^|]+\|\w+\|\d+,\d{2}\|\d+$/);
    expect(p.total).toBeGreaterThan(3);
  });

  it('salva o leiaute e exporta por leiauteId: rodapé com o total de linhas', async () => {
    const c = await t.app.inject({
      method: 'POST',
      url: `${V}/leiaute`,
      headers: { authorization: `Bearer ${rh}` },
      payload: { nome: 'Folha própria', extensao: 'csv', definicao },
    });
    const l = c.json().data as Leiaute;
    const r = await exportar(`leiauteId=${l.id}`);
    expect(r.status).toBe(200);
    expect(r.data.nomeArquivo).toBe(`verbas-leiaute-${l.id}-2026-10.csv`);
    const linhas = r.data.conteudo.split('\n').slice(0, -1);
    expect(linhas.at(-1)).toBe(`T|${String(linhas.length - 2).padStart(6, '0')}`);
    expect(r.data.codificacao).toBe('utf-8');
  });
});

describe('Alterdata com os códigos de 3 dígitos da empresa', () => {
  it('troca os códigos de 4 dígitos e exporta: 90 colunas; download em ISO-8859-1', async () => {
    const verbas = await get<{ id: number; codigo: string }[]>(`${V}/verba`);
    for (const v of verbas.data.filter((x) => x.codigo.length > 3)) {
      const atual = (await get<Record<string, unknown>>(`${V}/verba/${v.id}`)).data;
      const r = await t.app.inject({
        method: 'PUT',
        url: `${V}/verba/${v.id}`,
        headers: { authorization: `Bearer ${rh}` },
        payload: { ...atual, codigo: v.codigo.slice(1) },
      });
      expect(r.statusCode).toBe(200);
    }
    const json = await exportar('leiaute=alterdata');
    expect(json.status).toBe(200);
    const linhas = json.data.conteudo.split('\r\n').slice(0, -1);
    expect(linhas.length).toBeGreaterThan(0);
    linhas.forEach((l, i) => {
      expect(l).toHaveLength(90);
      expect(l.slice(0, 23)).toBe(`${String(i + 1).padStart(6, '0')}00002011026311026`);
    });
    const r = await get(`${V}/exportacao/arquivo?${OUTUBRO}&leiaute=alterdata`);
    expect(r.r.headers['content-disposition']).toBe(
      'attachment; filename="verbas-alterdata-2026-10.txt"',
    );
    expect(r.r.headers['content-type']).toBe('text/plain; charset=iso-8859-1');
    expect(r.r.rawPayload.toString('latin1')).toBe(json.data.conteudo);
    const hash = createHash('sha256').update(r.r.rawPayload).digest('hex');
    expect(r.r.headers['x-sha256']).toBe(hash);
    expect(json.data.sha256).toBe(hash);
    // Quem exportou o quê: cada exportação fica na auditoria com o hash do arquivo.
    const aud = await t.db.query<{ depois: { sha256: string; leiaute: string } }>(
      `select depois from auditoria where empresa_id = $1 and entidade = 'verba_exportacao'
        and entidade_id = '2026-10' and acao = 'exportacao' order by id desc limit 1`,
      [EMPRESA_DEMO],
    );
    expect(aud[0]?.depois).toMatchObject({ sha256: hash, leiaute: 'alterdata' });
  });
});
