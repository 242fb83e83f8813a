import { aplicarTratamentos, type MarcacaoTratada, type TipoTratamento } from '@jornada/domain';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { atorDe } from '../../auditoria/index.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import { colaboradorAcessivel, isGestorDe, isRh } from '../acesso-ponto.ts';
import type { AnexoValidado } from '../anexo.ts';
import { pontoRepository } from '../ponto.repository.ts';
import {
  type NovoTratamento,
  type TratamentoLista,
  tratamentoRepository,
} from '../tratamento.repository.ts';
import { paraTratamento } from './ponto-tratado.ts';

export type OrigemAlvo = 'original' | 'importada' | 'incluida';
export type AlvoPedido = { marcacaoId: number; origem: OrigemAlvo };
export type Colaborador = NonNullable<
  Awaited<ReturnType<ReturnType<typeof pontoRepository>['findUsuario']>>
>;

/** A marcação apontada, no estado tratado atual (com a trilha de tratamentos). */
export type AlvoCarregado = {
  colaborador: Colaborador;
  atual: MarcacaoTratada;
  coluna: Pick<NovoTratamento, 'marcacaoId' | 'marcacaoImportadaId' | 'inclusaoId'>;
};

export const loadAlvo = async (
  tx: Tx,
  auth: AuthContext,
  alvo: AlvoPedido,
): Promise<AlvoCarregado> => {
  const escopo = { db: tx, empresaId: auth.empresaId };
  const ponto = pontoRepository(escopo);
  const repo = tratamentoRepository(escopo);
  const registrada = await (async () => {
    if (alvo.origem === 'original') {
      const m = await ponto.findOriginal(alvo.marcacaoId);
      return (
        m && { ...m, chave: `o:${m.id}`, coluna: { marcacaoId: m.id }, nsr: m.nsr as number | null }
      );
    }
    if (alvo.origem === 'importada') {
      const m = await ponto.findImportada(alvo.marcacaoId);
      return (
        m && {
          ...m,
          chave: `r:${m.id}`,
          coluna: { marcacaoImportadaId: m.id },
          nsr: m.nsrOrigem,
          duplicada: false,
        }
      );
    }
    return undefined;
  })();
  const inclusao = alvo.origem === 'incluida' ? await repo.findById(alvo.marcacaoId) : undefined;
  const usuarioId =
    registrada?.usuarioId ?? (inclusao?.tipo === 'inclusao' ? inclusao.usuarioId : undefined);
  if (usuarioId === undefined) throw naoEncontrado('Marcação');
  const colaborador = await colaboradorAcessivel(escopo, auth, usuarioId).catch(() => {
    throw naoEncontrado('Marcação');
  });
  const dia = registrada?.data ?? inclusao!.data;
  const alvos = {
    marcacaoIds: registrada?.coluna.marcacaoId ? [registrada.id] : [],
    importadaIds: registrada && alvo.origem === 'importada' ? [registrada.id] : [],
  };
  const trilha = await repo.listParaPeriodo([usuarioId], dia, dia, alvos);
  const chave = registrada?.chave ?? `i:${alvo.marcacaoId}`;
  const base = registrada
    ? [
        {
          chave,
          origem: alvo.origem as 'original' | 'importada',
          id: registrada.id,
          instante: registrada.dataHora.getTime(),
          data: registrada.data,
          minuto: registrada.minuto,
          nsr: registrada.nsr,
          duplicada: registrada.duplicada,
        },
      ]
    : [];
  const todos =
    inclusao && !trilha.some((t) => t.id === inclusao.id) ? [...trilha, inclusao] : trilha;
  const atual = aplicarTratamentos(base, todos.map(paraTratamento)).find((m) => m.chave === chave);
  if (!atual) throw naoEncontrado('Marcação');
  return {
    colaborador,
    atual,
    coluna: registrada?.coluna ?? { inclusaoId: alvo.marcacaoId },
  };
};

/** Motivo ativo da empresa; alguns exigem observação escrita. */
export const validarMotivo = async (
  tx: Tx,
  empresaId: number,
  motivoId: number,
  observacao?: string,
) => {
  const motivo = await tratamentoRepository({ db: tx, empresaId }).findMotivo(motivoId);
  if (!motivo?.ativo)
    throw new AppError('MOTIVO_INVALIDO', 'Motivo não encontrado.', 400, 'motivoId');
  if (motivo.exigeObservacao && !observacao)
    throw new AppError(
      'OBSERVACAO_OBRIGATORIA',
      `O motivo "${motivo.descricao}" exige uma observação.`,
      400,
      'observacao',
    );
  return motivo;
};

/**
 * Tratamento pedido pelo próprio colaborador passa por aprovação quando a empresa exige (padrão);
 * o feito pelo RH ou pelo gestor do colaborador vale na hora.
 */
export const precisaAprovacao = async (tx: Tx, auth: AuthContext, colaborador: Colaborador) => {
  if (isRh(auth) || isGestorDe(auth, colaborador)) return false;
  const empresa = await pontoRepository({ db: tx, empresaId: auth.empresaId }).findEmpresa();
  return empresa?.configuracao.exigirAprovacaoTratamento !== false;
};

export type GravarTratamento = {
  tipo: TipoTratamento;
  usuarioId: number;
  coluna?: AlvoCarregado['coluna'];
  data: string;
  dataAnterior?: string | null;
  inclusao?: { dataHora: Date; minuto: number; fuso: string };
  motivoId: number;
  observacao?: string;
  /** Já validado (tipo, tamanho, SHA-256); numa edição vai só no primeiro tratamento do grupo. */
  anexo?: AnexoValidado;
  grupo?: string;
  aprovar: boolean;
  antes?: unknown;
};

/** Grava o tratamento e a auditoria na transação de quem pediu. */
export const gravarTratamento = async (
  tx: Tx,
  auth: AuthContext,
  agora: Date,
  g: GravarTratamento,
): Promise<TratamentoLista> => {
  const repo = tratamentoRepository({ db: tx, empresaId: auth.empresaId });
  // Competência fechada na folha: nenhum tratamento muda os dias dela (módulo `competencia`).
  await exigirCompetenciaAberta(
    { db: tx, empresaId: auth.empresaId },
    g.usuarioId,
    g.data,
    g.dataAnterior ?? g.data,
  );
  const motivo = await validarMotivo(tx, auth.empresaId, g.motivoId, g.observacao);
  const t = await repo.insert({
    usuarioId: g.usuarioId,
    tipo: g.tipo,
    ...g.coluna,
    data: g.data,
    dataAnterior: g.dataAnterior ?? null,
    dataHora: g.inclusao?.dataHora ?? null,
    minuto: g.inclusao?.minuto ?? null,
    fuso: g.inclusao?.fuso ?? null,
    motivoId: motivo.id,
    motivo: motivo.descricao,
    observacao: g.observacao ?? null,
    grupo: g.grupo ?? null,
    autorId: auth.usuarioId,
    criadoEm: agora,
    status: g.aprovar ? 'ParaAprovar' : 'Aprovada',
    decididoPorId: g.aprovar ? null : auth.usuarioId,
    decididoEm: g.aprovar ? null : agora,
  });
  if (g.anexo)
    await repo.insertAnexo({ ...g.anexo, tratamentoId: t.id, grupo: t.grupo, criadoEm: agora });
  const gravado = g.anexo ? { ...t, temAnexo: true } : t;
  await repo.auditar({
    ator: atorDe(auth),
    entidade: 'marcacao_tratamento',
    entidadeId: String(t.id),
    acao: `solicitar-${g.tipo}`,
    antes: g.antes ?? null,
    depois: {
      tipo: t.tipo,
      status: t.status,
      data: t.data,
      minuto: t.minuto,
      motivo: t.motivo,
      usuarioId: t.usuarioId,
      ...(g.anexo
        ? { anexo: { nome: g.anexo.nome, tamanho: g.anexo.tamanho, sha256: g.anexo.sha256 } }
        : {}),
    },
    em: agora,
  });
  return gravado;
};
