import { randomUUID } from 'node:crypto';
import { addDias, type TipoTratamento, toMinutos } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';
import { colaboradorAcessivel } from '../acesso-ponto.ts';
import { validarAnexo } from '../anexo.ts';
import { tratamentoParaContrato } from '../ponto.mapeamento.ts';
import { pontoRepository } from '../ponto.repository.ts';
import {
  type AlvoCarregado,
  type AlvoPedido,
  gravarTratamento,
  loadAlvo,
  precisaAprovacao,
} from './solicitar-tratamento.ts';

type Pedido = AlvoPedido & { motivoId: number; observacao?: string; anexo?: ArquivoRecebido };

/** Mensagens da spec (§8) para a tela de ponto. */
export const MENSAGENS = {
  justificativa: 'Marcação Justificada',
  'alteracao-data': 'Dia alterado com sucesso!',
  restauracao: 'Solicitação de restauração realizada',
  desconsideracao: 'Solicitação de desconsideração realizada',
  inclusao: 'Solicitação de inclusão realizada',
  edicao: 'Solicitação de alteração realizada',
} as const;

const ERRO_RESTAURAR = 'Erro ao restaurar ponto';
const ERRO_DESCONSIDERAR = 'Erro ao desconsiderar ponto';

const pendente = (a: AlvoCarregado, tipo: TipoTratamento) =>
  a.atual.tratamentos.some((t) => t.tipo === tipo && t.status === 'ParaAprovar');

const estado = (a: AlvoCarregado) => ({
  chave: a.atual.chave,
  data: a.atual.data,
  desconsiderada: a.atual.desconsiderada,
});

type Transacao = Parameters<Parameters<Db['transaction']>[0]>[0];

const fusoAfd = (offset: number) => {
  const abs = Math.abs(offset);
  return `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** Instante, minuto e fuso de uma marcação incluída (data e hora locais da empresa). */
const horaIncluida = async (
  tx: Transacao,
  empresaId: number,
  agora: Date,
  p: { data: string; hora: string; campo: string },
) => {
  const empresa = await pontoRepository({ db: tx, empresaId }).findEmpresa();
  const fuso = empresa?.fusoHorario ?? 'America/Sao_Paulo';
  const ingenuo = Date.parse(`${p.data}T${p.hora}:00Z`);
  const dataHora = new Date(
    ingenuo - instanteLocal(new Date(ingenuo), fuso).offsetMinutos * 60_000,
  );
  if (dataHora > agora)
    throw new AppError(
      'MARCACAO_NO_FUTURO',
      'Não é possível incluir uma marcação no futuro.',
      400,
      p.campo,
    );
  return {
    dataHora,
    minuto: toMinutos(p.hora),
    fuso: fusoAfd(instanteLocal(dataHora, fuso).offsetMinutos),
  };
};

export const createPedidosTratamento = ({ db, clock }: { db: Db; clock: () => Date }) => {
  /** Roda um pedido sobre uma marcação existente numa transação (trava nada: só insere). */
  const sobreMarcacao = async (
    auth: AuthContext,
    p: Pedido,
    tipo: TipoTratamento,
    validar: (a: AlvoCarregado) => void,
    extra: (a: AlvoCarregado) => { data?: string; dataAnterior?: string } = () => ({}),
  ) => {
    const anexo = p.anexo ? validarAnexo(p.anexo) : undefined;
    return db.transaction(async (tx) => {
      const alvo = await loadAlvo(tx, auth, p);
      validar(alvo);
      const t = await gravarTratamento(tx, auth, clock(), {
        tipo,
        usuarioId: alvo.colaborador.id,
        coluna: alvo.coluna,
        data: alvo.atual.data,
        ...extra(alvo),
        motivoId: p.motivoId,
        observacao: p.observacao,
        anexo,
        aprovar: await precisaAprovacao(tx, auth, alvo.colaborador),
        antes: estado(alvo),
      });
      return { tratamentos: [tratamentoParaContrato(t)] };
    });
  };

  const justificar = (auth: AuthContext, p: Pedido) =>
    sobreMarcacao(auth, p, 'justificativa', () => {});

  const desconsiderar = (auth: AuthContext, p: Pedido) =>
    sobreMarcacao(auth, p, 'desconsideracao', (a) => {
      if (a.atual.pendente)
        throw new AppError(
          'INCLUSAO_PENDENTE',
          `${ERRO_DESCONSIDERAR}: a inclusão ainda aguarda aprovação.`,
          409,
        );
      if (a.atual.desconsiderada)
        throw new AppError(
          'JA_DESCONSIDERADA',
          `${ERRO_DESCONSIDERAR}: a marcação já está desconsiderada.`,
          409,
        );
      if (pendente(a, 'desconsideracao'))
        throw new AppError(
          'PEDIDO_PENDENTE',
          `${ERRO_DESCONSIDERAR}: já existe um pedido aguardando aprovação.`,
          409,
        );
    });

  const restaurar = (auth: AuthContext, p: Pedido) =>
    sobreMarcacao(auth, p, 'restauracao', (a) => {
      if (!a.atual.desconsiderada)
        throw new AppError(
          'NAO_DESCONSIDERADA',
          `${ERRO_RESTAURAR}: a marcação não está desconsiderada.`,
          409,
        );
      if (pendente(a, 'restauracao'))
        throw new AppError(
          'PEDIDO_PENDENTE',
          `${ERRO_RESTAURAR}: já existe um pedido aguardando aprovação.`,
          409,
        );
    });

  /** Atribui a marcação a outro dia de apuração: o do calendário ou o vizinho (jornada noturna). */
  const alterarData = (auth: AuthContext, p: Pedido & { novaData: string }) =>
    sobreMarcacao(
      auth,
      p,
      'alteracao-data',
      (a) => {
        const dia = a.atual.dataMarcacao;
        if (p.novaData < addDias(dia, -1) || p.novaData > addDias(dia, 1))
          throw new AppError(
            'DATA_INVALIDA',
            'A nova data deve ser o dia da marcação, o anterior ou o seguinte.',
            400,
            'novaData',
          );
        if (p.novaData === a.atual.data)
          throw new AppError(
            'DATA_INALTERADA',
            'A marcação já pertence a esse dia.',
            400,
            'novaData',
          );
      },
      (a) => ({ data: p.novaData, dataAnterior: a.atual.data }),
    );

  /** Marcação que faltou (art. 82 parágrafo único: complementar omissões), com motivo. */
  const incluir = (
    auth: AuthContext,
    p: {
      usuarioId?: number;
      data: string;
      hora: string;
      motivoId: number;
      observacao?: string;
      anexo?: ArquivoRecebido;
    },
    grupo?: string,
  ) => {
    const anexo = p.anexo ? validarAnexo(p.anexo) : undefined;
    return db.transaction(async (tx) => {
      const escopo = { db: tx, empresaId: auth.empresaId };
      const colaborador = await colaboradorAcessivel(escopo, auth, p.usuarioId);
      const t = await gravarTratamento(tx, auth, clock(), {
        tipo: 'inclusao',
        usuarioId: colaborador.id,
        data: p.data,
        inclusao: await horaIncluida(tx, auth.empresaId, clock(), { ...p, campo: 'hora' }),
        motivoId: p.motivoId,
        observacao: p.observacao,
        anexo,
        grupo,
        aprovar: await precisaAprovacao(tx, auth, colaborador),
      });
      return { tratamentos: [tratamentoParaContrato(t)] };
    });
  };

  /**
   * Editar a hora = desconsiderar a marcação + incluir a nova hora no mesmo dia, numa transação,
   * com o mesmo motivo e um grupo comum (aprovados ou reprovados juntos).
   */
  const editar = async (auth: AuthContext, p: Pedido & { novaHora: string }) => {
    const grupo = randomUUID();
    const anexo = p.anexo ? validarAnexo(p.anexo) : undefined;
    return db.transaction(async (tx) => {
      const alvo = await loadAlvo(tx, auth, p);
      if (alvo.atual.desconsiderada || alvo.atual.pendente)
        throw new AppError('NAO_EDITAVEL', 'Só uma marcação válida pode ser editada.', 409);
      const aprovar = await precisaAprovacao(tx, auth, alvo.colaborador);
      const comum = { motivoId: p.motivoId, observacao: p.observacao, grupo, aprovar };
      // Um anexo só, no primeiro tratamento; o grupo o estende à inclusão.
      const d = await gravarTratamento(tx, auth, clock(), {
        ...comum,
        anexo,
        tipo: 'desconsideracao',
        usuarioId: alvo.colaborador.id,
        coluna: alvo.coluna,
        data: alvo.atual.data,
        antes: estado(alvo),
      });
      const incluida = await incluirNaTransacao(tx, auth, alvo, p.novaHora, comum);
      return { tratamentos: [tratamentoParaContrato(d), tratamentoParaContrato(incluida)] };
    });
  };

  const incluirNaTransacao = async (
    tx: Transacao,
    auth: AuthContext,
    alvo: AlvoCarregado,
    hora: string,
    comum: { motivoId: number; observacao?: string; grupo: string; aprovar: boolean },
  ) => {
    const dia = alvo.atual.dataMarcacao;
    return gravarTratamento(tx, auth, clock(), {
      ...comum,
      tipo: 'inclusao',
      usuarioId: alvo.colaborador.id,
      data: dia,
      inclusao: await horaIncluida(tx, auth.empresaId, clock(), {
        data: dia,
        hora,
        campo: 'novaHora',
      }),
    });
  };

  return { justificar, desconsiderar, restaurar, alterarData, incluir, editar };
};
