import type { MotivoMarcacao } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { JornadaEfetivaPeriodo } from '../espelho/espelho.calculo.ts';
import { avisandoDecisaoTratamento, type Notificador } from '../notificacao/notificacao.avisos.ts';
import { tratamentoRepository } from './tratamento.repository.ts';
import { criarConsultasPonto } from './use-cases/consultar-ponto.ts';
import { criarDecidirTratamento } from './use-cases/decidir-tratamento.ts';
import { criarListarTratamentos } from './use-cases/listar-tratamentos.ts';
import { criarPedidosTratamento } from './use-cases/pedidos-tratamento.ts';

export { MENSAGENS } from './use-cases/pedidos-tratamento.ts';

/**
 * PTRP: tratamento das marcações (pedidos, aprovação) e as consultas do ponto tratado, calculadas
 * como o espelho (`jornadaEfetivaPeriodo` = `createEscalaService(...).jornadaEfetivaPeriodo`).
 * A decisão de um pedido avisa o dono do ponto por `notificacao` (o serviço de Web Push do app).
 */
export const createTratamentoService = (deps: {
  db: Db;
  clock: () => Date;
  jornadaEfetivaPeriodo: JornadaEfetivaPeriodo;
  notificacao: Notificador;
}) => {
  const motivos = async (auth: AuthContext): Promise<MotivoMarcacao[]> =>
    (await tratamentoRepository({ db: deps.db, empresaId: auth.empresaId }).listMotivos()).map(
      (m) => ({ id: m.id, descricao: m.descricao, exigeObservacao: m.exigeObservacao }),
    );
  return {
    motivos,
    ...criarPedidosTratamento(deps),
    decidir: avisandoDecisaoTratamento(deps.notificacao, criarDecidirTratamento(deps)),
    ...criarListarTratamentos(deps),
    ...criarConsultasPonto(deps),
  };
};
export type TratamentoService = ReturnType<typeof createTratamentoService>;
