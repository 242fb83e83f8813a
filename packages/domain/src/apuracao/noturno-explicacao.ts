import { toHhmm } from '../tempo/index.ts';
import { formatarMinutos } from './explicacao.ts';
import { MemoriaFrases } from './frases-memo.ts';
import type { DiaMedido } from './lancamentos.ts';
import {
  inicioProrrogacao,
  type JanelaNoturna,
  noturnoDe,
  noturnoReduzidoEmSetimos,
} from './noturno.ts';

/** Minutos noturnos que vêm só da prorrogação da Súmula 60 (0 se ela não se aplica). */
const minutosProrrogados = (m: DiaMedido): number =>
  Number.isFinite(m.prorrogacao)
    ? m.medida.noturno - noturnoDe(m.pontos, m.p.janela, Number.POSITIVE_INFINITY)
    : 0;

/** 12x36 com jornada toda noturna e trabalho depois do fim da janela: sem extensão (art. 59-A). */
const prorrogacao12x36 = (m: DiaMedido): boolean => {
  if (!m.p.configuracao.regime12x36 || m.pontos.length < 2) return false;
  const fim = inicioProrrogacao(m.jornada, m.p.janela);
  return Number.isFinite(fim) && m.pontos[m.pontos.length - 1]! > fim;
};

/** '95 min no período noturno 22:00–05:00 = 108,57 min computados (…)', com a prorrogação. */
const fraseNoturno = (janela: JanelaNoturna, noturno: number, prorrogados: number): string => {
  const fim = toHhmm(janela.inicio + janela.duracao);
  const extensao =
    prorrogados > 0
      ? `, dos quais ${prorrogados} min prorrogados após ${fim} (CLT art. 73 §5º; Súmula 60, II, TST)`
      : '';
  const reducao = janela.reduz
    ? `= ${formatarMinutos(noturnoReduzidoEmSetimos(noturno, janela) / 7)} computados (${janela.fonte})`
    : `(${janela.fonte})`;
  return `${noturno} min no período noturno ${janela.rotulo}${extensao} ${reducao}`;
};

/** Frases noturnas já montadas, pelos minutos e pelos parâmetros (a janela vem deles). */
const memoriaNoturno = new MemoriaFrases();

/**
 * Frases do trabalho noturno: minutos na janela do regime, prorrogação (CLT art. 73 §5º; Súmula
 * 60, II, TST) e redução da hora (art. 73 §1º) ou sua ausência no rural (Lei 5.889/73 art. 7º).
 */
export const frasesNoturno = (m: DiaMedido): void => {
  const { janela } = m.p;
  const noturno = m.medida.noturno;
  if (noturno > 0) {
    const prorrogados = minutosProrrogados(m);
    const id = m.p.id;
    m.explicacao.push(
      memoriaNoturno.obter(noturno, prorrogados, id, 0) ??
        memoriaNoturno.guardar(
          noturno,
          prorrogados,
          id,
          0,
          fraseNoturno(janela, noturno, prorrogados),
        ),
    );
  }
  if (prorrogacao12x36(m)) {
    m.explicacao.push(
      '12x36: as horas após a jornada noturna não são prorrogação noturna, consideradas compensadas (CLT art. 59-A parágrafo único)',
    );
  }
};
