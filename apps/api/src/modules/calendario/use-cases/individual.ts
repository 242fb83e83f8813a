import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { calcularPeriodo, pessoaRepository } from '../../escala-nucleo/index.ts';
import { diaBase, limitesDoMes, MESES } from '../calendario.formato.ts';

/**
 * GET /calendario/individual: o mês do colaborador logado (spec §3: periodo em maiúsculas, ano
 * e dias com data, horaEntrada, horaSaida 'HH:MM' e naturezaDia). Os horários vêm sempre; a
 * tela decide mostrá-los por /configuracao/em-vigor (mostrarHorarioEscala).
 */
export const calendarioIndividual = async (
  { db }: { db: Db },
  auth: AuthContext,
  ano: number,
  mes: number,
) => {
  const escopo = { db, empresaId: auth.empresaId };
  const eu = await pessoaRepository(escopo).findById(auth.usuarioId);
  if (!eu) throw naoEncontrado('Colaborador');
  const { inicio, fim } = limitesDoMes(ano, mes);
  const calculo = await calcularPeriodo(escopo, [eu], inicio, fim);
  const dias = (calculo.porUsuario.get(eu.id) ?? []).map((dia, index) => {
    const d = diaBase(eu, dia, index, calculo.statusAcao);
    return {
      data: d.data,
      horaEntrada: d.entrada,
      horaSaida: d.saida,
      naturezaDia: d.naturezaDia,
      feriado: d.feriado,
      tags: d.tags,
    };
  });
  return { periodo: MESES[mes - 1]!, ano, dias };
};
