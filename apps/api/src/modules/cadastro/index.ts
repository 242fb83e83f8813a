// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { cadastroRoutes } from './cadastro.routes.ts';
export { type CadastroService, createCadastroService } from './cadastro.service.ts';
