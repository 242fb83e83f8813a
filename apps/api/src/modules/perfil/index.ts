// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { createPerfilService, type PerfilService } from './perfil.service.ts';
