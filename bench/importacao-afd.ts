// Benchmark da importação de AFD de relógio (REP-C, leiaute 671) no PostgreSQL (TEST_DATABASE_URL
// ou postgres://postgres@127.0.0.1:5432/test, num schema descartável): 1.000.000 de marcações
// tipo 3 enviadas a POST /api/main/ImportarAfd/tarefas e importadas pela fila (pg-boss), com o
// progresso lido por GET /ImportarAfd/tarefas/{id} (meta: < 60 s). Ao lado, o piso medido na mesma
// execução: INSERT das mesmas linhas, em lotes de 1000, numa cópia da tabela (mesmos índices e
// chaves estrangeiras).
// BENCH_AFD_LINHAS=<n> muda o tamanho (desenvolvimento). Só imprime os números.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, statSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { calcularCrc16Hex, encodeLatin1 } from '@jornada/domain';
import pg from 'pg';
import { entrar, memoria, parar, subir } from './lib/api-processos.ts';

const BASE = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `bench_${randomBytes(4).toString('hex')}`;
const URL = `${BASE}${BASE.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${SCHEMA}`)}`;
const LINHAS = Number(process.env.BENCH_AFD_LINHAS ?? 1_000_000);
const META_S = 60;
const REP = '00004004330099999';
const CNPJ = '11222333000181';
const n = (x: number) => Math.round(x).toLocaleString('pt-BR');
const s = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');

const admin = new pg.Pool({ connectionString: BASE, max: 1 });
const banco = new pg.Pool({ connectionString: URL, max: 2 });
await admin.query(`create schema ${SCHEMA}`);
const api = await subir({ DATABASE_URL: URL, AFD_IMPORTACAO_MAX_MB: '200' });

try {
  const cpfs = (
    await banco.query<{ cpf: string; id: number }>(
      'select cpf, id from usuario where empresa_id = 2 and ativo order by id',
    )
  ).rows;
  const versao = (await banco.query<{ v: string }>("select current_setting('server_version') as v"))
    .rows[0]!.v;
  console.log(
    `PostgreSQL ${versao} (schema descartável ${SCHEMA}); ${cpus().length} núcleos, carga média ${loadavg()[0]!.toFixed(1)}; ${n(LINHAS)} marcações tipo 3 de ${cpfs.length} colaboradores`,
  );

  // O arquivo: cabeçalho 671 (REP-C, CRC KERMIT) e as marcações, num arquivo temporário.
  const comCrc = (corpo: string) =>
    `${corpo}${calcularCrc16Hex(encodeLatin1(corpo), 'KERMIT')}\r\n`;
  const cabecalho = comCrc(
    `0000000001${'1'}${CNPJ.padStart(14, '0')}${'0'.repeat(14)}${'DEMO COMERCIO LTDA'.padEnd(150)}${REP}2026-01-012026-12-312026-12-31T18:00:00-0300003${'1'}${'44555666000199'}${'IDCLASS 671'.padEnd(30)}`,
  );
  const caminho = join(tmpdir(), `${SCHEMA}-AFD.txt`);
  const saida = createWriteStream(caminho);
  const linha = (i: number) => {
    const dia = 1 + (Math.floor(i / 4 / cpfs.length) % 28);
    const mes = 1 + (Math.floor(i / 4 / cpfs.length / 28) % 12);
    const hora = [8, 12, 13, 17][i % 4]!;
    const dh = `2026-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}T${String(hora).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00-0300`;
    return `${String(i + 1).padStart(9, '0')}3${dh}0${cpfs[Math.floor(i / 4) % cpfs.length]!.cpf}`;
  };
  saida.write(cabecalho);
  for (let i = 0; i < LINHAS; i += 1)
    if (!saida.write(comCrc(linha(i)))) await once(saida, 'drain');
  saida.end();
  await once(saida, 'finish');
  const tamanho = statSync(caminho).size;

  // Piso: as mesmas linhas (usuário, instante, registro) em INSERT de 1000 por comando.
  // Piso: cópia da tabela com os mesmos índices e as mesmas chaves estrangeiras (REP, colaborador,
  // importação); um REP e uma importação só para ele.
  await banco.query(`create table piso (like marcacao_importada including all);
    alter table piso add foreign key (empresa_id, rep_externo_id) references rep_externo (empresa_id, id),
      add foreign key (empresa_id, usuario_id) references usuario (empresa_id, id),
      add foreign key (empresa_id, importacao_id) references importacao_afd (empresa_id, id)`);
  const [ids] = (
    await banco.query<{ rep: number; imp: number }>(
      `with r as (insert into rep_externo (empresa_id, filial_id, tipo, numero, id_empregador)
                  select 2, id, 'REP-C', '00000000000000001', cnpj from filial where empresa_id = 2 limit 1
                  returning id),
            i as (insert into importacao_afd (empresa_id, rep_externo_id, nome_arquivo, sha256, autor_id,
                    em, importadas, duplicadas, rejeitadas, relatorio)
                  select 2, r.id, 'piso', '', (select min(id) from usuario where empresa_id = 2), now(),
                    0, 0, 0, '{}' from r
                  returning id)
       select (select id from r) as rep, (select id from i) as imp`,
    )
  ).rows;
  const t0 = performance.now();
  const cliente = await banco.connect();
  await cliente.query('begin');
  for (let i = 0; i < LINHAS; i += 1000) {
    const fim = Math.min(LINHAS, i + 1000);
    const nsr: number[] = [];
    const usuarios: number[] = [];
    const cpfLote: string[] = [];
    const instantes: string[] = [];
    const registros: string[] = [];
    for (let k = i; k < fim; k += 1) {
      const l = linha(k);
      const u = cpfs[Math.floor(k / 4) % cpfs.length]!;
      nsr.push(k + 1);
      usuarios.push(u.id);
      cpfLote.push(u.cpf);
      instantes.push(`${l.slice(10, 29)}-03:00`);
      registros.push(l);
    }
    await cliente.query(
      `insert into piso (empresa_id, rep_externo_id, nsr_origem, usuario_id, cpf, data_hora, data, minuto, fuso, registro, importacao_id)
       select 2, $1, n, u, c, d, left(r, 10), 0, '-0300', r, $7
         from unnest($2::bigint[], $3::int[], $4::text[], $5::timestamptz[], $6::text[]) as x(n, u, c, d, r)`,
      [ids!.rep, nsr, usuarios, cpfLote, instantes, registros, ids!.imp],
    );
  }
  await cliente.query('commit');
  cliente.release();
  const pisoMs = performance.now() - t0;

  // A importação pela API: upload em fluxo, tarefa na fila, progresso até concluir.
  const token = await entrar(api.url, 'rh@demo.jornada.dev');
  const limite = `----bench${randomBytes(6).toString('hex')}`;
  const inicioParte = `--${limite}\r\nContent-Disposition: form-data; name="arquivos"; filename="AFD${REP}${CNPJ}REP_C.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const fimParte = `\r\n--${limite}--\r\n`;
  const inicio = performance.now();
  const resposta = await new Promise<{ status: number; corpo: string }>((resolver, rejeitar) => {
    const req = http.request(
      `${api.url}/api/main/ImportarAfd/tarefas`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${limite}`,
          'content-length': Buffer.byteLength(inicioParte) + tamanho + Buffer.byteLength(fimParte),
        },
      },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () =>
          resolver({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes).toString() }),
        );
      },
    );
    req.on('error', rejeitar);
    req.write(inicioParte);
    const arquivo = createReadStream(caminho);
    arquivo.on('end', () => req.end(fimParte));
    arquivo.pipe(req, { end: false });
  });
  const uploadMs = performance.now() - inicio;
  if (resposta.status !== 202) throw new Error(`upload: ${resposta.status} ${resposta.corpo}`);
  const tarefaId = (JSON.parse(resposta.corpo) as { Data: { id: number } }).Data.id;
  type Tarefa = {
    status: string;
    percentual: number;
    erro: string | null;
    resultado: { importadas: number; marcacoes: number } | null;
  };
  let tarefa: Tarefa;
  const marcos: string[] = [];
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const r = await fetch(`${api.url}/api/main/ImportarAfd/tarefas/${tarefaId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    tarefa = ((await r.json()) as { Data: Tarefa }).Data;
    const ultimo = marcos.at(-1);
    const marco = `${tarefa.percentual}%`;
    if (tarefa.status === 'processando' && marco !== ultimo?.split(' ')[0])
      marcos.push(`${marco} em ${s(performance.now() - inicio)} s`);
    if (tarefa.status === 'concluida' || tarefa.status === 'erro') break;
  }
  const totalMs = performance.now() - inicio;
  const pico = memoria(api.filho.pid!).pico;
  if (tarefa.status !== 'concluida') throw new Error(`importação: ${tarefa.erro}`);
  const [gravadas] = (
    await banco.query<{ n: number }>('select count(*)::int as n from marcacao_importada')
  ).rows;

  console.log(
    `arquivo: ${n(tamanho / 1024 / 1024)} MB, ${n(LINHAS)} linhas tipo 3 (671, CRC KERMIT)`,
  );
  console.log(
    `piso do banco: INSERT das mesmas ${n(LINHAS)} linhas em lotes de 1000, numa transação: ${s(pisoMs)} s (${n(LINHAS / (pisoMs / 1000))}/s)`,
  );
  console.log(
    `importação pela fila: upload ${s(uploadMs)} s; total até concluída ${s(totalMs)} s (${n(LINHAS / (totalMs / 1000))}/s; meta < ${META_S} s: ${totalMs < META_S * 1000 ? 'ok' : 'NÃO'}); ${(totalMs / pisoMs).toFixed(1).replace('.', ',')}× o piso`,
  );
  // Uns dez marcos da barra, do começo ao fim (a tela consulta a cada segundo).
  const passo = Math.max(1, Math.ceil(marcos.length / 10));
  const vistos = marcos.filter((_, i) => i % passo === 0 || i === marcos.length - 1);
  console.log(`progresso visto (GET a cada 0,5 s): ${vistos.join(', ')}`);
  console.log(
    `gravadas: ${n(gravadas!.n)} de ${n(tarefa.resultado?.marcacoes ?? 0)} lidas; pico de memória da API: ${n(pico)} MB`,
  );
  unlinkSync(caminho);
} finally {
  await parar(api);
  await banco.end();
  await admin.query(`drop schema ${SCHEMA} cascade`);
  // A fila de jobs (pg-boss) que o servidor cria em `<schema>_fila`: não fica para trás.
  await admin.query(`drop schema if exists ${SCHEMA}_fila cascade`);
  await admin.end();
}
