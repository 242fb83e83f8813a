import type { Configuracao, ConfiguracaoParcial } from './tipos.ts';

/**
 * CFG-DEFAULT (legal-br.md §2.0): regime urbano; tolerância 5/10 em todas as marcações com
 * compensação no dia (CLT art. 58 §1º); prorrogação da Súmula 60 ligada; extras 120 min a 50 %
 * e o restante a 100 %; domingo/feriado sem folga compensatória a 100 % (Súmula 146 TST);
 * DSR perdido só por falta injustificada; banco de horas desligado; interjornada de 11 h (CLT
 * art. 66); alertas de mais de 2 h extras no dia (art. 59 caput) e de mais de 10 h no dia com
 * banco de horas (art. 59 §2º).
 */
export const CONFIGURACAO_PADRAO: Configuracao = Object.freeze({
  tolerancia: Object.freeze({
    porMarcacao: 5,
    diaria: 10,
    escopo: 'todas',
    compensarNoDia: true,
  }),
  noturno: Object.freeze({ regime: 'urbano', prorrogacao: true }),
  extras: Object.freeze({
    faixas: Object.freeze([
      Object.freeze({ ateMinutos: 120, percentual: 50 }),
      Object.freeze({ percentual: 100 }),
    ]),
    domingoFeriado: 100,
  }),
  intervalo: Object.freeze({ minimoAcimaDe6h: 60, tolerancia: 0 }),
  regime12x36: false,
  interjornada: Object.freeze({ minima: 660 }),
  limites: Object.freeze({ extrasDiarias: 120, diarioBanco: 600 }),
  dsr: Object.freeze({ atrasoPerdeDsr: false }),
  bancoHoras: null,
}) as Configuracao;

const isObjeto = (valor: unknown): valor is Record<string, unknown> =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

const mesclar = (base: unknown, sobreposicao: unknown): unknown => {
  if (sobreposicao === undefined) return base;
  if (!isObjeto(sobreposicao) || !isObjeto(base)) return sobreposicao;
  const saida: Record<string, unknown> = { ...base };
  for (const [chave, valor] of Object.entries(sobreposicao)) {
    saida[chave] = mesclar(base[chave], valor);
  }
  return saida;
};

/**
 * Configuração efetiva: CFG-DEFAULT com as chaves da entrada por cima (merge profundo; listas
 * como `extras.faixas` substituem a padrão; `bancoHoras: null` desliga o banco).
 */
export const resolverConfiguracao = (parcial?: ConfiguracaoParcial | null): Configuracao =>
  parcial ? (mesclar(CONFIGURACAO_PADRAO, parcial) as Configuracao) : CONFIGURACAO_PADRAO;

/** Chave exata de uma sobreposição (números por `String`: NaN e Infinity não viram null). */
const chave = (valor: unknown): string => {
  if (valor === null || typeof valor !== 'object') return `${typeof valor}:${String(valor)}`;
  if (Array.isArray(valor)) return `[${valor.map(chave).join(',')}]`;
  let texto = '{';
  for (const [k, v] of Object.entries(valor)) if (v !== undefined) texto += `${k}=${chave(v)};`;
  return `${texto}}`;
};

/** Cópia profunda de objetos e listas simples (a configuração é só disso e de primitivos). */
const copiar = (valor: unknown): unknown => {
  if (valor === null || typeof valor !== 'object') return valor;
  if (Array.isArray(valor)) return valor.map(copiar);
  const saida: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(valor)) saida[k] = copiar(v);
  return saida;
};

const resolvidas = new Map<string, Configuracao>();
const MAXIMO_RESOLVIDAS = 256;

/**
 * `resolverConfiguracao` memorizada pelo conteúdo da sobreposição, para `apurarPeriodo`: os
 * empregados de uma mesma regra (objetos iguais ou não) recebem o mesmo objeto de configuração,
 * e com ele os mesmos `Parametros` (memorizados por objeto), em vez de mesclar e montar de novo
 * a cada empregado. Só o motor usa o objeto devolvido, e nunca o altera.
 */
export const configuracaoDoPeriodo = (parcial?: ConfiguracaoParcial | null): Configuracao => {
  if (!parcial) return CONFIGURACAO_PADRAO;
  const k = chave(parcial);
  const existente = resolvidas.get(k);
  if (existente) return existente;
  if (resolvidas.size >= MAXIMO_RESOLVIDAS) resolvidas.clear();
  // Cópia: listas da sobreposição (ex.: `extras.faixas`) entram na configuração por referência,
  // e quem chama pode alterá-las depois.
  const nova = resolverConfiguracao(copiar(parcial) as ConfiguracaoParcial);
  resolvidas.set(k, nova);
  return nova;
};
