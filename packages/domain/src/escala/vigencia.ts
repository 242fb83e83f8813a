// O que está em vigor numa data: alocação, escala e ações.
import { comAncora } from './expandir.ts';
import type {
  Acao,
  Alocacao,
  AlteracaoEscala,
  DataIso,
  Escala,
  NovaAcao,
  StatusAcao,
  TipoAcao,
} from './tipos.ts';

/**
 * Ações que valem na jornada: Aprovada e ParaRemover. ParaRemover é um pedido de remoção
 * ainda não atendido: a alteração continua valendo até virar Removida.
 */
export const estaEmVigor = (status: StatusAcao): boolean =>
  status === 'Aprovada' || status === 'ParaRemover';

/**
 * Ações que ocupam o dia (bloqueiam uma nova ação, spec §5): as em vigor e as que aguardam
 * aprovação. Reprovada e Removida liberam o dia.
 */
export const ocupaODia = (status: StatusAcao): boolean =>
  estaEmVigor(status) || status === 'ParaAprovar';

const dentro = (data: DataIso, inicio: DataIso, fim: DataIso | null | undefined): boolean =>
  inicio <= data && (fim === null || fim === undefined || data <= fim);

/**
 * Faixas de datas (inclusive) que a ação altera: o intervalo de MudarParaFolga/MudarParaTrabalho
 * (sem data fim = só o dia), a folga de origem e a nova folga de MoverFolgaSemanal e, nas
 * demais, o próprio dia. AlterarEscala marca só o dia de início; os seguintes apenas seguem
 * outra escala.
 */
export const faixasAfetadas = (acao: NovaAcao): [DataIso, DataIso][] => {
  switch (acao.tipoAcao) {
    case 'MudarParaFolga':
    case 'MudarParaTrabalho':
      return [[acao.data, acao.alterarDiaDataFim ?? acao.data]];
    case 'MoverFolgaSemanal':
      return [
        [acao.data, acao.data],
        [acao.novaFolgaSemanal, acao.novaFolgaSemanal],
      ];
    default:
      return [[acao.data, acao.data]];
  }
};

export const afetaData = (acao: NovaAcao, data: DataIso): boolean =>
  faixasAfetadas(acao).some(([inicio, fim]) => dentro(data, inicio, fim));

/** As duas ações alteram algum dia em comum (o dia de início da nova sempre conta). */
export const alteramMesmoDia = (a: NovaAcao, b: NovaAcao): boolean => {
  const faixasB: [DataIso, DataIso][] = [[b.data, b.data], ...faixasAfetadas(b)];
  return faixasAfetadas(a).some(([inicioA, fimA]) =>
    faixasB.some(([inicioB, fimB]) => inicioA <= fimB && inicioB <= fimA),
  );
};

/** A mais recente por data de início; no empate, a última da lista (gravada depois). */
const maisRecente = <T extends { data: DataIso }>(lista: T[]): T | undefined =>
  lista.reduce<T | undefined>(
    (atual, item) => (!atual || item.data >= atual.data ? item : atual),
    undefined,
  );

/** Ação em vigor, de um dos tipos pedidos, que altera a data. */
export const acaoEmVigor = <K extends TipoAcao>(
  acoes: readonly Acao[],
  data: DataIso,
  tipos: readonly K[],
): Extract<Acao, { tipoAcao: K }> | undefined =>
  maisRecente(
    acoes.filter(
      (acao): acao is Extract<Acao, { tipoAcao: K }> =>
        estaEmVigor(acao.status) &&
        (tipos as readonly TipoAcao[]).includes(acao.tipoAcao) &&
        afetaData(acao, data),
    ),
  );

/** Alteração que marca o dia no calendário (inclui as que aguardam aprovação). */
export const alteracaoDoDia = (acoes: readonly Acao[], data: DataIso): AlteracaoEscala | null => {
  const acao = maisRecente(acoes.filter((a) => ocupaODia(a.status) && afetaData(a, data)));
  return acao ? { tipoAcao: acao.tipoAcao, acaoId: acao.id } : null;
};

/** Alocação em vigor na data; se houver sobreposição, vale a de início mais recente. */
export const alocacaoEmVigor = (alocacoes: readonly Alocacao[], data: DataIso): Alocacao | null => {
  const vigentes = alocacoes.filter((a) => dentro(data, a.inicio, a.fim));
  return vigentes.reduce<Alocacao | null>(
    (atual, a) => (!atual || a.inicio >= atual.inicio ? a : atual),
    null,
  );
};

export type EscalaEmVigor = { escala: Escala; alocacaoId: string | null };

/**
 * Escala em vigor: a de um AlterarEscala em vigor que cobre a data (data até
 * novaEscalaDataFim; sem fim = indeterminado) ou, senão, a da alocação (com a âncora própria).
 */
export const escalaEmVigor = (
  alocacoes: readonly Alocacao[],
  acoes: readonly Acao[],
  escalas: readonly Escala[],
  data: DataIso,
): EscalaEmVigor | null => {
  const alocacao = alocacaoEmVigor(alocacoes, data);
  const alocacaoId = alocacao?.id ?? null;
  const troca = maisRecente(
    acoes.filter(
      (a): a is Extract<Acao, { tipoAcao: 'AlterarEscala' }> =>
        a.tipoAcao === 'AlterarEscala' &&
        estaEmVigor(a.status) &&
        dentro(data, a.data, a.novaEscalaDataFim),
    ),
  );
  const nova = troca && escalas.find((e) => e.id === troca.novaEscalaId);
  if (nova) return { escala: nova, alocacaoId };
  const escala = alocacao && escalas.find((e) => e.id === alocacao.escalaId);
  return escala ? { escala: comAncora(escala, alocacao.inicioCiclo), alocacaoId } : null;
};
