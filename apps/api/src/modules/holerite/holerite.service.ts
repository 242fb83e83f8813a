import type { HoleritesPagina, ImportacaoFiltro, ImportacaoPrevia } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { atorDe } from '../auditoria/index.ts';
import { nomeDoArquivo, paraHolerite, paraPrevia } from './holerite.mapeamento.ts';
import { holeriteRepository } from './holerite.repository.ts';
import {
  type DadosDivisao,
  DivisaoInterrompida,
  dividirLote,
  registrarFalha,
} from './use-cases/dividir.ts';
import {
  type ArquivoHolerites,
  importarHolerites,
  type OpcoesImportacao,
} from './use-cases/importar.ts';

/** Rota do menu que dá acesso à gestão de holerites (spec §2). */
export const ROTA_HOLERITE_ADMIN = '/dashboard/admin/holerite';

type AvisoPush = { titulo: string; mensagem: string; url: string };

export type HoleriteDeps = {
  db: Db;
  clock: () => Date;
  /** Aviso Web Push a uma pessoa (módulo notificacao, ligado no buildApp). */
  notificar?: (empresaId: number, usuarioId: number, aviso: AvisoPush) => void;
  /** Enfileira a divisão do arquivo (job pg-boss, ligado no buildApp); sem ela, roda na hora. */
  enfileirarDivisao?: ((dados: DadosDivisao) => Promise<string | null>) | undefined;
  /** Verdadeiro quando a fila está encerrando (o job para entre dois holerites). */
  interrompido?: () => boolean;
};

const loteNaoEncontrado = () => naoEncontrado('Importação de holerites');
const holeriteNaoEncontrado = () => naoEncontrado('Holerite');

/**
 * Holerites: o RH importa o arquivo da folha (rascunho com prévia), publica e exclui; a pessoa vê
 * e baixa só os próprios, publicados. Toda escrita é auditada na própria transação.
 */
export const createHoleriteService = ({
  db,
  clock,
  notificar,
  enfileirarDivisao,
  interrompido,
}: HoleriteDeps) => {
  const repo = (auth: AuthContext) => holeriteRepository({ db, empresaId: auth.empresaId });

  const excluirHolerites = (auth: AuthContext, ids: number[]) =>
    db.transaction(async (tx) => {
      const r = holeriteRepository({ db: tx, empresaId: auth.empresaId });
      const unicos = [...new Set(ids)];
      const achados = await r.findComLote(unicos);
      // Um id que não é desta empresa (ou não existe) recusa o grupo todo: nada é excluído.
      if (achados.length !== unicos.length) throw holeriteNaoEncontrado();
      await r.deleteHolerites(unicos);
      const em = clock();
      await r.auditar(
        achados.map((h) => ({
          ator: atorDe(auth),
          entidade: 'holerite',
          entidadeId: h.id,
          acao: 'excluir',
          antes: {
            usuarioId: h.usuarioId,
            competencia: h.competencia,
            holeriteTipoId: h.holeriteTipoId,
            loteId: h.loteId,
            sha256: h.sha256,
          },
          em,
        })),
      );
      return { excluidos: achados.length };
    });

  return {
    importar: (auth: AuthContext, arquivo: ArquivoHolerites, opcoes: OpcoesImportacao) =>
      importarHolerites({ db, clock, enfileirarDivisao }, auth, arquivo, opcoes),

    /**
     * O job da divisão (fila `holerite-divisao`): falha conhecida ou inesperada fica gravada no
     * lote (`falhou`, com o motivo); encerramento do servidor no meio deixa o lote em
     * `processando` e o pg-boss repete o job, que retoma sem duplicar.
     */
    dividir: async (dados: DadosDivisao) => {
      try {
        await dividirLote({ db, clock, interrompido }, dados);
      } catch (erro) {
        if (erro instanceof DivisaoInterrompida) throw erro;
        await registrarFalha(db, dados, erro);
        if (!(erro instanceof AppError)) throw erro;
      }
    },

    previa: async (auth: AuthContext, loteId: number): Promise<ImportacaoPrevia> => {
      const r = repo(auth);
      const lote = await r.findLote(loteId);
      if (!lote) throw loteNaoEncontrado();
      return paraPrevia(lote, await r.listDoLote(lote.id));
    },

    /** Torna o rascunho visível às pessoas e as avisa (Web Push). */
    publicar: async (auth: AuthContext, loteId: number): Promise<ImportacaoPrevia> => {
      const previa = await db.transaction(async (tx) => {
        const r = holeriteRepository({ db: tx, empresaId: auth.empresaId });
        const lote = await r.findLoteParaAtualizar(loteId);
        if (!lote) throw loteNaoEncontrado();
        if (lote.situacao === 'publicada')
          throw new AppError('HOLERITE_JA_PUBLICADO', 'Esta importação já foi publicada.', 409);
        if (lote.processamento !== 'concluida')
          throw new AppError(
            'HOLERITE_EM_PROCESSAMENTO',
            lote.processamento === 'falhou'
              ? 'A divisão deste arquivo falhou: descarte a importação e envie o arquivo de novo.'
              : 'A divisão do arquivo ainda não terminou: aguarde a prévia para publicar.',
            409,
          );
        const linhas = await r.listDoLote(lote.id);
        if (linhas.length === 0)
          throw new AppError(
            'HOLERITE_NADA_A_PUBLICAR',
            'Nenhuma página foi identificada: não há holerite para publicar.',
            400,
          );
        const em = clock();
        await r.publicarLote(lote.id, em);
        await r.auditar([
          {
            ator: atorDe(auth),
            entidade: 'holerite_lote',
            entidadeId: lote.id,
            acao: 'publicar',
            antes: { situacao: lote.situacao },
            depois: { situacao: 'publicada', holerites: linhas.length },
            em,
          },
        ]);
        return paraPrevia(
          { ...lote, situacao: 'publicada', publicadoEm: em },
          linhas.map((l) => ({ ...l, situacao: 'publicada', publicadoEm: em })),
        );
      });
      for (const h of previa.encontrados)
        notificar?.(auth.empresaId, h.usuarioId, {
          titulo: 'Novo holerite disponível',
          mensagem: `Seu holerite (${h.tipo}) de ${h.competencia.slice(5)}/${h.competencia.slice(0, 4)} já pode ser consultado.`,
          url: '/#/dashboard/minhas-rotinas/holerites',
        });
      return previa;
    },

    /** Exclui a importação inteira (rascunho descartado ou publicada retirada), com os holerites. */
    excluirLote: (auth: AuthContext, loteId: number) =>
      db.transaction(async (tx) => {
        const r = holeriteRepository({ db: tx, empresaId: auth.empresaId });
        const lote = await r.findLoteParaAtualizar(loteId);
        if (!lote) throw loteNaoEncontrado();
        const linhas = await r.listDoLote(lote.id);
        await r.deleteLote(lote.id);
        await r.auditar([
          {
            ator: atorDe(auth),
            entidade: 'holerite_lote',
            entidadeId: lote.id,
            acao: 'excluir',
            antes: {
              situacao: lote.situacao,
              competencia: lote.competencia,
              holeriteTipoId: lote.holeriteTipoId,
              arquivo: lote.nomeArquivo,
              sha256: lote.sha256,
              holerites: linhas.map((l) => ({ id: l.id, usuarioId: l.usuarioId })),
            },
            em: clock(),
          },
        ]);
        return { excluidos: linhas.length };
      }),

    listar: async (auth: AuthContext, filtro: ImportacaoFiltro): Promise<HoleritesPagina> => {
      const pageNumber = Number(filtro.pageNumber ?? 1);
      const pageSize = Number(filtro.pageSize ?? 25);
      const { linhas, total } = await repo(auth).listPagina(filtro, pageNumber, pageSize);
      return { itens: linhas.map(paraHolerite), total, pageNumber, pageSize };
    },

    meus: async (auth: AuthContext) =>
      (await repo(auth).listPublicadosDe(auth.usuarioId)).map(paraHolerite),

    /**
     * O PDF de um holerite. Quem tem a gestão de holerites baixa qualquer um da empresa; os
     * demais só os próprios já publicados (o resto responde 404, sem dizer se existe).
     */
    arquivo: async (auth: AuthContext, id: number) => {
      const r = repo(auth);
      const [linha] = await r.findComLote([id]);
      if (!linha) throw holeriteNaoEncontrado();
      const isGestao = auth.rotas.has(ROTA_HOLERITE_ADMIN);
      const isProprio = linha.usuarioId === auth.usuarioId && linha.situacao === 'publicada';
      if (!isGestao && !isProprio) throw holeriteNaoEncontrado();
      const conteudo = await r.findConteudo(id);
      if (!conteudo) throw holeriteNaoEncontrado();
      return { nome: nomeDoArquivo(paraHolerite(linha)), conteudo };
    },

    excluir: (auth: AuthContext, id: number) => excluirHolerites(auth, [id]),
    excluirGrupo: (auth: AuthContext, ids: number[]) => excluirHolerites(auth, ids),
  };
};
export type HoleriteService = ReturnType<typeof createHoleriteService>;
