import type { DiaEspelho, Espelho } from '@jornada/contracts';
import { formatHoras, isMotivoSolicitacao } from '@jornada/domain';
import { gerarPdf, type NoPdf } from '../../shared/pdf.ts';

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const cpfFormatado = (cpf: string) =>
  cpf.length === 11
    ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    : cpf;
const cnpjFormatado = (c: string) =>
  c.length === 14
    ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`
    : c;
const horas = (m: number) => (m === 0 ? '' : formatHoras(m));
const pares = (jornada: [string, string][]) => jornada.map(([e, s]) => `${e}–${s}`).join('  ');

/** Legenda das marcações (art. 84 V): sem sinal = REP; (I) incluída; (D) desconsiderada. */
const SINAL = { original: '', incluida: ' (I)', desconsiderada: ' (D)' } as const;

const marcacoesDoDia = (d: DiaEspelho) =>
  [
    ...d.marcacoes.filter((m) => !m.pendente).map((m) => `${m.hora}${SINAL[m.fonte]}`),
    // Trabalho sem marcação no REP: o acionamento aprovado entra no trabalhado (Súmula 428 TST).
    ...(d.sobreaviso?.acionamentos ?? []).map(
      (a) => `acionamento de sobreaviso ${a.horaInicio}–${a.horaFim}`,
    ),
  ].join('  ');

/** Espera paga do dia, à parte do trabalhado (CLT art. 244 §§2º–3º). */
const esperasDoDia = (d: DiaEspelho): string[] => [
  ...(d.sobreaviso?.esperaSobreaviso
    ? [`Sobreaviso (espera) ${formatHoras(d.sobreaviso.esperaSobreaviso)}`]
    : []),
  ...(d.sobreaviso?.esperaProntidao
    ? [`Prontidão (espera) ${formatHoras(d.sobreaviso.esperaProntidao)}`]
    : []),
];

const TIPO: Record<DiaEspelho['tipoDia'], string> = {
  trabalho: '',
  folga: 'Folga',
  dsr: 'DSR',
  feriado: 'Feriado',
  compensado: 'Compensado',
};

/** Nome em português de cada código de ocorrência do motor; um código novo sai legível. */
const ROTULO_OCORRENCIA: Readonly<Record<string, string>> = {
  SEM_MARCACAO: 'Sem marcação',
  MARCACAO_IMPAR: 'Marcação ímpar',
  INTERVALO_SUPRIMIDO: 'Intervalo suprimido',
  INTERVALO_ACIMA_MAXIMO: 'Intervalo acima de 2 h',
  INTERJORNADA_SUPRIMIDA: 'Interjornada suprimida',
  SETIMO_DIA_CONSECUTIVO: 'Sétimo dia consecutivo',
  LIMITE_ART59_EXCEDIDO: 'Limite do art. 59 excedido',
  LIMITE_DIARIO_BANCO_EXCEDIDO: 'Limite diário do banco excedido',
};

export const rotuloOcorrencia = (codigo: string): string => {
  const rotulo = ROTULO_OCORRENCIA[codigo];
  if (rotulo) return rotulo;
  const texto = codigo.replaceAll('_', ' ').toLowerCase();
  return texto.charAt(0).toUpperCase() + texto.slice(1);
};

const linhaDia = (d: DiaEspelho): NoPdf[] => {
  const a = d.apuracao;
  const extras = a ? a.extras.reduce((s, x) => s + x.minutos, 0) : 0;
  const j = d.ausenciaJustificada;
  // Ausência justificada: o motivo e a base legal vão ao espelho com as ocorrências do dia.
  // Férias, recesso e folga concedida (pedido aprovado) vão pelo nome, sem o rótulo de abono.
  const rotulo =
    j && (isMotivoSolicitacao(j.motivo) ? '' : `${j.abona ? 'Abono' : 'Justificada'}: `);
  const abono = j
    ? `${rotulo}${j.motivoDescricao} (${j.fundamento})${j.horaInicio ? ` ${j.horaInicio}–${j.horaFim}` : ''}`
    : null;
  const codigos = a ? [...a.inconsistencias, ...a.alertas].map(rotuloOcorrencia) : ['em aberto'];
  const ocorrencias = [abono, ...esperasDoDia(d), ...codigos].filter(Boolean).join(', ');
  return [
    `${dataBr(d.data).slice(0, 5)} ${d.diaSemana}`,
    [TIPO[d.tipoDia], d.feriado].filter(Boolean).join(' — ') || pares(d.jornada),
    marcacoesDoDia(d),
    a ? horas(a.trabalhadoComputado) : '',
    a ? horas(a.noturnoReduzido) : '',
    a ? horas(extras) : '',
    a ? horas(a.debito + a.falta) : '',
    { text: ocorrencias, fontSize: 6.5 },
  ];
};

/** Itens do art. 84 da Portaria 671 (legal-br.md §1.7), na ordem dos incisos. */
export const itensArt84 = (e: Espelho): [string, string][] => [
  [
    'I — Empregador',
    `${e.empregador.nome} — CNPJ ${cnpjFormatado(e.empregador.cnpj)} (CEI/CAEPF/CNO: não há)`,
  ],
  [
    'II — Trabalhador',
    `${e.colaborador.nome} — CPF ${cpfFormatado(e.colaborador.cpf)} — admissão ${
      e.colaborador.admissao ? dataBr(e.colaborador.admissao) : 'não informada'
    } — cargo ${e.colaborador.cargo ?? 'não informado'}`,
  ],
  [
    'III — Emissão e período',
    `emitido em ${dataBr(e.emitidoEm.slice(0, 10))} às ${e.emitidoEm.slice(11, 16)} — período ${dataBr(
      e.periodo.inicio,
    )} a ${dataBr(e.periodo.fim)}`,
  ],
  [
    'IV — Horário contratual e jornada',
    [
      ...e.horarioContratual.map(
        (h) =>
          `${h.codigo} ${h.descricao}: ${pares(h.horarios)} (${formatHoras(h.duracaoMinutos)}/dia, desde ${dataBr(h.vigenciaInicio)})`,
      ),
      ...e.escalas.map((x) => `Escala: ${x.nome}`),
    ].join('\n') || 'sem horário contratual nem escala no período',
  ],
  [
    'V — Marcações',
    'registradas no REP e tratadas: sem sinal = registrada no REP; (I) = incluída; (D) = desconsiderada (continua no AFD, não conta); "acionamento de sobreaviso" = trabalho no acionamento aprovado (Súmula 428, II, TST), sem marcação no REP',
  ],
  [
    'VI — Duração das jornadas',
    'coluna Trabalhado: duração computada, com a hora noturna reduzida (CLT art. 73 §1º) quando se aplica',
  ],
];

const resumo = (e: Espelho): NoPdf[][] => {
  const t = e.totais;
  const extras = t.extras.map((x) => `${x.percentual}%: ${formatHoras(x.minutos)}`).join('  ');
  return [
    ['Previsto', formatHoras(t.previsto), 'Trabalhado', formatHoras(t.trabalhado)],
    ['Noturno (reduzido)', formatHoras(t.noturno), 'Extras', extras || '0:00'],
    [
      'Débitos',
      formatHoras(t.debitos),
      'Faltas',
      `${formatHoras(t.faltas)} (${t.diasFalta} dia(s))`,
    ],
    [
      'DSR perdidos',
      String(t.dsrPerdidos),
      'Banco de horas',
      `+${formatHoras(t.bancoHoras.credito)} / -${formatHoras(t.bancoHoras.debito)}`,
    ],
    ['Ocorrências', `${t.diasComOcorrencia} dia(s)`, 'Apurado até', t.ate ? dataBr(t.ate) : '—'],
    ...linhasSobreaviso(t.sobreaviso),
  ];
};

/** Espera de sobreaviso e prontidão em linhas próprias; o acionado já está no trabalhado. */
const linhasSobreaviso = (s: Espelho['totais']['sobreaviso']): NoPdf[][] =>
  s && s.esperaSobreaviso + s.esperaProntidao + s.acionado > 0
    ? [
        [
          'Sobreaviso — espera (1/3)',
          formatHoras(s.esperaSobreaviso),
          'Prontidão — espera (2/3)',
          formatHoras(s.esperaProntidao),
        ],
        ['Acionamentos de sobreaviso', `${formatHoras(s.acionado)} (já no trabalhado)`, '', ''],
      ]
    : [];

/** Definição do documento (pdfmake) do Espelho de Ponto Eletrônico (Portaria 671 arts. 83–84). */
export const documentoEspelho = (e: Espelho): Record<string, unknown> => ({
  info: {
    title: `Espelho de Ponto — ${e.colaborador.nome} — ${String(e.periodo.mes).padStart(2, '0')}/${e.periodo.ano}`,
    creator: 'Jornada',
  },
  pageSize: 'A4',
  pageOrientation: 'landscape',
  pageMargins: [24, 24, 24, 28],
  defaultStyle: { font: 'Roboto', fontSize: 8 },
  styles: {
    titulo: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 0, 0, 8] },
    rotulo: { bold: true },
    cabecalho: { bold: true, fillColor: '#eeeeee' },
    nota: { fontSize: 7, color: '#333333', margin: [0, 6, 0, 0] },
  },
  footer: (pagina: number, total: number) => ({
    text: `Página ${pagina} de ${total}`,
    alignment: 'right',
    fontSize: 7,
    margin: [0, 8, 24, 0],
  }),
  content: [
    { text: 'Espelho de Ponto Eletrônico', style: 'titulo' },
    {
      table: {
        widths: [150, '*'],
        body: itensArt84(e).map(([rotulo, valor]) => [{ text: rotulo, style: 'rotulo' }, valor]),
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 10, 0, 0],
      table: {
        headerRows: 1,
        widths: [50, 118, 150, 52, 44, 40, 50, '*'],
        body: [
          [
            'Dia',
            'Jornada prevista',
            'Marcações (V)',
            'Trabalhado (VI)',
            'Noturno',
            'Extras',
            'Débito/falta',
            'Ocorrências',
          ].map((text) => ({ text, style: 'cabecalho' })),
          ...e.dias.map(linhaDia),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 10, 0, 0],
      table: { widths: [90, 120, 90, '*'], body: resumo(e) },
      layout: 'noBorders',
    },
    {
      text: 'Marcações pendentes de aprovação não aparecem. O AFD do REP não é alterado por tratamentos (Portaria 671 art. 82).',
      style: 'nota',
    },
  ],
});

export const gerarPdfEspelho = (e: Espelho): Promise<Buffer> => gerarPdf(documentoEspelho(e));
