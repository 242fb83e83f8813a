// Porta de entrada da feature: o que outras features podem usar.
export { OcorrenciasPainel } from './ocorrencias-painel.tsx';
