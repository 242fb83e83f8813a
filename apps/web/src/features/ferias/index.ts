// Porta da feature de lançamentos (férias, recesso, day off) para as outras features.
export { AprovacoesLancamentos } from './aprovacoes-lancamentos.tsx';
