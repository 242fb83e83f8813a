// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export { empresasComLdapAtivo } from './ldap.repository.ts';
