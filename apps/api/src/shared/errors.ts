import type { ErroResposta } from '@jornada/contracts';

/** Erro de negócio com código estável e a mensagem que o usuário lê (pt-BR). */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly codigo: string,
    message: string,
    readonly status = 400,
    readonly campo?: string,
  ) {
    super(message);
  }
}

export const naoEncontrado = (oque: string) =>
  new AppError('NAO_ENCONTRADO', `${oque} não encontrado(a).`, 404);

export const naoAutenticado = (mensagem = 'Sessão inválida ou expirada. Entre novamente.') =>
  new AppError('NAO_AUTENTICADO', mensagem, 401);

export const semPermissao = (mensagem = 'Você não tem permissão para esta operação.') =>
  new AppError('SEM_PERMISSAO', mensagem, 403);

export const ERRO_SERVIDOR = 'Erro do servidor';

/** Corpo de erro único, com as duas grafias do envelope da spec (§7: Success/success, Error). */
export const corpoErro = (
  codigo: string,
  mensagem: string,
  extra: { requestId?: string; campo?: string } = {},
): ErroResposta => ({
  success: false,
  Success: false,
  data: null,
  Data: null,
  error: mensagem,
  Error: mensagem,
  message: mensagem,
  Mensagem: mensagem,
  codigo,
  ...extra,
});
