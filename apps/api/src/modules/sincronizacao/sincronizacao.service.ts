import {
  CAMPOS_SINCRONIZACAO,
  type FonteSincronizacao,
  type LinhaSincronizacao,
  type LoteSincronizacao,
  type MapeamentoSincronizacao,
  type PreviaSincronizacao,
  type ResultadoSincronizacao,
  type TipoSincronizacao,
} from '@jornada/contracts';
import {
  conferirMapeamentoPorCabecalho,
  proporMapeamentoPorCabecalho,
  valoresDaLinha,
} from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import type { PublicarEvento } from '../../shared/eventos.ts';
import type { ArquivoRecebido } from '../../shared/multipart.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { createAvaliacao, type LinhaAvaliada } from './sincronizacao.avaliar.ts';
import type { AcaoLinha, PortasSobre } from './sincronizacao.portas.ts';
import { sincronizacaoRepository } from './sincronizacao.repository.ts';

type Planilha = { cabecalho: string[]; linhas: { numero: number; celulas: string[] }[] };
type Deps = {
  db: Db;
  clock: () => Date;
  /** Leitura do CSV/XLSX (a mesma da importação de colaboradores). */
  lerPlanilha: (arquivo: ArquivoRecebido) => Promise<Planilha>;
  portas: PortasSobre;
  publicar?: PublicarEvento;
};

const campos = (tipo: TipoSincronizacao) => CAMPOS_SINCRONIZACAO[tipo].map((c) => c.campo);

const contar = (linhas: readonly LinhaSincronizacao[]) => {
  const c = { novo: 0, alterado: 0, semMudanca: 0, erro: 0 };
  for (const l of linhas) c[l.situacao] += 1;
  return c;
};

const semAcao = ({ acao: _acao, ...l }: LinhaAvaliada): LinhaSincronizacao => l;

/**
 * Sincronização com a exportação de um sistema de folha (docs/decisoes/sincronizacao.md): fontes
 * com o mapeamento salvo por tipo de arquivo, envio (lote no banco), prévia (novo, alterado, sem
 * mudança ou erro por linha; não grava nada além do mapeamento) e confirmação numa transação por
 * arquivo, pelas portas dos módulos donos dos dados (as mesmas regras, AFD e auditoria).
 */
export const createSincronizacaoService = (deps: Deps) => {
  const repo = (auth: AuthContext, db: Db | Tx = deps.db) =>
    sincronizacaoRepository({ db, empresaId: auth.empresaId });

  const fonte = async (auth: AuthContext, id: number, db: Db | Tx = deps.db) => {
    const f = await repo(auth, db).findFonte(id);
    if (!f) throw naoEncontrado('Fonte');
    return f;
  };

  const lote = async (auth: AuthContext, id: number, db: Db | Tx = deps.db, travar = false) => {
    const l = await repo(auth, db).findLote(id, travar);
    if (!l) throw naoEncontrado('Lote');
    return l;
  };

  const listFontes = async (auth: AuthContext): Promise<{ items: FonteSincronizacao[] }> => ({
    items: await repo(auth).listFontes(),
  });

  const criarFonte = async (auth: AuthContext, nome: string) => {
    const f = await repo(auth).insertFonte(nome, deps.clock());
    if (!f)
      throw new AppError(
        'FONTE_DUPLICADA',
        'nome: já existe uma fonte com este nome.',
        409,
        'nome',
      );
    return f;
  };

  const salvarMapeamento = async (
    auth: AuthContext,
    id: number,
    tipo: TipoSincronizacao,
    m: MapeamentoSincronizacao,
    db: Db | Tx = deps.db,
  ) => {
    await fonte(auth, id, db);
    const conhecidos = new Set(campos(tipo));
    const limpo = Object.fromEntries(
      Object.entries(m).filter(([campo, coluna]) => conhecidos.has(campo) && coluna !== ''),
    );
    return (await repo(auth, db).updateMapeamento(id, tipo, limpo))!;
  };

  const enviar = async (
    auth: AuthContext,
    b: { fonteId: number; tipo: TipoSincronizacao; arquivo: ArquivoRecebido },
  ): Promise<LoteSincronizacao> => {
    const f = await fonte(auth, b.fonteId);
    const p = await deps.lerPlanilha(b.arquivo);
    const id = await repo(auth).insertLote({
      fonteId: f.id,
      tipo: b.tipo,
      autorId: auth.usuarioId,
      nomeArquivo: b.arquivo.nome.slice(0, 200),
      cabecalho: p.cabecalho,
      linhas: p.linhas,
      criadoEm: deps.clock(),
    });
    const salvo = f.mapeamentos[b.tipo];
    return {
      id,
      fonteId: f.id,
      tipo: b.tipo,
      nomeArquivo: b.arquivo.nome,
      colunas: p.cabecalho,
      totalLinhas: p.linhas.length,
      mapeamento: salvo ?? proporMapeamentoPorCabecalho(campos(b.tipo), p.cabecalho),
    };
  };

  /** Avalia todas as linhas do lote com o mapeamento dado, sobre o banco ou a transação. */
  const avaliar = async (
    auth: AuthContext,
    db: Db | Tx,
    l: Awaited<ReturnType<typeof lote>>,
    m: MapeamentoSincronizacao,
  ) => {
    const errosMapa = conferirMapeamentoPorCabecalho(CAMPOS_SINCRONIZACAO[l.tipo], m, l.cabecalho);
    if (errosMapa.length)
      throw new AppError('MAPEAMENTO_INVALIDO', errosMapa.join(' '), 400, 'mapeamento');
    const f = await fonte(auth, l.fonteId, db);
    const entradas = l.linhas.map((x) => ({
      numero: x.numero,
      valores: valoresDaLinha(m, l.cabecalho, x.celulas),
    }));
    const escopo = { db, empresaId: auth.empresaId };
    return createAvaliacao(escopo, deps.portas(db), f.nome)(auth, l.tipo, entradas);
  };

  const previa = async (
    auth: AuthContext,
    id: number,
    m: MapeamentoSincronizacao,
  ): Promise<PreviaSincronizacao> => {
    const l = await lote(auth, id);
    if (l.confirmadoEm)
      throw new AppError('LOTE_CONFIRMADO', 'Este arquivo já foi sincronizado: envie outro.', 409);
    const linhas = await avaliar(auth, deps.db, l, m);
    // O mapeamento que deu certo fica salvo na fonte: a próxima exportação entra sem remapear.
    await salvarMapeamento(auth, l.fonteId, l.tipo, m);
    return { contagens: contar(linhas), linhas: linhas.map(semAcao) };
  };

  const executar = async (auth: AuthContext, db: Db, acao: AcaoLinha) => {
    const p = deps.portas(db);
    if (acao.tipo === 'incluir') return (await p.incluirColaborador(auth, acao.dados)).id;
    if (acao.tipo === 'atualizar') await p.atualizarColaborador(auth, acao.id, acao.dados);
    if (acao.tipo === 'ausencia') await p.registrarAusencia(auth, acao.dados);
    if (acao.tipo === 'sindicato') await p.definirSindicato(auth, acao.usuarioId, acao.sindicatoId);
    return acao.tipo === 'atualizar' ? acao.id : undefined;
  };

  /**
   * Uma transação por arquivo: cada linha válida passa pela escrita do módulo dono (um savepoint
   * cada); a recusa de uma regra dele (competência fechada, fora do contrato...) vira erro da
   * linha, que não muda nada. Uma falha inesperada desfaz o arquivo inteiro.
   */
  const confirmar = async (auth: AuthContext, id: number): Promise<ResultadoSincronizacao> => {
    const { resultado, eventos } = await deps.db.transaction(async (tx) => {
      const l = await lote(auth, id, tx, true);
      if (l.confirmadoEm)
        throw new AppError(
          'LOTE_CONFIRMADO',
          'Este arquivo já foi sincronizado: envie outro.',
          409,
        );
      const m = (await fonte(auth, l.fonteId, tx)).mapeamentos[l.tipo];
      if (!m)
        throw new AppError('SEM_PREVIA', 'Confira a prévia antes de confirmar.', 409, 'mapeamento');
      const linhas = await avaliar(auth, tx, l, m);
      const finais: LinhaSincronizacao[] = [];
      const eventos: { usuarioId: number; acao: 'criado' | 'alterado' }[] = [];
      for (const linha of linhas) {
        if (!linha.acao) {
          finais.push(semAcao(linha));
          continue;
        }
        try {
          const usuarioId = await executar(auth, tx, linha.acao);
          if (usuarioId !== undefined)
            eventos.push({
              usuarioId,
              acao: linha.acao.tipo === 'incluir' ? 'criado' : 'alterado',
            });
          finais.push(semAcao(linha));
        } catch (e) {
          if (!(e instanceof AppError) || e.status >= 500) throw e;
          finais.push({ ...semAcao(linha), situacao: 'erro', erros: [e.message] });
        }
      }
      const resultado: ResultadoSincronizacao = {
        contagens: contar(finais),
        erros: finais.filter((x) => x.situacao === 'erro'),
      };
      const agora = deps.clock();
      await repo(auth, tx).confirmarLote(id, agora, resultado);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'sincronizacao_lote',
        entidadeId: id,
        acao: 'confirmar',
        antes: null,
        depois: {
          tipo: l.tipo,
          fonteId: l.fonteId,
          arquivo: l.nomeArquivo,
          ...resultado.contagens,
        },
        em: agora,
      });
      return { resultado, eventos };
    });
    for (const e of eventos)
      deps.publicar?.({ tipo: 'colaborador.alterado', empresaId: auth.empresaId, ...e });
    return resultado;
  };

  return { listFontes, criarFonte, salvarMapeamento, enviar, previa, confirmar };
};
export type SincronizacaoService = ReturnType<typeof createSincronizacaoService>;
