import type { MotivoMarcacao } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { PublicarEvento } from '../../shared/eventos.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import { avisandoDecisaoTratamento, type Notificador } from '../notificacao/index.ts';
import { tratamentoRepository } from './tratamento.repository.ts';
import { createConsultasPonto, type SaldoBancoHoras } from './use-cases/consultar-ponto.ts';
import { createDecidirTratamento } from './use-cases/decidir-tratamento.ts';
import { createListarTratamentos } from './use-cases/listar-tratamentos.ts';
import { createPedidosTratamento } from './use-cases/pedidos-tratamento.ts';

export { MENSAGENS } from './use-cases/pedidos-tratamento.ts';

/**
 * PTRP: tratamento das marcações (pedidos, aprovação) e as consultas do ponto tratado, calculadas
 * pela mesma apuração do espelho (`apuracao`, o módulo da apuração).
 * A decisão de um pedido avisa o dono do ponto por `notificacao` (o serviço de Web Push do app).
 */
export const createTratamentoService = (deps: {
  db: Db;
  clock: () => Date;
  apuracao: ApuracaoService;
  notificacao: Notificador;
  /** Saldo do banco de horas para `/CarregarBancoHorasAtual` (módulo `banco-horas`). */
  saldoBancoHoras?: SaldoBancoHoras;
  /** Barramento de eventos: a decisão publica `solicitacao.decidida` (alertas e webhooks). */
  publicar?: PublicarEvento;
}) => {
  const motivos = async (auth: AuthContext): Promise<MotivoMarcacao[]> =>
    (await tratamentoRepository({ db: deps.db, empresaId: auth.empresaId }).listMotivos()).map(
      (m) => ({ id: m.id, descricao: m.descricao, exigeObservacao: m.exigeObservacao }),
    );
  const decidirEAvisar = avisandoDecisaoTratamento(deps.notificacao, createDecidirTratamento(deps));
  /** Depois do commit, cada tratamento decidido (uma edição decide o grupo) vira um evento. */
  const decidir = async (...args: Parameters<typeof decidirEAvisar>) => {
    const r = await decidirEAvisar(...args);
    for (const t of r.tratamentos)
      deps.publicar?.({
        tipo: 'solicitacao.decidida',
        empresaId: args[0].empresaId,
        usuarioId: t.usuarioId,
        solicitacaoId: t.id,
        especie: 'tratamento',
        status: t.status,
        decididaPor: t.decididoPorId,
      });
    return r;
  };
  return {
    motivos,
    ...createPedidosTratamento(deps),
    decidir,
    ...createListarTratamentos(deps),
    ...createConsultasPonto(deps),
  };
};
export type TratamentoService = ReturnType<typeof createTratamentoService>;
