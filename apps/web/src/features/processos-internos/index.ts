// Porta de entrada da feature: as páginas que o painel carrega.
export { MeusProcessosPage } from './meus-processos-page.tsx';
export { ProcessosAdminPage } from './processos-admin-page.tsx';
export { ProcessosEquipePage } from './processos-equipe-page.tsx';
