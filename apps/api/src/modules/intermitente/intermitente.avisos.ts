import type {
  ConvocacaoBody,
  ConvocacaoWire,
  InterromperBody,
  ResponderBody,
} from '@jornada/contracts';
import { formatarDataBr } from '@jornada/domain';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { Notificador } from '../notificacao/index.ts';
import { dataHoraBr, formatarReais } from './intermitente.comum.ts';

const MINHAS = '/#/dashboard/minhas-rotinas/convocacoes';
const DO_RH = '/#/dashboard/admin/intermitente';

const periodo = (c: Pick<ConvocacaoWire, 'dataInicio' | 'dataFim'>) =>
  c.dataInicio === c.dataFim
    ? formatarDataBr(c.dataInicio)
    : `${formatarDataBr(c.dataInicio)} a ${formatarDataBr(c.dataFim)}`;

type Criar = (auth: AuthContext, b: ConvocacaoBody) => Promise<ConvocacaoWire>;
type Responder = (
  auth: AuthContext,
  b: ResponderBody,
) => Promise<Omit<ConvocacaoWire, 'convocados'> & { minha: ConvocacaoWire['convocados'][number] }>;
type Interromper = (auth: AuthContext, b: InterromperBody) => Promise<ConvocacaoWire>;

/**
 * Avisos (Web Push) do trabalho intermitente, depois do commit: a convocação chega a cada
 * convocado com o prazo de resposta (art. 452-A §2º: o silêncio é recusa); o aceite ou a recusa
 * chega a quem convocou; a interrupção chega a quem tinha aceitado, com a multa (§4º).
 */
export const avisosIntermitente = (
  notificacao: Notificador,
  criadorDe: (empresaId: number, convocacaoId: number) => Promise<number | undefined>,
) => ({
  aoCriar:
    (criar: Criar): Criar =>
    async (auth, b) => {
      const c = await criar(auth, b);
      for (const p of c.convocados) {
        if (p.usuarioId === auth.usuarioId) continue;
        notificacao.notificar(auth.empresaId, p.usuarioId, {
          titulo: 'Nova convocação',
          mensagem: `${c.contratante}: ${periodo(c)}, das ${c.horaEntrada} às ${c.horaSaida}. Responda até ${dataHoraBr(p.prazoResposta)}; sem resposta no prazo, vale como recusa.`,
          url: MINHAS,
        });
      }
      return c;
    },

  aoResponder:
    (responder: Responder): Responder =>
    async (auth, b) => {
      const r = await responder(auth, b);
      const criador = await criadorDe(auth.empresaId, r.id);
      if (criador !== undefined && criador !== auth.usuarioId) {
        const aceitou = b.resposta === 'aceita';
        notificacao.notificar(auth.empresaId, criador, {
          titulo: aceitou ? 'Convocação aceita' : 'Convocação recusada',
          mensagem: `${r.minha.nome} ${aceitou ? 'aceitou' : 'recusou'} a convocação de ${r.contratante} (${periodo(r)}).`,
          url: DO_RH,
        });
      }
      return r;
    },

  aoInterromper:
    (interromper: Interromper): Interromper =>
    async (auth, b) => {
      const c = await interromper(auth, b);
      for (const p of c.convocados) {
        // Quem recusou (ou deixou o prazo passar) já está fora; os demais ficam sabendo.
        if (p.situacao === 'recusada' || p.situacao === 'recusa-presumida') continue;
        const multa = p.multa
          ? ` Multa de ${formatarReais(p.multa.valor)} devida pelo empregador até ${formatarDataBr(p.multa.prazo)} (CLT art. 452-A §4º).`
          : '';
        notificacao.notificar(auth.empresaId, p.usuarioId, {
          titulo: 'Convocação interrompida',
          mensagem: `A convocação de ${c.contratante} (${periodo(c)}) foi interrompida pelo empregador.${multa}`,
          url: MINHAS,
        });
      }
      return c;
    },
});
