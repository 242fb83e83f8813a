/** Erro de entrada do usuário: o CLI imprime a mensagem (pt-BR, uma linha) e sai com código 2. */
export class CliError extends Error {
  override name = 'CliError';
}
