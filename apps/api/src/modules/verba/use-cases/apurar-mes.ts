import { MENSAGEM_ERRO_EXPORTACAO_VERBAS } from '@jornada/contracts';
import {
  aplicarVerbas,
  arredondarMinutos,
  chaveDe,
  type LinhaVerba,
  type QuantidadeApurada,
  somarQuantidades,
  type VerbaVigente,
} from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import type { EspelhoCalculado } from '../../apuracao/index.ts';
import { agoraNaEmpresa } from '../../espelho/index.ts';
import { periodoDoMes } from '../verba.periodo.ts';
import type { ColaboradorFolha, VerbaRow } from '../verba.repository.ts';
import { type Deps, repo } from './comum.ts';

export type CompetenciaVerbas = {
  ano: number;
  mes: number;
  filialId?: number;
  departamentoId?: number;
};

/** O mês de um colaborador: as linhas por código e o que o espelho tem sem verba. */
export type VerbasDoColaborador = {
  colaborador: ColaboradorFolha;
  linhas: LinhaVerba[];
  semVerba: QuantidadeApurada[];
};

type Janela = { inicio: string; fim: string; verbas: VerbaVigente[] };

/** Verbas agrupadas pelo trecho do mês em que valem (uma troca no meio do mês vira duas janelas). */
const janelas = (rows: VerbaRow[], inicio: string, fim: string): Janela[] => {
  const mapa = new Map<string, Janela>();
  for (const v of rows) {
    const j = {
      inicio: v.vigenciaInicio > inicio ? v.vigenciaInicio : inicio,
      fim: v.vigenciaFim && v.vigenciaFim < fim ? v.vigenciaFim : fim,
    };
    const k = `${j.inicio}|${j.fim}`;
    const atual = mapa.get(k) ?? { ...j, verbas: [] };
    atual.verbas.push({
      id: v.id,
      codigo: v.codigo,
      unidade: v.unidade as VerbaVigente['unidade'],
      quantidades: v.quantidades,
    });
    mapa.set(k, atual);
  }
  return [...mapa.values()];
};

/** Extras (sobreaviso) de cada trecho [inicio, fim], por pessoa. */
type Extras = Map<string, Map<number, QuantidadeApurada[]>>;
const trecho = (inicio: string, fim: string) => `${inicio}|${fim}`;

const quantidadesEntre = (
  e: EspelhoCalculado,
  inicio: string,
  fim: string,
  extras: Extras,
): QuantidadeApurada[] => [
  ...somarQuantidades(
    e.linhas.filter((l) => l.data >= inicio && l.data <= fim),
    e.semanas.filter((w) => w.dsr >= inicio && w.dsr <= fim),
  ),
  ...(extras.get(trecho(inicio, fim))?.get(e.usuarioId) ?? []),
];

/** Busca as quantidades extras de cada trecho (as janelas e o mês inteiro) uma vez por trecho. */
const loadExtras = async (
  deps: Deps,
  empresaId: number,
  ids: readonly number[],
  trechos: readonly { inicio: string; fim: string }[],
): Promise<Extras> => {
  const extras: Extras = new Map();
  if (!deps.quantidadesExtras) return extras;
  for (const t of trechos) {
    const k = trecho(t.inicio, t.fim);
    if (!extras.has(k))
      extras.set(k, await deps.quantidadesExtras(empresaId, ids, t.inicio, t.fim));
  }
  return extras;
};

export type Adicionais = {
  data: string;
  quantidades: ReadonlyMap<number, readonly QuantidadeApurada[]>;
};

/** Soma as adicionais a cada trecho (uma vez por trecho) que contém a data delas. */
const somarAdicionais = (
  extras: Extras,
  trechos: readonly { inicio: string; fim: string }[],
  a: Adicionais,
) => {
  const feitos = new Set<string>();
  for (const t of trechos) {
    const k = trecho(t.inicio, t.fim);
    if (a.data < t.inicio || a.data > t.fim || feitos.has(k)) continue;
    feitos.add(k);
    const mapa = new Map(extras.get(k) ?? []);
    for (const [usuarioId, lista] of a.quantidades)
      mapa.set(usuarioId, [...(mapa.get(usuarioId) ?? []), ...lista]);
    extras.set(k, mapa);
  }
};

/** Aplica cada janela e junta as linhas do mesmo código; arredonda só o total do mês. */
const verbasDe = (
  e: EspelhoCalculado,
  js: Janela[],
  inicio: string,
  fim: string,
  extras: Extras,
) => {
  const porCodigo = new Map<string, LinhaVerba>();
  const usado = new Map<string, number>();
  for (const j of js) {
    for (const l of aplicarVerbas(quantidadesEntre(e, j.inicio, j.fim, extras), j.verbas).linhas) {
      for (const q of l.composicao) usado.set(chaveDe(q), (usado.get(chaveDe(q)) ?? 0) + q.valor);
      const k = `${l.codigo}|${l.unidade}`;
      const atual = porCodigo.get(k);
      porCodigo.set(
        k,
        atual
          ? {
              ...atual,
              espelho: atual.espelho + l.espelho,
              composicao: [...atual.composicao, ...l.composicao],
            }
          : l,
      );
    }
  }
  const linhas = [...porCodigo.values()].map((l) => ({
    ...l,
    quantidade: l.unidade === 'horas' ? arredondarMinutos(l.espelho) : Math.round(l.espelho),
  }));
  // O que o espelho tem e nenhuma verba levou (no mês todo ou em parte dele).
  const semVerba = quantidadesEntre(e, inicio, fim, extras).flatMap((q) => {
    const resto = q.valor - (usado.get(chaveDe(q)) ?? 0);
    return Math.abs(resto) < 1e-6 ? [] : [{ ...q, valor: resto }];
  });
  return { linhas, semVerba };
};

/**
 * As verbas do mês por colaborador: a apuração (a mesma do espelho) de cada um, somada por
 * quantidade e aplicada às verbas vigentes em cada dia do mês.
 */
export const apurarVerbasDoMes = async (
  deps: Deps,
  auth: AuthContext,
  q: CompetenciaVerbas,
  /** Quantidades datadas ainda não gravadas (o pagamento por estágio do fechamento do mês). */
  adicionais?: Adicionais,
) => {
  const escopo = { db: deps.db, empresaId: auth.empresaId };
  const r = repo(deps.db, auth);
  if (q.filialId !== undefined && !(await r.hasFilial(q.filialId))) throw naoEncontrado('Filial');
  if (q.departamentoId !== undefined && !(await r.hasDepartamento(q.departamentoId)))
    throw naoEncontrado('Departamento');
  const periodo = periodoDoMes(q.ano, q.mes);
  const agora = await agoraNaEmpresa(escopo, deps.clock);
  if (periodo.inicio > agora.hoje)
    throw new AppError(
      'COMPETENCIA_FUTURA',
      'A competência ainda não começou: não há o que exportar.',
      400,
      'mes',
    );
  const colaboradores = await r.listColaboradores({ ...periodo, ...q });
  if (colaboradores.length === 0)
    throw new AppError('SEM_DADOS', MENSAGEM_ERRO_EXPORTACAO_VERBAS, 404);
  const vigentes = await r.listVerbas({ ativo: true, ...periodo });
  const js = janelas(vigentes, periodo.inicio, periodo.fim);
  const porId = new Map(colaboradores.map((c) => [c.id, c]));
  const extras = await loadExtras(
    deps,
    auth.empresaId,
    colaboradores.map((c) => c.id),
    [...js, periodo],
  );
  if (adicionais) somarAdicionais(extras, [...js, periodo], adicionais);
  const resultado: VerbasDoColaborador[] = [];
  await deps.apuracao.calcularEmLotes(
    escopo,
    colaboradores,
    { inicio: periodo.inicio, fim: periodo.fim, hoje: agora.hoje },
    (lote) => {
      for (const e of lote)
        resultado.push({
          colaborador: porId.get(e.usuarioId)!,
          ...verbasDe(e, js, periodo.inicio, periodo.fim, extras),
        });
    },
  );
  const ordem = new Map(colaboradores.map((c, i) => [c.id, i]));
  resultado.sort((a, b) => ordem.get(a.colaborador.id)! - ordem.get(b.colaborador.id)!);
  return {
    periodo,
    empresa: agora.empresa,
    verbasVigentes: vigentes.length,
    colaboradores: resultado,
  };
};
