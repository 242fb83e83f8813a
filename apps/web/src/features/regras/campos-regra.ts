import type { CODIGOS_PENDENCIA } from '@jornada/contracts';
import type { TipoRegraCalculo } from './tipos-regra.ts';

export type Campo =
  | { nome: string; rotulo: string; tipo: 'minutos' | 'percentual'; ajuda?: string }
  | { nome: string; rotulo: string; tipo: 'booleano'; ajuda?: string }
  | {
      nome: string;
      rotulo: string;
      tipo: 'opcao';
      opcoes: { value: string; label: string }[];
      ajuda?: string;
    }
  | { nome: string; rotulo: string; tipo: 'faixas'; ajuda?: string }
  | { nome: string; rotulo: string; tipo: 'codigos'; ajuda?: string };

export type DescricaoTipo = { nome: string; lei: string; campos: Campo[] };

/** Os doze tipos, com o fundamento legal mostrado como ajuda do formulário. */
export const TIPOS: Readonly<Record<TipoRegraCalculo, DescricaoTipo>> = {
  horaNoturna: {
    nome: 'Hora noturna',
    lei: 'CLT art. 73: trabalho das 22h às 5h, hora de 52min30s e adicional de 20 %. Rural: Lei 5.889/73 art. 7º. Prorrogação: Súmula 60 II TST.',
    campos: [
      {
        nome: 'regime',
        rotulo: 'Regime',
        tipo: 'opcao',
        opcoes: [
          { value: 'urbano', label: 'Urbano (22h–5h, hora reduzida)' },
          { value: 'rural-lavoura', label: 'Rural — lavoura (21h–5h)' },
          { value: 'rural-pecuaria', label: 'Rural — pecuária (20h–4h)' },
        ],
      },
      {
        nome: 'prorrogacao',
        rotulo: 'Prorrogação da jornada noturna',
        tipo: 'booleano',
        ajuda:
          'Súmula 60 II TST: horas após as 5h, em continuação ao noturno, também são noturnas.',
      },
    ],
  },
  tolerancia: {
    nome: 'Tolerância',
    lei: 'CLT art. 58 §1º e Súmula 366 TST: até 5 min por marcação, 10 min por dia. Valores maiores só por CCT (art. 611-A).',
    campos: [
      { nome: 'porMarcacao', rotulo: 'Tolerância por marcação (min)', tipo: 'minutos' },
      { nome: 'diaria', rotulo: 'Tolerância diária (min)', tipo: 'minutos' },
      {
        nome: 'escopo',
        rotulo: 'Marcações toleradas',
        tipo: 'opcao',
        opcoes: [
          { value: 'todas', label: 'Todas as marcações' },
          { value: 'extremos', label: 'Só a primeira e a última' },
        ],
      },
    ],
  },
  horaPositiva: {
    nome: 'Hora positiva',
    lei: 'CLT art. 59 §§2º, 5º e 6º: o saldo positivo do dia pode ir ao banco de horas em vez de ser pago como extra.',
    campos: [
      { nome: 'bancoHoras', rotulo: 'Enviar ao banco de horas', tipo: 'booleano' },
      {
        nome: 'limiteExtrasDiario',
        rotulo: 'Alerta de extras acima de (min/dia)',
        tipo: 'minutos',
        ajuda: 'CLT art. 59 caput: até 2 h extras por dia (120 min).',
      },
      {
        nome: 'limiteDiarioBanco',
        rotulo: 'Alerta de trabalho com banco acima de (min/dia)',
        tipo: 'minutos',
        ajuda: 'CLT art. 59 §2º: no banco de horas, até 10 h por dia (600 min).',
      },
      {
        nome: 'exigeAutorizacaoHoraExtra',
        rotulo: 'Horas extras exigem autorização prévia',
        tipo: 'booleano',
        ajuda:
          'O gestor autoriza as extras por dia ou período, com limite; o excedente segue o destino abaixo.',
      },
      {
        nome: 'destinoNaoAutorizada',
        rotulo: 'Horas extras não autorizadas',
        tipo: 'opcao',
        opcoes: [
          { value: 'reter', label: 'Reter para decisão do gestor' },
          { value: 'pagar', label: 'Pagar' },
          { value: 'banco', label: 'Enviar ao banco de horas' },
        ],
        ajuda:
          'CLT art. 4º: o tempo trabalhado é devido; reter só adia a folha até o gestor decidir.',
      },
    ],
  },
  horaPositivaFaixas: {
    nome: 'Faixas de horas extras',
    lei: 'CF art. 7º XVI e CLT art. 59 §1º: adicional mínimo de 50 %; faixas acima por CCT.',
    campos: [{ nome: 'faixas', rotulo: 'Faixas', tipo: 'faixas' }],
  },
  horaNegativa: {
    nome: 'Hora negativa',
    lei: 'CLT art. 59 §6º: compensação de horas negativas com positivas no mesmo dia.',
    campos: [{ nome: 'compensarNoDia', rotulo: 'Compensar no mesmo dia', tipo: 'booleano' }],
  },
  falta: {
    nome: 'Falta',
    lei: 'Lei 605/49 art. 6º: a falta injustificada na semana tira o DSR.',
    campos: [{ nome: 'atrasoPerdeDsr', rotulo: 'Atraso também tira o DSR', tipo: 'booleano' }],
  },
  ausencia: {
    nome: 'Ausência',
    lei: 'Lei 605/49 art. 6º §1º: a justificativa aceita pelo empregador abona (paga) o dia.',
    campos: [
      { nome: 'justificadaAbona', rotulo: 'Ausência justificada abona o dia', tipo: 'booleano' },
    ],
  },
  descansoObrigatorio: {
    nome: 'Descanso obrigatório',
    lei: 'CLT art. 66 (11 h entre jornadas), Súmula 110 TST (35 h com o DSR) e art. 59-A (12x36).',
    campos: [
      { nome: 'regime12x36', rotulo: 'Regime 12x36', tipo: 'booleano' },
      {
        nome: 'interjornadaMinima',
        rotulo: 'Descanso mínimo entre jornadas (min)',
        tipo: 'minutos',
        ajuda: 'CLT art. 66: 11 h (660 min); após o DSR, 24 h a mais (Súmula 110 TST).',
      },
    ],
  },
  domingo: {
    nome: 'Domingo e feriado',
    lei: 'Lei 605/49 art. 9º e Súmula 146 TST: trabalho sem folga compensatória pago em dobro (mínimo 100 %).',
    campos: [{ nome: 'percentual', rotulo: 'Percentual (%)', tipo: 'percentual' }],
  },
  inconsistencia: {
    nome: 'Inconsistência',
    lei: 'Portaria MTP 671/2021 art. 82 parágrafo único: pendências listadas para tratamento.',
    campos: [{ nome: 'codigos', rotulo: 'Códigos a tratar', tipo: 'codigos' }],
  },
  tratamento: {
    nome: 'Tratamento',
    lei: 'Portaria MTP 671/2021 art. 82 parágrafo único: indicar marcações indevidas (duplicadas), sem apagá-las.',
    campos: [
      {
        nome: 'duplicidadeMinutos',
        rotulo: 'Janela de marcação duplicada (min)',
        tipo: 'minutos',
      },
    ],
  },
  intervalo: {
    nome: 'Intervalo',
    lei: 'CLT art. 71: de 1 h a 2 h acima de 6 h de trabalho; redução a 30 min só por CCT (art. 611-A III).',
    campos: [
      { nome: 'minimoAcimaDe6h', rotulo: 'Intervalo mínimo acima de 6 h (min)', tipo: 'minutos' },
      {
        nome: 'tolerancia',
        rotulo: 'Tolerância no intervalo (min): falta de até N min não é supressão',
        tipo: 'minutos',
      },
    ],
  },
};

export const ROTULOS_PENDENCIA: Readonly<Record<(typeof CODIGOS_PENDENCIA)[number], string>> = {
  MARCACAO_IMPAR: 'Marcação ímpar',
  SEM_MARCACAO: 'Sem marcação',
  LIMITE_ART59_EXCEDIDO: 'Limite do art. 59 excedido',
  LIMITE_DIARIO_BANCO_EXCEDIDO: 'Limite diário do banco excedido',
  INTERVALO_SUPRIMIDO: 'Intervalo suprimido',
  INTERVALO_ACIMA_MAXIMO: 'Intervalo acima de 2 h',
  INTERJORNADA_SUPRIMIDA: 'Interjornada suprimida',
  SETIMO_DIA_CONSECUTIVO: 'Sétimo dia consecutivo',
};

/** Nome do campo para a mensagem de validação ('faixas.1.ateMinutos' → 'Faixa 2, até (min)'). */
export const rotuloDoCampo = (tipo: TipoRegraCalculo, caminho: string): string => {
  const faixa = /^faixas\.(\d+)\.(ateMinutos|percentual)$/.exec(caminho);
  if (faixa) {
    const n = Number(faixa[1]) + 1;
    return `Faixa ${n}, ${faixa[2] === 'ateMinutos' ? 'até (min acumulados)' : 'percentual (%)'}`;
  }
  return TIPOS[tipo].campos.find((c) => c.nome === caminho)?.rotulo ?? caminho;
};

/** Resumo dos parâmetros para a tabela. */
export const resumoParametros = (tipo: TipoRegraCalculo, regra: Record<string, unknown>) =>
  TIPOS[tipo].campos
    .map((c) => {
      const v = regra[c.nome];
      if (c.tipo === 'booleano') return `${c.rotulo}: ${v ? 'sim' : 'não'}`;
      if (c.tipo === 'opcao') {
        return `${c.rotulo}: ${c.opcoes.find((o) => o.value === v)?.label ?? String(v)}`;
      }
      if (c.tipo === 'faixas') {
        const faixas = (v as { ateMinutos?: number; percentual: number }[] | undefined) ?? [];
        return faixas
          .map((f) => `${f.percentual}%${f.ateMinutos ? ` até ${f.ateMinutos} min` : ''}`)
          .join(', ');
      }
      if (c.tipo === 'codigos') {
        const codigos = (v as string[] | undefined) ?? [];
        return codigos.length ? `${codigos.length} códigos` : 'nenhum código';
      }
      return `${c.rotulo}: ${String(v)}`;
    })
    .join(' · ');
