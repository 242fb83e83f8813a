import type { PendenciasIndicador, PendenciasIndicadorQuery } from '@jornada/contracts';
import type { Escopo } from '../../shared/escopo.ts';
import { listLancamentosPendentes } from '../lancamento/index.ts';
import { listTratamentosPendentes } from '../tratamento/index.ts';
import type { FiltroPessoas, PessoaIndicador } from './indicador.repository.ts';

type Item = PendenciasIndicador['items'][number];

/**
 * Tratamentos de marcação (ParaAprovar) e pedidos (férias, recesso, day off: Pendente) sem
 * decisão no período, das pessoas do alcance: contagens e a lista paginada no servidor.
 */
export const pendenciasDoPeriodo = async (
  escopo: Escopo,
  pessoas: readonly PessoaIndicador[],
  filtro: FiltroPessoas,
  q: Pick<PendenciasIndicadorQuery, 'pageNumber' | 'pageSize'>,
): Promise<PendenciasIndicador> => {
  const ids = pessoas.map((p) => p.id);
  const porId = new Map(pessoas.map((p) => [p.id, p]));
  // Em série: o escopo pode ser uma conexão só.
  const tratamentos = await listTratamentosPendentes(escopo, ids, filtro.inicio, filtro.fim);
  const pedidos = await listLancamentosPendentes(escopo, ids, filtro.inicio, filtro.fim);
  const item = (
    origem: Item['origem'],
    tipo: string,
    usuarioId: number,
    dataInicio: string,
    dataFim: string,
  ): Item => ({
    origem,
    tipo,
    usuarioId,
    nome: porId.get(usuarioId)?.nome ?? '',
    departamento: porId.get(usuarioId)?.departamento ?? null,
    dataInicio,
    dataFim,
  });
  const todos = [
    ...tratamentos.map((t) => item('tratamento', t.tipo, t.usuarioId, t.data, t.data)),
    ...pedidos.map((p) => item('pedido', p.tipo, p.usuarioId, p.dataInicio, p.dataFim)),
  ].sort(
    (a, b) =>
      a.dataInicio.localeCompare(b.dataInicio) ||
      a.nome.localeCompare(b.nome, 'pt-BR') ||
      a.origem.localeCompare(b.origem),
  );
  const porTipo = new Map<string, PendenciasIndicador['porTipo'][number]>();
  for (const i of todos) {
    const chave = `${i.origem}|${i.tipo}`;
    const atual = porTipo.get(chave) ?? { origem: i.origem, tipo: i.tipo, quantidade: 0 };
    porTipo.set(chave, { ...atual, quantidade: atual.quantidade + 1 });
  }
  const inicio = (q.pageNumber - 1) * q.pageSize;
  return {
    tratamentos: tratamentos.length,
    pedidos: pedidos.length,
    porTipo: [...porTipo.values()].sort(
      (a, b) => a.origem.localeCompare(b.origem) || a.tipo.localeCompare(b.tipo),
    ),
    total: todos.length,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    items: todos.slice(inicio, inicio + q.pageSize),
  };
};
