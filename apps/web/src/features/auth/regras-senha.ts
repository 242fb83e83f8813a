/**
 * Regra da nova senha (o spec não a mostra): pelo menos 8 caracteres, com letra e número. O
 * servidor recebe só o SHA-256 (spec §5), então a regra só pode ser conferida aqui.
 */
export const TAMANHO_MINIMO_SENHA = 8;

export const validarNovaSenha = (senha: string): string | null => {
  if (!senha) return 'Nova senha: informe a nova senha';
  if (senha.length < TAMANHO_MINIMO_SENHA)
    return `Nova senha: use pelo menos ${TAMANHO_MINIMO_SENHA} caracteres`;
  if (!/[A-Za-zÀ-ÿ]/.test(senha) || !/\d/.test(senha)) return 'Nova senha: use letras e números';
  return null;
};

export const validarConfirmacao = (senha: string, confirmacao: string): string | null =>
  confirmacao === senha ? null : 'Confirmar nova senha: as senhas não conferem';

export const DICA_SENHA = `Pelo menos ${TAMANHO_MINIMO_SENHA} caracteres, com letras e números.`;
