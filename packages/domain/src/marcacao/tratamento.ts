import { toHhmm } from '../tempo/index.ts';
import type { DiaTratado, MarcacaoRegistrada, MarcacaoTratada, Tratamento } from './tipos.ts';

const chaveInclusao = (id: number): string => `i:${id}`;

const incluida = (t: Tratamento): MarcacaoTratada => {
  if (t.minuto === null || t.instante === null) {
    throw new Error(`inclusão ${t.id} sem hora: a marcação incluída precisa de data e hora`);
  }
  const pendente = t.status === 'ParaAprovar';
  return {
    chave: chaveInclusao(t.id),
    origem: 'incluida',
    id: t.id,
    instante: t.instante,
    data: t.dataApuracao ?? t.data,
    dataMarcacao: t.data,
    minuto: t.minuto,
    nsr: null,
    duplicada: false,
    desconsiderada: false,
    pendente,
    contabiliza: !pendente,
    motivo: t.motivo,
    tratamentos: [t],
  };
};

const registrada = (m: MarcacaoRegistrada): MarcacaoTratada => ({
  chave: m.chave,
  origem: m.origem,
  id: m.id,
  instante: m.instante,
  data: m.dataApuracao ?? m.data,
  dataMarcacao: m.data,
  minuto: m.minuto,
  nsr: m.nsr,
  duplicada: m.duplicada,
  desconsiderada: false,
  pendente: false,
  contabiliza: true,
  motivo: null,
  tratamentos: [],
});

/** Efeito de um tratamento aprovado sobre a marcação que ele aponta. */
const aplicar = (m: MarcacaoTratada, t: Tratamento): void => {
  switch (t.tipo) {
    case 'desconsideracao':
      m.desconsiderada = true;
      m.motivo = t.motivo;
      break;
    case 'restauracao':
      m.desconsiderada = false;
      m.motivo = t.motivo;
      break;
    case 'alteracao-data':
      m.data = t.data;
      break;
    case 'justificativa':
      m.motivo = t.motivo;
      break;
    case 'inclusao':
      break;
  }
  m.contabiliza = !m.desconsiderada && !m.pendente;
};

/**
 * Aplica os tratamentos às marcações registradas (Portaria 671 art. 82 parágrafo único): as
 * inclusões viram marcações novas; desconsideração, restauração, justificativa e alteração de
 * data valem na ordem em que foram registradas, e só quando aprovadas. Pendentes e reprovados
 * ficam na trilha de cada marcação. As originais nunca são removidas: a desconsiderada continua
 * na lista, marcada. Devolve em ordem de instante.
 */
export const aplicarTratamentos = (
  registradas: readonly MarcacaoRegistrada[],
  tratamentos: readonly Tratamento[],
): MarcacaoTratada[] => {
  const porInstante = (a: MarcacaoTratada, b: MarcacaoTratada) =>
    a.instante - b.instante || a.id - b.id;
  // Sem tratamentos (o caso comum num lote grande): só as registradas, sem o índice por chave.
  if (tratamentos.length === 0) return registradas.map(registrada).sort(porInstante);
  const porChave = new Map<string, MarcacaoTratada>();
  for (const m of registradas) porChave.set(m.chave, registrada(m));
  const ordenados = [...tratamentos].sort((a, b) => a.id - b.id);
  for (const t of ordenados) {
    if (t.tipo === 'inclusao' && t.status !== 'Reprovada')
      porChave.set(chaveInclusao(t.id), incluida(t));
  }
  for (const t of ordenados) {
    if (t.tipo === 'inclusao' || t.alvo === null) continue;
    const alvo = porChave.get(t.alvo);
    if (!alvo) continue;
    alvo.tratamentos.push(t);
    if (t.status === 'Aprovada') aplicar(alvo, t);
  }
  return [...porChave.values()].sort(porInstante);
};

/** Agrupa por dia de apuração, em ordem de data e, dentro do dia, de instante. */
export const agruparPorDia = (marcacoes: readonly MarcacaoTratada[]): DiaTratado[] => {
  const dias = new Map<string, MarcacaoTratada[]>();
  for (const m of marcacoes) {
    const lista = dias.get(m.data) ?? [];
    lista.push(m);
    dias.set(m.data, lista);
  }
  return [...dias.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([data, lista]) => ({
      data,
      marcacoes: lista.sort((a, b) => a.instante - b.instante || a.id - b.id),
    }));
};

/** Horários `HH:MM` que contam na apuração do dia, na ordem (entrada da `apurarPeriodo`). */
export const horariosApuraveis = (dia: DiaTratado): string[] =>
  dia.marcacoes.filter((m) => m.contabiliza).map((m) => toHhmm(m.minuto));
