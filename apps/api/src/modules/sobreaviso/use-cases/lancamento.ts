import type {
  CountLancamento,
  LancamentoSobreavisoBody,
  LancamentoSobreavisoQuery,
  VisaoLancamento,
} from '@jornada/contracts';
import { addDias } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { pontoRepository } from '../../tratamento/index.ts';
import type { FiltroLancamentos } from '../sobreaviso.repository.ts';
import { escalasDaAlocacao } from './apuracao.ts';
import { comApuracao } from './apurar-lancamentos.ts';
import {
  colaboradorVisivel,
  type Deps,
  historicoDe,
  isGestor,
  isRhSobreaviso,
  registrarVersao,
  repo,
} from './comum.ts';

const STATUS_ATIVOS = new Set(['pendente', 'aprovado']);

/**
 * O alcance de cada visão (spec §3: a contagem recebe `visao`): `minhas` são as de quem chama;
 * `aprovar`, as da equipe do gestor (o RH: da empresa), sem as próprias; `todas`, só o RH.
 */
export const alcanceDaVisao = (auth: AuthContext, visao: VisaoLancamento): FiltroLancamentos => {
  if (visao === 'minhas') return { usuarioId: auth.usuarioId };
  if (visao === 'todas') {
    if (!isRhSobreaviso(auth)) throw semPermissao('Só o RH vê os lançamentos de toda a empresa.');
    return {};
  }
  if (isRhSobreaviso(auth)) return { excluirUsuarioId: auth.usuarioId };
  if (isGestor(auth)) return { gestorId: auth.usuarioId, excluirUsuarioId: auth.usuarioId };
  throw semPermissao('Só gestores e o RH aprovam lançamentos de sobreaviso.');
};

/** Agora, em data e hora locais da empresa (AAAA-MM-DDTHH:MM). */
const agoraLocal = async (d: Db | Tx, auth: AuthContext, agora: Date) => {
  const e = await pontoRepository({ db: d, empresaId: auth.empresaId }).findEmpresa();
  const l = instanteLocal(agora, e?.fusoHorario ?? 'America/Sao_Paulo');
  return `${l.data}T${l.hora}`;
};

/** A regra do lançamento: a informada, ou a da escala planejada que contém o início. */
const resolverRegra = async (
  tx: Db | Tx,
  auth: AuthContext,
  usuarioId: number,
  b: LancamentoSobreavisoBody,
) => {
  const r = repo(tx, auth);
  if (b.regraId !== undefined) {
    const regra = await r.findRegra(b.regraId);
    if (!regra?.ativo)
      throw new AppError(
        'REGRA_INVALIDA',
        'regraId: regra de sobreaviso inexistente ou inativa.',
        400,
        'regraId',
      );
    return regra;
  }
  const dia = b.inicio.slice(0, 10);
  const alocacoes = await r.listAlocacoes({
    usuarioId,
    inicio: addDias(dia, -1),
    fim: dia,
    ativo: true,
  });
  const cobre = alocacoes.find((a) =>
    escalasDaAlocacao(a, addDias(dia, -1), dia).some(
      (e) => e.inicio <= b.inicio && b.inicio < e.fim,
    ),
  );
  const regra = cobre && (await r.findRegra(cobre.regraId));
  if (!regra)
    throw new AppError(
      'SEM_ESCALA',
      'regraId: informe a regra — não há escala de sobreaviso planejada no início do lançamento.',
      400,
      'regraId',
    );
  return regra;
};

const validar = async (
  tx: Db | Tx,
  auth: AuthContext,
  usuarioId: number,
  b: LancamentoSobreavisoBody,
  agora: Date,
  ignorarId?: number,
) => {
  const r = repo(tx, auth);
  const motivo = await r.findMotivo(b.motivoId);
  if (!motivo?.ativo)
    throw new AppError(
      'MOTIVO_INVALIDO',
      'motivoId: motivo inexistente ou inativo.',
      400,
      'motivoId',
    );
  if (b.fim > (await agoraLocal(tx, auth, agora)))
    throw new AppError(
      'LANCAMENTO_FUTURO',
      'fim: o lançamento registra o que já aconteceu; o fim não pode estar no futuro.',
      400,
      'fim',
    );
  const sobrepostos = await r.listLancamentos({
    usuarioId,
    inicio: addDias(b.inicio.slice(0, 10), -1),
    fim: b.fim.slice(0, 10),
  });
  const conflito = sobrepostos.find(
    (l) =>
      l.id !== ignorarId &&
      l.natureza === b.natureza &&
      STATUS_ATIVOS.has(l.status) &&
      l.inicio < b.fim &&
      b.inicio < l.fim,
  );
  if (conflito)
    throw new AppError(
      'LANCAMENTO_SOBREPOSTO',
      'inicio: já existe lançamento pendente ou aprovado neste horário.',
      409,
      'inicio',
    );
  return resolverRegra(tx, auth, usuarioId, b);
};

/** Lançamentos (acionamentos e esperas): a pessoa lança os seus; o gestor e o RH, da equipe. */
export const lancamentoUseCases = ({ db, clock }: Deps) => {
  const carregar = async (d: Db | Tx, auth: AuthContext, id: number, travar = false) => {
    const l = await repo(d, auth).findLancamento(id, travar);
    if (!l) throw naoEncontrado('Lançamento de sobreaviso');
    await colaboradorVisivel(d, auth, l.usuarioId, 'Lançamento de sobreaviso');
    return l;
  };
  const apurado = async (d: Db | Tx, auth: AuthContext, id: number) =>
    (await comApuracao(d, auth, [(await repo(d, auth).findLancamento(id))!]))[0]!;

  const obter = async (auth: AuthContext, id: number) =>
    (await comApuracao(db, auth, [await carregar(db, auth, id)]))[0]!;

  const listar = async (auth: AuthContext, q: LancamentoSobreavisoQuery) => {
    const alcance = alcanceDaVisao(auth, q.visao);
    if (q.usuarioId !== undefined) await colaboradorVisivel(db, auth, q.usuarioId, 'Colaborador');
    const filtro: FiltroLancamentos = {
      ...alcance,
      ...(q.usuarioId !== undefined ? { usuarioId: q.usuarioId } : {}),
      motivoId: q.motivoId,
      status: q.status,
      inicio: q.inicio,
      fim: q.fim,
    };
    const r = repo(db, auth);
    const [linhas, contagem] = await Promise.all([
      r.listLancamentos({
        ...filtro,
        limite: q.pageSize,
        deslocamento: (q.pageNumber - 1) * q.pageSize,
      }),
      r.contarPorStatus(filtro),
    ]);
    return {
      items: await comApuracao(db, auth, linhas),
      total: contagem.reduce((t, c) => t + c.n, 0),
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    };
  };

  const contar = async (auth: AuthContext, visao: VisaoLancamento): Promise<CountLancamento> => {
    const linhas = await repo(db, auth).contarPorStatus(alcanceDaVisao(auth, visao));
    const n = (s: string) => linhas.find((l) => l.status === s)?.n ?? 0;
    return {
      visao,
      total: linhas.reduce((t, l) => t + l.n, 0),
      pendente: n('pendente'),
      aprovado: n('aprovado'),
      reprovado: n('reprovado'),
      cancelado: n('cancelado'),
    };
  };

  const criar = (auth: AuthContext, b: LancamentoSobreavisoBody) =>
    db.transaction(async (tx) => {
      const u = await colaboradorVisivel(tx, auth, b.usuarioId ?? auth.usuarioId, 'Colaborador');
      const agora = clock();
      const regra = await validar(tx, auth, u.id, b, agora);
      const id = await repo(tx, auth).insertLancamento({
        usuarioId: u.id,
        natureza: b.natureza,
        inicio: b.inicio,
        fim: b.fim,
        motivoId: b.motivoId,
        descricao: b.descricao,
        regraId: regra.id,
        tipo: regra.tipo,
        status: 'pendente',
        criadoPor: auth.usuarioId,
        criadoEm: agora,
      });
      const depois = await apurado(tx, auth, id);
      await registrarVersao(tx, auth, {
        entidade: 'lancamento',
        acao: 'inclusao',
        antes: null,
        depois,
        em: agora,
      });
      return depois;
    });

  /** Só um lançamento pendente se altera; a pessoa do lançamento não muda. */
  const alterar = (auth: AuthContext, id: number, b: LancamentoSobreavisoBody) =>
    db.transaction(async (tx) => {
      const atual = await carregar(tx, auth, id, true);
      if (b.usuarioId !== undefined && b.usuarioId !== atual.usuarioId)
        throw new AppError(
          'USUARIO_IMUTAVEL',
          'usuarioId: o colaborador de um lançamento não muda; cancele e lance de novo.',
          400,
          'usuarioId',
        );
      if (atual.status !== 'pendente')
        throw new AppError(
          'LANCAMENTO_DECIDIDO',
          'Só um lançamento pendente pode ser alterado; reabra-o antes.',
          409,
        );
      const agora = clock();
      const antes = await apurado(tx, auth, id);
      const regra = await validar(tx, auth, atual.usuarioId, b, agora, id);
      await repo(tx, auth).updateLancamento(id, {
        natureza: b.natureza,
        inicio: b.inicio,
        fim: b.fim,
        motivoId: b.motivoId,
        descricao: b.descricao,
        regraId: regra.id,
        tipo: regra.tipo,
      });
      const depois = await apurado(tx, auth, id);
      await registrarVersao(tx, auth, {
        entidade: 'lancamento',
        acao: 'alteracao',
        antes,
        depois,
        em: agora,
      });
      return depois;
    });

  const historico = async (auth: AuthContext, id: number) => {
    await carregar(db, auth, id);
    return historicoDe(db, auth, 'lancamento', id);
  };

  return { obter, listar, contar, criar, alterar, historico, carregar, apurado };
};
export type LancamentoUseCases = ReturnType<typeof lancamentoUseCases>;
