import { notifications } from '@mantine/notifications';

type ToastOptions = { title?: string; autoClose?: number | false };

const mostrar = (cor: string, mensagem: string, { title, autoClose = 5000 }: ToastOptions = {}) =>
  notifications.show({
    color: cor,
    message: mensagem,
    title,
    autoClose,
    withBorder: true,
    // O botão de fechar só tem um ícone: sem nome, o leitor de tela não diz o que ele faz.
    closeButtonProps: { 'aria-label': 'Fechar aviso' },
  });

// Cores fixas por intenção: quem chama escolhe o sentido, não a cor.
export const toast = {
  sucesso: (mensagem: string, opcoes?: ToastOptions) => mostrar('green', mensagem, opcoes),
  erro: (mensagem: string, opcoes?: ToastOptions) => mostrar('red', mensagem, opcoes),
  aviso: (mensagem: string, opcoes?: ToastOptions) => mostrar('yellow', mensagem, opcoes),
  info: (mensagem: string, opcoes?: ToastOptions) => mostrar('blue', mensagem, opcoes),
};
