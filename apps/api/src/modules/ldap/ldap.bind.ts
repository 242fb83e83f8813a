import { Client, Filter, InvalidCredentialsError, SizeLimitExceededError } from 'ldapts';
import type { DiretorioLdapRow } from './ldap.repository.ts';

export type ResultadoBind =
  | { ok: true; email: string }
  | { ok: false; motivo: 'credenciais' | 'nao-encontrado' | 'sem-email' };

/**
 * Autentica no diretório: bind da conta de serviço, busca do usuário pelo filtro (valor escapado,
 * RFC 4515), bind com o DN encontrado e a senha digitada. Senha vazia nunca chega aqui (um bind
 * com senha vazia é "não autenticado" e passaria em muitos servidores).
 */
export const autenticarNoDiretorio = async (
  d: DiretorioLdapRow,
  senhaServico: string,
  usuario: string,
  senha: string,
): Promise<ResultadoBind> => {
  if (!senha) return { ok: false, motivo: 'credenciais' };
  const client = new Client({ url: d.url, timeout: 10_000, connectTimeout: 5_000 });
  try {
    if (d.startTls) await client.startTLS();
    await client.bind(d.bindDn, senhaServico);
    const { searchEntries } = await client
      .search(d.baseBusca, {
        scope: 'sub',
        filter: d.filtro.replaceAll('{{usuario}}', Filter.escape(usuario)),
        attributes: [d.atributoEmail],
        sizeLimit: 2,
      })
      .catch((e: unknown) => {
        // Mais de um usuário casa com o filtro: ambíguo, nunca escolhe um.
        if (e instanceof SizeLimitExceededError) return { searchEntries: [] };
        throw e;
      });
    if (searchEntries.length !== 1) return { ok: false, motivo: 'nao-encontrado' };
    const entrada = searchEntries[0]!;
    try {
      await client.bind(entrada.dn, senha);
    } catch (e) {
      if (e instanceof InvalidCredentialsError) return { ok: false, motivo: 'credenciais' };
      throw e;
    }
    const valor = entrada[d.atributoEmail];
    const email = Array.isArray(valor) ? valor[0] : valor;
    if (!email) return { ok: false, motivo: 'sem-email' };
    return { ok: true, email: Buffer.isBuffer(email) ? email.toString('utf8') : email };
  } finally {
    await client.unbind().catch(() => undefined);
  }
};
