// Verificações da jornada diária e semanal: estrutura dos turnos, intervalo, limites.
import { isDataIso } from '../tempo/data.ts';
import { DIAS_SEMANA, NOMES_DIAS } from './datas.ts';
import { contratoSemanal } from './expandir.ts';
import type { Achado, LinhaTempo } from './linha-tempo.ts';
import { isDia12x36 } from './linha-tempo.ts';
import type { DiaSemana, Escala, JornadaMinutos, Minutos, Turno } from './tipos.ts';
import { CONTRATO_SEMANAL_PADRAO } from './tipos.ts';
import { formatarDuracao, minutosDaJornada, pausasDaJornada, turnoParaJornada } from './turno.ts';

/** 8 h normais + 2 h extras por dia (CLT art. 59, caput). */
export const LIMITE_DIARIO: Minutos = 10 * 60;

const turnosDaEscala = (escala: Escala): { onde: string; turno: Turno }[] => {
  if (escala.tipo === 'semanal') {
    return DIAS_SEMANA.flatMap((d) => {
      const dia = escala.dias[d];
      return dia?.tipo === 'trabalho' ? [{ onde: NOMES_DIAS[d], turno: dia.turno }] : [];
    });
  }
  if (escala.tipo === 'semanal-rotativa') {
    const porDia = Object.entries(escala.turnosPorDia ?? {}) as [DiaSemana, Turno][];
    return [
      { onde: 'turno padrão', turno: escala.turno },
      ...porDia.map(([d, turno]) => ({ onde: `turno de ${NOMES_DIAS[d]}`, turno })),
    ];
  }
  return escala.dias.flatMap((dia, i) =>
    dia.tipo === 'trabalho' ? [{ onde: `dia ${i + 1} do ciclo`, turno: dia.turno }] : [],
  );
};

const problemaDoTurno = (turno: Turno): string | null => {
  const { entrada, saidaIntervalo, voltaIntervalo, segundoIntervalo, saida } = turno;
  const horarios = [
    entrada,
    saidaIntervalo,
    voltaIntervalo,
    segundoIntervalo?.saida,
    segundoIntervalo?.volta,
    saida,
  ];
  const informados = horarios.filter((h): h is number => h !== null && h !== undefined);
  if (informados.some((h) => !Number.isInteger(h) || h < 0 || h > 1439)) {
    return 'o turno tem horário inválido (use minutos inteiros de 0, 00:00, a 1439, 23:59).';
  }
  if ((saidaIntervalo === null) !== (voltaIntervalo === null)) {
    return 'informe a saída e a volta do intervalo juntas.';
  }
  if (segundoIntervalo && saidaIntervalo === null) return 'o segundo intervalo exige o primeiro.';
  const jornada = turnoParaJornada(turno);
  if (jornada.some(([inicio, fim]) => fim <= inicio)) {
    return 'o turno tem trecho de trabalho sem duração (horários repetidos).';
  }
  if (jornada.at(-1)![1] - jornada[0]![0] > 1440)
    return 'o turno passa de 24 h da entrada à saída.';
  return null;
};

const escalaVazia = (escala: Escala): boolean =>
  (escala.tipo === 'ciclica' && escala.dias.length === 0) ||
  (escala.tipo === 'semanal-rotativa' && escala.folgas.length === 0) ||
  (escala.tipo === 'semanal' && DIAS_SEMANA.some((d) => !escala.dias[d]));

/** Estrutura da escala: âncora, dias do padrão e horários dos turnos. */
export const verificarEstrutura = (escala: Escala): Achado[] => {
  if (escala.tipo !== 'semanal' && !isDataIso(escala.inicio)) {
    return [{ onde: '', texto: 'a data de início do ciclo é inválida (use AAAA-MM-DD).' }];
  }
  if (escalaVazia(escala)) {
    return [{ onde: '', texto: 'a escala não define todos os dias do padrão.' }];
  }
  return turnosDaEscala(escala).flatMap(({ onde, turno }) => {
    const texto = problemaDoTurno(turno);
    return texto ? [{ onde, texto }] : [];
  });
};

const SEIS_HORAS: Minutos = 360;
const QUATRO_HORAS: Minutos = 240;

/** Problema de intervalo da jornada (CLT art. 71), ou null. */
const problemaDeIntervalo = (
  jornada: JornadaMinutos,
  intervaloIndenizavel: boolean,
): string | null => {
  const trabalho = minutosDaJornada(jornada);
  const pausas = pausasDaJornada(jornada);
  const maior = Math.max(0, ...pausas);
  const duracao = formatarDuracao(trabalho);
  const longa = pausas.find((pausa) => pausa > 120);
  if (trabalho > SEIS_HORAS && longa !== undefined) {
    return `intervalo de ${formatarDuracao(longa)} excede o máximo de 2 h sem acordo escrito ou convenção coletiva (CLT art. 71).`;
  }
  if (trabalho > SEIS_HORAS && maior < 60 && !intervaloIndenizavel) {
    const concedido = maior === 0 ? 'sem intervalo' : `com intervalo de ${formatarDuracao(maior)}`;
    return `jornada de ${duracao} ${concedido}; acima de 6 h o intervalo para repouso e alimentação é de 1 h a 2 h (CLT art. 71).`;
  }
  if (trabalho > QUATRO_HORAS && trabalho <= SEIS_HORAS && maior < 15) {
    return `jornada de ${duracao} sem o intervalo de 15 min exigido acima de 4 h (CLT art. 71, §1º).`;
  }
  return null;
};

/**
 * CLT art. 71: acima de 6 h de trabalho, intervalo de 1 h a 2 h; acima de 4 h até 6 h, 15 min.
 * Mede o total de trabalho do dia (não só o trecho contínuo). Na 12x36 o intervalo pode ser
 * indenizado (CLT art. 59-A), por isso a falta dele não é apontada nesses dias.
 */
export const verificarIntervalos = (linha: LinhaTempo): Achado[] =>
  linha.jornadas.flatMap((jornadaLinha) => {
    const { jornada, rotulo } = linha.dias[jornadaLinha.indice]!;
    const texto = problemaDeIntervalo(jornada, isDia12x36(jornadaLinha));
    return texto ? [{ onde: rotulo, texto }] : [];
  });

/**
 * CLT art. 59: no máximo 10 h de trabalho por dia (8 h + 2 h extras). A exceção é a 12x36:
 * até 12 h seguidas com 36 h de descanso antes e depois (CLT art. 59-A).
 */
export const verificarLimiteDiario = (linha: LinhaTempo): Achado[] =>
  linha.jornadas.flatMap((jornadaLinha) => {
    const { jornada, rotulo } = linha.dias[jornadaLinha.indice]!;
    const trabalho = minutosDaJornada(jornada);
    if (trabalho <= LIMITE_DIARIO || isDia12x36(jornadaLinha)) return [];
    return [
      {
        onde: rotulo,
        texto:
          `jornada de ${formatarDuracao(trabalho)} de trabalho excede o limite de 10 h por dia (8 h + 2 h extras, CLT art. 59); ` +
          'acima disso só a 12x36, com até 12 h seguidas e 36 h de descanso (CLT art. 59-A).',
      },
    ];
  });

const totaisPorSemana = (linha: LinhaTempo): Minutos[] =>
  Array.from({ length: linha.periodo / 7 }, (_, semana) =>
    linha.dias
      .slice(semana * 7, semana * 7 + 7)
      .reduce((total, dia) => total + minutosDaJornada(dia.jornada), 0),
  );

const LEGAL = '(CF art. 7º, XIII)';

/** Contrato acima das 44 h semanais da Constituição. */
const verificarContrato = (contrato: Minutos): Achado[] =>
  contrato > CONTRATO_SEMANAL_PADRAO
    ? [
        {
          onde: '',
          texto: `o contrato de ${formatarDuracao(contrato)} semanais excede o limite de 44 h ${LEGAL}.`,
        },
      ]
    : [];

/**
 * CF art. 7º, XIII: até 44 h semanais, e nunca acima do contrato. Semana fixa e 6x1 rotativa:
 * cada semana (segunda a domingo) do ciclo; rodízio de N dias: a média semanal do ciclo, pois o
 * rodízio compensa semanas mais longas com mais curtas (compensação de horários, mesmo inciso).
 */
export const verificarTotalSemanal = (escala: Escala, linha: LinhaTempo): Achado[] => {
  const contrato = contratoSemanal(escala);
  const acima = `acima do contrato de ${formatarDuracao(contrato)} ${LEGAL}.`;
  const totais = totaisPorSemana(linha);
  if (escala.tipo === 'ciclica') {
    const media = Math.round(totais.reduce((a, b) => a + b, 0) / totais.length);
    const texto = `a média semanal do ciclo é de ${formatarDuracao(media)} de trabalho, ${acima}`;
    return [...verificarContrato(contrato), ...(media > contrato ? [{ onde: '', texto }] : [])];
  }
  const excessos = totais.flatMap((total, semana) => {
    if (total <= contrato) return [];
    const onde = escala.tipo === 'semanal' ? '' : `semana ${semana + 1} do ciclo`;
    return [{ onde, texto: `a semana soma ${formatarDuracao(total)} de trabalho, ${acima}` }];
  });
  return [...verificarContrato(contrato), ...excessos];
};
