import type { EntregaWebhook, Webhook } from '@jornada/contracts';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { reenviarEntrega } from './integracao.api.ts';
import {
  integracaoKeys,
  integracaoQueries,
  TAMANHO_PAGINA_ENTREGAS,
} from './integracao.queries.ts';
import { formatarDataHora } from './integracao-comum.ts';

const SITUACAO: Record<EntregaWebhook['situacao'], { rotulo: string; cor: string }> = {
  pendente: { rotulo: 'Pendente', cor: 'yellow' },
  entregue: { rotulo: 'Entregue', cor: 'green' },
  desistiu: { rotulo: 'Desistiu', cor: 'red' },
};

export type EntregasWebhookProps = { webhook: Webhook; onClose: () => void };

/** Registro das entregas de um webhook: cada tentativa (código, duração, erro) e "Reenviar". */
export const EntregasWebhook = ({ webhook, onClose }: EntregasWebhookProps) => {
  const queryClient = useQueryClient();
  const [pagina, setPagina] = useState(1);
  const entregas = useQuery(integracaoQueries.entregas(webhook.id, pagina));
  const reenviar = useMutation({
    mutationFn: (entregaId: number) => reenviarEntrega(webhook.id, entregaId),
    onSuccess: (e) => {
      if (e.situacao === 'entregue') toast.sucesso('Entrega reenviada com sucesso.');
      else toast.aviso('Reenvio feito, mas o destino não confirmou o recebimento.');
      void queryClient.invalidateQueries({ queryKey: integracaoKeys.entregasDe(webhook.id) });
    },
    onError: (e) => toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível reenviar.'),
  });
  const total = entregas.data ? Math.ceil(entregas.data.total / TAMANHO_PAGINA_ENTREGAS) : 0;
  return (
    <SidePanel isOpen title={`Entregas — ${webhook.url}`} onClose={onClose}>
      <Stack>
        <Group justify="flex-end">
          <Button
            variant="default"
            size="xs"
            onClick={() => void entregas.refetch()}
            loading={entregas.isFetching}
          >
            Atualizar
          </Button>
        </Group>
        <ListaComEstados
          query={entregas}
          items={entregas.data?.items}
          loadingLabel="Carregando entregas..."
          errorState={{
            fallback: 'Não foi possível carregar as entregas.',
            onRetry: () => void entregas.refetch(),
          }}
          emptyState={{
            title: 'Nenhuma entrega ainda',
            description: 'Use "Testar" ou aguarde um evento assinado.',
          }}
        >
          {(items) => (
            <Stack>
              {items.map((e) => (
                <Stack key={e.id} gap={4} aria-label={`Entrega ${e.id}`} role="group">
                  <Group justify="space-between">
                    <Text fw={500}>{e.tipo}</Text>
                    <Badge color={SITUACAO[e.situacao].cor}>{SITUACAO[e.situacao].rotulo}</Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatarDataHora(e.criadoEm)} · {e.tentativas} tentativa(s)
                    {e.proximaTentativaEm
                      ? ` · próxima em ${formatarDataHora(e.proximaTentativaEm)}`
                      : ''}
                  </Text>
                  <TabelaRolavel rotulo={`Tentativas da entrega ${e.id}`}>
                    <Table>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>#</Table.Th>
                          <Table.Th>Quando</Table.Th>
                          <Table.Th>HTTP</Table.Th>
                          <Table.Th>Duração</Table.Th>
                          <Table.Th>Erro</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {e.historico.map((h) => (
                          <Table.Tr key={h.numero}>
                            <Table.Td>{h.numero}</Table.Td>
                            <Table.Td>{formatarDataHora(h.em)}</Table.Td>
                            <Table.Td>{h.statusHttp ?? '—'}</Table.Td>
                            <Table.Td>{h.duracaoMs} ms</Table.Td>
                            <Table.Td>{h.erro ?? '—'}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </TabelaRolavel>
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Reenviar entrega ${e.id}`}
                      loading={reenviar.isPending && reenviar.variables === e.id}
                      onClick={() => reenviar.mutate(e.id)}
                    >
                      Reenviar
                    </Button>
                  </Group>
                </Stack>
              ))}
              <Paginas
                total={total}
                value={pagina}
                onChange={setPagina}
                rotulo="Páginas de entregas"
              />
            </Stack>
          )}
        </ListaComEstados>
      </Stack>
    </SidePanel>
  );
};
