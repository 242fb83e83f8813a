import { useCallback, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { FALHA_GENERICA, mensagemDoServidor } from '../acao.ts';

/**
 * Gravações das telas de regras: sucesso vira aviso com a mensagem do servidor; falha fica em
 * `erro` (a mensagem do servidor ou 'erro', spec §8) para o formulário mostrar.
 */
export const useGravacao = () => {
  const [erro, setErro] = useState<string | null>(null);
  const [isGravando, setGravando] = useState(false);

  const gravar = useCallback(
    async (
      pedido: () => Promise<{ mensagem: string | null }>,
      sucesso: string,
    ): Promise<boolean> => {
      setErro(null);
      setGravando(true);
      try {
        const { mensagem } = await pedido();
        toast.sucesso(mensagem ?? sucesso);
        return true;
      } catch (e) {
        setErro(mensagemDoServidor(e) ?? FALHA_GENERICA);
        return false;
      } finally {
        setGravando(false);
      }
    },
    [],
  );

  const limparErro = useCallback(() => setErro(null), []);
  return { erro, isGravando, gravar, limparErro };
};
