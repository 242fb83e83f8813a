import {
  type ColaboradorAfd,
  colaboradoresAfdRespostaSchema,
  type EditarRepRelogioBody,
  type MapeamentoAfd,
  mapeamentoAfdRespostaSchema,
  type RepRelogio,
  repRelogioRespostaSchema,
  repsRelogioRespostaSchema,
  type SalvarMapeamentoAfdBody,
  type TarefaImportacaoAfd,
  tarefaImportacaoAfdRespostaSchema,
} from '@jornada/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/**
 * Acima deste tamanho o AFD vai para a fila (POST /ImportarAfd/tarefas) com barra de progresso;
 * abaixo, a importação responde na hora (docs/decisoes/importacao-afd.md). 2 MB ≈ 40 mil
 * marcações do 671.
 */
export const LIMITE_IMPORTACAO_NA_HORA = 2 * 1024 * 1024;

const dados = <T>(r: { Data: T | null; Mensagem?: string | null }): T => {
  if (r.Data === null) throw new ErroApi(422, { Mensagem: r.Mensagem ?? 'Resposta sem dados.' });
  return r.Data;
};

/** GET /ImportarAfd/reps: relógios da empresa com as importações de cada um. */
export const listRelogios = async (): Promise<RepRelogio[]> =>
  dados(repsRelogioRespostaSchema.parse(await apiFetch('main', '/ImportarAfd/reps')));

/** PUT /ImportarAfd/reps/{id}: nome e fuso do relógio. */
export const editarRelogio = async (id: number, corpo: EditarRepRelogioBody) =>
  dados(
    repRelogioRespostaSchema.parse(
      await apiFetch('main', `/ImportarAfd/reps/${id}`, { method: 'PUT', body: corpo }),
    ),
  );

/** GET /ImportarAfd/colaboradores?search=: colaboradores ativos pelo nome. */
export const findColaboradoresAfd = async (search: string): Promise<ColaboradorAfd[]> =>
  dados(
    colaboradoresAfdRespostaSchema.parse(
      await apiFetch('main', '/ImportarAfd/colaboradores', { query: { search } }),
    ),
  );

/** PUT /ImportarAfd/mapeamentos: vincula um identificador do AFD a um colaborador. */
export const salvarMapeamentoAfd = async (corpo: SalvarMapeamentoAfdBody): Promise<MapeamentoAfd> =>
  dados(
    mapeamentoAfdRespostaSchema.parse(
      await apiFetch('main', '/ImportarAfd/mapeamentos', { method: 'PUT', body: corpo }),
    ),
  );

/** POST /ImportarAfd/tarefas (multipart, campo `arquivos`): importa na fila. */
export const enfileirarImportacaoAfd = async (
  arquivo: File,
  numeroRep?: string,
): Promise<TarefaImportacaoAfd> => {
  const corpo = new FormData();
  corpo.append('arquivos', arquivo);
  const bruto = await apiFetch('main', '/ImportarAfd/tarefas', {
    method: 'POST',
    body: corpo,
    query: { numeroRep: numeroRep || undefined },
  });
  return dados(tarefaImportacaoAfdRespostaSchema.parse(bruto));
};

/** GET /ImportarAfd/tarefas/{id}: status, progresso e, no fim, o relatório. */
export const findTarefaImportacaoAfd = async (id: number): Promise<TarefaImportacaoAfd> =>
  dados(
    tarefaImportacaoAfdRespostaSchema.parse(await apiFetch('main', `/ImportarAfd/tarefas/${id}`)),
  );

export const relogiosQuery = () =>
  queryOptions({ queryKey: ['importacao-afd', 'reps'], queryFn: listRelogios });

/** A tarefa é consultada a cada segundo até terminar (concluída ou com erro). */
export const tarefaImportacaoQuery = (id: number) =>
  queryOptions({
    queryKey: ['importacao-afd', 'tarefa', id],
    queryFn: () => findTarefaImportacaoAfd(id),
    refetchInterval: (q) =>
      q.state.data?.status === 'concluida' || q.state.data?.status === 'erro' ? false : 1000,
  });
