import { describe, expect, it } from 'vitest';
import type { DataHoraIso } from '../tempo/data-hora.ts';
import { validarEscalaSobreaviso } from './validar-escala.ts';

// Segunda 2026-03-02 a quarta 03-04, jornada 08:00–12:00 / 13:00–17:00.
const JORNADA = [
  [480, 720],
  [780, 1020],
] as const;
const trabalho = ['2026-03-02', '2026-03-03', '2026-03-04'].map((data) => ({
  data,
  jornada: JORNADA,
}));
const escala = (inicio: string, fim: string) => ({
  inicio: inicio as DataHoraIso,
  fim: fim as DataHoraIso,
});
const codigos = (r: ReturnType<typeof validarEscalaSobreaviso>) => r.map((p) => p.codigo);

describe('validação da escala de sobreaviso e prontidão', () => {
  it('sobreaviso 19:00–07:00 entre jornadas: permitido (a espera em casa é descanso)', () => {
    const r = validarEscalaSobreaviso({
      tipo: 'sobreaviso',
      escalas: [escala('2026-03-02T19:00', '2026-03-03T07:00')],
      trabalho,
    });
    expect(r).toEqual([]);
  });

  it('escala que coincide com a jornada: recusada, com o dia e os horários', () => {
    const r = validarEscalaSobreaviso({
      tipo: 'sobreaviso',
      escalas: [escala('2026-03-03T16:00', '2026-03-03T22:00')],
      trabalho,
    });
    expect(r).toEqual([
      {
        codigo: 'ESCALA_NA_JORNADA',
        campo: 'horaInicio',
        mensagem:
          'horaInicio: em 03/03/2026 a escala de sobreaviso (16:00–22:00) coincide com a jornada de trabalho (13:00–17:00); sobreaviso é fora da jornada.',
      },
    ]);
  });

  it('prontidão acima de 12 h: recusada (CLT art. 244 §3º)', () => {
    const r = validarEscalaSobreaviso({
      tipo: 'prontidao',
      escalas: [escala('2026-03-07T06:00', '2026-03-07T19:00')],
      trabalho,
    });
    expect(codigos(r)).toEqual(['ESCALA_ACIMA_DO_LIMITE']);
    expect(r[0]!.mensagem).toBe(
      'horaFim: a escala de prontidão de 06:00 a 19:00 dura 13:00; o máximo é 12:00 por escala (CLT art. 244 §3º).',
    );
  });

  it('sobreaviso de 24 h cabe; de 24 h e 30 min não', () => {
    const ok = validarEscalaSobreaviso({
      tipo: 'sobreaviso',
      escalas: [escala('2026-03-07T08:00', '2026-03-08T08:00')],
      trabalho: [],
    });
    expect(ok).toEqual([]);
    const longa = validarEscalaSobreaviso({
      tipo: 'sobreaviso',
      escalas: [escala('2026-03-07T08:00', '2026-03-08T08:30')],
      trabalho: [],
    });
    expect(codigos(longa)).toEqual(['ESCALA_ACIMA_DO_LIMITE']);
  });

  it('prontidão 19:00–23:00 entre jornadas deixa 9 h de descanso: recusada (CLT art. 66)', () => {
    const r = validarEscalaSobreaviso({
      tipo: 'prontidao',
      escalas: [escala('2026-03-02T19:00', '2026-03-02T23:00')],
      trabalho,
    });
    expect(r).toEqual([
      {
        codigo: 'PRONTIDAO_SEM_DESCANSO_ENTRE_JORNADAS',
        campo: 'horaInicio',
        mensagem:
          'horaInicio: em 02/03/2026 a escala de prontidão deixa só 9:00 de descanso entre jornadas; o mínimo é 11:00 (CLT art. 66).',
      },
    ]);
  });

  it('prontidão 17:00–21:00 logo após a jornada deixa 11 h até as 08:00: permitida', () => {
    const r = validarEscalaSobreaviso({
      tipo: 'prontidao',
      escalas: [escala('2026-03-02T17:00', '2026-03-02T21:00')],
      trabalho,
    });
    expect(r).toEqual([]);
  });

  it('prontidão no fim de semana, longe das jornadas: permitida', () => {
    const r = validarEscalaSobreaviso({
      tipo: 'prontidao',
      escalas: [escala('2026-03-07T08:00', '2026-03-07T20:00')],
      trabalho,
    });
    expect(r).toEqual([]);
  });
});
