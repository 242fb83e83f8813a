import type { ExtratoFaturamento } from '@jornada/contracts';
import {
  calcularCobranca,
  type FaixaPreco,
  isAtivoNaCompetencia,
  vigenteNaCompetencia,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { listVinculos } from '../../colaborador/index.ts';
import type { FaturaRow } from '../faturamento.repository.ts';
import { repo } from './comum.ts';
import type { EmpresaCliente } from './empresas-clientes.ts';

/** Quem conta na competência, como sai no extrato. */
export type Faturado = {
  usuarioId: number;
  nome: string;
  matricula: string | null;
  admissao: string | null;
  demissao: string | null;
};

/** Preço vigente de uma empresa na competência: o plano atribuído e a tabela dele no mês. */
export type PrecoVigente = {
  planoId: number;
  planoNome: string;
  versao: number;
  mensalidadeMinimaCentavos: number;
  faixas: FaixaPreco[];
};

/**
 * Carrega de uma vez planos, tabelas e atribuições da operadora e devolve, para cada empresa, o
 * preço vigente numa competência (nulo sem plano ou sem tabela de preço no mês).
 */
export const carregarPrecos = async (d: Db | Tx, auth: AuthContext) => {
  const r = repo(d, auth);
  const [planos, versoes, atribuicoes] = await Promise.all([
    r.listPlanos(),
    r.listVersoes(),
    r.listAtribuicoes(),
  ]);
  return (empresaId: number, competencia: string): PrecoVigente | null => {
    const a = vigenteNaCompetencia(
      atribuicoes.filter((x) => x.a.clienteEmpresaId === empresaId).map((x) => x.a),
      competencia,
    );
    if (!a) return null;
    const plano = planos.find((p) => p.id === a.planoId);
    const tabela = vigenteNaCompetencia(
      versoes
        .filter((v) => v.v.planoId === a.planoId)
        .map((v) => v.v)
        .reverse(),
      competencia,
    );
    if (!plano || !tabela) return null;
    return {
      planoId: plano.id,
      planoNome: plano.nome,
      versao: tabela.versao,
      mensalidadeMinimaCentavos: tabela.mensalidadeMinimaCentavos,
      faixas: tabela.faixas,
    };
  };
};

/**
 * As pessoas da empresa cliente ativas na competência. A leitura de outra empresa passa pela porta
 * do módulo de colaboradores, com o escopo explícito da empresa cobrada.
 */
export const listFaturados = async (
  d: Db | Tx,
  empresaId: number,
  competencia: string,
): Promise<Faturado[]> =>
  (await listVinculos({ db: d, empresaId })).filter((v) =>
    isAtivoNaCompetencia({ admissao: v.admissao, demissao: v.demissao }, competencia),
  );

/** O extrato calculado agora (competência aberta). */
export const extratoAberto = (
  e: EmpresaCliente,
  competencia: string,
  ativos: number,
  preco: PrecoVigente | null,
): ExtratoFaturamento => {
  const base = {
    empresaId: e.id,
    empresaNome: e.nome,
    cnpj: e.cnpj,
    competencia,
    ativos,
    fechadoEm: null,
    fechadoPorNome: null,
  };
  if (!preco)
    return {
      ...base,
      situacao: 'sem-plano',
      planoId: null,
      planoNome: null,
      planoVersao: null,
      faixas: [],
      faixaAplicada: 0,
      subtotalFaixasCentavos: 0,
      mensalidadeMinimaCentavos: 0,
      minimoAplicado: false,
      valorCentavos: null,
    };
  const c = calcularCobranca(ativos, preco);
  return {
    ...base,
    situacao: 'aberto',
    planoId: preco.planoId,
    planoNome: preco.planoNome,
    planoVersao: preco.versao,
    faixas: c.faixas,
    faixaAplicada: c.faixaAplicada,
    subtotalFaixasCentavos: c.subtotalFaixasCentavos,
    mensalidadeMinimaCentavos: c.mensalidadeMinimaCentavos,
    minimoAplicado: c.minimoAplicado,
    valorCentavos: c.valorCentavos,
  };
};

/** O extrato congelado no fechamento. */
export const extratoFechado = (f: FaturaRow): ExtratoFaturamento => ({
  empresaId: f.clienteEmpresaId,
  empresaNome: f.empresaNome,
  cnpj: f.cnpj,
  competencia: f.competencia,
  situacao: 'fechado',
  planoId: f.planoId,
  planoNome: f.planoNome,
  planoVersao: f.planoVersao,
  ativos: f.ativos,
  faixas: f.faixas,
  faixaAplicada: f.faixaAplicada,
  subtotalFaixasCentavos: f.subtotalFaixasCentavos,
  mensalidadeMinimaCentavos: f.mensalidadeMinimaCentavos,
  minimoAplicado: f.minimoAplicado,
  valorCentavos: f.valorCentavos,
  fechadoEm: f.fechadoEm.toISOString(),
  fechadoPorNome: f.fechadoPorNome,
});
