/**
 * O que o /login não carrega (docs/desempenho-web.md) mas quem tem sessão vai precisar: os schemas
 * que validam a sessão ao recarregar e o componente dos avisos. Descem logo depois do login, e o
 * service worker os guarda com o casco do app: a tela de ponto reabre e avisa mesmo sem rede.
 */
export const precarregarPainel = (): void => {
  void import('./session/session-schemas.ts');
  void import('./notificacoes-componente.ts');
};
