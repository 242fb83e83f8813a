import type { modeloEscalaSchema } from '@jornada/contracts';
import type { z } from 'zod';

type Modelo = z.infer<typeof modeloEscalaSchema>;

const turno = (entrada: string, saidaIntervalo: string, voltaIntervalo: string, saida: string) => ({
  entrada,
  saidaIntervalo,
  voltaIntervalo,
  saida,
});

/**
 * Modelos prontos de GET /escala/padrao: todos passam na validação CLT do domínio com o turno
 * sugerido; no comércio (domingo a cada 3 semanas), só 5x2, 6x1 e 12x36. `sequencia` semanal
 * começa no domingo; a cíclica, no dia de início do ciclo.
 */
export const MODELOS_ESCALA: Modelo[] = [
  {
    chave: '5x2',
    nome: '5x2 comercial',
    descricao: 'Segunda a sexta; sábado de folga e domingo de descanso semanal (44 h).',
    tipo: 'semanal',
    sequencia: ['dsr', 'trabalho', 'trabalho', 'trabalho', 'trabalho', 'trabalho', 'folga'],
    turnoSugerido: turno('08:00', '12:00', '13:00', '17:48'),
    minutosSemanaisContrato: 2640,
  },
  {
    chave: '6x1',
    nome: '6x1 com descanso no domingo',
    descricao: 'Segunda a sábado; domingo de descanso semanal (44 h).',
    tipo: 'semanal',
    sequencia: ['dsr', 'trabalho', 'trabalho', 'trabalho', 'trabalho', 'trabalho', 'trabalho'],
    turnoSugerido: turno('08:00', '12:00', '13:00', '16:20'),
    minutosSemanaisContrato: 2640,
  },
  {
    chave: '12x36',
    nome: '12x36',
    descricao: '12 h de trabalho por 36 h de descanso (CLT art. 59-A).',
    tipo: 'ciclica',
    sequencia: ['trabalho', 'folga'],
    turnoSugerido: turno('07:00', '12:00', '13:00', '19:00'),
    minutosSemanaisContrato: 2640,
  },
  {
    chave: '5x1',
    nome: '5x1',
    descricao: 'Cinco dias de trabalho e um de descanso, em rodízio de 6 dias.',
    tipo: 'ciclica',
    sequencia: ['trabalho', 'trabalho', 'trabalho', 'trabalho', 'trabalho', 'dsr'],
    turnoSugerido: turno('08:00', '12:00', '13:00', '16:20'),
    minutosSemanaisContrato: 2640,
  },
  {
    chave: '4x2',
    nome: '4x2',
    descricao: 'Quatro dias de trabalho e dois de folga, em rodízio de 6 dias.',
    tipo: 'ciclica',
    sequencia: ['trabalho', 'trabalho', 'trabalho', 'trabalho', 'folga', 'dsr'],
    turnoSugerido: turno('06:00', '10:00', '11:00', '14:00'),
    minutosSemanaisContrato: 2640,
  },
];
