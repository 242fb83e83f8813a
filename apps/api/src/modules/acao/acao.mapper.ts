import type { AcaoWire } from '@jornada/contracts';
import type { NovaAcao } from '@jornada/domain';
import { hhmm } from '../escala/escala.mapper.ts';
import type { AcaoComNomes, AcaoValores } from './acao.repository.ts';

/** Linha com nomes → forma do fio (GET /acao, GET /acao/{id}, respostas de POST e PUT). */
export const acaoParaFio = (a: AcaoComNomes): AcaoWire => ({
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
  decididoEm: a.decididoEm?.toISOString() ?? null,
  criadoEm: a.criadoEm.toISOString(),
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
