import { type EventoWebhook, ROTULOS_EVENTO_WEBHOOK, type Webhook } from '@jornada/contracts';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { EntregasWebhook } from './entregas-webhook.tsx';
import { excluirWebhook, testarWebhook } from './integracao.api.ts';
import { integracaoKeys, integracaoQueries } from './integracao.queries.ts';
import { WebhookFormModal } from './webhook-form-modal.tsx';

const rotuloEvento = (e: string) => ROTULOS_EVENTO_WEBHOOK[e as EventoWebhook] ?? e;

/** O segredo da assinatura recém-criado, com cópia: é a única vez que ele aparece. */
const SegredoWebhook = ({ segredo, onClose }: { segredo: string; onClose: () => void }) => (
  <Modal opened onClose={onClose} title="Webhook criado" centered size="lg">
    <Stack>
      <Alert color="yellow" title="Copie o segredo da assinatura agora">
        Ele não será mostrado de novo. Cada entrega traz o cabeçalho X-Jornada-Assinatura
        (sha256=HMAC do corpo com este segredo) e X-Jornada-Timestamp.
      </Alert>
      <TextInput label="Segredo da assinatura" value={segredo} readOnly />
      <Group justify="flex-end">
        <CopyButton value={segredo}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copiado' : 'Copiar'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>Concluir</Button>
      </Group>
    </Stack>
  </Modal>
);

/** #/dashboard/admin/integracoes/webhooks: destinos, eventos, teste e registro das entregas. */
export const WebhooksPage = () => {
  const queryClient = useQueryClient();
  const webhooks = useQuery(integracaoQueries.webhooks());
  const [editando, setEditando] = useState<Webhook | 'novo' | null>(null);
  const [segredo, setSegredo] = useState<string | null>(null);
  const [excluindo, setExcluindo] = useState<Webhook | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const excluir = useMutation({
    mutationFn: (id: number) => excluirWebhook(id),
    onSuccess: () => {
      toast.sucesso('Webhook excluído.');
      setExcluindo(null);
      void queryClient.invalidateQueries({ queryKey: integracaoKeys.webhooks });
    },
    onError: (e) => {
      setExcluindo(null);
      toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível excluir o webhook.');
    },
  });
  const testar = useMutation({
    mutationFn: (w: Webhook) => testarWebhook(w.id),
    onSuccess: (e, w) => {
      const h = e.historico.at(-1);
      if (e.situacao === 'entregue') toast.sucesso(`Teste entregue (HTTP ${h?.statusHttp}).`);
      else toast.aviso(`O destino não confirmou o teste: ${h?.erro ?? 'sem resposta'}.`);
      void queryClient.invalidateQueries({ queryKey: integracaoKeys.entregasDe(w.id) });
    },
    onError: (e) => toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível testar.'),
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Webhooks
        </Title>
        <Button onClick={() => setEditando('novo')}>Novo webhook</Button>
      </Group>
      <Text c="dimmed" size="sm">
        A cada evento assinado, o Jornada envia um POST JSON assinado ao destino. Se o destino não
        responder 2xx, novas tentativas são feitas em 1 min, 5 min, 30 min, 2 h e 12 h.
      </Text>
      <ListaComEstados
        query={webhooks}
        items={webhooks.data}
        loadingLabel="Carregando webhooks..."
        errorState={{
          fallback: 'Não foi possível carregar os webhooks.',
          onRetry: () => void webhooks.refetch(),
        }}
        emptyState={{
          title: 'Nenhum webhook cadastrado',
          description: 'Cadastre um destino para receber marcações, decisões e fechamentos.',
        }}
      >
        {(items) => (
          <TabelaRolavel rotulo="Webhooks">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>URL</Table.Th>
                  <Table.Th>Eventos</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((w) => (
                  <Table.Tr key={w.id}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{w.url}</Table.Td>
                    <Table.Td>{w.eventos.map(rotuloEvento).join(', ')}</Table.Td>
                    <Table.Td>
                      <Badge color={w.ativo ? 'green' : 'gray'}>
                        {w.ativo ? 'Ativo' : 'Inativo'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Entregas de ${w.url}`}
                          onClick={() => setLog(w)}
                        >
                          Entregas
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Testar ${w.url}`}
                          loading={testar.isPending && testar.variables?.id === w.id}
                          onClick={() => testar.mutate(w)}
                        >
                          Testar
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Alterar ${w.url}`}
                          onClick={() => setEditando(w)}
                        >
                          Alterar
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={`Excluir ${w.url}`}
                          onClick={() => setExcluindo(w)}
                        >
                          Excluir
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      {editando ? (
        <WebhookFormModal
          webhook={editando === 'novo' ? null : editando}
          onClose={() => setEditando(null)}
          onSalvo={(w) => {
            setEditando(null);
            if (w.segredo) setSegredo(w.segredo);
            else toast.sucesso('Webhook alterado.');
          }}
        />
      ) : null}
      {segredo ? <SegredoWebhook segredo={segredo} onClose={() => setSegredo(null)} /> : null}
      {log ? <EntregasWebhook webhook={log} onClose={() => setLog(null)} /> : null}
      <ConfirmModal
        isOpen={excluindo !== null}
        title="Excluir webhook"
        message={`Excluir o webhook ${excluindo?.url ?? ''}? O registro das entregas também é apagado.`}
        acceptLabel="Excluir"
        isLoading={excluir.isPending}
        onAccept={() => excluindo && excluir.mutate(excluindo.id)}
        onDeny={() => setExcluindo(null)}
      />
    </Stack>
  );
};
