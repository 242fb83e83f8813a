// Porta da feature de horas extras para as outras: a escolha de uma pessoa da equipe ou da empresa.
export { type PessoaEscolhida, PessoaSelect } from './pessoa-select.tsx';
