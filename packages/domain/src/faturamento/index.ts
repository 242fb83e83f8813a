export * from './competencia.ts';
export * from './preco.ts';
