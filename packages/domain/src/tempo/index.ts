// Tempo: horários em minutos inteiros e datas ISO sem fuso (aritmética pura, sem Date).
export * from './data.ts';
export * from './data-hora.ts';
export * from './hora.ts';
