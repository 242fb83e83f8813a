// Verificações de descanso da escala: interjornada, repouso semanal e domingo.
import { formatarDataBr } from '../tempo/data.ts';
import type { Achado, DiaLinha, JornadaLinha, LinhaTempo } from './linha-tempo.ts';
import type { Minutos } from './tipos.ts';
import { formatarDuracao } from './turno.ts';

/** 11 h consecutivas entre duas jornadas (CLT art. 66). */
export const INTERJORNADA_MINIMA: Minutos = 11 * 60;

/** 24 h de repouso semanal (CLT art. 67) + 11 h de interjornada (Súmula 110 do TST). */
export const DESCANSO_SEMANAL_MINIMO: Minutos = 35 * 60;

/** Dias de trabalho seguidos admitidos antes do repouso semanal (CLT art. 67; OJ 410 da SDI-1). */
const DIAS_SEGUIDOS_MAXIMO = 6;

/** CLT art. 66: entre duas jornadas, no mínimo 11 h de descanso. */
export const verificarInterjornada = (linha: LinhaTempo): Achado[] =>
  linha.jornadas.flatMap((jornada, i) => {
    if (jornada.depois >= INTERJORNADA_MINIMA) return [];
    const proxima = linha.jornadas[(i + 1) % linha.jornadas.length]!;
    const onde = `de ${jornada.rotulo} para ${proxima.rotulo}`;
    if (jornada.depois < 0) {
      return [
        { onde, texto: 'as jornadas se sobrepõem, sem nenhum descanso entre elas (CLT art. 66).' },
      ];
    }
    const descanso = formatarDuracao(jornada.depois);
    return [
      {
        onde,
        texto: `só ${descanso} de descanso entre as jornadas; o mínimo é de 11 h (CLT art. 66).`,
      },
    ];
  });

const sequenciaLonga = (primeira: JornadaLinha, ultima: JornadaLinha, dias: number): Achado => ({
  onde: '',
  texto:
    `de ${primeira.rotulo} a ${ultima.rotulo} são ${dias} dias sem descanso semanal de 35 h: ` +
    'o repouso de 24 h (CLT art. 67) somado às 11 h entre jornadas (CLT art. 66; Súmula 110 do TST) ' +
    'deve vir no máximo após 6 dias de trabalho.',
});

/**
 * CLT art. 67 + Súmula 110: a cada 7 dias, um descanso de 35 h. Percorre as jornadas a partir
 * de um descanso de 35 h, dando a volta no ciclo, e mede os dias corridos entre a primeira e a
 * última jornada de cada sequência sem esse descanso.
 */
export const verificarDescansoSemanal = (linha: LinhaTempo): Achado[] => {
  const { jornadas, periodo } = linha;
  if (jornadas.length === 0) return [];
  const partida = jornadas.findIndex((j) => j.depois >= DESCANSO_SEMANAL_MINIMO);
  if (partida < 0) {
    return [
      {
        onde: '',
        texto:
          'não há no ciclo nenhum descanso de 35 h seguidas: o repouso semanal de 24 h (CLT art. 67) ' +
          'somado às 11 h entre jornadas (CLT art. 66; Súmula 110 do TST) nunca é concedido.',
      },
    ];
  }
  const achados: Achado[] = [];
  let primeira: { jornada: JornadaLinha; dia: number } | null = null;
  for (let passo = 1; passo <= jornadas.length; passo += 1) {
    const posicao = partida + passo;
    const jornada = jornadas[posicao % jornadas.length]!;
    const dia = jornada.indice + (posicao >= jornadas.length ? periodo : 0);
    primeira ??= { jornada, dia };
    if (jornada.depois < DESCANSO_SEMANAL_MINIMO) continue;
    const corridos = dia - primeira.dia + 1;
    if (corridos > DIAS_SEGUIDOS_MAXIMO)
      achados.push(sequenciaLonga(primeira.jornada, jornada, corridos));
    primeira = null;
  }
  return achados;
};

/** Maior sequência circular de semanas sem folga no domingo. */
const maiorSequenciaSemDomingo = (livres: boolean[]): { tamanho: number; inicio: number } => {
  let melhor = { tamanho: 0, inicio: 0 };
  let atual = 0;
  for (let i = 0; i < livres.length * 2; i += 1) {
    atual = livres[i % livres.length] ? 0 : atual + 1;
    if (atual > melhor.tamanho) melhor = { tamanho: atual, inicio: i - atual + 1 };
  }
  return melhor;
};

/** Como citar o primeiro domingo de uma sequência: pela semana do rodízio ou pela data. */
const nomeDoDomingo = (dia: DiaLinha): string =>
  dia.rotulo.startsWith('domingo') ? dia.rotulo : `domingo ${formatarDataBr(dia.data)}`;

/**
 * Folga no domingo ao menos uma vez a cada `semanas` semanas. Domingo de folga = domingo sem
 * jornada iniciando nele (a jornada noturna que começa no sábado pertence ao sábado).
 */
export const verificarDomingos = (linha: LinhaTempo, semanas: number, fonte: string): Achado[] => {
  const domingos = linha.dias.filter((dia) => dia.domingo);
  const livres = domingos.map((dia) => !dia.trabalho);
  if (!livres.includes(true)) {
    return [{ onde: '', texto: `nenhum domingo do ciclo é de folga; ${fonte}` }];
  }
  const { tamanho, inicio } = maiorSequenciaSemDomingo(livres);
  if (tamanho < semanas) return [];
  const primeiro = nomeDoDomingo(domingos[inicio % domingos.length]!);
  return [
    {
      onde: '',
      texto: `há ${tamanho} domingos seguidos de trabalho, a partir do ${primeiro}; ${fonte}`,
    },
  ];
};

export const FONTE_DOMINGO_COMERCIO =
  'no comércio, o repouso semanal deve coincidir com o domingo ao menos uma vez a cada 3 semanas (Lei 10.101/2000, art. 6º, parágrafo único).';

export const fonteDomingoDaEscala = (semanas: number): string =>
  `a escala prevê folga no domingo ao menos uma vez a cada ${semanas} ${semanas === 1 ? 'semana' : 'semanas'} (repouso preferencialmente aos domingos, CLT art. 67 e Lei 605/49, art. 1º).`;
