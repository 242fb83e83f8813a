import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { baixarAnexo, confirmarLeitura } from './mensagens.api.ts';
import { mensagemKeys, mensagemQueries } from './mensagens.queries.ts';
import {
  COR_LEITURA,
  FALHA_DOWNLOAD,
  FALHA_LISTA,
  formatarDataHora,
  LARGURA_TELEFONE,
  situacaoLeitura,
  TITULO_ERRO,
} from './mensagens-comum.ts';

export type MensagemAbertaProps = { id: number | null; onClose: () => void };

/** A mensagem aberta na caixa de entrada: abrir grava a leitura; confirmar, quando pedido. */
export const MensagemAbertaModal = ({ id, onClose }: MensagemAbertaProps) => {
  const isPhone = useMediaQuery(`(max-width: ${LARGURA_TELEFONE}px)`) ?? false;
  const queryClient = useQueryClient();
  const consulta = useQuery({ ...mensagemQueries.aberta(id ?? 0), enabled: id !== null });
  const lida = consulta.data?.lidaEm;
  useEffect(() => {
    // A primeira abertura grava a leitura: a contagem de não lidas muda.
    if (lida) void queryClient.invalidateQueries({ queryKey: mensagemKeys.caixa });
  }, [lida, queryClient]);
  const confirmar = useMutation({
    mutationFn: confirmarLeitura,
    onSuccess: (m) => {
      queryClient.setQueryData(mensagemKeys.aberta(m.id), m);
      void queryClient.invalidateQueries({ queryKey: mensagemKeys.caixa });
      toast.sucesso('Leitura confirmada.');
    },
    onError: (e) =>
      toast.erro(e instanceof ErroApi ? e.mensagem : 'Não foi possível confirmar a leitura.', {
        title: TITULO_ERRO,
      }),
  });
  const m = consulta.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={m?.titulo ?? 'Mensagem'}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar mensagem' }}
    >
      {consulta.isError ? (
        <ErrorState error={consulta.error} fallback={FALHA_LISTA} title={TITULO_ERRO} />
      ) : !m ? (
        <LoadingState label="Abrindo a mensagem…" />
      ) : (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              De {m.remetenteNome} em {formatarDataHora(m.enviadaEm)}
            </Text>
            <Badge color={COR_LEITURA[situacaoLeitura(m)]} variant="light">
              {situacaoLeitura(m)}
            </Badge>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.texto}</Text>
          {m.anexoNome ? (
            <Button
              variant="light"
              onClick={() =>
                void baixarAnexo(m.id, m.anexoNome).catch(() =>
                  toast.erro(FALHA_DOWNLOAD, { title: TITULO_ERRO }),
                )
              }
            >
              Baixar anexo ({m.anexoNome})
            </Button>
          ) : null}
          {m.exigirConfirmacao && !m.confirmadaEm ? (
            <Alert color="blue" title="Confirmação de leitura">
              <Stack gap="xs">
                <Text size="sm">Quem enviou pediu que você confirme que leu esta mensagem.</Text>
                <Button loading={confirmar.isPending} onClick={() => confirmar.mutate(m.id)}>
                  Confirmar leitura
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {m.confirmadaEm ? (
            <Text size="sm" c="dimmed">
              Leitura confirmada em {formatarDataHora(m.confirmadaEm)}.
            </Text>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
};
