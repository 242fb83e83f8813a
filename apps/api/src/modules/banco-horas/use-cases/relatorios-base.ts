import type { relatorioBancoHorasQuerySchema } from '@jornada/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { relatoriosRepository } from '../banco-horas-relatorios.repository.ts';
import { exigirReferencia } from './cadastros.ts';
import { membrosDoGrupo } from './lote.ts';
import { type Apuracao, apurarColaboradores, type ContextoBanco, loadContexto } from './razao.ts';

export type FiltroRelatorio = z.output<typeof relatorioBancoHorasQuerySchema>;

/** Período máximo de um relatório: dois anos (o motor roda do início do banco até o fim). */
const MAX_DIAS = 731;

const primeiroDoMes = (d: string) => `${d.slice(0, 8)}01`;
const ultimoDoMes = (d: string) => {
  const [a, m] = d.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(a, m, 0)).toISOString().slice(0, 10);
};
const dias = (de: string, ate: string) =>
  Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);

export type PessoaRelatorio = {
  id: number;
  nome: string;
  matricula: string | null;
  departamento: string;
};

/** Uma vigência apurada: a pessoa, o banco e o resultado do motor até `ate`. */
export type ItemRelatorio = { pessoa: PessoaRelatorio; ctx: ContextoBanco; a: Apuracao };

export type BaseRelatorio = {
  inicio: string;
  fim: string;
  ate: string;
  bancoHoraId: number | null;
  itens: ItemRelatorio[];
  /** Os ciclos gravados (períodos) dos bancos do relatório. */
  periodos: { bancoHoraId: number; banco: string; ciclos: PeriodoGravado[] }[];
};
export type PeriodoGravado = {
  id: number;
  inicio: string;
  fim: string;
  status: string;
  ativo: boolean;
};

/**
 * O conjunto filtrado de um relatório: quem (filial, departamento, grupo, pessoa), de que banco
 * e em que período, e o banco de cada um calculado pelo motor (`apurarColaboradores`, o mesmo do
 * extrato e do fechamento) até o fim do período ou hoje.
 */
export const carregarBase = async (
  deps: Deps,
  auth: AuthContext,
  q: FiltroRelatorio,
): Promise<BaseRelatorio> => {
  const repo = bancoHorasRepository({ db: deps.db, empresaId: auth.empresaId });
  const rel = relatoriosRepository({ db: deps.db, empresaId: auth.empresaId });
  const hoje = await hojeDa(deps, auth.empresaId);
  let bancoHoraId = q.bancoHoraId ?? null;
  let inicio = q.inicio;
  let fim = q.fim;
  if (q.periodoId !== undefined) {
    const ciclo = await repo.cadastro('ciclo').find(q.periodoId);
    if (!ciclo)
      throw new AppError('NAO_ENCONTRADO', 'Período não encontrado(a).', 404, 'periodoId');
    if (bancoHoraId !== null && bancoHoraId !== ciclo.bancoHoraId)
      throw new AppError('PERIODO_DE_OUTRO_BANCO', 'O período é de outro banco.', 400, 'periodoId');
    bancoHoraId = ciclo.bancoHoraId;
    inicio ??= ciclo.inicio;
    fim ??= ciclo.fim;
  }
  if (bancoHoraId !== null)
    await exigirReferencia(
      repo.cadastro('banco').find(bancoHoraId),
      'Banco de horas',
      'bancoHoraId',
    );
  if (q.filialId !== undefined)
    await exigirReferencia(rel.findFilial(q.filialId), 'Filial', 'filialId');
  if (q.departamentoId !== undefined)
    await exigirReferencia(
      rel.findDepartamento(q.departamentoId),
      'Departamento',
      'departamentoId',
    );
  const grupo = await membrosDoGrupo(deps.db, auth.empresaId, q.grupoId);
  fim ??= ultimoDoMes(inicio ?? hoje);
  inicio ??= primeiroDoMes(fim);
  if (fim < inicio)
    throw new AppError('PERIODO_INVALIDO', 'O fim do período é antes do início.', 400, 'fim');
  if (dias(inicio, fim) > MAX_DIAS)
    throw new AppError('PERIODO_LONGO', 'O período vai até dois anos.', 400, 'fim');
  const ate = fim < hoje ? fim : hoje;

  const nomesDepartamento = new Map(
    (await rel.listDepartamentos()).map((d) => [d.id, d.nome] as const),
  );
  const pessoas = new Map(
    (await repo.listIdentificacao())
      .filter(
        (p) =>
          (q.filialId === undefined || p.filialId === q.filialId) &&
          (q.departamentoId === undefined || p.departamentoId === q.departamentoId) &&
          (q.usuarioId === undefined || p.id === q.usuarioId) &&
          (grupo === null || grupo.has(p.id)),
      )
      .map((p): [number, PessoaRelatorio] => [
        p.id,
        {
          id: p.id,
          nome: p.nome,
          matricula: p.matricula,
          departamento:
            p.departamentoId === null ? '' : (nomesDepartamento.get(p.departamentoId) ?? ''),
        },
      ]),
  );
  const vigencias = (
    await repo.listColaboradores(bancoHoraId === null ? {} : { bancoHoraId })
  ).filter(
    (v) =>
      pessoas.has(v.usuarioId) &&
      v.vigenciaInicio <= fim &&
      v.vigenciaInicio <= ate &&
      (v.vigenciaFim === null || v.vigenciaFim >= inicio),
  );
  const bancos = [...new Set(vigencias.map((v) => v.bancoHoraId))].toSorted((a, b) => a - b);
  if (bancoHoraId !== null && !bancos.includes(bancoHoraId)) bancos.push(bancoHoraId);
  const itens: ItemRelatorio[] = [];
  const periodos: BaseRelatorio['periodos'] = [];
  const todosCiclos = await repo.cadastro('ciclo').list();
  for (const id of bancos) {
    // Banco sem ciclo configurado (regime e início) não apura: fica fora do relatório.
    const ctx = await loadContexto(repo, id).catch((e: unknown) => {
      if (e instanceof AppError && e.codigo === 'BANCO_HORAS_SEM_CICLO') return null;
      throw e;
    });
    if (!ctx) continue;
    periodos.push({
      bancoHoraId: id,
      banco: ctx.banco.nome,
      ciclos: todosCiclos
        .filter((c) => c.bancoHoraId === id && c.inicio <= fim && c.fim >= inicio)
        .map((c) => ({ id: c.id, inicio: c.inicio, fim: c.fim, status: c.status, ativo: c.ativo }))
        .toSorted((a, b) => a.inicio.localeCompare(b.inicio)),
    });
    if (ate < ctx.ciclo.inicioCiclo) continue;
    const doBanco = vigencias.filter((v) => v.bancoHoraId === id);
    const apuradas = await apurarColaboradores(deps, auth.empresaId, ctx, doBanco, ate, hoje);
    for (const a of apuradas) itens.push({ pessoa: pessoas.get(a.usuarioId)!, ctx, a });
  }
  itens.sort(
    (x, y) =>
      x.pessoa.nome.localeCompare(y.pessoa.nome, 'pt-BR') ||
      x.a.vigencia.vigenciaInicio.localeCompare(y.a.vigencia.vigenciaInicio),
  );
  return { inicio, fim, ate, bancoHoraId, itens, periodos };
};
