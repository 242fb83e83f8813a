import type {
  AlcanceFechamento,
  DivergenciasQuery,
  FechamentoDetalhe,
  FechamentosQuery,
  StatusCompetencia,
  VerificacaoFechamento,
} from '@jornada/contracts';
import { diasNoMes } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { listCompetenciaFechada } from '../../competencia/index.ts';
import { fechamentoRepository } from '../fechamento.repository.ts';
import { fotografiaRepository } from '../fotografia.repository.ts';
import { competenciaDe, type FechamentoDeps, paraFechamento } from './comum.ts';
import { verificarCompetencia } from './divergencias.ts';

/** Verificação paginada, situação da competência, histórico e detalhe de um fechamento. */
export const consultasUseCases = (deps: FechamentoDeps) => {
  const repo = (auth: AuthContext) =>
    fechamentoRepository({ db: deps.db, empresaId: auth.empresaId });

  /** GET /fechamento/divergencias: recalcula e devolve a página pedida das divergências. */
  const verificar = async (
    auth: AuthContext,
    q: DivergenciasQuery,
  ): Promise<VerificacaoFechamento> => {
    const { pessoas, divergencias } = await verificarCompetencia(deps, auth, q);
    const bloqueantes = divergencias.filter((d) => d.bloqueia).length;
    const inicio = (q.pageNumber - 1) * q.pageSize;
    return {
      ano: q.ano,
      mes: q.mes,
      colaboradores: pessoas.length,
      bloqueantes,
      avisos: divergencias.length - bloqueantes,
      podeFechar: pessoas.length > 0 && bloqueantes === 0,
      items: divergencias.slice(inicio, inicio + q.pageSize),
      total: divergencias.length,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    };
  };

  /** GET /fechamento/status: quantos do alcance estão fechados e por quais fechamentos. */
  const status = async (auth: AuthContext, q: AlcanceFechamento): Promise<StatusCompetencia> => {
    const r = repo(auth);
    if (q.filialId !== undefined && !(await r.findFilial(q.filialId)))
      throw naoEncontrado('Filial');
    if (q.departamentoId !== undefined && !(await r.findDepartamento(q.departamentoId)))
      throw naoEncontrado('Departamento');
    const competencia = competenciaDe(q.ano, q.mes);
    const pessoas = await r.listPessoas({
      inicio: `${competencia}-01`,
      fim: `${competencia}-${String(diasNoMes(q.ano, q.mes)).padStart(2, '0')}`,
      ...q,
    });
    const ids = new Set(pessoas.map((p) => p.id));
    const fechadas = (
      await listCompetenciaFechada({ db: deps.db, empresaId: auth.empresaId }, competencia)
    ).filter((f) => ids.has(f.usuarioId));
    const fechamentos = await r.listByIds([...new Set(fechadas.map((f) => f.fechamentoId))]);
    return {
      ano: q.ano,
      mes: q.mes,
      status:
        fechadas.length === 0
          ? 'aberta'
          : fechadas.length === pessoas.length
            ? 'fechada'
            : 'parcial',
      colaboradores: pessoas.length,
      fechados: fechadas.length,
      fechamentos: fechamentos.map(paraFechamento),
    };
  };

  /** GET /fechamento: histórico de fechamentos e reaberturas, do mais recente, paginado. */
  const listar = async (auth: AuthContext, q: FechamentosQuery) => {
    const { total, items } = await repo(auth).list({
      competencia: q.ano && q.mes ? competenciaDe(q.ano, q.mes) : undefined,
      ano: q.ano && !q.mes ? String(q.ano) : undefined,
      offset: (q.pageNumber - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return {
      items: items.map(paraFechamento),
      total,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    };
  };

  /** GET /fechamento/{id}: o fechamento e o total fechado por código da folha. */
  const obter = async (auth: AuthContext, id: number): Promise<FechamentoDetalhe> => {
    const r = repo(auth);
    const f = await r.findById(id);
    if (!f) throw naoEncontrado('Fechamento');
    const porVerba = await fotografiaRepository({
      db: deps.db,
      empresaId: auth.empresaId,
    }).porVerba(id);
    return {
      ...paraFechamento(f),
      porVerba: porVerba.map((v) => ({ ...v, unidade: v.unidade as 'horas' | 'dias' })),
    };
  };

  return { verificar, status, listar, obter };
};
