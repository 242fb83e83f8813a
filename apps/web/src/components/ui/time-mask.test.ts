import { describe, expect, it } from 'vitest';
import { completarHora, isHoraCompleta, mascararHora } from './time-mask.ts';

const casosDigitacao = [
  { descricao: 'vazio fica vazio', entrada: '', esperado: '' },
  { descricao: 'letras são descartadas', entrada: 'ab', esperado: '' },
  { descricao: 'um dígito fica parcial enquanto digita', entrada: '8', esperado: '8' },
  { descricao: 'dois dígitos', entrada: '08', esperado: '08' },
  { descricao: 'três dígitos ganham os dois-pontos', entrada: '083', esperado: '08:3' },
  { descricao: 'quatro dígitos formam a hora', entrada: '0830', esperado: '08:30' },
  {
    descricao: 'colar com separadores mantém só os dígitos',
    entrada: '08h30min',
    esperado: '08:30',
  },
  { descricao: 'mais de quatro dígitos são cortados', entrada: '083045', esperado: '08:30' },
  { descricao: 'valor já mascarado permanece', entrada: '12:34', esperado: '12:34' },
  { descricao: '2359 é o limite', entrada: '2359', esperado: '23:59' },
  { descricao: 'acima de 2359 vira 23:59', entrada: '2400', esperado: '23:59' },
  { descricao: '9999 vira 23:59', entrada: '9999', esperado: '23:59' },
  { descricao: 'minutos acima de 59 viram 59', entrada: '1275', esperado: '12:59' },
  { descricao: '2360 (acima de 2359) vira 23:59', entrada: '2360', esperado: '23:59' },
  { descricao: 'meia-noite', entrada: '0000', esperado: '00:00' },
];

const casosConclusao = [
  { descricao: 'um dígito 1 vira 10:00', entrada: '1', esperado: '10:00' },
  { descricao: 'um dígito 0 vira 00:00', entrada: '0', esperado: '00:00' },
  { descricao: 'um dígito 2 vira 20:00', entrada: '2', esperado: '20:00' },
  {
    descricao: 'um dígito 3 vira 30:00, acima de 2359, logo 23:59',
    entrada: '3',
    esperado: '23:59',
  },
  { descricao: 'um dígito 9 também vira 23:59', entrada: '9', esperado: '23:59' },
  { descricao: 'vazio continua vazio', entrada: '', esperado: '' },
  { descricao: 'dois dígitos não são completados', entrada: '08', esperado: '08' },
  { descricao: 'três dígitos não são completados', entrada: '08:3', esperado: '08:3' },
  { descricao: 'hora completa passa pelas mesmas regras', entrada: '1275', esperado: '12:59' },
];

describe('máscara de hora 99:99 (spec §5)', () => {
  it.each(casosDigitacao)('digitando: $descricao', ({ entrada, esperado }) => {
    expect(mascararHora(entrada)).toBe(esperado);
  });

  it.each(casosConclusao)('ao sair do campo: $descricao', ({ entrada, esperado }) => {
    expect(completarHora(entrada)).toBe(esperado);
  });

  it('reconhece só a hora completa', () => {
    expect(isHoraCompleta('08:30')).toBe(true);
    expect(isHoraCompleta('08:3')).toBe(false);
    expect(isHoraCompleta('8')).toBe(false);
  });
});
