// Apoio aos testes da convocação: a convocação do exemplo do contrato e variações dela.
import type { Convocacao, EntradaConvocacao, ResultadoConvocacao } from '../tipos.ts';

// 2026-03-02 é uma segunda-feira. Feriados de 2026 usados aqui: 03/04 (Sexta-feira Santa),
// 21/04 (Tiradentes, terça), 01/01/2027 (sexta).
export const FERIADOS = ['2026-04-03', '2026-04-21', '2026-12-25', '2027-01-01'];

export const CONVOCACAO: Convocacao = {
  enviadaEm: '2026-03-02T08:00',
  recebidaEm: null,
  inicio: '2026-03-05T08:00',
  fim: '2026-03-05T17:00',
  respostaEm: '2026-03-03T10:00',
  resposta: 'aceita',
  remuneracaoPrevista: 18000,
};

/** A entrada do exemplo do contrato, com a convocação e o resto alterados. */
export const entrada = (
  convocacao: Partial<Convocacao> = {},
  resto: Partial<EntradaConvocacao> = {},
): EntradaConvocacao => ({
  configuracao: { antecedencia: 'dias-corridos', sabadoUtil: true },
  feriados: FERIADOS,
  convocacao: { ...CONVOCACAO, ...convocacao },
  descumprimento: null,
  agora: '2026-03-04T09:00',
  ...resto,
});

export type Caso = {
  descricao: string;
  entrada: EntradaConvocacao;
  esperado: Partial<ResultadoConvocacao>;
};

export const semResposta = { respostaEm: null, resposta: null } as const;
