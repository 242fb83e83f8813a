// Apuração: o motor de cálculo da jornada (legal-br.md §2, engine-contract.md).
export { apurarDia, type ContextoDia } from './apurar-dia.ts';
export { apurarPeriodo } from './apurar-periodo.ts';
export { CONFIGURACAO_PADRAO, resolverConfiguracao } from './configuracao.ts';
export { faltaInjustificada } from './dsr.ts';
export {
  CODIGOS_MOTIVO_AUSENCIA,
  CODIGOS_MOTIVO_SOLICITACAO,
  type CodigoMotivoAbono,
  type CodigoMotivoAusencia,
  type CodigoMotivoSolicitacao,
  isMotivoSolicitacao,
  justificativaDaAusencia,
  MOTIVOS_AUSENCIA,
  MOTIVOS_SOLICITACAO,
  type MotivoAusencia,
  motivoAusencia,
} from './motivos-ausencia.ts';
export { JANELAS_NOTURNAS, type JanelaNoturna } from './noturno.ts';
export { derivarTipoDia } from './tipo-dia.ts';
export type * from './tipos.ts';
