import type { EmpresasFaturamento, ExtratoFaturamento } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { type Deps, repo } from './comum.ts';
import { findEmpresaCliente, listEmpresasClientes } from './empresas-clientes.ts';
import {
  carregarPrecos,
  extratoAberto,
  extratoFechado,
  type Faturado,
  listFaturados,
} from './extrato.ts';

type Pagina = { pageNumber: number; pageSize: number };

const pagina = <T>(itens: readonly T[], p: Pagina) =>
  itens.slice((p.pageNumber - 1) * p.pageSize, p.pageNumber * p.pageSize);

/**
 * Leituras do faturamento: o extrato de uma empresa no mês (o congelado, se fechado; senão
 * calculado na hora), quem foi cobrado (paginado), as empresas do mês com os totais e o
 * histórico de fechamentos.
 */
export const consultaUseCases = ({ db }: Deps) => {
  const extrato = async (
    auth: AuthContext,
    q: { competencia: string; empresaId: number },
  ): Promise<ExtratoFaturamento> => {
    const e = await findEmpresaCliente(db, q.empresaId);
    const fechada = await repo(db, auth).findFatura(e.id, q.competencia);
    if (fechada) return extratoFechado(fechada);
    const [precos, faturados] = await Promise.all([
      carregarPrecos(db, auth),
      listFaturados(db, e.id, q.competencia),
    ]);
    return extratoAberto(e, q.competencia, faturados.length, precos(e.id, q.competencia));
  };

  /** Quem conta no extrato: os congelados no fechamento ou os ativos de agora. */
  const faturados = async (
    auth: AuthContext,
    q: { competencia: string; empresaId: number },
  ): Promise<{
    todos: () => Promise<Faturado[]>;
    pagina: (p: Pagina) => Promise<{ itens: Faturado[]; total: number }>;
  }> => {
    const e = await findEmpresaCliente(db, q.empresaId);
    const r = repo(db, auth);
    const fechada = await r.findFatura(e.id, q.competencia);
    if (fechada) {
      const semFatura = ({
        empresaId: _e,
        faturaId: _f,
        ...resto
      }: Faturado & { empresaId: number; faturaId: number }) => resto;
      return {
        todos: async () => (await r.listColaboradoresFatura(fechada.id)).map(semFatura),
        pagina: async (p) => {
          const { linhas, total } = await r.pageColaboradoresFatura(
            fechada.id,
            p.pageNumber,
            p.pageSize,
          );
          return { itens: linhas.map(semFatura), total };
        },
      };
    }
    const lista = await listFaturados(db, e.id, q.competencia);
    return {
      todos: async () => lista,
      pagina: async (p) => ({ itens: pagina(lista, p), total: lista.length }),
    };
  };

  const colaboradores = async (
    auth: AuthContext,
    q: { competencia: string; empresaId: number } & Pagina,
  ) => {
    const { itens, total } = await (await faturados(auth, q)).pagina(q);
    return { itens, total, pageNumber: q.pageNumber, pageSize: q.pageSize };
  };

  /** Todas as empresas clientes na competência, com os totais de todas (não só da página). */
  const empresasDoMes = async (auth: AuthContext, competencia: string) => {
    const [clientes, precos, fechadas] = await Promise.all([
      listEmpresasClientes(db),
      carregarPrecos(db, auth),
      repo(db, auth).listFaturasDaCompetencia(competencia),
    ]);
    const extratos: ExtratoFaturamento[] = [];
    for (const e of clientes) {
      const f = fechadas.find((x) => x.clienteEmpresaId === e.id);
      if (f) extratos.push(extratoFechado(f));
      else {
        const ativos = (await listFaturados(db, e.id, competencia)).length;
        extratos.push(extratoAberto(e, competencia, ativos, precos(e.id, competencia)));
      }
    }
    return extratos;
  };

  const empresas = async (
    auth: AuthContext,
    q: { competencia: string } & Pagina,
  ): Promise<EmpresasFaturamento> => {
    const extratos = await empresasDoMes(auth, q.competencia);
    return {
      competencia: q.competencia,
      itens: pagina(extratos, q).map((x) => ({
        empresaId: x.empresaId,
        empresaNome: x.empresaNome,
        cnpj: x.cnpj,
        situacao: x.situacao,
        planoNome: x.planoNome,
        ativos: x.ativos,
        faixaAplicada: x.faixaAplicada,
        valorCentavos: x.valorCentavos,
      })),
      total: extratos.length,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      totais: {
        empresas: extratos.length,
        ativos: extratos.reduce((s, x) => s + x.ativos, 0),
        valorCentavos: extratos.reduce((s, x) => s + (x.valorCentavos ?? 0), 0),
        fechadas: extratos.filter((x) => x.situacao === 'fechado').length,
      },
    };
  };

  const fechamentos = async (auth: AuthContext, q: { empresaId?: number } & Pagina) => {
    if (q.empresaId !== undefined) await findEmpresaCliente(db, q.empresaId);
    const { linhas, total } = await repo(db, auth).pageFaturas({
      ...(q.empresaId === undefined ? {} : { clienteEmpresaId: q.empresaId }),
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    });
    return {
      itens: linhas.map((f) => {
        const x = extratoFechado(f);
        return {
          empresaId: x.empresaId,
          empresaNome: x.empresaNome,
          cnpj: x.cnpj,
          situacao: x.situacao,
          planoNome: x.planoNome,
          ativos: x.ativos,
          faixaAplicada: x.faixaAplicada,
          valorCentavos: x.valorCentavos,
          competencia: f.competencia,
          fechadoEm: f.fechadoEm.toISOString(),
          fechadoPorNome: f.fechadoPorNome,
        };
      }),
      total,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    };
  };

  return { extrato, faturados, colaboradores, empresasDoMes, empresas, fechamentos };
};
