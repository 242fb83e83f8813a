import type {
  CercaBody,
  ConfigCercaBody,
  ExcecaoCercaBody,
  LocalizacaoMarcacaoDto,
} from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import { type AuthContext, hasAlgumaRota } from '../../shared/auth-context.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import {
  cercaParaContrato,
  colunasDaForma,
  excecaoParaContrato,
  filialParaContrato,
} from './cerca-virtual.mapeamento.ts';
import { cercaVirtualRepository } from './cerca-virtual.repository.ts';
import { createFilaForaDaCerca } from './use-cases/fora-da-cerca.ts';

/** Rota do menu que dá acesso à configuração (Cadastros → Cercas virtuais). */
export const ROTA_CERCAS = '/dashboard/admin/cercas-virtuais';
/** Quem vê o local de uma marcação alheia: quem trata marcações ou configura as cercas. */
export const ROTAS_LOCALIZACAO = [
  ROTA_CERCAS,
  '/dashboard/admin/tratamento',
  '/dashboard/gestor/aprovacoes',
];

type Deps = { db: Db; clock: () => Date };

/**
 * Cercas virtuais por filial (issue 21): configuração (modo e tolerância), cercas (círculo ou
 * polígono) e exceções por pessoa. Cada escrita é uma transação com a sua linha de auditoria.
 */
export const createCercaVirtualService = ({ db, clock }: Deps) => {
  const escopo = (auth: AuthContext) => ({ db, empresaId: auth.empresaId });
  const auditar = (
    tx: Parameters<typeof registrarAuditoria>[0],
    auth: AuthContext,
    entidade: string,
    entidadeId: number,
    acao: string,
    antes: unknown,
    depois: unknown,
  ) =>
    registrarAuditoria(tx, {
      empresaId: auth.empresaId,
      ator: atorDe(auth),
      entidade,
      entidadeId,
      acao,
      antes,
      depois,
      em: clock(),
    });

  const filialOu404 = async (auth: AuthContext, filialId: number) => {
    const f = await cercaVirtualRepository(escopo(auth)).findFilial(filialId);
    if (!f) throw naoEncontrado('Filial');
    return f;
  };

  const montarFilial = async (auth: AuthContext, f: { id: number; nome: string }) => {
    const repo = cercaVirtualRepository(escopo(auth));
    return filialParaContrato(f, await repo.findConfig(f.id), await repo.listCercas(f.id));
  };

  return {
    listFiliais: async (auth: AuthContext) => {
      const repo = cercaVirtualRepository(escopo(auth));
      const [filiais, configs, cercas] = await Promise.all([
        repo.listFiliais(),
        repo.listConfigs(),
        repo.listCercas(),
      ]);
      return filiais.map((f) =>
        filialParaContrato(
          f,
          configs.find((c) => c.filialId === f.id),
          cercas.filter((c) => c.filialId === f.id),
        ),
      );
    },

    salvarConfig: async (auth: AuthContext, filialId: number, body: ConfigCercaBody) => {
      const f = await filialOu404(auth, filialId);
      await db.transaction(async (tx) => {
        const repo = cercaVirtualRepository({ db: tx, empresaId: auth.empresaId });
        const antes = (await repo.findConfig(filialId)) ?? null;
        const depois = await repo.upsertConfig({ filialId, ...body, atualizadoEm: clock() });
        await auditar(tx, auth, 'cerca_virtual_filial', filialId, 'configurar', antes, depois);
      });
      return montarFilial(auth, f);
    },

    criarCerca: async (auth: AuthContext, body: CercaBody) => {
      await filialOu404(auth, body.filialId);
      const criada = await db.transaction(async (tx) => {
        const repo = cercaVirtualRepository({ db: tx, empresaId: auth.empresaId });
        const c = await repo.insertCerca({
          filialId: body.filialId,
          nome: body.nome,
          ...colunasDaForma(body.forma),
          criadoEm: clock(),
        });
        await auditar(tx, auth, 'cerca_virtual', c.id, 'criar', null, c);
        return c;
      });
      return cercaParaContrato(criada);
    },

    alterarCerca: async (auth: AuthContext, id: number, body: CercaBody) => {
      const antes = await cercaVirtualRepository(escopo(auth)).findCerca(id);
      if (!antes) throw naoEncontrado('Cerca virtual');
      await filialOu404(auth, body.filialId);
      const alterada = await db.transaction(async (tx) => {
        const repo = cercaVirtualRepository({ db: tx, empresaId: auth.empresaId });
        const c = await repo.updateCerca(id, {
          filialId: body.filialId,
          nome: body.nome,
          ...colunasDaForma(body.forma),
        });
        await auditar(tx, auth, 'cerca_virtual', id, 'alterar', antes, c);
        return c;
      });
      return cercaParaContrato(alterada);
    },

    excluirCerca: async (auth: AuthContext, id: number) => {
      const antes = await cercaVirtualRepository(escopo(auth)).findCerca(id);
      if (!antes) throw naoEncontrado('Cerca virtual');
      await db.transaction(async (tx) => {
        await cercaVirtualRepository({ db: tx, empresaId: auth.empresaId }).deleteCerca(id);
        await auditar(tx, auth, 'cerca_virtual', id, 'excluir', antes, null);
      });
      return { id };
    },

    listExcecoes: async (auth: AuthContext) =>
      (await cercaVirtualRepository(escopo(auth)).listExcecoes()).map(excecaoParaContrato),

    listPessoas: (auth: AuthContext) => cercaVirtualRepository(escopo(auth)).listPessoas(),

    criarExcecao: async (auth: AuthContext, body: ExcecaoCercaBody) => {
      const pessoa = await cercaVirtualRepository(escopo(auth)).findPessoa(body.usuarioId);
      if (!pessoa) throw naoEncontrado('Colaborador');
      const criada = await db.transaction(async (tx) => {
        const repo = cercaVirtualRepository({ db: tx, empresaId: auth.empresaId });
        const e = await repo.insertExcecao({ ...body, criadoEm: clock() });
        await auditar(tx, auth, 'cerca_virtual_excecao', e.id, 'criar', null, e);
        return e;
      });
      return excecaoParaContrato({ ...criada, usuarioNome: pessoa.nome });
    },

    excluirExcecao: async (auth: AuthContext, id: number) => {
      const antes = await cercaVirtualRepository(escopo(auth)).findExcecao(id);
      if (!antes) throw naoEncontrado('Exceção da cerca virtual');
      await db.transaction(async (tx) => {
        await cercaVirtualRepository({ db: tx, empresaId: auth.empresaId }).deleteExcecao(id);
        await auditar(tx, auth, 'cerca_virtual_excecao', id, 'excluir', antes, null);
      });
      return { id };
    },

    /** Fila de revisão do RH: marcações aceitas fora da cerca, com o mapa de cada uma. */
    listForaDaCerca: createFilaForaDaCerca({ db }),

    /** Local da marcação e as cercas da filial: a própria pessoa ou quem trata marcações. */
    localizacao: async (auth: AuthContext, marcacaoId: number): Promise<LocalizacaoMarcacaoDto> => {
      const repo = cercaVirtualRepository(escopo(auth));
      const m = await repo.findLocalMarcacao(marcacaoId);
      if (!m) throw naoEncontrado('Marcação');
      // Marcação de outra pessoa sem permissão de tratar: como se não existisse.
      if (m.usuarioId !== auth.usuarioId && !hasAlgumaRota(auth, ROTAS_LOCALIZACAO))
        throw naoEncontrado('Marcação');
      const cercas = await repo.listCercas(m.filialId);
      return {
        marcacaoId: m.id,
        latitude: m.latitude,
        longitude: m.longitude,
        precisaoMetros: m.precisaoMetros,
        foraDaCerca: m.foraDaCerca,
        distanciaCercaMetros: m.distanciaCercaMetros,
        cercas: cercas.map(cercaParaContrato),
      };
    },
  };
};
export type CercaVirtualService = ReturnType<typeof createCercaVirtualService>;
