// Porta de entrada da feature: o que outras features podem usar.
export { atualizarRecursosNaApi } from './auth.api.ts';
