// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { auditarAcesso } from './auditoria-acesso.ts';
export { captchaDoCabecalho, limitePorIp } from './auth.http.ts';
export { authRepository } from './auth.repository.ts';
export { pushInscricao } from './auth.table.ts';
export { ROTA_SEGURANCA } from './conta.routes.ts';
export type { LimitesAcesso } from './limites.ts';
export type { ConviteEmpresa, ConviteGravado } from './use-cases/convite-empresa.ts';
export { createConviteEmpresa } from './use-cases/convite-empresa.ts';
export { respostaFalha, senhaConfere } from './use-cases/credenciais.ts';
export type { ProtecaoForcaBruta } from './use-cases/forca-bruta.ts';
export type { RestricoesEmpresa, Sessao } from './use-cases/sessao.ts';
export { EMPRESA_OPERADORA, EMPRESA_SUSPENSA, ROTAS_SO_OPERADORA } from './use-cases/sessao.ts';
export { avisarAcessoAlterado } from './use-cases/sessao-ativa.ts';
