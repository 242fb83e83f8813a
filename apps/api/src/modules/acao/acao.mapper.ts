import type { AcaoWire } from '@jornada/contracts';
import type { NovaAcao } from '@jornada/domain';
import type { AcaoComNomes, AcaoValores } from '../escala-nucleo/index.ts';
import { hhmm } from '../escala-nucleo/index.ts';

/**
 * Autor da última mudança da ação: quem pediu a remoção (ParaRemover), senão quem decidiu
 * (aprovação, reprovação ou remoção), senão quem pediu.
 */
const alteradoPor = (a: AcaoComNomes) =>
  a.status === 'ParaRemover' && a.remocaoSolicitanteId !== null
    ? { alteradoPorId: a.remocaoSolicitanteId, alteradoPorNome: a.remocaoSolicitanteNome }
    : a.decididoPorId !== null
      ? { alteradoPorId: a.decididoPorId, alteradoPorNome: a.decididoPorNome }
      : { alteradoPorId: a.solicitanteId, alteradoPorNome: a.solicitanteNome };

/** Linha com nomes → dados da ação no fio, sem o que depende de quem chama (auditoria). */
export const dadosDaAcao = (a: AcaoComNomes): Omit<AcaoWire, 'podeDecidir'> => ({
  id: a.id,
  usuarioId: a.usuarioId,
  usuarioNome: a.usuarioNome,
  data: a.data,
  tipoAcao: a.tipoAcao,
  status: a.status,
  alterarDiaDataFim: a.alterarDiaDataFim,
  novoHorarioEntrada: a.novoHorarioEntrada === null ? null : hhmm(a.novoHorarioEntrada),
  novaFolgaSemanal: a.novaFolgaSemanal,
  folgaCompensarBancoHorasDiaTodo: a.folgaCompensarBancoHorasDiaTodo,
  folgaCompensarBancoHorasValor: a.folgaCompensarBancoHorasValor,
  novaEscalaId: a.novaEscalaId,
  novaEscalaNome: a.novaEscalaNome,
  novaEscalaDataFim: a.novaEscalaDataFim,
  solicitanteId: a.solicitanteId,
  solicitanteNome: a.solicitanteNome,
  decididoPorId: a.decididoPorId,
  decididoPorNome: a.decididoPorNome,
  ...alteradoPor(a),
  decididoEm: a.decididoEm?.toISOString() ?? null,
  criadoEm: a.criadoEm.toISOString(),
});

/**
 * Forma do fio (GET /acao, GET /acao/{id}, respostas de POST e PUT): os dados e se quem chama
 * pode decidir a ação (acao.decisor).
 */
export const acaoParaFio = (a: AcaoComNomes, podeDecidir: boolean): AcaoWire => ({
  ...dadosDaAcao(a),
  podeDecidir,
});

/** Ação do domínio → colunas próprias do tipo (as demais ficam nulas). */
export const colunasDaAcao = (
  usuarioId: number,
  acao: NovaAcao,
): Pick<AcaoValores, 'usuarioId' | 'data' | 'tipoAcao'> & Partial<AcaoValores> => {
  const base = { usuarioId, data: acao.data, tipoAcao: acao.tipoAcao };
  switch (acao.tipoAcao) {
    case 'MudarParaFolga':
    case 'MudarParaTrabalho':
      return { ...base, alterarDiaDataFim: acao.alterarDiaDataFim ?? null };
    case 'AlterarEntrada':
      return { ...base, novoHorarioEntrada: acao.novoHorarioEntrada };
    case 'MoverFolgaSemanal':
      return { ...base, novaFolgaSemanal: acao.novaFolgaSemanal };
    case 'FolgaCompensarDuranteSemana':
      return base;
    case 'FolgaCompensarBancoHoras':
      return {
        ...base,
        folgaCompensarBancoHorasDiaTodo: acao.folgaCompensarBancoHorasDiaTodo,
        folgaCompensarBancoHorasValor: acao.folgaCompensarBancoHorasValor,
      };
    case 'AlterarEscala':
      return {
        ...base,
        novaEscalaId: Number(acao.novaEscalaId),
        novaEscalaDataFim: acao.novaEscalaDataFim ?? null,
      };
  }
};
