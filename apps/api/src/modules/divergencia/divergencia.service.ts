import type { AplicarAcaoDivergencia } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import type { MensagemPush } from '../notificacao/index.ts';
import { isRh, ROTAS_GESTOR } from '../tratamento/index.ts';
import { divergenciaRepository } from './divergencia.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  /** Aviso (app e Web Push) à pessoa quando o tratamento é solicitado; depois do commit. */
  notificar: (empresaId: number, usuarioId: number, m: MensagemPush) => void;
};

const ROTA_ESPELHO_COLABORADOR = '/dashboard/minhas-rotinas/espelho';
const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** RH: qualquer pessoa da empresa; gestor: só a própria equipe; os demais, nada. */
const exigirAlcance = async (escopo: Escopo, auth: AuthContext, ids: readonly number[]) => {
  const rh = isRh(auth);
  if (!rh && !ROTAS_GESTOR.some((r) => auth.rotas.has(r))) throw semPermissao();
  const pessoas = new Map(
    (await divergenciaRepository(escopo).listPessoas(ids)).map((p) => [p.id, p]),
  );
  for (const id of ids) {
    const p = pessoas.get(id);
    // Fora do alcance é "não existe" (404, sem revelar a pessoa de outra equipe ou empresa).
    if (!p || (!rh && p.gestorId !== auth.usuarioId)) throw naoEncontrado('Colaborador');
  }
};

/**
 * Tratativas das divergências em lote (docs/decisoes/divergencias.md): pedir tratamento à
 * pessoa, justificar ou ignorar com motivo, e desfazer. Numa transação, com auditoria; a
 * tratativa não muda o cálculo do dia — libera o fechamento e registra o porquê.
 */
export const createDivergenciaService = ({ db, clock, notificar }: Deps) => ({
  aplicar: async (auth: AuthContext, corpo: AplicarAcaoDivergencia) => {
    const escopo = { db, empresaId: auth.empresaId };
    const dias = [...new Map(corpo.itens.map((i) => [`${i.usuarioId}|${i.data}`, i])).values()];
    await exigirAlcance(escopo, auth, [...new Set(dias.map((d) => d.usuarioId))]);
    const em = clock();
    const motivo = corpo.motivo?.length ? corpo.motivo : null;
    await db.transaction(async (tx) => {
      const repo = divergenciaRepository({ db: tx, empresaId: auth.empresaId });
      const linhas = dias.map((d) => ({
        usuarioId: d.usuarioId,
        data: d.data,
        acao: corpo.acao,
        motivo,
        porId: auth.usuarioId,
        em,
      }));
      const ids = await repo.insertTratativas(linhas);
      for (const [i, l] of linhas.entries())
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'divergencia_tratativa',
          entidadeId: ids[i]!.id,
          acao: corpo.acao,
          antes: null,
          depois: l,
          em,
        });
    });
    if (corpo.acao === 'solicitarTratamento')
      for (const d of dias)
        notificar(auth.empresaId, d.usuarioId, {
          titulo: 'Revise as suas marcações',
          mensagem: `Pediram que você trate as marcações de ${dataBr(d.data)}${motivo ? `: ${motivo}` : '.'}`,
          url: `/#${ROTA_ESPELHO_COLABORADOR}`,
        });
    return { aplicadas: dias.length };
  },

  /** Desfaz a tratativa vigente de um dia: o dia volta a estar aberto (linha `desfeita`). */
  desfazer: async (auth: AuthContext, { id }: { id: number }) => {
    const escopo = { db, empresaId: auth.empresaId };
    const repo = divergenciaRepository(escopo);
    const alvo = await repo.findTratativa(id);
    if (!alvo || alvo.acao === 'desfeita') throw naoEncontrado('Tratativa');
    await exigirAlcance(escopo, auth, [alvo.usuarioId]);
    const vigente = (await repo.listVigentes(alvo.data, alvo.data, [alvo.usuarioId])).get(
      `${alvo.usuarioId}|${alvo.data}`,
    );
    if (vigente?.id !== alvo.id)
      throw new AppError(
        'TRATATIVA_NAO_VIGENTE',
        'Só a última tratativa do dia pode ser desfeita.',
        409,
        'id',
      );
    const em = clock();
    await db.transaction(async (tx) => {
      const [linha] = await divergenciaRepository({
        db: tx,
        empresaId: auth.empresaId,
      }).insertTratativas([
        {
          usuarioId: alvo.usuarioId,
          data: alvo.data,
          acao: 'desfeita',
          motivo: null,
          desfazId: alvo.id,
          porId: auth.usuarioId,
          em,
        },
      ]);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'divergencia_tratativa',
        entidadeId: linha!.id,
        acao: 'desfazer',
        antes: alvo,
        depois: null,
        em,
      });
    });
    return { aplicadas: 1 };
  },

  /** Tratativas vigentes do período (para a lista de ocorrências e o fechamento). */
  listVigentes: (escopo: Escopo, inicio: string, fim: string, usuarioIds?: readonly number[]) =>
    divergenciaRepository(escopo).listVigentes(inicio, fim, usuarioIds),
});

export type DivergenciaService = ReturnType<typeof createDivergenciaService>;
