import { Button } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import {
  configurarNotificacoesPush,
  estadoPush,
  MENSAGEM_PUSH_DESLIGADO,
} from './notificacoes-push.ts';

/**
 * Botão do cabeçalho que pede a permissão de notificações com um clique (o navegador só mostra o
 * pedido a partir de um gesto da pessoa). Aparece só enquanto a permissão não foi decidida, em
 * telas acima de 768 px e em navegadores com Push API.
 */
export const AtivarNotificacoes = () => {
  const [isVisivel, setVisivel] = useState(() => estadoPush(window.innerWidth) === 'default');
  const [isAtivando, setAtivando] = useState(false);
  if (!isVisivel) return null;

  const handleAtivar = async () => {
    setAtivando(true);
    try {
      const resultado = await configurarNotificacoesPush(window.innerWidth);
      if (resultado === 'inscrito') toast.sucesso('Notificações ativadas neste navegador.');
      if (resultado === 'permissao-negada') toast.info(MENSAGEM_PUSH_DESLIGADO);
    } catch {
      toast.erro('Não foi possível ativar as notificações neste navegador.');
    } finally {
      setAtivando(false);
      setVisivel(estadoPush(window.innerWidth) === 'default');
    }
  };

  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={isAtivando}
      onClick={() => void handleAtivar()}
    >
      Ativar notificações
    </Button>
  );
};
