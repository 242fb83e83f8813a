import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';

/** Depois de gravar: a mensagem de sucesso e o que fazer em seguida (fechar o painel, limpar). */
export type AoGravar = { sucesso: string; aoConcluir: () => void };

/**
 * O envio de um formulário do sobreaviso: cada tentativa apaga a falha anterior; gravou, avisa e
 * conclui; o servidor recusou, a falha fica no formulário (sem fechar, sem perder o digitado).
 */
export const useEnvio = <V>(mutacao: UseMutationResult<unknown, Error, V>) => {
  const [falha, setFalha] = useState(false);
  return {
    falha,
    isEnviando: mutacao.isPending,
    /** `onSubmit` do formulário: sem recarregar a página, valida e envia. */
    aoSubmeter: (validarEEnviar: () => void) => (evento: FormEvent) => {
      evento.preventDefault();
      setFalha(false);
      validarEEnviar();
    },
    /** Uma tentativa fora de um `submit` (um botão): apaga a falha anterior. */
    recomecar: () => setFalha(false),
    gravar: (valores: V, { sucesso, aoConcluir }: AoGravar) =>
      mutacao.mutate(valores, {
        onSuccess: () => {
          toast.sucesso(sucesso);
          aoConcluir();
        },
        onError: () => setFalha(true),
      }),
  };
};
