// Porta de entrada da feature: o que outras features podem usar.
export { HistoricoPessoaModal } from './historico-pessoa.tsx';
