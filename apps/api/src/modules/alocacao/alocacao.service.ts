import type { AlocacaoWire } from '@jornada/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../shared/errors.ts';
import {
  type AlocacaoComNomes,
  type AlocacaoRow,
  alcanceDe,
  alocacaoRepository,
  auditarEscala,
  canLer,
  definidos,
  escalaRepository,
  filtroAlcance,
  MENSAGEM_FORA_DA_EQUIPE,
  pessoaRepository,
  somarDias,
} from '../escala-nucleo/index.ts';

type Deps = { db: Db; clock: () => Date };

export type AlocacaoEntrada = {
  escalaId: number;
  inicio: string;
  fim: string | null;
  inicioCiclo: string | null;
};

export const alocacaoParaFio = (a: AlocacaoComNomes): AlocacaoWire => ({
  id: a.id,
  usuarioId: a.usuarioId,
  usuarioNome: a.usuarioNome,
  escalaId: a.escalaId,
  escalaNome: a.escalaNome,
  inicio: a.inicio,
  fim: a.fim,
  inicioCiclo: a.inicioCiclo,
  ativo: a.ativo,
});

const formatar = (data: string) => data.split('-').reverse().join('/');
const sobrepoe = (a: Pick<AlocacaoRow, 'inicio' | 'fim'>, b: Pick<AlocacaoRow, 'inicio' | 'fim'>) =>
  a.inicio <= (b.fim ?? '9999-12-31') && b.inicio <= (a.fim ?? '9999-12-31');

const conflito = (outra: AlocacaoRow) =>
  new AppError(
    'ALOCACAO_SOBREPOSTA',
    `O colaborador já tem alocação de ${formatar(outra.inicio)}${outra.fim ? ` a ${formatar(outra.fim)}` : ' sem data fim'} neste período; altere-a ou arquive-a antes.`,
    409,
  );

/** Confere a escala (ativa, da empresa) e as datas. */
const conferir = async (
  escopo: { db: Db | Tx; empresaId: number },
  b: AlocacaoEntrada,
  escalaAnterior?: number,
) => {
  const escala = await escalaRepository(escopo).findById(b.escalaId);
  if (!escala) throw new AppError('REFERENCIA_INVALIDA', 'Escala não encontrada.', 400, 'escalaId');
  // Uma escala arquivada não recebe alocações novas; as antigas continuam editáveis.
  if (!escala.ativo && escala.id !== escalaAnterior)
    throw new AppError('ESCALA_ARQUIVADA', 'A escala está arquivada.', 400, 'escalaId');
  if (b.fim && b.fim < b.inicio) {
    throw new AppError(
      'DATA_FIM_ANTERIOR',
      'A data fim não pode ser anterior ao início.',
      400,
      'fim',
    );
  }
};

/**
 * Alocações (spec §7 /alocacao). Criar uma alocação encerra na véspera a alocação aberta que
 * começou antes (auditado como 'encerrar'); qualquer outra sobreposição é recusada (409).
 * Arquivar = {id, ativo:false}. Toda gravação é auditada; o histórico lê a auditoria.
 */
export const createAlocacaoService = ({ db, clock }: Deps) => {
  const escopoDe = (auth: AuthContext, tx: Db | Tx = db) => ({ db: tx, empresaId: auth.empresaId });

  const registrar = async (
    tx: Tx,
    auth: AuthContext,
    id: number,
    acao: string,
    antes: AlocacaoComNomes | null,
  ) => {
    const depois = (await alocacaoRepository(escopoDe(auth, tx)).findById(id))!;
    await auditarEscala(tx, auth, clock(), {
      entidade: 'alocacao',
      entidadeId: id,
      acao,
      antes: antes && alocacaoParaFio(antes),
      depois: alocacaoParaFio(depois),
    });
    return alocacaoParaFio(depois);
  };

  const lerVisivel = async (auth: AuthContext, id: number) => {
    const escopo = escopoDe(auth);
    const a = await alocacaoRepository(escopo).findById(id);
    if (!a) throw naoEncontrado('Alocação');
    const [alcance, alvo] = await Promise.all([
      alcanceDe(escopo, auth),
      pessoaRepository(escopo).findById(a.usuarioId),
    ]);
    if (!alvo || !canLer(alcance, alvo)) throw semPermissao(MENSAGEM_FORA_DA_EQUIPE);
    return a;
  };

  return {
    listar: async (
      auth: AuthContext,
      f: {
        ativo: boolean;
        usuarioId?: number;
        escalaId?: number;
        search?: string;
        pageNumber: number;
        pageSize: number;
      },
    ) => {
      const escopo = escopoDe(auth);
      const alcance = await alcanceDe(escopo, auth);
      const r = await alocacaoRepository(escopo).list({
        ...f,
        alcance: filtroAlcance(alcance),
        offset: (f.pageNumber - 1) * f.pageSize,
        limit: f.pageSize,
      });
      return {
        items: r.itens.map(alocacaoParaFio),
        total: r.total,
        pageNumber: f.pageNumber,
        pageSize: f.pageSize,
      };
    },

    obter: async (auth: AuthContext, id: number) => alocacaoParaFio(await lerVisivel(auth, id)),

    criar: (auth: AuthContext, b: AlocacaoEntrada & { usuarioId: number }) =>
      db.transaction(async (tx) => {
        const escopo = escopoDe(auth, tx);
        const pessoas = pessoaRepository(escopo);
        if (!(await pessoas.travar(b.usuarioId))) throw naoEncontrado('Colaborador');
        await conferir(escopo, b);
        const repo = alocacaoRepository(escopo);
        const ativas = await repo.listAtivasDoUsuario(b.usuarioId);
        const nova = { inicio: b.inicio, fim: b.fim };
        const bloqueia = ativas.find((a) => sobrepoe(a, nova) && a.inicio >= b.inicio);
        if (bloqueia) throw conflito(bloqueia);
        for (const aberta of ativas.filter((a) => sobrepoe(a, nova))) {
          const antes = await repo.findById(aberta.id);
          await repo.update(aberta.id, { fim: somarDias(b.inicio, -1) });
          await registrar(tx, auth, aberta.id, 'encerrar', antes!);
        }
        const id = await repo.insert({ ...b, ativo: true });
        return registrar(tx, auth, id, 'criar', null);
      }),

    atualizar: (auth: AuthContext, pedido: Partial<AlocacaoEntrada> & { id: number }) =>
      db.transaction(async (tx) => {
        const escopo = escopoDe(auth, tx);
        const repo = alocacaoRepository(escopo);
        const antes = await repo.findById(pedido.id);
        if (!antes) throw naoEncontrado('Alocação');
        const b = {
          id: antes.id,
          escalaId: antes.escalaId,
          inicio: antes.inicio,
          fim: antes.fim,
          inicioCiclo: antes.inicioCiclo,
          ...definidos(pedido),
        };
        await conferir(escopo, b, antes.escalaId);
        const outras = (await repo.listAtivasDoUsuario(antes.usuarioId)).filter(
          (a) => a.id !== b.id,
        );
        const bloqueia = antes.ativo && outras.find((a) => sobrepoe(a, b));
        if (bloqueia) throw conflito(bloqueia);
        const { id, ...valores } = b;
        await repo.update(id, valores);
        return registrar(tx, auth, id, 'alterar', antes);
      }),

    status: (auth: AuthContext, b: { id: number; ativo: boolean }) =>
      db.transaction(async (tx) => {
        const repo = alocacaoRepository(escopoDe(auth, tx));
        const antes = await repo.findById(b.id);
        if (!antes) throw naoEncontrado('Alocação');
        if (b.ativo) {
          const outras = (await repo.listAtivasDoUsuario(antes.usuarioId)).filter(
            (a) => a.id !== b.id,
          );
          const bloqueia = outras.find((a) => sobrepoe(a, antes));
          if (bloqueia) throw conflito(bloqueia);
        }
        await repo.update(b.id, { ativo: b.ativo });
        return registrar(tx, auth, b.id, b.ativo ? 'reativar' : 'arquivar', antes);
      }),

    historico: async (
      auth: AuthContext,
      f: { AlocacaoId?: number; usuarioId?: number; pageNumber: number; pageSize: number },
    ) => {
      const escopo = escopoDe(auth);
      if (f.AlocacaoId) await lerVisivel(auth, f.AlocacaoId);
      const alcance = await alcanceDe(escopo, auth);
      const r = await alocacaoRepository(escopo).historico({
        alcance: filtroAlcance(alcance),
        alocacaoId: f.AlocacaoId,
        usuarioId: f.usuarioId,
        offset: (f.pageNumber - 1) * f.pageSize,
        limit: f.pageSize,
      });
      const items = r.itens.map(({ linha, usuarioNome }) => ({
        id: linha.id,
        alocacaoId: Number(linha.entidadeId),
        acao: linha.acao,
        usuarioId: linha.usuarioId,
        usuarioNome,
        em: linha.em.toISOString(),
        antes: linha.antes as AlocacaoWire | null,
        depois: linha.depois as AlocacaoWire | null,
      }));
      return { items, total: r.total, pageNumber: f.pageNumber, pageSize: f.pageSize };
    },
  };
};
export type AlocacaoService = ReturnType<typeof createAlocacaoService>;
