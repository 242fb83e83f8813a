export * from './entrega.ts';
export * from './previsao.ts';
export * from './regras.ts';
export * from './tipos.ts';
