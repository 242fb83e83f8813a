import { formatarDuracao } from './explicacao.ts';
import { distribuirExtras } from './extras.ts';
import type { DiaMedido } from './lancamentos.ts';
import { isDomingoFeriado } from './tipo-dia.ts';
import type {
  AutorizacaoHoraExtraDia,
  DestinoHoraExtra,
  DivisaoHoraExtra,
  ExtraPorFaixa,
  ResultadoDia,
} from './tipos.ts';

const somaSetimos = (extras: readonly ExtraPorFaixa[]): number => {
  let s = 0;
  for (const e of extras) s += Math.round(e.minutos * 7);
  return s;
};

/** Faixas de `b` menos as de `a` (mesma lista de percentuais), sem erro de ponto flutuante. */
const diferenca = (b: readonly ExtraPorFaixa[], a: readonly ExtraPorFaixa[]): ExtraPorFaixa[] =>
  b.map((x, i) => ({
    percentual: x.percentual,
    minutos: (Math.round(x.minutos * 7) - Math.round(a[i]!.minutos * 7)) / 7,
  }));

const NOME_DESTINO: Record<DestinoHoraExtra, string> = {
  pagar: 'paga',
  banco: 'creditada no banco de horas',
  reter: 'retida para a decisão do gestor (fora da folha e do banco até lá)',
};

const frase = (d: DivisaoHoraExtra, destinoAutorizada: 'pagar' | 'banco'): string => {
  const partes = [
    `${formatarDuracao(d.autorizada)} autorizada (${NOME_DESTINO[destinoAutorizada]})`,
  ];
  if (d.naoAutorizada > 0) {
    const origem = d.decisao ? 'por decisão do gestor' : 'pela regra';
    partes.push(
      `${formatarDuracao(d.naoAutorizada)} não autorizada, ${NOME_DESTINO[d.destino]} ${origem}`,
    );
  }
  return `horas extras com autorização prévia: ${partes.join('; ')} — o tempo trabalhado é devido mesmo sem autorização (CLT art. 4º)`;
};

/**
 * Divide as horas extras do dia em autorizadas (até o limite do dia) e não autorizadas, e leva
 * cada parte ao seu destino: as autorizadas para onde a regra manda as extras (folha, ou banco
 * quando o banco de horas está ativo); as não autorizadas para a decisão do gestor ou, sem ela,
 * para o destino da regra ('reter' as tira da folha e do banco, sem apagá-las).
 *
 * Faixas em ordem: os primeiros minutos de extras do dia são os autorizados, então as faixas
 * (50 %, 100 %…) de cada parte são as dos minutos que ela ocupa; as extras noturnas pagas são a
 * fração paga do total (proporcional). Alertas e explicação do dia seguem o trabalho real.
 */
export const dividirHorasExtras = (
  r: ResultadoDia,
  m: DiaMedido,
  a: AutorizacaoHoraExtraDia,
): ResultadoDia => {
  const { p } = m;
  const noBanco = p.banco;
  const total = noBanco ? Math.round(r.bancoHoras.credito * 7) : somaSetimos(r.extras);
  const limite = Math.max(0, Math.floor(a.limite)) * 7;
  const autorizada = total < limite ? total : limite;
  const nao = total - autorizada;
  const decisao = a.decisao ?? null;
  const destino: DestinoHoraExtra = decisao ?? a.destinoNaoAutorizada;
  const destinoAutorizada = noBanco ? 'banco' : 'pagar';
  const divisao: DivisaoHoraExtra = {
    total: total / 7,
    autorizada: autorizada / 7,
    naoAutorizada: nao / 7,
    destino,
    decisao,
    retida: destino === 'reter' ? nao / 7 : 0,
  };
  if (total === 0) return { ...r, horasExtras: divisao };
  const domingoFeriado = isDomingoFeriado(m.tipoDia, p.configuracao.regime12x36) && !m.compensado;
  const ateAutorizada = distribuirExtras(autorizada, p, domingoFeriado);
  const ateTotal = distribuirExtras(total, p, domingoFeriado);
  const vazias = distribuirExtras(0, p, domingoFeriado);
  const pagasAutorizadas = destinoAutorizada === 'pagar' ? ateAutorizada : vazias;
  const pagasNao = destino === 'pagar' ? diferenca(ateTotal, ateAutorizada) : vazias;
  const extras = pagasAutorizadas.map((x, i) => ({
    percentual: x.percentual,
    minutos: (Math.round(x.minutos * 7) + Math.round(pagasNao[i]!.minutos * 7)) / 7,
  }));
  const pagas = (destinoAutorizada === 'pagar' ? autorizada : 0) + (destino === 'pagar' ? nao : 0);
  const banco = (destinoAutorizada === 'banco' ? autorizada : 0) + (destino === 'banco' ? nao : 0);
  return {
    ...r,
    extras,
    extrasNoturnas: pagas === total ? r.extrasNoturnas : (r.extrasNoturnas * pagas) / total,
    bancoHoras: { credito: banco / 7, debito: r.bancoHoras.debito },
    explicacao: [...r.explicacao, frase(divisao, destinoAutorizada)],
    horasExtras: divisao,
  };
};
