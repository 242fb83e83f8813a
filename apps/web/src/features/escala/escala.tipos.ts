import type {
  acaoDisponivelSchema,
  calendarioIndividualSchema,
  comboItemSchema,
  configuracaoEmVigorSchema,
  diaColaboradorSchema,
  equipeSchema,
  escalaEmUsoSchema,
  historicoSchema,
  itemFiltroSchema,
  modeloEscalaSchema,
  validacaoEscalaSchema,
} from '@jornada/contracts';

/** Tipo de saída de um schema dos contratos, sem a web depender do zod diretamente. */
type Saida<S extends { parse: (valor: unknown) => unknown }> = ReturnType<S['parse']>;

export type Equipe = Saida<typeof equipeSchema>;
export type LinhaEquipe = Equipe['items'][number];
export type UsuarioCalendario = LinhaEquipe['usuario'];
export type DiaColaborador = Saida<typeof diaColaboradorSchema>;
export type EscalaEmVigor = NonNullable<DiaColaborador['escalaEmVigor']>;
export type AcaoDisponivel = Saida<typeof acaoDisponivelSchema>;
export type CalendarioIndividual = Saida<typeof calendarioIndividualSchema>;
export type DiaIndividual = CalendarioIndividual['dias'][number];
export type ConfiguracaoEmVigor = Saida<typeof configuracaoEmVigorSchema>;
export type ComboItem = Saida<typeof comboItemSchema>;
export type ItemFiltro = Saida<typeof itemFiltroSchema>;
export type ValidacaoEscala = Saida<typeof validacaoEscalaSchema>;
export type EscalaEmUso = Saida<typeof escalaEmUsoSchema>;
export type ModeloEscala = Saida<typeof modeloEscalaSchema>;
export type HistoricoAlocacao = Saida<typeof historicoSchema>;

/** Lista paginada das regras (`data.items`). */
export type Pagina<T> = { items: T[]; total: number; pageNumber: number; pageSize: number };

/** Mês do calendário: ano e mês de 1 a 12 (spec §9). */
export type AnoMes = { ano: number; mes: number };
