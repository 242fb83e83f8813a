import type { DiaEfetivo } from '@jornada/domain';
import type { Escopo } from '../../shared/escopo.ts';

/**
 * A folga do banco de folgas cabe no dia (crédito válido e nenhuma folga do banco já marcada)?
 * Vem do módulo banco-folgas pelo `buildApp` (montar-escala.ts): a família da escala fica abaixo
 * dele e não o importa.
 */
export type CabeFolgaBancoFolgas = (
  escopo: Escopo,
  usuarioId: number,
  data: string,
) => Promise<boolean>;

/**
 * Item 9 do menu 'ações' (docs/decisoes/banco-folgas.md): a folga do banco de folgas. O painel
 * a grava em POST /api/banco-folgas/folgas, que debita um dia do razão; a etiqueta
 * `folgasBancoFolgas` do calendário e o espelho (folga paga) leem esse débito.
 */
export const ACAO_FOLGA_BANCO_FOLGAS = 9;

const ITEM_FOLGA_BANCO_FOLGAS = {
  acaoId: ACAO_FOLGA_BANCO_FOLGAS,
  alterarDiaTrabalhoDiasConsecutivos: 1,
  titulo: 'Folga do Banco de Folgas',
  limite: null,
};

/**
 * Acrescenta a folga do banco de folgas às ações do dia: só num dia de trabalho sem alteração de
 * escala (a regra do spec §5 vale para ela também) e com saldo válido na data.
 */
export const comFolgaBancoFolgas = async <T extends { acaoId: number }>(
  itens: T[],
  dia: Pick<DiaEfetivo, 'tipoDia' | 'alteracaoEscala'>,
  alvo: { escopo: Escopo; usuarioId: number; data: string },
  cabe: CabeFolgaBancoFolgas | undefined,
): Promise<(T | typeof ITEM_FOLGA_BANCO_FOLGAS)[]> => {
  if (!cabe || dia.tipoDia !== 'trabalho' || dia.alteracaoEscala) return itens;
  if (!(await cabe(alvo.escopo, alvo.usuarioId, alvo.data))) return itens;
  return [...itens, ITEM_FOLGA_BANCO_FOLGAS];
};
