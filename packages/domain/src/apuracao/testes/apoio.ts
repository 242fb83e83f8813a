// Apoio aos testes da apuração: jornadas dos exemplos de legal-br.md §4 e leitura dos resultados.
import { apurarDia } from '../apurar-dia.ts';
import { resolverConfiguracao } from '../configuracao.ts';
import type { ConfiguracaoParcial, DiaEntrada, ResultadoDia } from '../tipos.ts';

/** Escala S1 de legal-br.md §4: 08:00–12:00 / 13:00–17:00 (previsto 480). */
export const S1: [string, string][] = [
  ['08:00', '12:00'],
  ['13:00', '17:00'],
];

/** Escala noturna NS de legal-br.md §4.3: 22:00–01:00 / 02:00–05:00. */
export const NS: [string, string][] = [
  ['22:00', '01:00'],
  ['02:00', '05:00'],
];

/** 2026-03-02 é segunda-feira (legal-br.md §4). */
export const SEGUNDA = '2026-03-02';

/** Dia de trabalho S1 na segunda 2026-03-02, com o que vier por cima. */
export const diaS1 = (marcacoes: string[], extra: Partial<DiaEntrada> = {}): DiaEntrada => ({
  data: SEGUNDA,
  jornada: S1,
  marcacoes,
  ...extra,
});

/** Apura um dia isolado com a configuração padrão sobreposta por `parcial`. */
export const apurar = (dia: DiaEntrada, parcial?: ConfiguracaoParcial): ResultadoDia =>
  apurarDia(dia, { configuracao: resolverConfiguracao(parcial) });

/** Minutos de extras no percentual (faixa ausente = 0). */
export const extra = (resultado: ResultadoDia, percentual: number): number =>
  resultado.extras.find((e) => e.percentual === percentual)?.minutos ?? 0;

/** Arredonda números a centésimos (frações como 2880/7 comparadas com tolerância de 0,01). */
export const arredondar = <T>(valor: T): T => {
  if (typeof valor === 'number') return (Math.round(valor * 100) / 100) as T;
  if (Array.isArray(valor)) return valor.map(arredondar) as T;
  if (valor && typeof valor === 'object') {
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, arredondar(v)])) as T;
  }
  return valor;
};

/** Figuras numéricas principais de um dia, arredondadas, para comparar em tabela. */
export const figuras = (r: ResultadoDia) =>
  arredondar({
    previsto: r.previsto,
    relogio: r.trabalhadoRelogio,
    noturno: r.noturnoRelogio,
    reduzido: r.noturnoReduzido,
    computado: r.trabalhadoComputado,
    saldo: r.saldo,
    ot50: extra(r, 50),
    ot100: extra(r, 100),
    extrasNoturnas: r.extrasNoturnas,
    debito: r.debito,
    falta: r.falta,
  });
