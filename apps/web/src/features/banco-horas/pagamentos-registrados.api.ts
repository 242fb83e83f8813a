import { type PagamentoRegistrado, pagamentoRegistradoSchema } from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { dadosDe, V1 } from './banco-horas-config.api.ts';

const SERVICO = 'regrasBancoHoras';

/** Pagamentos gravados do banco da pessoa (extraordinário, encerramentos, estágio). */
export const listarPagamentos = async (usuarioId: number): Promise<PagamentoRegistrado[]> =>
  pagamentoRegistradoSchema
    .array()
    .parse(dadosDe(await apiFetch(SERVICO, `${V1}/bancoHora/pagamento`, { query: { usuarioId } })));

/** Desfaz um pagamento com o estorno (motivo obrigatório); nada se apaga. */
export const desfazerPagamento = async (e: { id: number; motivo: string }) =>
  pagamentoRegistradoSchema.parse(
    dadosDe(
      await apiFetch(SERVICO, `${V1}/bancoHora/pagamento/${e.id}/estorno`, {
        method: 'POST',
        body: { motivo: e.motivo },
      }),
    ),
  );
