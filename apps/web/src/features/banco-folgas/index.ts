// Porta de entrada da feature: o que outras features podem usar (a escala marca a folga do banco).
export { useMarcarFolgaBanco } from './banco-folgas.queries.ts';
