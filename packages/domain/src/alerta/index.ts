export * from './entrega.ts';
export * from './regras.ts';
export * from './tipos.ts';
