import {
  type Configuracao,
  createResolvedorDeRegras,
  type DataIso,
  type RegraResolvida,
  type SegmentoRegra,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { regraVigenteRepository } from './regra-vigente.repository.ts';

export type ConsultaVigente = { empresaId: number; usuarioId: number; data: DataIso };
export type ConsultaVigentes = {
  empresaId: number;
  usuarioIds: readonly number[];
  inicio: DataIso;
  fim: DataIso;
};

/**
 * A regra em vigor para quem apura (espelho, reprocessamento): alocação ativa do colaborador na
 * data → senão a regra de ponto padrão da empresa em vigor → senão CFG-DEFAULT; cada regra na
 * versão em vigor naquela data (uma alteração de hoje não muda o mês passado). Sem permissão
 * aqui: quem chama já autorizou o pedido e passa a empresa do contexto autenticado.
 */
export const createRegraService = ({ db }: { db: Db | Tx }) => {
  const resolvedor = async (c: ConsultaVigentes) => {
    const base = await regraVigenteRepository({ db, empresaId: c.empresaId }).carregar(c);
    return createResolvedorDeRegras(base);
  };

  /** Configuração do motor (`apurarDia`/`apurarPeriodo`) do colaborador na data. */
  const configuracaoVigente = async (c: ConsultaVigente): Promise<Configuracao> =>
    (await regraVigente(c)).configuracao;

  /** Regra resolvida: regra de ponto aplicada, configuração e complementos (montar a entrada). */
  const regraVigente = async ({ empresaId, usuarioId, data }: ConsultaVigente) =>
    (
      await resolvedor({ empresaId, usuarioIds: [usuarioId], inicio: data, fim: data })
    ).resolverNoDia(usuarioId, data) satisfies RegraResolvida;

  /**
   * Lote: para cada colaborador, os trechos contíguos de [inicio, fim] com a mesma regra (apure
   * cada trecho com a sua configuração). Cinco consultas no total, qualquer que seja o lote.
   */
  const configuracoesVigentes = async (
    c: ConsultaVigentes,
  ): Promise<Map<number, SegmentoRegra[]>> => {
    const r = await resolvedor(c);
    return new Map(c.usuarioIds.map((u) => [u, r.segmentos(u, c.inicio, c.fim)]));
  };

  return { configuracaoVigente, regraVigente, configuracoesVigentes };
};
export type RegraService = ReturnType<typeof createRegraService>;
