// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).
export type { CertificadoService } from './certificado.service.ts';
export { assinarBytes, assinarResumo, verificarAssinatura } from './cms.ts';
export { assinarPdf } from './pades.ts';
