import type {
  CadastroImportacaoPrevia,
  CadastroImportacaoRascunho,
  CadastroImportacaoResultado,
  MapeamentoCadastro,
  TipoCadastro,
} from '@jornada/contracts';
import { conferirMapeamentoDe, type MapeamentoDe, proporMapeamentoDe } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
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
import { lerPlanilha } from '../../../shared/planilha.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { cadastroImportacaoRepository } from '../cadastro-importacao.repository.ts';
import type { CadastroUseCases } from './cadastros.ts';
import { codigoPg, type Deps, ENTIDADE_DO_TIPO, ROTULO, repo } from './comum.ts';
import {
  type CampoCadastro,
  definicaoDe,
  type LinhaCadastroValidada,
  validarLinhasCadastro,
} from './importacao-validacao.ts';

const PLURAL: Record<TipoCadastro, { singular: string; plural: string }> = {
  departamentos: { singular: 'departamento', plural: 'departamentos' },
  grupos: { singular: 'grupo', plural: 'grupos' },
  'centros-custos': { singular: 'centro de custo', plural: 'centros de custo' },
  sindicatos: { singular: 'sindicato', plural: 'sindicatos' },
  cargos: { singular: 'cargo', plural: 'cargos' },
};

/** Só os campos daquele cadastro; outra chave no mapeamento é 400 nomeando-a. */
const mapaDe = (tipo: TipoCadastro, m: MapeamentoCadastro): MapeamentoDe<CampoCadastro> => {
  const def = definicaoDe(tipo);
  const estranho = Object.keys(m).find((k) => !def.campos.includes(k as CampoCadastro));
  if (estranho)
    throw new AppError(
      'CAMPO_INEXISTENTE',
      `O cadastro de ${PLURAL[tipo].plural} não tem o campo "${estranho}".`,
      400,
      `mapeamento.${estranho}`,
    );
  return Object.fromEntries(
    def.campos.map((c) => [c, m[c] ?? null]),
  ) as MapeamentoDe<CampoCadastro>;
};

const erroDaLinha = (l: LinhaCadastroValidada) => l.erros.map((e) => e.mensagem).join(' ');

/**
 * Importação dos cadastros da estrutura por planilha (docs/decisoes/cadastros.md), com as etapas e
 * a leitura comuns da importação de colaboradores: envio (rascunho + mapeamento proposto), prévia
 * (validação sem gravar), confirmação (as linhas válidas pela mesma inclusão do CRUD — versão no
 * histórico e auditoria de cada uma — numa transação só) e o CSV das recusadas.
 */
export const importacaoCadastroUseCases = (
  { db, clock }: Deps,
  cadastros: Pick<CadastroUseCases, 'incluir'>,
) => {
  const rascunho = async (
    banco: Db | Tx,
    auth: AuthContext,
    tipo: TipoCadastro,
    id: number,
    travar = false,
  ) =>
    rascunhoValido(
      await cadastroImportacaoRepository({ db: banco, empresaId: auth.empresaId }, tipo).obter(
        id,
        travar,
      ),
      clock(),
    );

  const validar = async (
    banco: Db | Tx,
    auth: AuthContext,
    tipo: TipoCadastro,
    linhas: { numero: number; celulas: string[] }[],
    mapa: MapeamentoDe<CampoCadastro>,
  ) =>
    validarLinhasCadastro(
      tipo,
      linhas,
      mapa,
      await repo(banco, auth).nomes(ENTIDADE_DO_TIPO[tipo]),
    );

  return {
    enviar: async (
      auth: AuthContext,
      tipo: TipoCadastro,
      arquivo: ArquivoRecebido,
    ): Promise<CadastroImportacaoRascunho> => {
      const planilha = await lerPlanilha(arquivo, PLURAL[tipo]);
      const nomeArquivo = (arquivo.nome || 'planilha').slice(0, 200);
      const agora = clock();
      const id = await db.transaction(async (tx) => {
        const r = cadastroImportacaoRepository({ db: tx, empresaId: auth.empresaId }, tipo);
        await r.apagarExpirados(new Date(agora.getTime() - VALIDADE_RASCUNHO_MS));
        return r.criar({
          cadastro: tipo,
          autorId: auth.usuarioId,
          nomeArquivo,
          cabecalho: planilha.cabecalho,
          linhas: planilha.linhas,
          criadoEm: agora,
        });
      });
      const def = definicaoDe(tipo);
      return {
        id,
        nomeArquivo,
        colunas: planilha.cabecalho,
        mapeamento: proporMapeamentoDe(def, planilha.cabecalho),
        totalLinhas: planilha.linhas.length,
        campos: def.campos.map((campo) => ({
          campo,
          rotulo: def.rotulos[campo],
          obrigatorio: def.obrigatorios.includes(campo),
        })),
      };
    },

    previa: async (
      auth: AuthContext,
      tipo: TipoCadastro,
      id: number,
      q: {
        mapeamento: MapeamentoCadastro;
        pageNumber: number;
        pageSize: number;
        soComErro: boolean;
      },
    ): Promise<CadastroImportacaoPrevia> => {
      const mapa = mapaDe(tipo, q.mapeamento);
      const r = await rascunho(db, auth, tipo, id);
      const errosMapeamento = conferirMapeamentoDe(definicaoDe(tipo), mapa, r.cabecalho.length);
      if (errosMapeamento.length > 0)
        return previaSemMapeamento(r.linhas.length, errosMapeamento, q);
      return paginaDaPrevia(await validar(db, auth, tipo, r.linhas, mapa), q);
    },

    /**
     * Inclui as linhas válidas numa transação (cada uma com versão no histórico e auditoria) e
     * guarda as recusadas. A validação é refeita dentro da transação; uma falha desfaz tudo.
     */
    confirmar: async (
      auth: AuthContext,
      tipo: TipoCadastro,
      id: number,
      mapeamento: MapeamentoCadastro,
    ): Promise<CadastroImportacaoResultado> => {
      const mapa = mapaDe(tipo, mapeamento);
      const e = ENTIDADE_DO_TIPO[tipo];
      try {
        return await db.transaction(async (tx) => {
          const r = await rascunho(tx, auth, tipo, id, true);
          if (r.confirmadoEm)
            throw new AppError('IMPORTACAO_CONFIRMADA', 'Esta importação já foi confirmada.', 409);
          const [primeiro] = conferirMapeamentoDe(definicaoDe(tipo), mapa, r.cabecalho.length);
          if (primeiro) throw mapeamentoInvalido(primeiro);
          const validadas = await validar(tx, auth, tipo, r.linhas, mapa);
          const ids: number[] = [];
          for (const l of validadas)
            if (l.dados) ids.push((await cadastros.incluir(tx, auth, e, l.dados)).id);
          const rejeitados = validadas
            .filter((l) => !l.dados)
            .map((l) => ({ celulas: l.celulas, erro: erroDaLinha(l) }));
          const agora = clock();
          await cadastroImportacaoRepository({ db: tx, empresaId: auth.empresaId }, tipo).concluir(
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
            entidade: 'cadastro_importacao',
            entidadeId: id,
            acao: 'confirmar',
            antes: null,
            depois: {
              cadastro: tipo,
              nomeArquivo: r.nomeArquivo,
              importados: ids.length,
              rejeitados: rejeitados.length,
              ids,
            },
            em: agora,
          });
          return { importados: ids.length, rejeitados: rejeitados.length, ids };
        });
      } catch (err) {
        // Outro cadastro gravou o mesmo nome no meio da confirmação: nada entra, 409.
        if (codigoPg(err) === '23505')
          throw new AppError(
            'NOME_DUPLICADO',
            `Outro ${ROTULO[e]} com um nome da planilha foi gravado agora: rode a prévia de novo.`,
            409,
            'nome',
          );
        throw err;
      }
    },

    rejeitados: async (auth: AuthContext, tipo: TipoCadastro, id: number) => {
      const r = await rascunho(db, auth, tipo, id);
      if (!r.confirmadoEm || !r.rejeitados) throw importacaoNaoConfirmada();
      return rejeitadosCsv(`importacao-${tipo}-${id}-recusados.csv`, r.cabecalho, r.rejeitados);
    },
  };
};
export type ImportacaoCadastro = ReturnType<typeof importacaoCadastroUseCases>;
