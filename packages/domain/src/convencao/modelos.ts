import type { ParametrosEscolhidos } from '../regra-calculo/index.ts';

/**
 * Parâmetros de uma convenção coletiva: os que o motor usa (por tipo de regra de cálculo, os
 * mesmos das regras de ponto) e os que vão à folha e aos outros módulos (adicional noturno em %,
 * fração do sobreaviso, prazo do banco de horas). Ausente em `regras` = não regulado pela CCT.
 */
export type ParametrosConvencao = {
  regras: ParametrosEscolhidos;
  /** Adicional noturno em % sobre a hora diurna (CLT art. 73: no mínimo 20 % no urbano). */
  adicionalNoturnoPercentual: number;
  /** Fração da hora paga na espera do sobreaviso (Súmula 428 TST; art. 244 §2º: 1/3). */
  fracaoSobreaviso: { numerador: number; denominador: number };
  /** Prazo de compensação do banco de horas em meses (art. 59 §2º: até 12 por CCT; §5º: 6). */
  bancoHorasPrazoMeses: number | null;
};

/** O padrão legal, quando a CCT nada diz: 20 % noturno, 1/3 no sobreaviso, sem banco. */
export const PARAMETROS_CONVENCAO_PADRAO: Readonly<ParametrosConvencao> = Object.freeze({
  regras: {},
  adicionalNoturnoPercentual: 20,
  fracaoSobreaviso: { numerador: 1, denominador: 3 },
  bancoHorasPrazoMeses: null,
});

/** Um modelo pronto: exemplo para o RH aplicar a um sindicato e revisar. */
export type ModeloConvencao = {
  codigo: string;
  nome: string;
  /** Sempre o aviso: os números são de exemplo, não a convenção vigente de nenhum sindicato. */
  aviso: string;
  dataBaseMes: number;
  parametros: ParametrosConvencao;
  /** De onde vem cada parâmetro (texto para o RH): todos marcados como exemplo. */
  fontes: Record<string, string>;
};

export const AVISO_MODELO = 'Exemplo — revise com o seu sindicato antes de usar';

const exemplo = (texto: string) => `Exemplo: ${texto} Confira na convenção do seu sindicato.`;

/**
 * Modelos de exemplo de quatro convenções grandes. Os valores imitam cláusulas comuns dessas
 * categorias para o RH ter um ponto de partida; nenhum é a convenção vigente de um sindicato.
 */
const MODELOS: ModeloConvencao[] = [
  {
    codigo: 'comerciarios',
    nome: 'Comerciários (exemplo)',
    aviso: AVISO_MODELO,
    dataBaseMes: 9,
    parametros: {
      regras: {
        horaPositivaFaixas: { faixas: [{ ateMinutos: 120, percentual: 60 }, { percentual: 100 }] },
        horaNoturna: { regime: 'urbano', prorrogacao: true },
        tolerancia: { porMarcacao: 5, diaria: 10, escopo: 'todas' },
        horaPositiva: { bancoHoras: false, limiteExtrasDiario: 120, limiteDiarioBanco: 600 },
        domingo: { percentual: 100 },
        intervalo: { minimoAcimaDe6h: 60, tolerancia: 0 },
      },
      adicionalNoturnoPercentual: 25,
      fracaoSobreaviso: { numerador: 1, denominador: 3 },
      bancoHorasPrazoMeses: null,
    },
    fontes: {
      horaPositivaFaixas: exemplo(
        '60 % nas duas primeiras horas e 100 % depois, cláusula comum no comércio.',
      ),
      adicionalNoturnoPercentual: exemplo('25 % de adicional noturno, acima dos 20 % do art. 73.'),
      tolerancia: exemplo('5 min por marcação e 10 no dia, como o art. 58 §1º.'),
      domingo: exemplo('domingo e feriado trabalhados sem folga em dobro (Lei 605/49 art. 9º).'),
    },
  },
  {
    codigo: 'metalurgicos',
    nome: 'Metalúrgicos (exemplo)',
    aviso: AVISO_MODELO,
    dataBaseMes: 11,
    parametros: {
      regras: {
        horaPositivaFaixas: { faixas: [{ ateMinutos: 120, percentual: 65 }, { percentual: 100 }] },
        horaNoturna: { regime: 'urbano', prorrogacao: true },
        tolerancia: { porMarcacao: 10, diaria: 20, escopo: 'extremos' },
        horaPositiva: { bancoHoras: true, limiteExtrasDiario: 120, limiteDiarioBanco: 600 },
        domingo: { percentual: 100 },
        intervalo: { minimoAcimaDe6h: 60, tolerancia: 0 },
      },
      adicionalNoturnoPercentual: 30,
      fracaoSobreaviso: { numerador: 1, denominador: 3 },
      bancoHorasPrazoMeses: 12,
    },
    fontes: {
      horaPositivaFaixas: exemplo('65 % nas duas primeiras horas e 100 % depois.'),
      adicionalNoturnoPercentual: exemplo('30 % de adicional noturno.'),
      tolerancia: exemplo('10 min na entrada e na saída, 20 no dia (art. 611-A permite à CCT).'),
      horaPositiva: exemplo(
        'banco de horas por acordo coletivo, compensação em até 12 meses (art. 59 §2º).',
      ),
    },
  },
  {
    codigo: 'bancarios',
    nome: 'Bancários (exemplo)',
    aviso: AVISO_MODELO,
    dataBaseMes: 9,
    parametros: {
      regras: {
        horaPositivaFaixas: { faixas: [{ percentual: 50 }] },
        horaNoturna: { regime: 'urbano', prorrogacao: true },
        tolerancia: { porMarcacao: 5, diaria: 10, escopo: 'todas' },
        horaPositiva: { bancoHoras: false, limiteExtrasDiario: 120, limiteDiarioBanco: 600 },
        domingo: { percentual: 100 },
        intervalo: { minimoAcimaDe6h: 60, tolerancia: 0 },
      },
      adicionalNoturnoPercentual: 35,
      fracaoSobreaviso: { numerador: 1, denominador: 3 },
      bancoHorasPrazoMeses: null,
    },
    fontes: {
      horaPositivaFaixas: exemplo('50 % em todas as horas extras.'),
      adicionalNoturnoPercentual: exemplo('35 % de adicional noturno.'),
      intervalo: exemplo(
        'intervalo de 1 h acima de 6 h (CLT art. 71); a jornada de 6 h do art. 224 tem 15 min.',
      ),
    },
  },
  {
    codigo: 'vigilantes',
    nome: 'Vigilantes (exemplo)',
    aviso: AVISO_MODELO,
    dataBaseMes: 1,
    parametros: {
      regras: {
        horaPositivaFaixas: { faixas: [{ percentual: 50 }] },
        horaNoturna: { regime: 'urbano', prorrogacao: true },
        tolerancia: { porMarcacao: 5, diaria: 10, escopo: 'todas' },
        descansoObrigatorio: { regime12x36: true, interjornadaMinima: 660 },
        domingo: { percentual: 100 },
        intervalo: { minimoAcimaDe6h: 60, tolerancia: 0 },
      },
      adicionalNoturnoPercentual: 20,
      fracaoSobreaviso: { numerador: 1, denominador: 3 },
      bancoHorasPrazoMeses: null,
    },
    fontes: {
      descansoObrigatorio: exemplo('escala 12x36 prevista em convenção (CLT art. 59-A).'),
      adicionalNoturnoPercentual: exemplo('20 % de adicional noturno (o mínimo do art. 73).'),
      horaPositivaFaixas: exemplo('50 % em todas as horas extras.'),
    },
  },
];

export const MODELOS_CONVENCAO: readonly ModeloConvencao[] = Object.freeze(MODELOS);
