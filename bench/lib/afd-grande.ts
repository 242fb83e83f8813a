// AFD de 1.000.000 de marcações (bench/marcacao.ts): uma filial só para isso, cadeia de hash
// verdadeira, e exportações repetidas no mesmo processo da API para ver se a memória volta.
import { createHash } from 'node:crypto';
import {
  calcularHashMarcacao,
  formatarDataHoraAfd,
  montarMarcacaoRepPAfd,
  toHhmm,
  validarAfd,
} from '@jornada/domain';
import type pg from 'pg';
import { entrar, memoria, type Processo } from './api-processos.ts';

const AFD_TOTAL = 1_000_000;
/** Exportações seguidas no mesmo processo: o RSS tem de parar de subir (senão é vazamento). */
const EXPORTACOES = 5;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const n = (x: number) => Math.round(x).toLocaleString('pt-BR');

const gravar = async (banco: pg.Pool) => {
  const {
    rows: [f],
  } = await banco.query<{ id: number }>(
    "insert into filial (empresa_id, nome, cnpj) values (2, 'Filial do AFD', '11222333000262') returning id",
  );
  await banco.query(
    "insert into rep (empresa_id, filial_id, numero_inpi) values (2, $1, '51202300123456789')",
    [f!.id],
  );
  const pessoas = (
    await banco.query<{ id: number; cpf: string }>(
      'select id, cpf from usuario where empresa_id = 2',
    )
  ).rows;
  const t0 = performance.now();
  let anterior: string | null = null;
  const inicio2025 = Date.parse('2025-01-01T03:00:00Z');
  for (let lote = 0; lote < AFD_TOTAL; lote += 10_000) {
    const cols: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
    for (let k = lote; k < lote + 10_000; k++) {
      const p = pessoas[k % pessoas.length]!;
      const instante = new Date(inicio2025 + k * 31_000); // uma marcação a cada 31 s ao longo de 2025
      const local = new Date(instante.getTime() - 3 * 3_600_000);
      const data = local.toISOString().slice(0, 10);
      const minuto = local.getUTCHours() * 60 + local.getUTCMinutes();
      const dh = formatarDataHoraAfd({ data, hora: toHhmm(minuto), offsetMinutos: -180 });
      const dados = {
        nsr: k + 1,
        marcadoEm: dh,
        cpf: p.cpf,
        gravadoEm: dh,
        coletor: '02' as const,
        offline: false,
      };
      anterior = calcularHashMarcacao(dados, anterior, sha256);
      const registro = montarMarcacaoRepPAfd({ ...dados, hash: anterior });
      const iso = instante.toISOString();
      const valores = [k + 1, p.id, p.cpf, iso, data, minuto, anterior, iso, f!.id, registro];
      for (const [j, v] of valores.entries()) cols[j]!.push(v);
    }
    await banco.query(
      `insert into marcacao (nsr, usuario_id, cpf, data_hora, data, minuto, hash, gravado_em, filial_id, registro, empresa_id, fuso, origem, coletor)
       select *, 2, '-0300', 'navegador', 2 from unnest($1::bigint[], $2::int[], $3::text[], $4::timestamptz[], $5::text[], $6::smallint[], $7::text[], $8::timestamptz[], $9::int[], $10::text[])`,
      cols,
    );
  }
  await banco.query(
    'update rep set ultimo_nsr = $1, ultimo_hash = $2 where empresa_id = 2 and filial_id = $3',
    [AFD_TOTAL, anterior, f!.id],
  );
  await banco.query('analyze marcacao');
  console.log(
    `(1.000.000 marcações com hash encadeado gravadas em ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  return f!.id;
};

const exportar = async (api: Processo, token: string, filialId: number, geradoEm?: string) => {
  let picoRss = memoria(api.filho.pid!).rss;
  const amostra = setInterval(() => {
    picoRss = Math.max(picoRss, memoria(api.filho.pid!).rss);
  }, 50);
  const t1 = performance.now();
  const resposta = await fetch(
    `${api.url}/api/main/afd?dataInicio=2025-01-01&dataFim=2025-12-31&filialId=${filialId}${geradoEm ? `&geradoEm=${encodeURIComponent(geradoEm)}` : ''}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const resumo = createHash('sha256');
  let bytes = 0;
  let primeiro: Uint8Array | null = null;
  for await (const parte of resposta.body!) {
    resumo.update(parte);
    bytes += parte.length;
    primeiro ??= parte;
  }
  clearInterval(amostra);
  return {
    geradoEm: resposta.headers.get('x-afd-gerado-em') ?? undefined,
    segundos: (performance.now() - t1) / 1000,
    bytes,
    primeiro,
    hash: resumo.digest('hex'),
    picoRss,
    rssDepois: memoria(api.filho.pid!).rss,
  };
};

type MemoriaV8 = { heapUsed: number; external: number; arrayBuffers: number; rss: number };

/**
 * Memória do V8 depois de uma coleta completa forçada no processo da API (o processo sobe com
 * `--expose-gc` e `bench/lib/memoria-gc.mjs`, que responde ao SIGUSR2). `null` sem o gancho.
 */
const memoriaAposColeta = (api: Processo) =>
  new Promise<MemoriaV8 | null>((resolver) => {
    const saida = api.filho.stdout;
    if (!saida) return resolver(null);
    const prazo = setTimeout(() => {
      saida.off('data', ouvir);
      resolver(null);
    }, 10_000);
    const ouvir = (b: Buffer) => {
      const m = /memoria-gc (\{.*\})/.exec(String(b));
      if (!m) return;
      clearTimeout(prazo);
      saida.off('data', ouvir);
      resolver(JSON.parse(m[1]!) as MemoriaV8);
    };
    saida.on('data', ouvir);
    api.filho.kill('SIGUSR2');
  });

const mbs = (lista: (MemoriaV8 | null)[], campo: keyof MemoriaV8) =>
  lista.map((m) => (m ? (m[campo] / 1024 / 1024).toFixed(0) : '?')).join(' → ');

/** Grava o milhão de marcações e exporta o AFD `EXPORTACOES` vezes pelo mesmo processo. */
export const benchAfd = async (banco: pg.Pool, api: Processo) => {
  const filialId = await gravar(banco);
  const rh = await entrar(api.url, 'rh@demo.jornada.dev');
  const rssAntes = memoria(api.filho.pid!).rss;
  const heap = [await memoriaAposColeta(api)];
  const rodadas: Awaited<ReturnType<typeof exportar>>[] = [];
  // As seguintes pedem a hora de geração da primeira (a do cabeçalho, em minutos, como o .p7s
  // faz): o arquivo inteiro tem de sair idêntico, byte a byte, ainda que o minuto mude.
  for (let i = 0; i < EXPORTACOES; i++) {
    rodadas.push(await exportar(api, rh, filialId, rodadas[0]?.geradoEm));
    heap.push(await memoriaAposColeta(api));
  }
  const r = rodadas[0]!;
  const linhas = r.bytes > 0 ? (r.bytes - 302 - 64 - 100 - 6) / 139 : 0;
  const mb = r.bytes / 1024 / 1024;
  console.log(
    `AFD de ${n(linhas)} marcações: ${r.segundos.toFixed(2)} s (${n(linhas / r.segundos)} registros/s, ${(mb / r.segundos).toFixed(0)} MB/s, ${mb.toFixed(0)} MB) — meta < 5 s`,
  );
  console.log(
    `  ${EXPORTACOES} exportações seguidas no mesmo processo: ${rodadas.map((x) => `${x.segundos.toFixed(1)} s`).join(', ')}; o mesmo arquivo todas as vezes: ${rodadas.every((x) => x.hash === r.hash) ? 'sim' : 'NÃO'}`,
  );
  console.log(
    `  memória do processo da API: RSS ${rssAntes.toFixed(0)} MB antes; depois de cada exportação ${rodadas.map((x) => x.rssDepois.toFixed(0)).join(' → ')} MB; pico ${Math.max(...rodadas.map((x) => x.picoRss)).toFixed(0)} MB (o arquivo tem ${mb.toFixed(0)} MB)`,
  );
  console.log(
    `  depois de uma coleta completa forçada (antes; depois de cada exportação): heap do V8 em uso ${mbs(heap, 'heapUsed')} MB; fora do heap (buffers) ${mbs(heap, 'external')} MB; RSS ${mbs(heap, 'rss')} MB`,
  );
  const cabecalho = validarAfd(
    new TextEncoder().encode(
      `${
        Buffer.from(r.primeiro ?? [])
          .toString('latin1')
          .split('\r\n')[0]
      }\r\n`,
    ),
    sha256,
  );
  console.log(
    `  cabeçalho: ${cabecalho.registros['1'] === 1 ? 'ok' : 'inválido'}; SHA-256 do arquivo ${r.hash.slice(0, 16)}…`,
  );
};
