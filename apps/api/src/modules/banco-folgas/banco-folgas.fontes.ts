import { cabeDebito } from '@jornada/domain';
import type { Escopo } from '../../shared/escopo.ts';
import type { ListarAusenciasAtivas } from '../apuracao/index.ts';
import { razaoDe } from './banco-folgas.comum.ts';
import { bancoFolgasRepository } from './banco-folgas.repository.ts';

/** Folgas do banco de folgas (débitos não estornados) do lote: etiqueta `folgasBancoFolgas`. */
export const listFolgasBancoFolgas = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => bancoFolgasRepository(escopo).listFolgas(usuarioIds, inicio, fim);

/**
 * As ausências da apuração mais as folgas do banco de folgas: o dia de folga é pago (folga
 * concedida, CLT art. 444) e não vira falta no espelho.
 */
export const comFolgasDoBanco =
  (listar: ListarAusenciasAtivas): ListarAusenciasAtivas =>
  async (escopo, usuarioIds, inicio, fim) => [
    ...(await listar(escopo, usuarioIds, inicio, fim)),
    ...(await listFolgasBancoFolgas(escopo, usuarioIds, inicio, fim)).map((f) => ({
      id: f.id,
      usuarioId: f.usuarioId,
      motivo: 'FOLGA_CONCEDIDA',
      observacao: 'Folga do banco de folgas',
      minutoInicio: null,
      minutoFim: null,
      dataInicio: f.data,
      dataFim: f.data,
    })),
  ];

/**
 * A folga do banco de folgas cabe no dia? Há crédito válido nele e a pessoa ainda não tem folga
 * do banco nesse dia: o menu 'ações' do painel 'Escala no Dia' só a oferece então.
 */
export const cabeFolgaBancoFolgas = async (escopo: Escopo, usuarioId: number, data: string) => {
  const linhas = await bancoFolgasRepository(escopo).listByUsuarios([usuarioId]);
  const jaTem = linhas.some((l) => l.tipo === 'debito' && !l.estornado && l.data === data);
  return !jaTem && cabeDebito(razaoDe(linhas), data);
};
