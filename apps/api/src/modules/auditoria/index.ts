// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export type { Ator, RegistroAuditoria } from './auditoria.service.ts';
export { atorDe, atorJob, registrarAuditoria } from './auditoria.service.ts';
export { auditoria } from './auditoria.table.ts';
