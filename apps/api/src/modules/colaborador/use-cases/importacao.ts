import type {
  ColaboradorImportacaoPrevia,
  ColaboradorImportacaoRascunho,
  ColaboradorImportacaoResultado,
  ColaboradorListaQuery,
} from '@jornada/contracts';
import {
  CAMPOS_IMPORTACAO,
  CAMPOS_OBRIGATORIOS_IMPORTACAO,
  conferirMapeamento,
  type MapeamentoImportacao,
  proporMapeamento,
  ROTULOS_IMPORTACAO,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import {
  importacaoNaoConfirmada,
  mapeamentoInvalido,
  paginaDaPrevia,
  previaSemMapeamento,
  rascunhoValido,
  rejeitadosCsv,
  VALIDADE_RASCUNHO_MS,
} from '../../../shared/importacao.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { duplicadoNoBanco } from '../colaborador.regras.ts';
import type { ColaboradorService } from '../colaborador.service.ts';
import { colaboradorImportacaoRepository } from '../colaborador-importacao.repository.ts';
import { exportarColaboradores, modeloXlsx } from './importacao-arquivos.ts';
import { lerPlanilhaColaboradores } from './importacao-planilha.ts';
import { type LinhaValidada, validarLinhas } from './importacao-validacao.ts';

type Deps = { db: Db; clock: () => Date; colaborador: ColaboradorService };

/** Exportação: a empresa inteira numa página só. */
const MAXIMO_EXPORTACAO = 100_000;

const erroDaLinha = (l: LinhaValidada) => l.erros.map((e) => e.mensagem).join(' ');

/**
 * Importação de colaboradores por planilha (docs/decisoes/colaboradores-importacao.md): envio
 * (rascunho no banco + mapeamento proposto), prévia (validação sem gravar), confirmação (as linhas
 * válidas pela mesma inclusão da admissão individual — AFD tipo 5 e auditoria de cada uma — numa
 * transação só; as recusadas ficam para baixar em CSV) e exportação da lista.
 */
export const createColaboradorImportacao = ({ db, clock, colaborador }: Deps) => {
  const hoje = () => instanteLocal(clock(), 'America/Sao_Paulo').data;

  const rascunho = async (banco: Db | Tx, auth: AuthContext, id: number, travar = false) => {
    const r = await colaboradorImportacaoRepository({ db: banco, empresaId: auth.empresaId }).obter(
      id,
      travar,
    );
    return rascunhoValido(r, clock());
  };

  const exigirMapeamento = (mapa: MapeamentoImportacao, colunas: number) => {
    const [primeiro] = conferirMapeamento(mapa, colunas);
    if (primeiro) throw mapeamentoInvalido(primeiro);
  };

  const validar = async (
    banco: Db | Tx,
    auth: AuthContext,
    linhas: { numero: number; celulas: string[] }[],
    mapa: MapeamentoImportacao,
  ) => {
    const refs = await colaboradorImportacaoRepository({
      db: banco,
      empresaId: auth.empresaId,
    }).referencias();
    return validarLinhas(linhas, mapa, refs, hoje());
  };

  return {
    enviar: async (
      auth: AuthContext,
      arquivo: ArquivoRecebido,
    ): Promise<ColaboradorImportacaoRascunho> => {
      const planilha = await lerPlanilhaColaboradores(arquivo);
      const nomeArquivo = (arquivo.nome || 'planilha').slice(0, 200);
      const agora = clock();
      const id = await db.transaction(async (tx) => {
        const repo = colaboradorImportacaoRepository({ db: tx, empresaId: auth.empresaId });
        await repo.apagarExpirados(new Date(agora.getTime() - VALIDADE_RASCUNHO_MS));
        return repo.criar({
          autorId: auth.usuarioId,
          nomeArquivo,
          cabecalho: planilha.cabecalho,
          linhas: planilha.linhas,
          criadoEm: agora,
        });
      });
      return {
        id,
        nomeArquivo,
        colunas: planilha.cabecalho,
        mapeamento: proporMapeamento(planilha.cabecalho),
        totalLinhas: planilha.linhas.length,
        campos: CAMPOS_IMPORTACAO.map((campo) => ({
          campo,
          rotulo: ROTULOS_IMPORTACAO[campo],
          obrigatorio: CAMPOS_OBRIGATORIOS_IMPORTACAO.includes(campo),
        })),
      };
    },

    /** Cada linha validada com o mapeamento escolhido; só lê. */
    previa: async (
      auth: AuthContext,
      id: number,
      q: {
        mapeamento: MapeamentoImportacao;
        pageNumber: number;
        pageSize: number;
        soComErro: boolean;
      },
    ): Promise<ColaboradorImportacaoPrevia> => {
      const r = await rascunho(db, auth, id);
      const errosMapeamento = conferirMapeamento(q.mapeamento, r.cabecalho.length);
      if (errosMapeamento.length > 0)
        return previaSemMapeamento(r.linhas.length, errosMapeamento, q);
      return paginaDaPrevia(await validar(db, auth, r.linhas, q.mapeamento), q);
    },

    /**
     * Admite as linhas válidas numa transação (cada uma pela inclusão da admissão: usuário, PIS,
     * perfil, AFD tipo 5 'I' e auditoria) e guarda as recusadas. A validação é refeita dentro da
     * transação, com o banco daquele instante. Qualquer falha inesperada desfaz tudo.
     */
    confirmar: (
      auth: AuthContext,
      id: number,
      mapa: MapeamentoImportacao,
    ): Promise<ColaboradorImportacaoResultado> =>
      db
        .transaction(async (tx) => {
          const r = await rascunho(tx, auth, id, true);
          if (r.confirmadoEm)
            throw new AppError('IMPORTACAO_CONFIRMADA', 'Esta importação já foi confirmada.', 409);
          exigirMapeamento(mapa, r.cabecalho.length);
          const validadas = await validar(tx, auth, r.linhas, mapa);
          const novos = new Map<string, number>();
          const ids: number[] = [];
          for (const l of validadas) {
            if (!l.dados) continue;
            const gestorId = l.gestorNaPlanilha
              ? (novos.get(l.gestorNaPlanilha) ?? null)
              : l.dados.gestorId;
            const c = await colaborador.incluir(tx, auth, { ...l.dados, gestorId });
            novos.set(c.email.toLowerCase(), c.id);
            ids.push(c.id);
          }
          const rejeitados = validadas
            .filter((l) => !l.dados)
            .map((l) => ({ celulas: l.celulas, erro: erroDaLinha(l) }));
          const agora = clock();
          await colaboradorImportacaoRepository({ db: tx, empresaId: auth.empresaId }).concluir(
            id,
            {
              confirmadoEm: agora,
              importados: ids.length,
              rejeitados,
            },
          );
          await registrarAuditoria(tx, {
            empresaId: auth.empresaId,
            ator: atorDe(auth),
            entidade: 'colaborador_importacao',
            entidadeId: id,
            acao: 'confirmar',
            antes: null,
            depois: {
              nomeArquivo: r.nomeArquivo,
              importados: ids.length,
              rejeitados: rejeitados.length,
              ids,
            },
            em: agora,
          });
          return { importados: ids.length, rejeitados: rejeitados.length, ids };
        })
        .then((r) => {
          for (const id of r.ids) colaborador.avisarAlteracao(auth, 'criado', { id });
          return r;
        })
        .catch(duplicadoNoBanco),

    /** CSV das linhas recusadas na confirmação, com a coluna "erro". */
    rejeitados: async (auth: AuthContext, id: number) => {
      const r = await rascunho(db, auth, id);
      if (!r.confirmadoEm || !r.rejeitados) throw importacaoNaoConfirmada();
      return rejeitadosCsv(`importacao-${id}-recusados.csv`, r.cabecalho, r.rejeitados);
    },

    modelo: () => modeloXlsx(),

    exportar: async (
      auth: AuthContext,
      filtro: Omit<ColaboradorListaQuery, 'pageNumber' | 'pageSize'>,
      formato: 'csv' | 'xlsx',
    ) => {
      const { items } = await colaborador.listar(auth, {
        ...filtro,
        pageNumber: 1,
        pageSize: MAXIMO_EXPORTACAO,
      });
      return exportarColaboradores(items, formato);
    },
  };
};
export type ColaboradorImportacao = ReturnType<typeof createColaboradorImportacao>;
