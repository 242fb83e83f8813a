import type {
  AcaoLancamento,
  RegraSobreaviso,
  StatusLancamento,
  VisaoLancamento,
} from '@jornada/contracts';
import { dayjs } from '../../lib/dayjs.ts';
import { DIAS_SEMANA_ABREVIADOS, formatarData, formatarMinutos } from '../../lib/format.ts';

export type TipoSobreaviso = RegraSobreaviso['tipo'];

/** Falhas do sobreaviso vêm sem mensagem (spec §8): a tela diz o que não deu certo. */
export const FALHA = {
  carregar: 'Não foi possível carregar os dados do sobreaviso. Tente novamente.',
  salvar: 'Não foi possível salvar. Confira os dados e tente novamente.',
  lancar:
    'Não foi possível registrar o acionamento. Confira se o horário já terminou, se não se sobrepõe a outro lançamento e tente novamente.',
  lancamento:
    'Não foi possível registrar o lançamento. Confira se o horário já terminou, se não se sobrepõe a outro lançamento e, fora da escala, escolha a regra.',
  decidir: 'Não foi possível concluir a ação no lançamento.',
  relatorio: 'Não contém dados para esse relatório',
} as const;

/** O estado de uma consulta sem o erro: a lista mostra só o texto genérico da tela (spec §8). */
export const semMensagem = (q: { isPending: boolean; isError: boolean }) => ({
  isPending: q.isPending,
  isError: q.isError,
  error: null,
});

export const ROTULO_STATUS: Record<StatusLancamento, { rotulo: string; cor: string }> = {
  pendente: { rotulo: 'Pendente', cor: 'yellow' },
  aprovado: { rotulo: 'Aprovado', cor: 'green' },
  reprovado: { rotulo: 'Reprovado', cor: 'red' },
  cancelado: { rotulo: 'Cancelado', cor: 'gray' },
};

export const ROTULO_ACAO: Record<AcaoLancamento, string> = {
  aprovar: 'Aprovar',
  reprovar: 'Reprovar',
  cancelar: 'Cancelar',
  reabrir: 'Reabrir',
};

export const ROTULO_VISAO: Record<VisaoLancamento, string> = {
  minhas: 'Meus lançamentos',
  aprovar: 'Para aprovar',
  todas: 'Todos',
};

/** Tipo da regra com a fração e o limite legais (CLT art. 244 §§2º–3º). */
export const ROTULO_TIPO: Record<TipoSobreaviso, string> = {
  sobreaviso: 'Sobreaviso (1/3 da hora, até 24 h)',
  prontidao: 'Prontidão (2/3 da hora, até 12 h)',
};

export const NOME_TIPO: Record<TipoSobreaviso, string> = {
  sobreaviso: 'Sobreaviso',
  prontidao: 'Prontidão',
};

export const ROTULO_NATUREZA = { acionamento: 'Acionamento', espera: 'Espera' } as const;

/** Ações gravadas no histórico (inclusão, alteração e as decisões do lançamento). */
const ROTULO_HISTORICO: Record<string, string> = {
  inclusao: 'Inclusão',
  alteracao: 'Alteração',
  aprovar: 'Aprovação',
  reprovar: 'Reprovação',
  cancelar: 'Cancelamento',
  reabrir: 'Reabertura',
};
export const rotuloHistorico = (acao: string) => ROTULO_HISTORICO[acao] ?? 'Alteração';

/** Alertas da apuração (motor `apurarSobreaviso`) em texto para a pessoa. */
const ROTULO_ALERTA: Record<string, string> = {
  ESCALA_ACIMA_24H: 'Escala de sobreaviso acima de 24 horas (CLT art. 244 §2º).',
  PRONTIDAO_ACIMA_12H: 'Prontidão acima de 12 horas (CLT art. 244 §3º).',
  ACIONAMENTO_FORA_DE_ESCALA: 'Acionamento fora da escala planejada.',
  ESCALAS_SOBREPOSTAS: 'Escalas sobrepostas: o tempo em comum é pago uma vez só.',
};
export const rotuloAlerta = (codigo: string) => ROTULO_ALERTA[codigo] ?? 'Verifique a apuração.';

/** '2026-11-20T19:00' (data e hora locais) → '20/11/2026 19:00'. */
export const dataHoraBr = (local: string) => {
  const d = dayjs(local);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '';
};

/** Início e fim; no mesmo dia, a data aparece uma vez: '20/11/2026 19:00 às 21:30'. */
export const periodoLocal = (inicio: string, fim: string) =>
  inicio.slice(0, 10) === fim.slice(0, 10)
    ? `${dataHoraBr(inicio)} às ${fim.slice(11, 16)}`
    : `${dataHoraBr(inicio)} às ${dataHoraBr(fim)}`;

export const periodoDatas = (inicio: string, fim: string) =>
  `${formatarData(inicio)} a ${formatarData(fim)}`;

/** 90 → '01:30'. */
export const horas = (minutos: number) => formatarMinutos(Math.round(minutos));

/** [1, 3] → 'SEG, QUA'. */
export const diasDaSemana = (dias: readonly number[]) =>
  dias.map((d) => DIAS_SEMANA_ABREVIADOS[d] ?? '').join(', ');

/** Busca sem diferença de acentos e maiúsculas. */
export const semAcento = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Uma versão gravada de lançamento em uma linha: período, motivo, situação e decisão. */
export const resumirLancamento = (d: Record<string, unknown>) => {
  const status = ROTULO_STATUS[d.status as StatusLancamento]?.rotulo ?? '';
  const partes = [
    periodoLocal(String(d.inicio ?? ''), String(d.fim ?? '')),
    String(d.motivoDescricao ?? ''),
    status,
  ];
  if (typeof d.observacaoDecisao === 'string' && d.observacaoDecisao)
    partes.push(`observação: ${d.observacaoDecisao}`);
  return partes.filter(Boolean).join(', ');
};
