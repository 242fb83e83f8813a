// Benchmark da divisão de holerites na fila (pg-boss) no PostgreSQL (TEST_DATABASE_URL ou
// postgres://postgres@127.0.0.1:5432/test, num schema descartável): um PDF de 2.000 páginas, uma
// por colaborador com CPF e matrícula impressos (o recibo de pagamento como os sistemas de folha o
// imprimem, apps/api/test/holerites-fixture.ts), enviado a POST /api/holerite/importacao e
// dividido pelo job `holerite-divisao`, com o progresso lido por GET /importacao/lote/{id}
// (meta: < 60 s). Ao lado, o piso medido na mesma execução: só ler o texto de todas as páginas do
// mesmo PDF (pdf.js, o mesmo leitor do job), sem reconhecer ninguém nem montar PDF algum.
// BENCH_HOLERITE_PAGINAS=<n> muda o tamanho (desenvolvimento). Só imprime os números.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { getDocumentProxy } from 'unpdf';
import { gerarPdfHolerites } from '../apps/api/test/holerites-fixture.ts';
import { entrar, memoria, parar, subir } from './lib/api-processos.ts';

const BASE = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `bench_${randomBytes(4).toString('hex')}`;
const URL = `${BASE}${BASE.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${SCHEMA}`)}`;
const PAGINAS = Number(process.env.BENCH_HOLERITE_PAGINAS ?? 2000);
const META_S = 60;
const n = (x: number) => Math.round(x).toLocaleString('pt-BR');
const s = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');

/** CPF válido (dígitos verificadores) a partir de uma base de 9 dígitos. */
const cpfDe = (base: number) => {
  const d = String(base).padStart(9, '0').split('').map(Number);
  const dv = (ds: number[]) => {
    const soma = ds.reduce((acc, x, i) => acc + x * (ds.length + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  d.push(dv(d));
  d.push(dv(d));
  return d.join('');
};

const admin = new pg.Pool({ connectionString: BASE, max: 1 });
const banco = new pg.Pool({ connectionString: URL, max: 2 });
await admin.query(`create schema ${SCHEMA}`);
let api: Awaited<ReturnType<typeof subir>> | undefined;

try {
  // Prazo de subida largo: numa máquina ocupada, migrar e semear o schema novo passa de 1 minuto.
  api = await subir({ DATABASE_URL: URL }, 300);
  const versao = (await banco.query<{ v: string }>("select current_setting('server_version') as v"))
    .rows[0]!.v;
  console.log(
    `PostgreSQL ${versao} (schema descartável ${SCHEMA}); ${cpus().length} núcleos, carga média ${loadavg()[0]!.toFixed(1)}; ${n(PAGINAS)} colaboradores novos na empresa demo`,
  );

  // Cadastro: uma pessoa por página, com CPF válido e matrícula (como a folha as conhece).
  const pessoas = Array.from({ length: PAGINAS }, (_, i) => ({
    nome: `Colaborador de Bancada ${String(i + 1).padStart(4, '0')}`,
    cpf: cpfDe(310_000_000 + i * 37),
    matricula: String(50_000 + i),
    cargo: i % 3 === 0 ? 'Operador de loja' : i % 3 === 1 ? 'Assistente administrativo' : null,
  }));
  await banco.query(
    `insert into usuario (empresa_id, nome, email, cpf, matricula, filial_id, cadastro_confirmado)
     select 2, nome, 'bancada' || matricula || '@demo.jornada.dev', cpf, matricula,
            (select min(id) from filial where empresa_id = 2), true
       from unnest($1::text[], $2::text[], $3::text[]) as x(nome, cpf, matricula)`,
    [pessoas.map((p) => p.nome), pessoas.map((p) => p.cpf), pessoas.map((p) => p.matricula)],
  );

  // O arquivo da folha, gerado aqui (uma página por pessoa, na ordem do cadastro).
  const geracao = performance.now();
  const pdf = await gerarPdfHolerites({
    empresa: { nome: 'Demo Comércio Ltda', cnpj: '11222333000181' },
    competencia: '2026-10',
    pessoas,
  });
  const geracaoMs = performance.now() - geracao;

  // Piso: só ler o texto de cada página (pdf.js), no processo do benchmark.
  const t0 = performance.now();
  const doc = await getDocumentProxy(new Uint8Array(pdf), { isEvalSupported: false });
  let caracteres = 0;
  for (let i = 1; i <= doc.numPages; i += 1) {
    const pagina = await doc.getPage(i);
    const conteudo = await pagina.getTextContent();
    for (const item of conteudo.items) if ('str' in item) caracteres += item.str.length;
    pagina.cleanup();
  }
  const paginasLidas = doc.numPages;
  await doc.destroy();
  const pisoMs = performance.now() - t0;

  // A divisão pela API: envio (o rascunho entra na fila), progresso até a prévia ficar pronta.
  const token = await entrar(api.url, 'rh@demo.jornada.dev');
  const cabecalho = { authorization: `Bearer ${token}` };
  const memoriaAntes = memoria(api.filho.pid!).rss;
  const corpo = new FormData();
  corpo.append('arquivos', new Blob([pdf], { type: 'application/pdf' }), 'folha-outubro.pdf');
  const inicio = performance.now();
  const envio = await fetch(
    `${api.url}/api/holerite/importacao?holeriteTipoId=1&competencia=2026-10`,
    { method: 'POST', headers: cabecalho, body: corpo },
  );
  const envioMs = performance.now() - inicio;
  const enviado = (await envio.json()) as { data?: { loteId: number; processamento: string } };
  if (envio.status !== 200 || !enviado.data)
    throw new Error(`envio: ${envio.status} ${JSON.stringify(enviado)}`);
  type Lote = {
    processamento: string;
    etapa: string | null;
    paginas: number;
    paginasProcessadas: number;
    erro: string | null;
    encontrados: unknown[];
    naoIdentificadas: unknown[];
  };
  let lote: Lote;
  const marcos: string[] = [];
  let picoRss = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    picoRss = Math.max(picoRss, memoria(api.filho.pid!).rss);
    const r = await fetch(`${api.url}/api/holerite/importacao/lote/${enviado.data.loteId}`, {
      headers: cabecalho,
    });
    lote = ((await r.json()) as { data: Lote }).data;
    if (lote.processamento === 'processando' && lote.paginas > 0) {
      const marco = `${lote.etapa} ${n(lote.paginasProcessadas)}/${n(lote.paginas)}`;
      if (marco !== marcos.at(-1)?.split(' em ')[0])
        marcos.push(`${marco} em ${s(performance.now() - inicio)} s`);
    }
    if (lote.processamento === 'concluida' || lote.processamento === 'falhou') break;
  }
  const totalMs = performance.now() - inicio;
  const { pico } = memoria(api.filho.pid!);
  if (lote.processamento !== 'concluida') throw new Error(`divisão: ${lote.erro}`);
  const [gravados] = (
    await banco.query<{ n: number; bytes: string }>(
      'select count(*)::int as n, coalesce(sum(tamanho), 0)::text as bytes from holerite where lote_id = $1',
      [enviado.data.loteId],
    )
  ).rows;

  console.log(
    `arquivo: ${n(pdf.length / 1024)} KB, ${n(paginasLidas)} páginas (gerado em ${s(geracaoMs)} s)`,
  );
  console.log(
    `piso: só ler o texto das ${n(paginasLidas)} páginas (pdf.js, ${n(caracteres)} caracteres): ${s(pisoMs)} s (${n(paginasLidas / (pisoMs / 1000))} páginas/s)`,
  );
  console.log(
    `divisão pela fila: envio ${s(envioMs)} s; total até a prévia pronta ${s(totalMs)} s (${n(PAGINAS / (totalMs / 1000))} páginas/s; meta < ${META_S} s: ${totalMs < META_S * 1000 ? 'ok' : 'NÃO'}); ${(totalMs / pisoMs).toFixed(1).replace('.', ',')}× o piso`,
  );
  const passo = Math.max(1, Math.ceil(marcos.length / 10));
  const vistos = marcos.filter((_, i) => i % passo === 0 || i === marcos.length - 1);
  console.log(`progresso visto (GET a cada 0,5 s): ${vistos.join(', ')}`);
  console.log(
    `resultado: ${n(lote.encontrados.length)} holerites casados, ${n(lote.naoIdentificadas.length)} páginas não identificadas; gravados ${n(gravados!.n)} PDFs (${n(Number(gravados!.bytes) / 1024)} KB)`,
  );
  console.log(
    `memória da API (RSS): ${n(memoriaAntes)} MB antes do envio, ${n(picoRss)} MB no maior valor visto durante a divisão; pico do processo (VmHWM) ${n(pico)} MB`,
  );
} finally {
  if (api) await parar(api);
  await banco.end();
  await admin.query(`drop schema ${SCHEMA} cascade`);
  // A fila de jobs (pg-boss) que o servidor cria em `<schema>_fila`: não fica para trás.
  await admin.query(`drop schema if exists ${SCHEMA}_fila cascade`);
  await admin.end();
}
