import type { PadraoEscala } from '@jornada/contracts';
import type { Acao, Alocacao, DiaPadrao, DiaSemana, Escala, Turno } from '@jornada/domain';
import type { AcaoRow } from './acao.repository.ts';
import type { AlocacaoRow } from './alocacao.repository.ts';
import type { EscalaRow } from './escala.repository.ts';
import type { TurnoRow } from './turno.repository.ts';

// Linhas do banco → tipos do domínio (ids viram texto no domínio, números no fio).

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** Minutos do dia (inclusive além de 24 h) → 'HH:MM' do relógio. */
export const hhmm = (minutos: number): string => {
  const doDia = ((minutos % 1440) + 1440) % 1440;
  return `${doisDigitos(Math.floor(doDia / 60))}:${doisDigitos(doDia % 60)}`;
};

/** 'HH:MM' (ou data-hora ISO, caracteres 11–16) → minutos do dia. */
export const minutosDe = (horario: string): number => {
  const hora = horario.length > 8 ? horario.slice(11, 16) : horario.slice(0, 5);
  const [h, m] = hora.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Soma dias a uma data ISO (aritmética de calendário, sem fuso). */
export const somarDias = (data: string, dias: number): string =>
  new Date(Date.parse(`${data}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** Data-hora local 'AAAA-MM-DDTHH:MM:00' de um minuto contado desde 00:00 da data. */
export const dataHora = (data: string, minutos: number): string =>
  `${somarDias(data, Math.floor(minutos / 1440))}T${hhmm(minutos)}:00`;

export const turnoParaDominio = (t: TurnoRow): Turno => ({
  id: String(t.id),
  nome: t.nome,
  entrada: t.entrada,
  saidaIntervalo: t.saidaIntervalo,
  voltaIntervalo: t.voltaIntervalo,
  segundoIntervalo: t.segundoIntervalo ?? null,
  saida: t.saida,
});

type DiaPadraoWire = { tipo: 'trabalho'; turnoId: number } | { tipo: 'folga' } | { tipo: 'dsr' };

/** Ids de turno usados por um padrão (para validar na gravação). */
export const turnosDoPadrao = (p: PadraoEscala): number[] => {
  const dias = (lista: DiaPadraoWire[]) =>
    lista.flatMap((d) => (d.tipo === 'trabalho' ? [d.turnoId] : []));
  if (p.tipo === 'semanal') return dias(Object.values(p.dias));
  if (p.tipo === 'ciclica') return dias(p.dias);
  return [p.turnoId, ...Object.values(p.turnosPorDia ?? {}).filter((v) => v !== undefined)];
};

/** Padrão com ids de turno → escala do domínio com os turnos resolvidos. */
export const padraoParaDominio = (
  base: { id: string; codigo: string; nome: string; minutosSemanaisContrato?: number },
  p: PadraoEscala,
  turnos: ReadonlyMap<number, Turno>,
): Escala => {
  const turnoDe = (turnoId: number): Turno => {
    const t = turnos.get(turnoId);
    // Turnos nunca são excluídos e a gravação da escala confere os ids: ausência é defeito.
    if (!t) throw new Error(`turno ${turnoId} não encontrado`);
    return t;
  };
  const dia = (d: DiaPadraoWire): DiaPadrao =>
    d.tipo === 'trabalho' ? { tipo: 'trabalho', turno: turnoDe(d.turnoId) } : { tipo: d.tipo };
  if (p.tipo === 'semanal') {
    const dias = Object.fromEntries(Object.entries(p.dias).map(([k, d]) => [k, dia(d)])) as Record<
      DiaSemana,
      DiaPadrao
    >;
    return { ...base, tipo: 'semanal', dias };
  }
  if (p.tipo === 'ciclica') {
    const [primeiro, ...resto] = p.dias.map(dia);
    return { ...base, tipo: 'ciclica', inicio: p.inicio, dias: [primeiro!, ...resto] };
  }
  const porDia = Object.entries(p.turnosPorDia ?? {}).flatMap(([k, v]) =>
    v === undefined ? [] : [[k, turnoDe(v)]],
  );
  const [primeira, ...outras] = p.folgas;
  return {
    ...base,
    tipo: 'semanal-rotativa',
    inicio: p.inicio,
    turno: turnoDe(p.turnoId),
    turnosPorDia: Object.fromEntries(porDia),
    folgas: [primeira!, ...outras],
    ...(p.domingoACadaSemanas ? { domingoACadaSemanas: p.domingoACadaSemanas } : {}),
  };
};

/** Contrato da escala: o próprio, senão o da condição de trabalho (senão 44 h no domínio). */
export const escalaParaDominio = (
  e: EscalaRow,
  turnos: ReadonlyMap<number, Turno>,
  contratoCondicao?: number,
): Escala => {
  const contrato = e.minutosSemanaisContrato ?? contratoCondicao;
  return padraoParaDominio(
    {
      id: String(e.id),
      codigo: e.codigo,
      nome: e.nome,
      ...(contrato ? { minutosSemanaisContrato: contrato } : {}),
    },
    e.padrao,
    turnos,
  );
};

export const alocacaoParaDominio = (a: AlocacaoRow): Alocacao => ({
  id: String(a.id),
  usuarioId: String(a.usuarioId),
  escalaId: String(a.escalaId),
  inicio: a.inicio,
  fim: a.fim,
  inicioCiclo: a.inicioCiclo,
});

export const acaoParaDominio = (a: AcaoRow): Acao => {
  const base = { id: String(a.id), usuarioId: String(a.usuarioId), data: a.data, status: a.status };
  switch (a.tipoAcao) {
    case 'MudarParaFolga':
    case 'MudarParaTrabalho':
      return { ...base, tipoAcao: a.tipoAcao, alterarDiaDataFim: a.alterarDiaDataFim };
    case 'AlterarEntrada':
      return { ...base, tipoAcao: a.tipoAcao, novoHorarioEntrada: a.novoHorarioEntrada ?? 0 };
    case 'MoverFolgaSemanal':
      return { ...base, tipoAcao: a.tipoAcao, novaFolgaSemanal: a.novaFolgaSemanal ?? a.data };
    case 'FolgaCompensarDuranteSemana':
      return { ...base, tipoAcao: a.tipoAcao };
    case 'FolgaCompensarBancoHoras':
      return {
        ...base,
        tipoAcao: a.tipoAcao,
        folgaCompensarBancoHorasDiaTodo: a.folgaCompensarBancoHorasDiaTodo ?? true,
        folgaCompensarBancoHorasValor: a.folgaCompensarBancoHorasValor ?? 0,
      };
    case 'AlterarEscala':
      return {
        ...base,
        tipoAcao: a.tipoAcao,
        novaEscalaId: String(a.novaEscalaId),
        novaEscalaDataFim: a.novaEscalaDataFim,
      };
  }
};
