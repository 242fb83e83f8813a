import { useCallback, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** Mensagem de uma falha: o texto do servidor, ou um aviso genérico para falha de rede. */
export const mensagemDeErro = (e: unknown): string =>
  e instanceof ErroApi ? e.mensagem : 'Não foi possível falar com o servidor. Tente novamente.';

/**
 * Gravação de um formulário do cadastro: sucesso vira aviso com a mensagem do servidor; a falha
 * fica em `erro` para o formulário mostrar, e o campo apontado pelo servidor (400/409) vai para
 * `aoErrarCampo`, que o marca no formulário.
 */
export const useGravacao = (aoErrarCampo?: (campo: string, mensagem: string) => void) => {
  const [erro, setErro] = useState<string | null>(null);
  const [isGravando, setGravando] = useState(false);

  const gravar = useCallback(
    async (pedido: () => Promise<{ mensagem: string | null }>, sucesso: string) => {
      setErro(null);
      setGravando(true);
      try {
        const { mensagem } = await pedido();
        toast.sucesso(mensagem ?? sucesso);
        return true;
      } catch (e) {
        const mensagem = mensagemDeErro(e);
        setErro(mensagem);
        if (e instanceof ErroApi && e.campo) aoErrarCampo?.(e.campo, mensagem);
        return false;
      } finally {
        setGravando(false);
      }
    },
    [aoErrarCampo],
  );
  return { erro, isGravando, gravar };
};
