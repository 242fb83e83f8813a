import {
  EVENTOS_WEBHOOK,
  ROTULOS_EVENTO_WEBHOOK,
  type Webhook,
  type WebhookSalvar,
} from '@jornada/contracts';
import { Button, Checkbox, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { atualizarWebhook, criarWebhook } from './integracao.api.ts';
import { integracaoKeys } from './integracao.queries.ts';

export type WebhookFormModalProps = {
  /** `null`: novo webhook; senão, o webhook a alterar. */
  webhook: Webhook | null;
  onClose: () => void;
  onSalvo: (w: Webhook) => void;
};

const urlValida = (u: string) => {
  try {
    const p = new URL(u).protocol;
    return p === 'http:' || p === 'https:';
  } catch {
    return false;
  }
};

/** Cadastro de um webhook: URL de destino, eventos assinados e se está ativo. */
export const WebhookFormModal = ({ webhook, onClose, onSalvo }: WebhookFormModalProps) => {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [eventos, setEventos] = useState<string[]>(webhook?.eventos ?? []);
  const [isAtivo, setAtivo] = useState(webhook?.ativo ?? true);
  const [erros, setErros] = useState<{ url?: string; eventos?: string; geral?: string }>({});
  const salvar = useMutation({
    mutationFn: (b: WebhookSalvar) => (webhook ? atualizarWebhook(webhook.id, b) : criarWebhook(b)),
    onSuccess: (w) => {
      void queryClient.invalidateQueries({ queryKey: integracaoKeys.webhooks });
      onSalvo(w);
    },
    onError: (e) => {
      const mensagem = isErroApi(e) ? e.mensagem : 'Não foi possível salvar o webhook.';
      setErros(isErroApi(e) && e.campo === 'url' ? { url: mensagem } : { geral: mensagem });
    },
  });
  const enviar = () => {
    const novos = {
      ...(urlValida(url.trim()) ? {} : { url: 'URL inválida: use http:// ou https://' }),
      ...(eventos.length ? {} : { eventos: 'Escolha ao menos um evento.' }),
    };
    setErros(novos);
    if (Object.keys(novos).length) return;
    salvar.mutate({
      url: url.trim(),
      eventos: eventos as WebhookSalvar['eventos'],
      ativo: isAtivo,
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={webhook ? 'Alterar webhook' : 'Novo webhook'}
      size="lg"
      centered
    >
      <Stack>
        <TextInput
          label="URL de destino"
          description="Recebe um POST JSON assinado a cada evento."
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={erros.url}
          required
        />
        <Checkbox.Group
          label="Eventos"
          value={eventos}
          onChange={setEventos}
          error={erros.eventos}
          required
        >
          <Stack gap="xs" mt="xs">
            {EVENTOS_WEBHOOK.map((e) => (
              <Checkbox key={e} value={e} label={`${ROTULOS_EVENTO_WEBHOOK[e]} (${e})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label="Ativo"
          checked={isAtivo}
          onChange={(e) => setAtivo(e.currentTarget.checked)}
        />
        {erros.geral ? (
          <Text c="red" size="sm" role="alert">
            {erros.geral}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={enviar} loading={salvar.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
