import type { AlocacaoSobreaviso, AlocacaoSobreavisoBody } from '@jornada/contracts';
import {
  addDias,
  type DataHoraIso,
  type TipoSobreaviso,
  validarEscalaSobreaviso,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { isGestorDe } from '../../tratamento/index.ts';
import type { AlocacaoRow } from '../sobreaviso.repository.ts';
import { escalasDaAlocacao } from './apuracao.ts';
import {
  alcancePadrao,
  type ComJornada,
  colaboradorVisivel,
  type Deps,
  historicoDe,
  isRhSobreaviso,
  type JornadaPrevista,
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

/**
 * A escala contra a lei e a jornada prevista da pessoa (domínio `validarEscalaSobreaviso`):
 * limite por escala, fora da jornada e, na prontidão, as 11 h entre jornadas. Recusa com o
 * primeiro problema (decisoes/sobreaviso.md, "Validação da escala").
 */
const conferirEscala = async (
  jornadaPrevista: JornadaPrevista,
  auth: AuthContext,
  b: AlocacaoSobreavisoBody,
  tipo: TipoSobreaviso,
) => {
  const escalas = escalasDaAlocacao(b);
  if (escalas.length === 0)
    throw new AppError(
      'ALOCACAO_SEM_ESCALA',
      'diasSemana: nenhum dos dias da semana escolhidos cai entre dataInicio e dataFim.',
      400,
      'diasSemana',
    );
  const previstos = await jornadaPrevista(
    auth.empresaId,
    [b.usuarioId],
    addDias(b.dataInicio, -1),
    addDias(b.dataFim, 1),
  );
  const [problema] = validarEscalaSobreaviso({
    tipo,
    escalas: escalas as { inicio: DataHoraIso; fim: DataHoraIso }[],
    trabalho: (previstos.get(b.usuarioId) ?? []).map((d) => ({ data: d.data, jornada: d.jornada })),
  });
  if (problema) throw new AppError(problema.codigo, problema.mensagem, 400, problema.campo);
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
  return regra;
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
export const alocacaoUseCases = ({ db, clock, jornadaPrevista }: Deps & ComJornada) => {
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

  /**
   * A escala contra a jornada, antes da transação: a jornada prevista é lida pela escala de
   * trabalho no banco do app (com PGlite, uma leitura fora da transação aberta a esperaria).
   */
  const preConferir = async (auth: AuthContext, b: AlocacaoSobreavisoBody) => {
    await planejavel(db, auth, b.usuarioId);
    const regra = await validar(db, auth, b);
    await conferirEscala(jornadaPrevista, auth, b, regra.tipo as TipoSobreaviso);
  };

  const criar = async (auth: AuthContext, b: AlocacaoSobreavisoBody) => {
    await preConferir(auth, b);
    return db.transaction(async (tx) => {
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
  };

  const alterar = async (
    auth: AuthContext,
    id: number,
    b: AlocacaoSobreavisoBody & { ativo: boolean },
  ) => {
    await planejavel(db, auth, (await carregar(db, auth, id)).usuarioId);
    // Desativar não cria escala: só a alocação que fica ativa passa pela conferência.
    if (b.ativo) await preConferir(auth, b);
    return db.transaction(async (tx) => {
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
  };

  const historico = async (auth: AuthContext, id: number) => {
    await carregar(db, auth, id);
    return historicoDe(db, auth, 'alocacao', id);
  };

  return { obter, listar, criar, alterar, historico };
};
