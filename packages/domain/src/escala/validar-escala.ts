// Validação de uma escala contra a CLT, no formato do modal 'ESCALAS COM PROBLEMAS' (spec §2).
import type { Achado } from './linha-tempo.ts';
import { construirLinhaTempo, formatarAchados } from './linha-tempo.ts';
import {
  FONTE_DOMINGO_COMERCIO,
  fonteDomingoDaEscala,
  verificarDescansoSemanal,
  verificarDomingos,
  verificarInterjornada,
} from './regras-clt-descanso.ts';
import {
  verificarEstrutura,
  verificarIntervalos,
  verificarLimiteDiario,
  verificarTotalSemanal,
} from './regras-clt-jornada.ts';
import type { Escala } from './tipos.ts';

export type OpcoesValidarEscala = {
  /** Comércio: domingo de folga ao menos a cada 3 semanas (Lei 10.101/2000, art. 6º, p. único). */
  comercio?: boolean;
};

export type ProblemasEscala = {
  titulo: 'ESCALAS COM PROBLEMAS';
  cabecalho: string;
  itens: string[];
  rodape: string;
};

export type ResultadoValidarEscala = { valido: boolean; problemas: ProblemasEscala | null };

const SEMANAS_DOMINGO_COMERCIO = 3;

const RODAPE =
  'Ajuste os turnos e as folgas e salve a escala novamente. Exceções só valem com acordo ou convenção coletiva que as autorize.';

const verificarDomingosDaEscala = (
  escala: Escala,
  linha: ReturnType<typeof construirLinhaTempo>,
  opcoes: OpcoesValidarEscala,
): Achado[] => {
  const propria =
    escala.tipo === 'semanal-rotativa' &&
    escala.domingoACadaSemanas &&
    escala.domingoACadaSemanas >= 1
      ? verificarDomingos(
          linha,
          escala.domingoACadaSemanas,
          fonteDomingoDaEscala(escala.domingoACadaSemanas),
        )
      : [];
  const comercio = opcoes.comercio
    ? verificarDomingos(linha, SEMANAS_DOMINGO_COMERCIO, FONTE_DOMINGO_COMERCIO)
    : [];
  return [...propria, ...comercio];
};

const achadosDaEscala = (escala: Escala, opcoes: OpcoesValidarEscala): Achado[] => {
  const estrutura = verificarEstrutura(escala);
  // Com a estrutura errada as demais contas sairiam sem sentido: corrige-se antes.
  if (estrutura.length > 0) return estrutura;
  const linha = construirLinhaTempo(escala);
  return [
    ...verificarInterjornada(linha),
    ...verificarDescansoSemanal(linha),
    ...verificarDomingosDaEscala(escala, linha, opcoes),
    ...verificarIntervalos(linha),
    ...verificarLimiteDiario(linha),
    ...verificarTotalSemanal(escala, linha),
  ];
};

/**
 * Verifica um ciclo completo da escala (mmc do ciclo com 7 dias, dando a volta na virada do
 * ciclo): estrutura dos turnos; 11 h entre jornadas (CLT art. 66); descanso semanal de 35 h a
 * cada 7 dias (CLT art. 67 e Súmula 110 do TST); domingo de folga a cada 3 semanas no comércio
 * (Lei 10.101/2000, art. 6º, parágrafo único) e na frequência que a 6x1 rotativa promete;
 * intervalo (CLT art. 71); 10 h por dia salvo 12x36 (CLT arts. 59 e 59-A); total semanal
 * contra o contrato e as 44 h (CF art. 7º, XIII).
 */
export const validarEscala = (
  escala: Escala,
  opcoes: OpcoesValidarEscala = {},
): ResultadoValidarEscala => {
  const itens = formatarAchados(achadosDaEscala(escala, opcoes));
  if (itens.length === 0) return { valido: true, problemas: null };
  const pontos = itens.length === 1 ? '1 ponto' : `${itens.length} pontos`;
  return {
    valido: false,
    problemas: {
      titulo: 'ESCALAS COM PROBLEMAS',
      cabecalho: `A escala ${escala.codigo} – ${escala.nome} não atende à legislação trabalhista em ${pontos}:`,
      itens,
      rodape: RODAPE,
    },
  };
};
