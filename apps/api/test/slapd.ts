import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SLAPD = '/usr/sbin/slapd';
export const SUFIXO = 'dc=jornada,dc=test';
export const ADMIN_DN = `cn=admin,${SUFIXO}`;
const ADMIN_SENHA = 'senha-admin-do-teste';

export const slapdInstalado = () =>
  existsSync(SLAPD) && existsSync('/usr/bin/ldapadd') && existsSync('/etc/ldap/schema/core.schema');

/**
 * Garante o slapd: se faltar e o processo for root, instala pelo script (apt, sem perguntas).
 * Devolve se está disponível; com REQUIRE_LDAP=1 quem chama deve falhar quando não estiver.
 */
export const garantirSlapd = (): boolean => {
  if (slapdInstalado()) return true;
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('bash', [join(import.meta.dirname, 'instalar-slapd.sh')], {
      stdio: 'inherit',
      timeout: 300_000,
    });
  } catch {
    return false;
  }
  return slapdInstalado();
};

const portaLivre = () =>
  new Promise<number>((ok, erro) => {
    const s = createServer();
    s.once('error', erro);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

/** Sobe um slapd descartável (config e banco num diretório temporário) em loopback e carrega o LDIF. */
export const iniciarSlapd = async (ldif: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'jornada-slapd-'));
  mkdirSync(join(dir, 'db'));
  const conf = join(dir, 'slapd.conf');
  writeFileSync(
    conf,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${join(dir, 'slapd.pid')}`,
      'database mdb',
      'maxsize 10485760',
      `suffix "${SUFIXO}"`,
      `rootdn "${ADMIN_DN}"`,
      `rootpw ${ADMIN_SENHA}`,
      `directory ${join(dir, 'db')}`,
      'access to attrs=userPassword by anonymous auth by * none',
      'access to * by users read by * none',
      '',
    ].join('\n'),
  );
  const porta = await portaLivre();
  const url = `ldap://127.0.0.1:${porta}`;
  // -d 0: primeiro plano (não vira daemon), para o teste encerrar o processo que iniciou.
  const proc: ChildProcess = spawn(SLAPD, ['-f', conf, '-h', `${url}/`, '-d', '0'], {
    stdio: 'ignore',
  });
  const arquivoLdif = join(dir, 'dados.ldif');
  writeFileSync(arquivoLdif, ldif);
  const limite = Date.now() + 15_000;
  for (;;) {
    try {
      execFileSync(
        'ldapadd',
        ['-x', '-H', url, '-D', ADMIN_DN, '-w', ADMIN_SENHA, '-f', arquivoLdif],
        {
          stdio: 'pipe',
        },
      );
      break;
    } catch (e) {
      if (Date.now() > limite || proc.exitCode !== null) {
        proc.kill();
        throw new Error(`slapd não subiu: ${String((e as { stderr?: Buffer }).stderr ?? e)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    fechar: async () => {
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
