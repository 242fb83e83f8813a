import type { FeriasColetivasBody, SalvarAvisoAusenciaBody, Solicitacao } from '@jornada/contracts';
import { formatarDataBr } from '@jornada/domain';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { PublicarEvento } from '../../shared/eventos.ts';
import type { ArquivoRecebido } from '../../shared/multipart.ts';
import { type AvisosDeps, createAvisos } from './lancamento.avisos.ts';
import { lancamentoRepository } from './lancamento.repository.ts';
import { createAjustePeriodo } from './use-cases/ajustar-periodo.ts';
import { createAlterarStatus } from './use-cases/alterar-status.ts';
import { createAvisoAusencia } from './use-cases/aviso-ausencia.ts';
import type { Deps } from './use-cases/comum.ts';
import { criarConsultas } from './use-cases/consultas.ts';
import { createFerias } from './use-cases/ferias.ts';
import { createFeriasColetivas } from './use-cases/ferias-coletivas.ts';
import { createFeriasDocumentos } from './use-cases/ferias-documentos.ts';
import { createImportacaoPeriodos } from './use-cases/importar-periodos.ts';
import { createLancamentosRh } from './use-cases/lancamentos-rh.ts';
import { createRecessoDayOff } from './use-cases/recesso-dayoff.ts';

export type { Deps as LancamentoDeps } from './use-cases/comum.ts';

/** De onde veio o pedido (evidência da assinatura): IP e navegador. */
export type Origem = { ip: string; userAgent: string | null };

/**
 * Envia um PDF à assinatura eletrônica de uma pessoa (módulo assinatura, ligado no `buildApp`):
 * o aviso de férias aprovado vai a quem tira as férias, que dá ciência assinando.
 */
export type EnviarParaAssinatura = (
  auth: AuthContext,
  documento: { usuarioId: number; titulo: string; nomeArquivo: string; conteudo: Buffer },
  origem: Origem,
) => Promise<unknown>;

export const MENSAGENS = {
  feriasSolicitadas: 'Férias solicitadas. Aguarde a aprovação do seu gestor.',
  recessoSolicitado: 'Recesso solicitado. Aguarde a aprovação do seu gestor.',
  dayOffSolicitado: 'Day off solicitado. Aguarde a aprovação do seu gestor.',
  avisoAusenciaEnviado: 'Aviso de ausência enviado. Aguarde a decisão do seu gestor.',
  ajusteGravado: 'Período aquisitivo ajustado.',
  status: {
    Aprovado: 'Lançamento aprovado.',
    Reprovado: 'Lançamento reprovado.',
    Cancelado: 'Lançamento cancelado.',
  },
} as const;

/**
 * Lançamentos do colaborador (férias, recesso, day off): pedidos conferidos pela lei na hora,
 * decididos pelo gestor da equipe ou pelo RH, cada mudança auditada na própria transação.
 */
export const createLancamentoService = (
  deps: Deps &
    AvisosDeps & { publicar?: PublicarEvento; enviarParaAssinatura?: EnviarParaAssinatura },
) => {
  const ferias = createFerias(deps);
  const consultas = criarConsultas(deps);
  const recessoDayOff = createRecessoDayOff(deps);
  const alterarStatus = createAlterarStatus(deps);
  const avisos = createAvisos(deps);
  const coletivas = createFeriasColetivas(deps);
  const avisoAusencia = createAvisoAusencia(deps);
  const documentosFerias = createFeriasDocumentos(deps);
  /** O aviso das férias aprovadas vai à assinatura da pessoa; falha de envio fica no log. */
  const enviarAviso = async (auth: AuthContext, l: Solicitacao, origem: Origem) => {
    if (!deps.enviarParaAssinatura || l.tipo !== 'Ferias' || l.status !== 'Aprovado') return;
    try {
      const pdf = await documentosFerias.aviso(auth, l.id);
      await deps.enviarParaAssinatura(
        auth,
        {
          usuarioId: l.usuarioId,
          titulo: `Aviso de férias — início em ${l.periodos.map((p) => formatarDataBr(p.inicio)).join(', ')}`,
          nomeArquivo: pdf.nome,
          conteudo: pdf.conteudo,
        },
        origem,
      );
    } catch (err) {
      deps.log.warn({ err, lancamentoId: l.id }, 'falha ao enviar o aviso de férias à assinatura');
    }
  };
  const colaborador = (auth: AuthContext, id: number) =>
    lancamentoRepository({ db: deps.db, empresaId: auth.empresaId }).findColaborador(id);
  /** Depois do commit, o gestor imediato recebe o pedido. */
  const avisandoPedido =
    <B>(salvar: (auth: AuthContext, b: B) => Promise<Solicitacao>) =>
    async (auth: AuthContext, b: B) => {
      const l = await salvar(auth, b);
      const c = await colaborador(auth, l.usuarioId);
      const gestor = c?.gestorId ? await colaborador(auth, c.gestorId) : undefined;
      await avisos.pedido(auth, l, gestor ?? null);
      return l;
    };
  return {
    ...consultas,
    salvarRecesso: avisandoPedido(recessoDayOff.salvarRecesso),
    salvarDayOff: avisandoPedido(recessoDayOff.salvarDayOff),
    periodosAquisitivos: ferias.periodos,
    ajustarPeriodo: createAjustePeriodo(deps),
    salvarFerias: avisandoPedido(ferias.salvar),
    /** Aviso de ausência com o comprovante (multipart): pendente até o gestor decidir. */
    salvarAvisoAusencia: (auth: AuthContext, b: SalvarAvisoAusenciaBody, anexo?: ArquivoRecebido) =>
      avisandoPedido((a: AuthContext, corpo: SalvarAvisoAusenciaBody) =>
        avisoAusencia.salvar(a, corpo, anexo),
      )(auth, b),
    anexo: avisoAusencia.anexo,
    /** Aviso (art. 135) e recibo (art. 145) de férias aprovadas, em PDF. */
    documentosFerias,
    /** Importação de períodos aquisitivos do sistema anterior (empresa 1032). */
    importacaoPeriodos: createImportacaoPeriodos(deps),
    /** Férias coletivas de um departamento ou filial (CLT arts. 139–141). */
    feriasColetivas: {
      previa: coletivas.previa,
      /** Depois do commit, cada atingido recebe o aviso (Web Push e e-mail). */
      confirmar: async (auth: AuthContext, b: FeriasColetivasBody) => {
        const { resultado, usuarioIds } = await coletivas.confirmar(auth, b);
        for (const id of usuarioIds) {
          const c = await colaborador(auth, id);
          if (c) await avisos.coletivas(auth, c, resultado);
        }
        return resultado;
      },
    },
    lancamentosRh: createLancamentosRh(deps),
    /** A decisão avisa o colaborador (Web Push e e-mail), depois do commit. */
    alterarStatus: async (
      auth: AuthContext,
      b: Parameters<typeof alterarStatus>[1],
      origem: Origem = { ip: '', userAgent: null },
    ) => {
      const l = await alterarStatus(auth, b);
      await enviarAviso(auth, l, origem);
      deps.publicar?.({
        tipo: 'solicitacao.decidida',
        empresaId: auth.empresaId,
        usuarioId: l.usuarioId,
        solicitacaoId: l.id,
        especie: l.tipo,
        status: l.status,
        decididaPor: l.decididoPor,
      });
      const c = await colaborador(auth, l.usuarioId);
      if (c) await avisos.decisao(auth, l, c);
      return l;
    },
    /** Totais com o saldo de férias dos períodos já adquiridos. */
    totaisComSaldo: async (auth: AuthContext, usuarioId: number | undefined) => {
      const totais = await consultas.totais(auth, usuarioId);
      const periodos = await ferias.periodos(auth, totais.usuarioId);
      const saldoFerias = periodos
        .filter((p) => p.situacao !== 'EmAquisicao')
        .reduce((s, p) => s + p.saldo, 0);
      return { ...totais, saldoFerias };
    },
  };
};

export type LancamentoService = ReturnType<typeof createLancamentoService>;
