/** Textos de erro do acesso (spec §8), num só lugar para as telas e os testes. */
export const MENSAGEM_FALHA_AUTENTICACAO = 'Falha na autenticação';
export const MENSAGEM_FALHA_RECUPERAR = 'Falha ao recuperar senha';
export const MENSAGEM_FALHA_NOVA_SENHA = 'Falha ao estabelecer nova senha';
