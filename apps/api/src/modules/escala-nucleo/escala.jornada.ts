import { type DiaEfetivo, jornadaEfetivaPeriodo, type StatusAcao } from '@jornada/domain';
import type { Feriado } from '@jornada/feriados';
import type { Escopo } from '../../shared/escopo.ts';
import { juntas } from './consulta.ts';
import {
  type Catalogo,
  type ContextoUsuario,
  contextoJornada,
  loadCatalogo,
  loadContextos,
  loadFeriados,
} from './escala.contexto.ts';
import type { Pessoa } from './pessoa.repository.ts';

/** Dia efetivo do domínio com o feriado trabalhista da data (UF da filial + municipais). */
export type DiaCalculado = DiaEfetivo & { feriado: Feriado | null };

export type PeriodoCalculado = {
  catalogo: Catalogo;
  contextos: Map<number, ContextoUsuario>;
  /** Status atual de cada ação carregada, por id (texto, como no domínio). */
  statusAcao: Map<string, StatusAcao>;
  porUsuario: Map<number, DiaCalculado[]>;
};

/**
 * Sem ações, a jornada de um colaborador depende só das alocações (escala, vigência, âncora do
 * ciclo, na ordem) e dos feriados da filial: quem tem a mesma assinatura compartilha o cálculo e
 * só troca o id da alocação. Com ações, o cálculo é próprio (`null`).
 */
const assinatura = (
  p: Pick<Pessoa, 'filialId' | 'uf'>,
  c: ContextoUsuario | undefined,
): string | null =>
  c && c.acoes.length > 0
    ? null
    : `${p.filialId}|${p.uf}|${(c?.alocacoes ?? [])
        .map((a) => `${a.escalaId},${a.inicio},${a.fim ?? ''},${a.inicioCiclo ?? ''}`)
        .join(';')}`;

type Calculado = { dias: DiaCalculado[]; alocacaoIds: (string | null)[] };

/**
 * Jornada efetiva de vários colaboradores num período: carrega as regras, as alocações, as ações
 * e os feriados com uma consulta por tabela e calcula tudo em memória com o domínio
 * (`jornadaEfetivaPeriodo`), uma vez por assinatura de alocações (ver `assinatura`).
 */
export const calcularPeriodo = async (
  escopo: Escopo,
  pessoas: readonly Pick<Pessoa, 'id' | 'filialId' | 'uf'>[],
  inicio: string,
  fim: string,
): Promise<PeriodoCalculado> => {
  const ids = pessoas.map((p) => p.id);
  const [catalogo, contextos, feriadoDe] = await juntas(escopo.db, [
    () => loadCatalogo(escopo),
    () => loadContextos(escopo, ids, inicio, fim),
    () => loadFeriados(escopo),
  ]);
  const calcular = (p: Pick<Pessoa, 'filialId' | 'uf'>, c: ContextoUsuario | undefined) => ({
    dias: jornadaEfetivaPeriodo(contextoJornada(catalogo, c), inicio, fim).map((dia) => ({
      ...dia,
      feriado: feriadoDe(p, dia.data) ?? null,
    })),
    alocacaoIds: (c?.alocacoes ?? []).map((a) => a.id),
  });
  const porAssinatura = new Map<string, Calculado>();
  const porUsuario = new Map(
    pessoas.map((p) => {
      const contexto = contextos.porUsuario.get(p.id);
      const chave = assinatura(p, contexto);
      if (chave === null) return [p.id, calcular(p, contexto).dias] as const;
      const igual = porAssinatura.get(chave);
      if (!igual) {
        const calculado = calcular(p, contexto);
        porAssinatura.set(chave, calculado);
        return [p.id, calculado.dias] as const;
      }
      // Mesmas alocações, na mesma ordem: a i-ésima do modelo é a i-ésima deste colaborador.
      const meus = contexto?.alocacoes ?? [];
      const troca = new Map(igual.alocacaoIds.map((id, i) => [id, meus[i]!.id]));
      const dias = igual.dias.map((dia) =>
        dia.alocacaoId === null ? dia : { ...dia, alocacaoId: troca.get(dia.alocacaoId)! },
      );
      return [p.id, dias] as const;
    }),
  );
  const statusAcao = new Map([...contextos.acaoRows].map(([id, a]) => [id, a.status]));
  return { catalogo, contextos: contextos.porUsuario, statusAcao, porUsuario };
};
