import type { AlocacaoSobreaviso, AlocacaoSobreavisoBody } from '@jornada/contracts';
import type { TipoSobreaviso } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { isGestorDe } from '../../tratamento/index.ts';
import type { AlocacaoRow } from '../sobreaviso.repository.ts';
import { escalasDaAlocacao } from './apuracao.ts';
import {
  alcancePadrao,
  colaboradorVisivel,
  type Deps,
  historicoDe,
  isRhSobreaviso,
  registrarVersao,
  repo,
} from './comum.ts';

/** Uma alocação cobre no máximo um ano: a escala se planeja por períodos e se renova. */
const MAXIMO_DIAS = 366;

export const paraAlocacao = (r: AlocacaoRow): AlocacaoSobreaviso => ({
  id: r.id,
  usuarioId: r.usuarioId,
  usuarioNome: r.usuarioNome,
  regraId: r.regraId,
  regraNome: r.regraNome,
  tipo: r.tipo as TipoSobreaviso,
  dataInicio: r.dataInicio,
  dataFim: r.dataFim,
  diasSemana: [...r.diasSemana].sort(),
  horaInicio: r.horaInicio,
  horaFim: r.horaFim,
  observacao: r.observacao,
  ativo: r.ativo,
  versao: r.versao,
  escalas: escalasDaAlocacao(r),
});

const diasEntre = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/** Quem planeja a escala de alguém: o RH, ou o gestor da equipe dessa pessoa. */
const planejavel = async (tx: Db | Tx, auth: AuthContext, usuarioId: number) => {
  const u = await colaboradorVisivel(tx, auth, usuarioId, 'Colaborador');
  if (!isRhSobreaviso(auth) && !isGestorDe(auth, u))
    throw semPermissao('Só o RH ou o gestor da equipe planejam a escala de sobreaviso.');
  return u;
};

const validar = async (tx: Db | Tx, auth: AuthContext, b: AlocacaoSobreavisoBody) => {
  if (diasEntre(b.dataInicio, b.dataFim) >= MAXIMO_DIAS)
    throw new AppError(
      'ALOCACAO_LONGA',
      `dataFim: a alocação cobre no máximo ${MAXIMO_DIAS} dias.`,
      400,
      'dataFim',
    );
  const regra = await repo(tx, auth).findRegra(b.regraId);
  if (!regra?.ativo)
    throw new AppError(
      'REGRA_INVALIDA',
      'regraId: regra de sobreaviso inexistente ou inativa.',
      400,
      'regraId',
    );
};

const campos = (b: AlocacaoSobreavisoBody) => ({
  usuarioId: b.usuarioId,
  regraId: b.regraId,
  dataInicio: b.dataInicio,
  dataFim: b.dataFim,
  diasSemana: [...new Set(b.diasSemana)].sort(),
  horaInicio: b.horaInicio,
  horaFim: b.horaFim,
  observacao: b.observacao,
});

/** Alocações (a escala de sobreaviso): o RH e o gestor da equipe planejam; a pessoa vê as suas. */
export const alocacaoUseCases = ({ db, clock }: Deps) => {
  const carregar = async (d: Db | Tx, auth: AuthContext, id: number) => {
    const r = await repo(d, auth).findAlocacao(id);
    if (!r) throw naoEncontrado('Alocação de sobreaviso');
    await colaboradorVisivel(d, auth, r.usuarioId, 'Alocação de sobreaviso');
    return r;
  };

  const obter = async (auth: AuthContext, id: number) => paraAlocacao(await carregar(db, auth, id));

  const listar = async (
    auth: AuthContext,
    q: { usuarioId?: number; regraId?: number; inicio?: string; fim?: string },
  ) => {
    const alcance =
      q.usuarioId !== undefined
        ? { usuarioId: (await colaboradorVisivel(db, auth, q.usuarioId, 'Colaborador')).id }
        : alcancePadrao(auth);
    const linhas = await repo(db, auth).listAlocacoes({
      regraId: q.regraId,
      inicio: q.inicio,
      fim: q.fim,
      ...alcance,
    });
    return linhas.map(paraAlocacao);
  };

  const criar = (auth: AuthContext, b: AlocacaoSobreavisoBody) =>
    db.transaction(async (tx) => {
      await planejavel(tx, auth, b.usuarioId);
      await validar(tx, auth, b);
      const nova = await repo(tx, auth).insertAlocacao(campos(b));
      const depois = paraAlocacao((await repo(tx, auth).findAlocacao(nova.id))!);
      await registrarVersao(tx, auth, {
        entidade: 'alocacao',
        acao: 'inclusao',
        antes: null,
        depois,
        em: clock(),
      });
      return depois;
    });

  const alterar = (auth: AuthContext, id: number, b: AlocacaoSobreavisoBody & { ativo: boolean }) =>
    db.transaction(async (tx) => {
      const atual = await carregar(tx, auth, id);
      await planejavel(tx, auth, atual.usuarioId);
      await planejavel(tx, auth, b.usuarioId);
      await validar(tx, auth, b);
      await repo(tx, auth).updateAlocacao(id, { ...campos(b), ativo: b.ativo });
      const depois = paraAlocacao((await repo(tx, auth).findAlocacao(id))!);
      await registrarVersao(tx, auth, {
        entidade: 'alocacao',
        acao: 'alteracao',
        antes: paraAlocacao(atual),
        depois,
        em: clock(),
      });
      return depois;
    });

  const historico = async (auth: AuthContext, id: number) => {
    await carregar(db, auth, id);
    return historicoDe(db, auth, 'alocacao', id);
  };

  return { obter, listar, criar, alterar, historico };
};
