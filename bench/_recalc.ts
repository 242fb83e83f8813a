import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { createApuracaoDeTeste } from '../apps/api/test/apuracao-de-teste.ts';
const SCHEMA = process.env.BENCH_ESPELHO_SCHEMA!;
const database = await createDatabase({ url: 'postgres://postgres@127.0.0.1:5432/test', searchPath: SCHEMA, poolMax: 10 });
const AGORA = new Date('2026-11-16T13:30:00Z');
const apuracao = createApuracaoDeTeste(database.db, () => AGORA);
const todos = await database.query<{ id: number; admissao: string | null; demissao: string | null }>('select id, admissao, demissao from usuario where empresa_id = 2 order by id');
const rodar = async (pessoas: typeof todos) => { let d = 0; await apuracao.calcularEmLotes({ db: database.db, empresaId: 2 }, pessoas, { inicio: '2026-10-01', fim: '2026-10-31', hoje: '2026-11-16' }, (l) => { for (const e of l) d += e.linhas.length; }, Number(process.env.LOTE ?? 500)); return d; };
await rodar(todos.slice(0, 500));
import { Session } from 'node:inspector/promises';
const ses = new Session(); ses.connect();
if (process.env.HP) await ses.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
for (let k = 0; k < Number(process.env.N ?? 2); k++) {
  const t = performance.now(); const c = process.cpuUsage();
  const d = await rodar(todos);
  const cpu = process.cpuUsage(c);
  console.log(`recalc ${d} dias ${(performance.now() - t).toFixed(0)} ms cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
}
if (process.env.HP) { const { profile } = await ses.post('HeapProfiler.stopSampling'); (await import('node:fs')).writeFileSync(process.env.HP, JSON.stringify(profile)); }
await database.close();
