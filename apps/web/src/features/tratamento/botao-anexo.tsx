import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import { baixarAnexoTratamento } from './tratamento.api.ts';

/** Baixa o anexo (atestado, declaração…) de um pedido de tratamento. */
export const BotaoAnexo = ({ tratamentoId, rotulo }: { tratamentoId: number; rotulo: string }) => {
  const baixar = useMutation({
    mutationFn: () => baixarAnexoTratamento(tratamentoId),
    onSuccess: ({ blob, nome }) => salvarArquivo(blob, nome ?? 'anexo'),
    onError: (erro) => {
      if (isErroApi(erro) && erro.isErroServidor) return;
      toast.erro(isErroApi(erro) ? erro.mensagem : 'Não foi possível baixar o anexo.');
    },
  });
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      aria-label={rotulo}
      loading={baixar.isPending}
      onClick={() => baixar.mutate()}
    >
      Anexo
    </Button>
  );
};
