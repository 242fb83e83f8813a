import type { Solicitacao, StatusSolicitacao, TipoSolicitacao } from '@jornada/contracts';
import { diasAposLimite, periodoConcessivoDe, toHhmm } from '@jornada/domain';
import type { LancamentoComPeriodos } from './lancamento.repository.ts';

/** Linha do banco → corpo da resposta (camelCase, docs/decisoes/lancamentos.md). */
export const paraFio = (l: LancamentoComPeriodos): Solicitacao => {
  const limite = l.periodoAquisitivo ? periodoConcessivoDe(l.periodoAquisitivo).fim : null;
  return {
    id: l.id,
    tipo: l.tipo as TipoSolicitacao,
    status: l.status as StatusSolicitacao,
    usuarioId: l.usuarioId,
    colaboradorNome: l.nome,
    dataInicio: l.dataInicio,
    dataFim: l.dataFim,
    dias: l.dias,
    motivo: l.motivo,
    observacao: l.observacao,
    periodoAquisitivo: l.periodoAquisitivo,
    abonoPecuniario: l.abonoPecuniario,
    periodos: l.periodos.map((p) => ({
      ordem: p.ordem,
      inicio: p.inicio,
      fim: p.fim,
      dias: p.dias,
      diasEmDobro: limite ? diasAposLimite(p, limite) : 0,
    })),
    solicitadoPor: l.solicitanteId,
    solicitadoEm: l.criadoEm.toISOString(),
    decididoPor: l.decididoPor,
    decididoEm: l.decididoEm?.toISOString() ?? null,
    motivoDecisao: l.motivoDecisao,
    horaInicio: l.aviso?.minutoInicio == null ? null : toHhmm(l.aviso.minutoInicio),
    horaFim: l.aviso?.minutoFim == null ? null : toHhmm(l.aviso.minutoFim),
    anexo: l.aviso?.anexo ?? null,
  };
};

/** O que a auditoria guarda de um lançamento (antes e depois). */
export const paraAuditoria = (l: LancamentoComPeriodos) => {
  const { nome: _nome, ...resto } = l;
  return resto;
};
