import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { createDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { senhaCertificados } from './modules/certificado/senha.ts';
import { listEmpresasComRep } from './modules/marcacao/marcacao.repository.ts';
import { registrarServicoDisponivel } from './modules/marcacao/use-cases/servico-disponivel.ts';
import { LOGINS_DEMO, PRIMEIRO_ACESSO_DEMO, SENHA_DEMO } from './seed/demo-dados.ts';
import { EMPRESA_DEMO, seedDemo } from './seed/seed.ts';

const config = loadConfig();
const database = config.databaseUrl
  ? await createDatabase({ url: config.databaseUrl })
  : await createDatabase({ dataDir: join(config.dataDir, 'pglite') });
await migrate(database);
const certificadosSenha = senhaCertificados(process.env.CERTIFICADOS_SENHA, config.jwtSecret);
const semeado = config.seed
  ? await seedDemo(database.db, undefined, { senhaCertificados: certificadosSenha })
  : { criado: false };
// REP-P no ar: evento sensível 07 (AFD tipo 6) onde ainda não está registrado.
await registrarServicoDisponivel(database.db, await listEmpresasComRep(database.db), new Date());

const app = await buildApp({
  database,
  jwtSecret: config.jwtSecret,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  refreshTokenTtlDays: config.refreshTokenTtlDays,
  sessaoCacheMs: config.sessaoCacheMs,
  logger: { level: config.logLevel },
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  webDist: config.webDist,
  acesso: config.acesso,
  certificadosSenha,
  // Jobs em segundo plano (reprocessamento) no mesmo banco; param no app.close() abaixo.
  fila: {},
});

// Encerramento gracioso: para de aceitar conexões, termina as requisições e fecha o banco.
let encerrando = false;
const encerrar = async (sinal: string) => {
  if (encerrando) return;
  encerrando = true;
  app.log.info({ sinal }, 'encerrando');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void encerrar('SIGINT'));
process.on('SIGTERM', () => void encerrar('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// A porta de verdade (com PORT=0 o sistema escolhe uma livre).
const endereco = app.server.address();
const porta = typeof endereco === 'object' && endereco ? endereco.port : config.port;
const url = `http://localhost:${porta}`;
console.log(
  `\nJornada no ar: ${url}  (banco: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`,
);
console.log(`Documentação da API: ${url}/docs`);
if (config.seed) {
  console.log(
    `Logins de demonstração (empresa ${EMPRESA_DEMO}, senha ${SENHA_DEMO})${semeado.criado ? ' — criados agora' : ''}:`,
  );
  for (const l of LOGINS_DEMO) console.log(`  ${l.email.padEnd(32)} ${l.papel}`);
  console.log(
    `  ${PRIMEIRO_ACESSO_DEMO.email.padEnd(32)} Primeiro acesso (empresa 1032, mesma senha)`,
  );
}
