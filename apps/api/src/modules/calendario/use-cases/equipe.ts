import { acoesDisponiveis } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { semPermissao } from '../../../shared/errors.ts';
import {
  alcanceDe,
  calcularPeriodo,
  canGerir,
  configDaEscala,
  type DiaCalculado,
  filtroAlcance,
  type Pessoa,
  pessoaRepository,
} from '../../escala-nucleo/index.ts';
import { datasDoMes, diaBase, diaSemanaDe, limitesDoMes, MESES } from '../calendario.formato.ts';

export type FiltroEquipe = {
  Ano: number;
  Mes: number;
  departamentoId?: number;
  grupo?: number;
  search?: string;
  pageNumber: number;
  pageSize: number;
};

/** Turno do cartão: o do cadastro, senão a escala do primeiro dia do mês que tem escala. */
const turnoDe = (p: Pessoa, dias: DiaCalculado[], nomes: ReadonlyMap<number, string>) => {
  if (p.turno) return p.turno;
  const comEscala = dias.find((d) => d.escalaId !== null);
  return comEscala ? (nomes.get(Number(comEscala.escalaId)) ?? null) : null;
};

/**
 * GET /calendario/equipe: colaboradores (página) × dias do mês. Uma consulta por tabela
 * (pessoas, alocações, ações, turnos, escalas, gestões, condições, feriados municipais) e o
 * resto em memória com o domínio. Gestor vê a equipe; RH, todos; colaborador, 403.
 */
export const calendarioEquipe = async ({ db }: { db: Db }, auth: AuthContext, f: FiltroEquipe) => {
  const escopo = { db, empresaId: auth.empresaId };
  const alcance = await alcanceDe(escopo, auth);
  if (alcance.tipo === 'proprio') throw semPermissao();
  const { inicio, fim } = limitesDoMes(f.Ano, f.Mes);
  const pagina = await pessoaRepository(escopo).list({
    alcance: filtroAlcance(alcance),
    departamentoId: f.departamentoId,
    escalaId: f.grupo,
    search: f.search,
    inicio,
    fim,
    offset: (f.pageNumber - 1) * f.pageSize,
    limit: f.pageSize,
  });
  const calculo = await calcularPeriodo(escopo, pagina.itens, inicio, fim);
  const nomes = new Map([...calculo.catalogo.escalaRows].map(([id, e]) => [id, e.nome]));
  // O menu de ações só depende da escala, do tipo do dia e de haver alteração: calcula uma vez.
  const menus = new Map<string, number[]>();
  const menuDe = (dia: DiaCalculado) => {
    const chave = `${dia.escalaId}|${dia.tipoDia}|${dia.alteracaoEscala ? 1 : 0}`;
    let menu = menus.get(chave);
    if (!menu) {
      const config = configDaEscala(calculo.catalogo, dia.escalaId);
      menu = acoesDisponiveis(dia, config).map((a) => a.acaoId);
      menus.set(chave, menu);
    }
    return menu;
  };
  const items = pagina.itens.map((p) => {
    const dias = calculo.porUsuario.get(p.id) ?? [];
    const gerencia = canGerir(alcance, p);
    return {
      usuario: {
        id: p.id,
        nome: p.nome,
        cargo: p.cargo,
        departamentoId: p.departamentoId,
        departamento: p.departamento,
        turno: turnoDe(p, dias, nomes),
        foto: p.foto,
      },
      dias: dias.map((dia, index) => {
        const { empregado, ...base } = diaBase(p, dia, index, calculo.statusAcao);
        const acoes = gerencia && empregado ? menuDe(dia) : [];
        return { ...base, usuario: p.id, acoes };
      }),
    };
  });
  return {
    periodo: MESES[f.Mes - 1]!,
    ano: f.Ano,
    mes: f.Mes,
    dias: datasDoMes(inicio, fim).map((data, index) => ({
      data,
      index,
      diaSemana: diaSemanaDe(data),
    })),
    items,
    total: pagina.total,
    pageNumber: f.pageNumber,
    pageSize: f.pageSize,
  };
};
