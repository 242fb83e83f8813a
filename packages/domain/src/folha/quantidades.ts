import type { ResultadoDia, SemanaDsr } from '../apuracao/index.ts';
import type { DataIso } from '../tempo/index.ts';
import type {
  ChaveQuantidade,
  MedidaQuantidade,
  QuantidadeApurada,
  TipoQuantidade,
  UnidadeVerba,
} from './tipos.ts';

/** Catálogo das quantidades: nome para o RH, medida e a unidade em que a folha as recebe. */
export const TIPOS_QUANTIDADE: Record<
  TipoQuantidade,
  { descricao: string; medida: MedidaQuantidade; unidade: UnidadeVerba; fundamento: string }
> = {
  extras: {
    descricao: 'Horas extras (por faixa)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 59 §1º; CF art. 7º XVI',
  },
  extrasNoturnas: {
    descricao: 'Horas extras noturnas',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 73; Súmula 60 TST',
  },
  noturno: {
    descricao: 'Adicional noturno (hora reduzida)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 73 §1º',
  },
  debitos: {
    descricao: 'Atrasos e saídas antecipadas',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 58 §1º',
  },
  faltas: {
    descricao: 'Faltas injustificadas (horas)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 130; Lei 605/49',
  },
  diasFalta: {
    descricao: 'Faltas injustificadas (dias)',
    medida: 'dias',
    unidade: 'dias',
    fundamento: 'CLT art. 130; Lei 605/49',
  },
  dsrPerdidos: {
    descricao: 'DSR perdido',
    medida: 'dias',
    unidade: 'dias',
    fundamento: 'Lei 605/49 art. 6º',
  },
  intervaloIndenizado: {
    descricao: 'Intervalo intrajornada suprimido (indenização)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 71 §4º',
  },
  interjornadaSuprimida: {
    descricao: 'Intervalo interjornada suprimido',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 66; OJ 355 SDI-1 TST',
  },
  bancoHorasCredito: {
    descricao: 'Banco de horas: créditos do mês',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 59 §§2º e 5º',
  },
  bancoHorasDebito: {
    descricao: 'Banco de horas: débitos do mês',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 59 §§2º e 5º',
  },
  bancoHorasPagamento: {
    descricao: 'Banco de horas: pagamento do saldo (por percentual)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 59 §3º; CF art. 7º XVI',
  },
  bancoHorasEstagio: {
    descricao: 'Banco de horas: pagamento por estágio (por percentual)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 59 §2º (norma coletiva); CF art. 7º XVI',
  },
  bancoHorasDesconto: {
    descricao: 'Banco de horas: saldo negativo descontado',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 59 §§2º e 3º (norma coletiva)',
  },
  sobreavisoEspera: {
    descricao: 'Sobreaviso: horas de espera (1/3 da hora)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 244 §2º; Súmula 428 TST',
  },
  prontidaoEspera: {
    descricao: 'Prontidão: horas de espera (2/3 da hora)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 244 §3º',
  },
  sobreavisoAcionado: {
    descricao: 'Sobreaviso: horas acionadas (informativo, já nas extras e no noturno)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'Súmula 428, II, TST',
  },
  // Intermitente: o recibo do período (art. 452-A §6º) pelas horas do espelho; as parcelas em
  // dinheiro vão como horas equivalentes ao valor da hora da convocação (valor ÷ valor-hora).
  intermitenteHoras: {
    descricao: 'Intermitente: horas trabalhadas nas convocações',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 452-A §6º I',
  },
  intermitenteDsr: {
    descricao: 'Intermitente: DSR do período (horas equivalentes)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 452-A §6º IV; Lei 605/49',
  },
  intermitenteFerias: {
    descricao: 'Intermitente: férias proporcionais (horas equivalentes)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 452-A §6º II',
  },
  intermitenteTercoFerias: {
    descricao: 'Intermitente: 1/3 de férias (horas equivalentes)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CF art. 7º XVII; CLT art. 452-A §6º II',
  },
  intermitenteDecimoTerceiro: {
    descricao: 'Intermitente: 13º proporcional (horas equivalentes)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 452-A §6º III',
  },
};

export const TIPOS_DE_QUANTIDADE = Object.keys(TIPOS_QUANTIDADE) as [
  TipoQuantidade,
  ...TipoQuantidade[],
];

/** Tipos que se separam por percentual (a faixa das extras, a origem do pagamento do banco). */
export const TIPOS_COM_PERCENTUAL: readonly TipoQuantidade[] = [
  'extras',
  'bancoHorasPagamento',
  'bancoHorasEstagio',
];

/** Chave estável de uma quantidade ('extras:50', 'bancoHorasEstagio:100', 'noturno'). */
export const chaveDe = (q: ChaveQuantidade): string =>
  TIPOS_COM_PERCENTUAL.includes(q.tipo) ? `${q.tipo}:${q.percentual ?? 0}` : q.tipo;

export type DiaApurado = { resultado: ResultadoDia | null; compensacaoBancoHoras: number };

/**
 * Quantidades do mês de um colaborador, sobre os dias já apurados e as semanas de DSR: as mesmas
 * somas dos totais do espelho. Soma exata em sétimos de minuto (a hora noturna reduzida, CLT art.
 * 73 §1º, faz todo valor do dia k/7); arredondar é só na exportação.
 */
export const somarQuantidades = (
  dias: readonly DiaApurado[],
  semanas: readonly SemanaDsr[],
): QuantidadeApurada[] => {
  const s = new Map<string, { chave: ChaveQuantidade; setimos: number }>();
  const somar = (chave: ChaveQuantidade, minutos: number) => {
    const k = chaveDe(chave);
    const atual = s.get(k) ?? { chave, setimos: 0 };
    atual.setimos += Math.round(minutos * 7);
    s.set(k, atual);
  };
  const datasFalta: DataIso[] = [];
  for (const d of dias) {
    const r = d.resultado;
    if (!r) continue;
    for (const x of r.extras) somar({ tipo: 'extras', percentual: x.percentual }, x.minutos);
    somar({ tipo: 'extrasNoturnas' }, r.extrasNoturnas);
    somar({ tipo: 'noturno' }, r.noturnoReduzido);
    somar({ tipo: 'debitos' }, r.debito);
    somar({ tipo: 'faltas' }, r.falta);
    somar({ tipo: 'intervaloIndenizado' }, r.intervalo.indenizado);
    somar({ tipo: 'interjornadaSuprimida' }, r.interjornada.suprimido);
    somar({ tipo: 'bancoHorasCredito' }, r.bancoHoras.credito);
    // A folga compensada com banco de horas (ação de escala) também sai do banco.
    somar({ tipo: 'bancoHorasDebito' }, r.bancoHoras.debito + d.compensacaoBancoHoras);
    if (r.falta > 0) datasFalta.push(r.data);
  }
  const emMinutos = [...s.values()]
    .filter((x) => x.setimos !== 0)
    .map((x) => ({ ...x.chave, valor: x.setimos / 7 }));
  const perdidos = semanas.filter((w) => w.perdido).length;
  return [
    ...emMinutos,
    ...(datasFalta.length > 0
      ? [{ tipo: 'diasFalta' as const, valor: datasFalta.length, datas: datasFalta.sort() }]
      : []),
    ...(perdidos > 0 ? [{ tipo: 'dsrPerdidos' as const, valor: perdidos }] : []),
  ].sort((a, b) => chaveDe(a).localeCompare(chaveDe(b)));
};
