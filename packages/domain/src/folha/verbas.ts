import type { DataIso } from '../tempo/index.ts';
import { arredondarMinutos } from './formatos.ts';
import { chaveDe, TIPOS_COM_PERCENTUAL } from './quantidades.ts';
import type { ChaveQuantidade, QuantidadeApurada, UnidadeVerba } from './tipos.ts';

/** Uma verba da empresa vigente no mês: o código da folha e as quantidades que ela reúne. */
export type VerbaVigente = {
  id: number;
  codigo: string;
  unidade: UnidadeVerba;
  quantidades: readonly ChaveQuantidade[];
};

/** Uma linha colaborador × verba: o que vai no arquivo e o que o espelho mostra. */
export type LinhaVerba = {
  verbaId: number;
  codigo: string;
  unidade: UnidadeVerba;
  /** Minutos inteiros (horas) ou dias: o que o arquivo leva. */
  quantidade: number;
  /** A soma exata das quantidades do espelho que a verba reúne (minutos ou dias). */
  espelho: number;
  /** Quantidades do espelho que compõem a linha. */
  composicao: QuantidadeApurada[];
};

export type AplicacaoVerbas = { linhas: LinhaVerba[]; semVerba: QuantidadeApurada[] };

/**
 * Aplica as verbas vigentes às quantidades do mês de um colaborador: cada verba soma as
 * quantidades que reúne (um código pode juntar várias) e arredonda só a soma, ao minuto (meio
 * para cima). O que o espelho tem e nenhuma verba reúne volta em `semVerba`, para a conciliação.
 */
export const aplicarVerbas = (
  quantidades: readonly QuantidadeApurada[],
  verbas: readonly VerbaVigente[],
): AplicacaoVerbas => {
  const porChave = new Map(quantidades.map((q) => [chaveDe(q), q]));
  const usadas = new Set<string>();
  // Pagamento do banco sem percentual na verba: reúne todos os percentuais do tipo.
  const doTipo = (k: ChaveQuantidade) =>
    k.tipo !== 'extras' && TIPOS_COM_PERCENTUAL.includes(k.tipo) && k.percentual == null
      ? quantidades.filter((q) => q.tipo === k.tipo)
      : [porChave.get(chaveDe(k))].filter((q) => q !== undefined);
  const linhas = verbas.flatMap((v): LinhaVerba[] => {
    const composicao = v.quantidades.flatMap((k) => {
      const qs = doTipo(k).filter((q) => !usadas.has(chaveDe(q)));
      for (const q of qs) usadas.add(chaveDe(q));
      return qs;
    });
    if (composicao.length === 0) return [];
    const espelho = composicao.reduce((s, q) => s + q.valor, 0);
    const quantidade = v.unidade === 'horas' ? arredondarMinutos(espelho) : Math.round(espelho);
    return [
      { verbaId: v.id, codigo: v.codigo, unidade: v.unidade, quantidade, espelho, composicao },
    ];
  });
  return { linhas, semVerba: quantidades.filter((q) => !usadas.has(chaveDe(q))) };
};

/**
 * Os dias que uma linha reúne (faltas dia a dia): as datas das quantidades da composição, em
 * ordem e sem repetir. É o que os registros por data (Domínio tipo 11) escrevem.
 */
export const datasDaLinha = (l: Pick<LinhaVerba, 'composicao'>): DataIso[] =>
  [...new Set(l.composicao.flatMap((q) => q.datas ?? []))].sort();
