import { isErroApi } from '../../lib/http/erro-api.ts';

/** A mensagem do servidor (em pt-BR, nomeando o campo quando é validação) ou o texto padrão. */
export const mensagemDoErro = (erro: unknown, padrao: string): string =>
  isErroApi(erro) ? erro.mensagem : padrao;
