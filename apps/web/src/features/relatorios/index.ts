// Porta de entrada da feature: o que o shell e outras features podem usar.
export { ROTA_RELATORIOS, useAvisosRelatorio } from './aviso-relatorio.tsx';
