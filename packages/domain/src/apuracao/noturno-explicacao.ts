import { toHhmm } from '../tempo/index.ts';
import { formatarMinutos } from './explicacao.ts';
import type { DiaMedido } from './lancamentos.ts';
import { inicioProrrogacao, medir, noturnoReduzidoEmSetimos } from './noturno.ts';

/** Minutos noturnos que vêm só da prorrogação da Súmula 60 (0 se ela não se aplica). */
const minutosProrrogados = (m: DiaMedido): number =>
  Number.isFinite(m.prorrogacao)
    ? m.medida.noturno - medir(m.pontos, m.p.janela, Number.POSITIVE_INFINITY).noturno
    : 0;

/** 12x36 com jornada toda noturna e trabalho depois do fim da janela: sem extensão (art. 59-A). */
const prorrogacao12x36 = (m: DiaMedido): boolean => {
  if (!m.p.configuracao.regime12x36 || m.pontos.length < 2) return false;
  const fim = inicioProrrogacao(m.jornada, m.p.janela);
  return Number.isFinite(fim) && m.pontos[m.pontos.length - 1]! > fim;
};

/**
 * Frases do trabalho noturno: minutos na janela do regime, prorrogação (CLT art. 73 §5º; Súmula
 * 60, II, TST) e redução da hora (art. 73 §1º) ou sua ausência no rural (Lei 5.889/73 art. 7º).
 */
export const frasesNoturno = (m: DiaMedido): void => {
  const { janela } = m.p;
  const noturno = m.medida.noturno;
  if (noturno > 0) {
    const fim = toHhmm(janela.inicio + janela.duracao);
    const prorrogados = minutosProrrogados(m);
    const extensao =
      prorrogados > 0
        ? `, dos quais ${prorrogados} min prorrogados após ${fim} (CLT art. 73 §5º; Súmula 60, II, TST)`
        : '';
    const reducao = janela.reduz
      ? `= ${formatarMinutos(noturnoReduzidoEmSetimos(noturno, janela) / 7)} computados (${janela.fonte})`
      : `(${janela.fonte})`;
    m.explicacao.push(`${noturno} min no período noturno ${janela.rotulo}${extensao} ${reducao}`);
  }
  if (prorrogacao12x36(m)) {
    m.explicacao.push(
      '12x36: as horas após a jornada noturna não são prorrogação noturna, consideradas compensadas (CLT art. 59-A parágrafo único)',
    );
  }
};
