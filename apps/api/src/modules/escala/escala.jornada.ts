import { type DiaEfetivo, jornadaEfetivaPeriodo, type StatusAcao } from '@jornada/domain';
import type { Feriado } from '@jornada/feriados';
import type { Escopo } from '../../shared/escopo.ts';
import { juntas } from './consulta.ts';
import {
  type Catalogo,
  type ContextoUsuario,
  carregarCatalogo,
  carregarContextos,
  carregarFeriados,
  contextoJornada,
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
 * Jornada efetiva de vários colaboradores num período: carrega as regras, as alocações, as ações
 * e os feriados com uma consulta por tabela e calcula tudo em memória com o domínio
 * (`jornadaEfetivaPeriodo`).
 */
export const calcularPeriodo = async (
  escopo: Escopo,
  pessoas: readonly Pick<Pessoa, 'id' | 'filialId' | 'uf'>[],
  inicio: string,
  fim: string,
): Promise<PeriodoCalculado> => {
  const ids = pessoas.map((p) => p.id);
  const [catalogo, contextos, feriadoDe] = await juntas(escopo.db, [
    () => carregarCatalogo(escopo),
    () => carregarContextos(escopo, ids, inicio, fim),
    () => carregarFeriados(escopo),
  ]);
  const porUsuario = new Map(
    pessoas.map((p) => {
      const contexto = contextoJornada(catalogo, contextos.porUsuario.get(p.id));
      const dias = jornadaEfetivaPeriodo(contexto, inicio, fim).map((dia) => ({
        ...dia,
        feriado: feriadoDe(p, dia.data) ?? null,
      }));
      return [p.id, dias] as const;
    }),
  );
  const statusAcao = new Map([...contextos.acaoRows].map(([id, a]) => [id, a.status]));
  return { catalogo, contextos: contextos.porUsuario, statusAcao, porUsuario };
};
