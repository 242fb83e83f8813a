import { EspelhoMensal } from './espelho-mensal.tsx';

/** #/dashboard/minhas-rotinas/espelho: o espelho do próprio colaborador. */
export const MeuEspelhoPage = () => <EspelhoMensal titulo="Meu espelho de ponto" />;
