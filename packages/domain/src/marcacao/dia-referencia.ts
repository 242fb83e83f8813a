import { addDias, type DataIso, type Minutos, toMinutos } from '../tempo/index.ts';
import type { DiaTratado, MarcacaoTratada } from './tipos.ts';

/**
 * Janela depois do fim previsto de uma jornada que atravessa a meia-noite em que a marcação
 * ainda pertence ao dia em que a jornada começou (escolha de projeto: cobre horas extras de até
 * 4 h; além disso o tratamento "alterar data" atribui a marcação ao dia certo).
 */
export const JANELA_APOS_JORNADA_NOTURNA: Minutos = 240;

/** Fim da jornada no dia seguinte (minutos após a meia-noite), ou `null` se não atravessa. */
export const fimNoDiaSeguinte = (
  jornada: readonly (readonly [string, string])[],
): Minutos | null => {
  let anterior = -1;
  let atravessou = false;
  let fim = 0;
  for (const [entrada, saida] of jornada) {
    for (const hhmm of [entrada, saida]) {
      const minuto = toMinutos(hhmm);
      if (minuto < anterior) atravessou = true;
      anterior = minuto;
      fim = minuto;
    }
  }
  return atravessou ? fim : null;
};

/**
 * Dia de apuração de uma marcação: o dia anterior quando a jornada prevista daquele dia atravessa
 * a meia-noite e a marcação cai antes do fim dela mais a janela (engine-contract.md: as marcações
 * de um dia pertencem ao dia em que a jornada começou); senão, o próprio dia do calendário.
 */
export const diaDeReferencia = (
  data: DataIso,
  minuto: Minutos,
  jornadaDoDia: (data: DataIso) => readonly (readonly [string, string])[],
): DataIso => {
  const anterior = addDias(data, -1);
  const fim = fimNoDiaSeguinte(jornadaDoDia(anterior));
  return fim !== null && minuto <= fim + JANELA_APOS_JORNADA_NOTURNA ? anterior : data;
};

/** Entrada (`E`), saída (`S`) ou desconsiderada (`D`) e o número do par, para o AEJ (reg. 05). */
export type PosicaoMarcacao = {
  marcacao: MarcacaoTratada;
  tipo: 'E' | 'S' | 'D';
  par: number;
  /** Primeira entrada do dia: leva o código do horário contratual no AEJ. */
  primeiraEntrada: boolean;
};

/**
 * Sequência de entradas e saídas do dia: as marcações que contam alternam E/S na ordem do
 * instante; a desconsiderada vai como `D` no par em que estava; inclusão pendente fica de fora
 * (ainda não é dado tratado).
 */
export const sequenciarDia = (dia: DiaTratado): PosicaoMarcacao[] => {
  let contadas = 0;
  const posicoes: PosicaoMarcacao[] = [];
  for (const m of dia.marcacoes) {
    if (m.pendente) continue;
    const par = Math.floor(contadas / 2) + 1;
    if (!m.contabiliza) {
      posicoes.push({ marcacao: m, tipo: 'D', par, primeiraEntrada: false });
      continue;
    }
    const tipo = contadas % 2 === 0 ? 'E' : 'S';
    posicoes.push({ marcacao: m, tipo, par, primeiraEntrada: contadas === 0 });
    contadas += 1;
  }
  return posicoes;
};
