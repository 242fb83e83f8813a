import type { Verba, VerbaBody } from '@jornada/contracts';
import { chaveDe, TIPOS_COM_PERCENTUAL, TIPOS_QUANTIDADE } from '@jornada/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { periodoDoMes } from '../verba.periodo.ts';
import { type Deps, historicoDe, paraVerba, registrarVersao, repo } from './comum.ts';

const NAO_ENCONTRADA = 'Verba';

/** Nome de uma quantidade para mensagens: 'Horas extras (por faixa) 50 %'. */
export const nomeQuantidade = (q: {
  tipo: keyof typeof TIPOS_QUANTIDADE;
  percentual?: number | null;
}) =>
  q.tipo === 'extras'
    ? `Horas extras ${q.percentual} %`
    : `${TIPOS_QUANTIDADE[q.tipo].descricao}${q.percentual == null ? '' : ` ${q.percentual} %`}`;

const vigencia = (v: { vigenciaInicio: string; vigenciaFim: string | null }) =>
  v.vigenciaFim ? `de ${v.vigenciaInicio} a ${v.vigenciaFim}` : `desde ${v.vigenciaInicio}`;

/** Unidade coerente com a medida de cada quantidade e nenhuma quantidade repetida. */
const validarComposicao = (b: VerbaBody) => {
  const vistas = new Set<string>();
  for (const q of b.quantidades) {
    const tipo = TIPOS_QUANTIDADE[q.tipo];
    if (tipo.unidade !== b.unidade)
      throw new AppError(
        'VERBA_UNIDADE',
        `A unidade '${b.unidade}' não serve para ${nomeQuantidade(q)}: essa quantidade vai para a folha em ${tipo.unidade}.`,
        400,
        'unidade',
      );
    if (vistas.has(chaveDe(q)))
      throw new AppError(
        'VERBA_QUANTIDADE_REPETIDA',
        `${nomeQuantidade(q)} aparece mais de uma vez nas quantidades.`,
        400,
        'quantidades',
      );
    vistas.add(chaveDe(q));
  }
};

/**
 * No mesmo período, cada quantidade vai para um só código e cada código tem uma só verba: senão a
 * folha receberia a mesma hora duas vezes. Trava a empresa na transação (gravações concorrentes).
 */
const validarConflitos = async (tx: Tx, auth: AuthContext, b: VerbaBody, id?: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('verba'), ${auth.empresaId}::int)`);
  const outras = (
    await repo(tx, auth).listVerbas({
      ativo: true,
      inicio: b.vigenciaInicio,
      fim: b.vigenciaFim ?? '9999-12-31',
    })
  ).filter((v) => v.id !== id);
  for (const o of outras) {
    if (o.codigo === b.codigo)
      throw new AppError(
        'VERBA_CODIGO_EM_USO',
        `O código ${b.codigo} já tem a verba "${o.descricao}" vigente ${vigencia(o)}: encerre-a antes ou junte as quantidades nela.`,
        409,
        'codigo',
      );
    const comum = b.quantidades.find((q) => o.quantidades.some((x) => chaveDe(x) === chaveDe(q)));
    if (comum)
      throw new AppError(
        'VERBA_QUANTIDADE_EM_USO',
        `${nomeQuantidade(comum)} já vai para o código ${o.codigo} ("${o.descricao}", vigente ${vigencia(o)}).`,
        409,
        'quantidades',
      );
  }
};

const valores = (b: VerbaBody) => ({
  codigo: b.codigo,
  descricao: b.descricao,
  unidade: b.unidade,
  quantidades: b.quantidades.map((q) =>
    TIPOS_COM_PERCENTUAL.includes(q.tipo)
      ? { tipo: q.tipo, percentual: q.percentual ?? null }
      : { tipo: q.tipo },
  ),
  vigenciaInicio: b.vigenciaInicio,
  vigenciaFim: b.vigenciaFim,
});

/** Verbas da empresa (spec §7 "payroll-item config" e "verbas by id"): o RH mantém. */
export const verbaUseCases = ({ db, clock }: Deps) => {
  const obter = async (auth: AuthContext, id: number): Promise<Verba> => {
    const r = await repo(db, auth).findVerba(id);
    if (!r) throw naoEncontrado(NAO_ENCONTRADA);
    return paraVerba(r);
  };

  const listar = async (
    auth: AuthContext,
    q: { ano?: number; mes?: number; ativo?: 'true' | 'false' },
  ) => {
    if ((q.ano === undefined) !== (q.mes === undefined))
      throw new AppError('COMPETENCIA_INCOMPLETA', 'Informe o ano e o mês juntos.', 400, 'mes');
    const p = q.ano && q.mes ? periodoDoMes(q.ano, q.mes) : null;
    const rows = await repo(db, auth).listVerbas({
      ativo: q.ativo === undefined ? (p ? true : undefined) : q.ativo === 'true',
      ...(p ? { inicio: p.inicio, fim: p.fim } : {}),
    });
    return rows.map(paraVerba);
  };

  const criar = (auth: AuthContext, b: VerbaBody) => {
    validarComposicao(b);
    return db.transaction(async (tx) => {
      await validarConflitos(tx, auth, b);
      const depois = paraVerba(await repo(tx, auth).insertVerba({ ...valores(b), ativo: true }));
      await registrarVersao(tx, auth, {
        entidade: 'verba',
        acao: 'inclusao',
        antes: null,
        depois,
        em: clock(),
      });
      return depois;
    });
  };

  const alterar = (auth: AuthContext, id: number, b: VerbaBody) => {
    validarComposicao(b);
    return db.transaction(async (tx) => {
      const atual = await repo(tx, auth).findVerba(id);
      if (!atual) throw naoEncontrado(NAO_ENCONTRADA);
      if (!atual.ativo)
        throw new AppError(
          'VERBA_EXCLUIDA',
          'Esta verba foi excluída e não pode ser alterada: crie uma nova.',
          409,
        );
      await validarConflitos(tx, auth, b, id);
      const depois = paraVerba(await repo(tx, auth).updateVerba(id, valores(b)));
      await registrarVersao(tx, auth, {
        entidade: 'verba',
        acao: 'alteracao',
        antes: paraVerba(atual),
        depois,
        em: clock(),
      });
      return depois;
    });
  };

  /** DELETE: a verba deixa de valer (fica no histórico; exportações antigas a mostram). */
  const excluir = (auth: AuthContext, id: number) =>
    db.transaction(async (tx) => {
      const atual = await repo(tx, auth).findVerba(id);
      if (!atual) throw naoEncontrado(NAO_ENCONTRADA);
      if (!atual.ativo) throw new AppError('VERBA_JA_EXCLUIDA', 'Esta verba já foi excluída.', 409);
      const depois = paraVerba(await repo(tx, auth).updateVerba(id, { ativo: false }));
      await registrarVersao(tx, auth, {
        entidade: 'verba',
        acao: 'exclusao',
        antes: paraVerba(atual),
        depois,
        em: clock(),
      });
      return depois;
    });

  const historico = async (auth: AuthContext, id: number) => {
    await obter(auth, id);
    return historicoDe(db, auth, 'verba', id);
  };

  const tipos = () =>
    Object.entries(TIPOS_QUANTIDADE).map(([tipo, t]) => ({
      tipo: tipo as keyof typeof TIPOS_QUANTIDADE,
      ...t,
    }));

  return { obter, listar, criar, alterar, excluir, historico, tipos };
};
