/**
 * Limites de acesso (decisões de segurança; ver o relatório do módulo e o README).
 * Captcha: depois de `falhasPorConta` falhas da mesma conta, ou `falhasPorIp` falhas do mesmo IP
 * (em qualquer empresa), dentro de `janelaFalhasMin`, o login responde 405 até vir uma solução
 * ALTCHA válida no cabeçalho x-captcha-token. Um sucesso zera a contagem da conta, não a do IP.
 */
export const LIMITES_ACESSO = {
  janelaFalhasMin: 15,
  falhasPorConta: 5,
  falhasPorIp: 20,
  /** Desafio ALTCHA (PBKDF2/SHA-256): custo por tentativa e faixa do contador secreto. */
  captchaCusto: 1000,
  captchaContadorMin: 1000,
  captchaContadorMax: 5000,
  captchaValidadeMin: 10,
  /** Link de redefinição de senha (uso único). */
  linkSenhaMin: 30,
  /** Convite de primeiro acesso enviado pelo RH (uso único). */
  conviteDias: 7,
  /** Token de troca do login único (SSO) entre o callback e o POST /external-sign-in. */
  trocaSsoSeg: 120,
  /** Estado do login único (cookie cifrado) entre o redirecionamento e o callback. */
  estadoSsoMin: 10,
  /** Token HQ (suporte), de uso único. */
  tokenHqMin: 5,
  /** Sessão restrita (primeiro acesso / cadastro do segundo fator), sem refresh token. */
  sessaoRestritaSeg: 900,
  /** Sessão aberta pelo suporte (HQ), sem refresh token. */
  sessaoHqSeg: 1800,
};
export type LimitesAcesso = typeof LIMITES_ACESSO;
