import { isErroApi } from '../../lib/http/erro-api.ts';

type FormComErros = { setFieldError: (campo: string, erro: string) => void };

/**
 * Erro de validação do servidor (400 com `campo`) vai para o campo do formulário, se ele existir
 * nele; devolve a mensagem para o alerta geral.
 */
export const aplicarErroDoServidor = (
  form: FormComErros,
  erro: unknown,
  campos: readonly string[],
  padrao: string,
): string => {
  if (!isErroApi(erro)) return padrao;
  if (erro.campo && campos.includes(erro.campo)) form.setFieldError(erro.campo, erro.mensagem);
  return erro.mensagem;
};
