import { Button, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { abrirComprovantePdf } from './abrir-comprovante.ts';

export type BotaoComprovanteProps = { codigo: string; size?: MantineSize };

/** Abre o PDF assinado do comprovante (com o token da sessão) numa nova aba. */
export const BotaoComprovante = ({ codigo, size = 'sm' }: BotaoComprovanteProps) => {
  const [isAbrindo, setIsAbrindo] = useState(false);
  const handleAbrir = async () => {
    setIsAbrindo(true);
    try {
      await abrirComprovantePdf(codigo);
    } catch (erro) {
      toast.erro(
        isErroApi(erro) ? erro.mensagem : 'Não foi possível abrir o comprovante. Tente de novo.',
      );
    } finally {
      setIsAbrindo(false);
    }
  };
  return (
    <Button
      variant="light"
      size={size}
      loading={isAbrindo}
      onClick={() => void handleAbrir()}
      aria-label={`Comprovante ${codigo}`}
    >
      Comprovante
    </Button>
  );
};
