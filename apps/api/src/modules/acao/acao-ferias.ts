import { addDias, formatarDataBr, type NovaAcao } from '@jornada/domain';
import { AppError } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';

/**
 * Ausências do período (abonos e pedidos aprovados), a mesma fonte do calendário, ligada no
 * `buildApp` (montar-escala.ts): a família da escala fica abaixo do módulo de lançamentos e não o
 * importa. As férias chegam com o motivo `FERIAS` (individuais e coletivas).
 */
export type ListarAusenciasDoPeriodo = (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
) => Promise<readonly { usuarioId: number; motivo: string; dataInicio: string; dataFim: string }[]>;

const MOTIVO_FERIAS = 'FERIAS';

/**
 * Os dias que a ação muda: o dia (e o intervalo de MudarParaFolga/MudarParaTrabalho), e o dia para
 * onde a folga semanal vai. A troca de escala conta só o primeiro dia: a nova escala vale depois
 * das férias, e os dias de férias continuam férias.
 */
export const diasDaAcao = (acao: NovaAcao): string[] => {
  const dias = [acao.data];
  if (
    (acao.tipoAcao === 'MudarParaFolga' || acao.tipoAcao === 'MudarParaTrabalho') &&
    acao.alterarDiaDataFim
  )
    for (let d = addDias(acao.data, 1); d <= acao.alterarDiaDataFim; d = addDias(d, 1))
      dias.push(d);
  if (acao.tipoAcao === 'MoverFolgaSemanal') dias.push(acao.novaFolgaSemanal);
  return dias.sort();
};

/**
 * Recusa a alteração de escala que cai num dia de férias aprovadas (CLT art. 129: nas férias não
 * há jornada a alterar). A mensagem nomeia o primeiro dia atingido. Sem a fonte ligada, não confere.
 */
export const exigirForaDasFerias = async (
  listar: ListarAusenciasDoPeriodo | undefined,
  escopo: Escopo,
  usuarioId: number,
  acao: NovaAcao,
) => {
  if (!listar) return;
  const dias = diasDaAcao(acao);
  const ausencias = await listar(escopo, [usuarioId], dias[0]!, dias.at(-1)!);
  const ferias = ausencias.filter((a) => a.usuarioId === usuarioId && a.motivo === MOTIVO_FERIAS);
  const dia = dias.find((d) => ferias.some((f) => f.dataInicio <= d && d <= f.dataFim));
  if (!dia) return;
  throw new AppError(
    'DIA_EM_FERIAS',
    `O colaborador está de férias em ${formatarDataBr(dia)}: não há escala a alterar nesse dia.`,
    409,
    'data',
  );
};
