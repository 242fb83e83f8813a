// Carregado sob demanda por notificacoes-sob-demanda.tsx.
export { Notifications } from '@mantine/notifications';
