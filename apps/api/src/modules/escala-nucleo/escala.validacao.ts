import { type Escala, type ResultadoValidarEscala, validarEscala } from '@jornada/domain';
import { AppError } from '../../shared/errors.ts';
import type { CondicaoTrabalhoRow } from './condicao-trabalho.repository.ts';
import type { Catalogo } from './escala.contexto.ts';
import { escalaParaDominio, turnosDoPadrao } from './escala.mapper.ts';
import type { EscalaRow } from './escala.repository.ts';

/** Linhas do modal 'ESCALAS COM PROBLEMAS' (spec §2): cabeçalho, itens, rodapé. */
export const linhasDoModal = (r: ResultadoValidarEscala): string[] =>
  r.problemas ? [r.problemas.cabecalho, ...r.problemas.itens, r.problemas.rodape] : [];

/** Validação CLT do domínio com a condição de trabalho da escala (comércio: domingos). */
export const validarComCondicao = (escala: Escala, condicao: CondicaoTrabalhoRow | undefined) => {
  const r = validarEscala(escala, { comercio: condicao?.comercio ?? false });
  return { ...r, linhas: linhasDoModal(r) };
};

/**
 * Recusa (422) uma escala com apontamentos da CLT, salvo exceção por acordo coletivo. A
 * mensagem traz as linhas do modal separadas por quebra de linha: a primeira é o cabeçalho, as
 * do meio os itens e a última o rodapé.
 */
export const exigirEscalaValida = (
  escala: Escala,
  condicao: CondicaoTrabalhoRow | undefined,
  excecaoAcordoColetivo: boolean,
) => {
  if (excecaoAcordoColetivo) return;
  const r = validarComCondicao(escala, condicao);
  if (!r.valido) throw new AppError('ESCALA_COM_PROBLEMAS', r.linhas.join('\n'), 422);
};

/**
 * Depois de mudar um turno ou uma condição de trabalho, as escalas ativas afetadas precisam
 * continuar válidas: recusa a mudança com o modal da primeira que deixaria de ser.
 */
export const revalidarEscalas = (catalogo: Catalogo, afetada: (e: EscalaRow) => boolean) => {
  for (const row of catalogo.escalaRows.values()) {
    if (!row.ativo || row.excecaoAcordoColetivo || !afetada(row)) continue;
    const condicao = row.condicaoTrabalhoId
      ? catalogo.condicoes.get(row.condicaoTrabalhoId)
      : undefined;
    const escala = escalaParaDominio(row, catalogo.turnos, condicao?.minutosSemanaisContrato);
    exigirEscalaValida(escala, condicao, false);
  }
};

export const usaTurno = (turnoId: number) => (e: EscalaRow) =>
  turnosDoPadrao(e.padrao).includes(turnoId);
