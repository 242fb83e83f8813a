/**
 * Eventos de domínio publicados DEPOIS do commit (nunca dentro da transação): quem assina
 * (alertas, webhooks) só enfileira trabalho; um assinante que falha não desfaz nem atrasa o
 * que já foi gravado. O `buildApp` cria um barramento por app e o passa aos módulos que
 * publicam e aos que assinam (nenhum módulo conhece o outro).
 */
export type EventoDominio =
  | {
      tipo: 'marcacao.registrada';
      empresaId: number;
      usuarioId: number;
      marcacaoId: number;
      /** Instante marcado (ISO 8601, UTC). */
      dataHora: string;
      /** Data e minuto do dia no fuso da filial. */
      data: string;
      minuto: number;
      origem: string;
      nsr: number;
      filialId: number;
      /** Verdadeiro quando a marcação foi aceita fora da cerca virtual. */
      foraDaCerca?: boolean;
    }
  | {
      tipo: 'solicitacao.decidida';
      empresaId: number;
      usuarioId: number;
      solicitacaoId: number;
      /** Espécie da solicitação (ferias, recesso, dayoff, ausencia, acao, ...). */
      especie: string;
      status: string;
      decididaPor: number | null;
    }
  | {
      tipo: 'competencia.fechada';
      empresaId: number;
      competencia: string;
      escopo: string;
      fechadaPor: number | null;
    }
  | {
      /** Rosto recusado no quiosque (o ponto não foi marcado; a pessoa segue pelo PIN). */
      tipo: 'face.recusada';
      empresaId: number;
      usuarioId: number;
      /** Tentativa gravada pela biometria, com a pontuação. */
      verificacaoId: number;
      pontuacao: number;
      dispositivoId: number;
      dispositivoNome: string;
      /** Instante da tentativa (ISO 8601, UTC). */
      em: string;
    }
  | {
      tipo: 'colaborador.alterado';
      empresaId: number;
      usuarioId: number;
      acao: 'criado' | 'alterado' | 'desligado' | 'reativado';
    };

export type TipoEvento = EventoDominio['tipo'];
export type PublicarEvento = (evento: EventoDominio) => void;
export type Assinante = (evento: EventoDominio) => Promise<void>;

export type Barramento = {
  publicar: PublicarEvento;
  assinar: (assinante: Assinante) => void;
  /** Resolve quando todos os assinantes em andamento terminaram (testes e encerramento). */
  ocioso: () => Promise<void>;
};

type Log = { error: (obj: object, msg: string) => void };

export const createBarramento = (log: Log): Barramento => {
  const assinantes: Assinante[] = [];
  const pendentes = new Set<Promise<void>>();
  return {
    assinar: (assinante) => {
      assinantes.push(assinante);
    },
    publicar: (evento) => {
      for (const assinante of assinantes) {
        const p = Promise.resolve()
          .then(() => assinante(evento))
          .catch((erro: unknown) =>
            log.error({ err: erro, evento: evento.tipo }, 'assinante de evento falhou'),
          )
          .finally(() => pendentes.delete(p));
        pendentes.add(p);
      }
    },
    ocioso: async () => {
      while (pendentes.size) await Promise.all([...pendentes]);
    },
  };
};
