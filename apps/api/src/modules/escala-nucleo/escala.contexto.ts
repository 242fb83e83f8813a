import type {
  Acao,
  Alocacao,
  ContextoJornada,
  Escala,
  ModoAlocacaoDataFim,
  Turno,
} from '@jornada/domain';
import { type Feriado, listarFeriados } from '@jornada/feriados';
import type { Escopo } from '../../shared/escopo.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { type AcaoRow, acaoRepository } from './acao.repository.ts';
import { alocacaoRepository } from './alocacao.repository.ts';
import { calendarioRepository } from './calendario.repository.ts';
import {
  type CondicaoTrabalhoRow,
  condicaoTrabalhoRepository,
} from './condicao-trabalho.repository.ts';
import { juntas } from './consulta.ts';
import {
  acaoParaDominio,
  alocacaoParaDominio,
  escalaParaDominio,
  somarDias,
  turnoParaDominio,
} from './escala.mapper.ts';
import { type EscalaRow, escalaRepository } from './escala.repository.ts';
import { type GestaoRow, gestaoRepository } from './gestao.repository.ts';
import { turnoRepository } from './turno.repository.ts';

/** Regras da empresa, carregadas uma vez por requisição (uma consulta por tabela). */
export type Catalogo = {
  turnos: Map<number, Turno>;
  /** Escalas do domínio (ativas e arquivadas), com os turnos resolvidos. */
  escalas: Escala[];
  escalaRows: Map<number, EscalaRow>;
  gestoes: Map<number, GestaoRow>;
  condicoes: Map<number, CondicaoTrabalhoRow>;
};

export const loadCatalogo = async (escopo: Escopo): Promise<Catalogo> => {
  const [turnos, escalas, gestoes, condicoes] = await juntas(escopo.db, [
    () => turnoRepository(escopo).listAll(),
    () => escalaRepository(escopo).listAll(),
    () => gestaoRepository(escopo).listAll(),
    () => condicaoTrabalhoRepository(escopo).listAll(),
  ]);
  const porTurno = new Map(turnos.map((t) => [t.id, turnoParaDominio(t)]));
  const porCondicao = new Map(condicoes.map((c) => [c.id, c]));
  return {
    turnos: porTurno,
    escalas: escalas.map((e) =>
      escalaParaDominio(
        e,
        porTurno,
        e.condicaoTrabalhoId
          ? porCondicao.get(e.condicaoTrabalhoId)?.minutosSemanaisContrato
          : undefined,
      ),
    ),
    escalaRows: new Map(escalas.map((e) => [e.id, e])),
    gestoes: new Map(gestoes.map((g) => [g.id, g])),
    condicoes: porCondicao,
  };
};

/** Configuração de gestão que vale num dia: a da gestão da escala em vigor. */
export type ConfigDia = {
  gestaoId: number | null;
  alocacaoDataFim: ModoAlocacaoDataFim;
  exigirAprovacao: boolean;
  alterarDiaTrabalhoDiasConsecutivos: number;
  mostrarHorarioEscala: boolean;
};

/** Sem gestão: data fim opcional, sem aprovação, um dia por ação, horários visíveis. */
export const CONFIG_SEM_GESTAO: ConfigDia = {
  gestaoId: null,
  alocacaoDataFim: 'Opcional',
  exigirAprovacao: false,
  alterarDiaTrabalhoDiasConsecutivos: 1,
  mostrarHorarioEscala: true,
};

export const configDaEscala = (catalogo: Catalogo, escalaId: string | null): ConfigDia => {
  const gestaoId = escalaId ? catalogo.escalaRows.get(Number(escalaId))?.gestaoId : null;
  const g = gestaoId ? catalogo.gestoes.get(gestaoId) : undefined;
  if (!g) return CONFIG_SEM_GESTAO;
  return {
    gestaoId: g.id,
    alocacaoDataFim: g.alocacaoDataFim,
    exigirAprovacao: g.exigirAprovacao,
    alterarDiaTrabalhoDiasConsecutivos: g.alterarDiaTrabalhoDiasConsecutivos,
    mostrarHorarioEscala: g.mostrarHorarioEscala,
  };
};

export type ContextoUsuario = { alocacoes: Alocacao[]; acoes: Acao[] };

/**
 * Alocações e ações ativas de vários colaboradores para o período, com uma semana de folga em
 * cada ponta (a compensação na semana e a nova folga semanal olham a semana inteira). Duas
 * consultas para todos os colaboradores.
 */
export const loadContextos = async (
  escopo: Escopo,
  usuarioIds: readonly number[],
  inicio: string,
  fim: string,
): Promise<{ porUsuario: Map<number, ContextoUsuario>; acaoRows: Map<string, AcaoRow> }> => {
  const [de, ate] = [somarDias(inicio, -7), somarDias(fim, 7)];
  const [alocacoes, acoes] = await juntas(escopo.db, [
    () => alocacaoRepository(escopo).listForUsers(usuarioIds, de, ate),
    () => acaoRepository(escopo).listForUsers(usuarioIds, de, ate),
  ]);
  const porUsuario = new Map<number, ContextoUsuario>(
    usuarioIds.map((id) => [id, { alocacoes: [], acoes: [] }]),
  );
  for (const a of alocacoes) porUsuario.get(a.usuarioId)?.alocacoes.push(alocacaoParaDominio(a));
  for (const a of acoes) porUsuario.get(a.usuarioId)?.acoes.push(acaoParaDominio(a));
  return { porUsuario, acaoRows: new Map(acoes.map((a) => [String(a.id), a])) };
};

export const contextoJornada = (
  catalogo: Catalogo,
  c: ContextoUsuario | undefined,
): ContextoJornada => ({
  alocacoes: c?.alocacoes ?? [],
  acoes: c?.acoes ?? [],
  escalas: catalogo.escalas,
});

/**
 * Feriados trabalhistas por filial: nacionais e estaduais da UF da filial (@jornada/feriados)
 * mais os municipais da empresa (todas as filiais ou a da linha). Guarda por filial e ano.
 */
export const loadFeriados = async (escopo: Escopo) => {
  const municipais = await calendarioRepository(escopo).listMunicipais();
  const guardados = new Map<string, Map<string, Feriado>>();
  return (pessoa: { filialId: number; uf: string }, data: string): Feriado | undefined => {
    const ano = Number(data.slice(0, 4));
    const chave = `${pessoa.filialId}|${ano}`;
    let doAno = guardados.get(chave);
    if (!doAno) {
      const daFilial = municipais.filter(
        (m) => m.filialId === null || m.filialId === pessoa.filialId,
      );
      const lista = listarFeriados(ano, { uf: pessoa.uf, municipais: daFilial });
      doAno = new Map(lista.map((f) => [f.data, f]));
      guardados.set(chave, doAno);
    }
    return doAno.get(data);
  };
};
export type FeriadoDe = Awaited<ReturnType<typeof loadFeriados>>;

/** Data de hoje no fuso da empresa. */
export const hojeDaEmpresa = async (escopo: Escopo, clock: () => Date): Promise<string> =>
  instanteLocal(clock(), await calendarioRepository(escopo).fusoDaEmpresa()).data;
