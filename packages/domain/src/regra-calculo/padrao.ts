import { CONFIGURACAO_PADRAO } from '../apuracao/configuracao.ts';
import { JANELAS_NOTURNAS } from '../apuracao/noturno.ts';
import type { RegimeNoturno } from '../apuracao/tipos.ts';
import { toHhmm } from '../tempo/index.ts';
import type { ParametrosRegraCalculo } from './tipos.ts';

const c = CONFIGURACAO_PADRAO;

/**
 * Parâmetros de cada tipo que reproduzem CFG-DEFAULT (legal-br.md §2.0): uma regra de ponto sem
 * nenhuma regra escolhida dá exatamente a configuração padrão do motor.
 */
export const PARAMETROS_PADRAO: Readonly<ParametrosRegraCalculo> = Object.freeze({
  horaNoturna: { regime: c.noturno.regime, prorrogacao: c.noturno.prorrogacao },
  tolerancia: {
    porMarcacao: c.tolerancia.porMarcacao,
    diaria: c.tolerancia.diaria,
    escopo: c.tolerancia.escopo,
  },
  horaPositiva: {
    bancoHoras: c.bancoHoras?.ativo === true,
    limiteExtrasDiario: c.limites.extrasDiarias,
    limiteDiarioBanco: c.limites.diarioBanco,
    // Sem autorização prévia por padrão; ligada, o excedente fica retido para o gestor decidir.
    exigeAutorizacaoHoraExtra: false,
    destinoNaoAutorizada: 'reter',
  },
  horaPositivaFaixas: { faixas: c.extras.faixas.map((f) => ({ ...f })) },
  horaNegativa: { compensarNoDia: c.tolerancia.compensarNoDia },
  falta: { atrasoPerdeDsr: c.dsr.atrasoPerdeDsr },
  // Sem abono por padrão: a justificativa a critério do empregador só protege o DSR.
  ausencia: { justificadaAbona: false },
  descansoObrigatorio: {
    regime12x36: c.regime12x36,
    interjornadaMinima: c.interjornada.minima,
  },
  domingo: { percentual: c.extras.domingoFeriado },
  inconsistencia: { codigos: ['MARCACAO_IMPAR', 'SEM_MARCACAO'] },
  // 0: só a marcação repetida no mesmo minuto (duplo clique) é a mesma.
  tratamento: { duplicidadeMinutos: 0 },
  intervalo: { minimoAcimaDe6h: c.intervalo.minimoAcimaDe6h, tolerancia: c.intervalo.tolerancia },
});

/** Janela e hora reduzida de um regime noturno (derivadas, só leitura). */
export const derivarHoraNoturna = (regime: RegimeNoturno) => {
  const j = JANELAS_NOTURNAS[regime];
  return {
    inicio: toHhmm(j.inicio),
    fim: toHhmm(j.inicio + j.duracao),
    horaReduzida: j.reduz,
  };
};
