export * from './sincronizacao.ts';
