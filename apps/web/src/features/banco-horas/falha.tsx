import { useState } from 'react';
import { FailureModal } from '../../components/ui/failure-modal.tsx';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** A mensagem do servidor (já em pt-BR) ou o texto padrão da operação. */
export const mensagemDe = (erro: unknown, padrao: string): string =>
  erro instanceof ErroApi ? erro.mensagem : padrao;

/** Modal de falha das operações: `mostrar(erro, padrao)` abre com a mensagem do servidor. */
export const useFalha = () => {
  const [mensagem, setMensagem] = useState<string | null>(null);
  const modal = (
    <FailureModal
      isOpen={mensagem !== null}
      message={mensagem ?? ''}
      onClose={() => setMensagem(null)}
    />
  );
  return {
    modal,
    mostrar: (erro: unknown, padrao: string) => setMensagem(mensagemDe(erro, padrao)),
  };
};
