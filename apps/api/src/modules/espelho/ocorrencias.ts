import type { Ocorrencia } from '@jornada/contracts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import { isRh, ROTAS_GESTOR } from '../tratamento/index.ts';
import { agoraNaEmpresa, periodoDoMes } from './espelho.periodo.ts';
import { espelhoRepository } from './espelho.repository.ts';

/** Um dia com ocorrência na fotografia gravada pelo reprocessamento. */
type OcorrenciaGravada = {
  r: {
    usuarioId: number;
    data: string;
    tipoDia: string;
    alertas: string[];
    inconsistencias: string[];
    pendente: boolean;
    marcacoes: string[];
    previsto: number;
    trabalhado: number;
    saldo: number;
    calculadoEm: Date;
  };
  nome: string;
  departamentoId: number | null;
  departamento: string | null;
};

/**
 * Leitura da fotografia da apuração (divergências gravadas), dada por quem monta o app: o
 * espelho não conhece o módulo de reprocessamento que a grava.
 */
export type LerOcorrenciasGravadas = (
  escopo: Escopo,
  filtro: {
    inicio: string;
    fim: string;
    departamentoId?: number;
    gestorId?: number;
    usuarioId?: number;
  },
  pagina: { offset: number; limit: number },
) => Promise<{
  total: number;
  porCodigo: { codigo: string; dias: number }[];
  items: OcorrenciaGravada[];
}>;

/** Tratativas vigentes das divergências por `usuarioId|data` (módulo `divergencia`). */
export type LerTratativas = (
  escopo: Escopo,
  inicio: string,
  fim: string,
) => Promise<
  Map<string, { id: number; acao: string; motivo: string | null; por: string | null; em: Date }>
>;

type Deps = {
  db: Escopo['db'];
  clock: () => Date;
  apuracao: ApuracaoService;
  lerOcorrenciasGravadas: LerOcorrenciasGravadas;
  lerTratativas?: LerTratativas;
};

/** Com filtro de situação ou código, a fotografia é lida inteira e filtrada aqui. */
const LIMITE_LEITURA_FILTRADA = 100_000;

export type ConsultaOcorrencias = {
  ano: number;
  mes: number;
  departamentoId?: number;
  usuarioId?: number;
  fonte: 'calculo' | 'reprocessamento';
  situacao?: 'todas' | 'abertas' | 'tratadas';
  codigo?: string;
  pageNumber: number;
  pageSize: number;
};

/** RH: a empresa toda; gestor: a própria equipe (usuario.gestor_id); os demais, nada. */
const alcance = (auth: AuthContext): { gestorId?: number } => {
  if (isRh(auth)) return {};
  if (ROTAS_GESTOR.some((r) => auth.rotas.has(r))) return { gestorId: auth.usuarioId };
  throw semPermissao();
};

const contarCodigos = (itens: readonly Ocorrencia[]) => {
  const porCodigo: Record<string, number> = {};
  for (const o of itens)
    for (const c of new Set([...o.alertas, ...o.inconsistencias]))
      porCodigo[c] = (porCodigo[c] ?? 0) + 1;
  return porCodigo;
};

/**
 * Ocorrências e divergências (spec §2): os dias com inconsistência (marcação ímpar, sem
 * marcação) ou alerta (art. 59, intervalo, interjornada, 7º dia) para o RH tratar. Fonte
 * `calculo`: calculadas agora, como o espelho; `reprocessamento`: lidas da fotografia gravada
 * pelo último reprocessamento (rápida para a empresa inteira; `calculadoEm` diz de quando é).
 */
export const createOcorrencias =
  (deps: Deps) => async (auth: AuthContext, q: ConsultaOcorrencias) => {
    const escopo = { db: deps.db, empresaId: auth.empresaId };
    const { gestorId } = alcance(auth);
    const repo = espelhoRepository(escopo);
    if (q.departamentoId && !(await repo.findDepartamento(q.departamentoId)))
      throw naoEncontrado('Departamento');
    const periodo = periodoDoMes(q.ano, q.mes);
    const pagina = { offset: (q.pageNumber - 1) * q.pageSize, limit: q.pageSize };
    const filtro = {
      ...periodo,
      departamentoId: q.departamentoId,
      gestorId,
      usuarioId: q.usuarioId,
    };
    const base = { ...periodo, fonte: q.fonte, pageNumber: q.pageNumber, pageSize: q.pageSize };

    const filtrando = (q.situacao ?? 'todas') !== 'todas' || q.codigo !== undefined;
    const tratativas = deps.lerTratativas
      ? await deps.lerTratativas(escopo, periodo.inicio, periodo.fim)
      : new Map();
    const comTratativa = (o: Ocorrencia): Ocorrencia => {
      const t = tratativas.get(`${o.usuarioId}|${o.data}`);
      return {
        ...o,
        tratativa: t
          ? {
              id: t.id,
              acao: t.acao as NonNullable<Ocorrencia['tratativa']>['acao'],
              motivo: t.motivo,
              por: t.por,
              em: t.em.toISOString(),
            }
          : null,
      };
    };
    /** Situação filtra a contagem por código; o código filtra só as linhas. */
    const filtrar = (itens: Ocorrencia[]) => {
      const naSituacao = itens.filter((o) =>
        q.situacao === 'abertas' ? !o.tratativa : q.situacao === 'tratadas' ? !!o.tratativa : true,
      );
      const linhas = q.codigo
        ? naSituacao.filter((o) => [...o.alertas, ...o.inconsistencias].includes(q.codigo!))
        : naSituacao;
      return {
        ...base,
        total: linhas.length,
        porCodigo: contarCodigos(naSituacao),
        items: linhas.slice(pagina.offset, pagina.offset + pagina.limit),
      };
    };

    if (q.fonte === 'reprocessamento') {
      const lidas = await deps.lerOcorrenciasGravadas(
        escopo,
        filtro,
        filtrando ? { offset: 0, limit: LIMITE_LEITURA_FILTRADA } : pagina,
      );
      const itens = lidas.items
        .map(
          ({ r, ...u }): Ocorrencia => ({
            usuarioId: r.usuarioId,
            nome: u.nome,
            departamentoId: u.departamentoId,
            departamento: u.departamento,
            data: r.data,
            tipoDia: r.tipoDia as Ocorrencia['tipoDia'],
            alertas: r.alertas,
            inconsistencias: r.inconsistencias,
            pendente: r.pendente,
            marcacoes: r.marcacoes,
            previsto: r.previsto,
            trabalhado: r.trabalhado,
            saldo: r.saldo,
            calculadoEm: r.calculadoEm.toISOString(),
          }),
        )
        .map(comTratativa);
      if (filtrando) return filtrar(itens);
      return {
        ...base,
        total: lidas.total,
        porCodigo: Object.fromEntries(lidas.porCodigo.map((c) => [c.codigo, c.dias])),
        items: itens,
      };
    }

    const pessoas = await repo.listColaboradores(filtro);
    const { hoje } = await agoraNaEmpresa(escopo, deps.clock);
    const itens: Ocorrencia[] = [];
    await deps.apuracao.calcularEmLotes(escopo, pessoas, { ...periodo, hoje }, (lote, ps) => {
      lote.forEach((e, i) => {
        const u = ps[i]!;
        for (const l of e.linhas) {
          const r = l.resultado;
          if (!r || r.alertas.length + r.inconsistencias.length === 0) continue;
          itens.push({
            usuarioId: u.id,
            nome: u.nome,
            departamentoId: u.departamentoId,
            departamento: u.departamento,
            data: l.data,
            tipoDia: l.tipoDia,
            alertas: r.alertas,
            inconsistencias: r.inconsistencias,
            pendente: l.pendencias.length > 0,
            marcacoes: l.apuraveis,
            previsto: r.previsto,
            trabalhado: r.trabalhadoComputado,
            saldo: r.saldo,
            calculadoEm: null,
          });
        }
      });
    });
    return filtrar(itens.map(comTratativa));
  };
