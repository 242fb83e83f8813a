import type { TratamentoMarcacao } from '@jornada/contracts';
import { Alert, Badge, Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData, horaCurta } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { BotaoAnexo } from './botao-anexo.tsx';
import { decidirTratamento } from './tratamento.api.ts';
import { tratamentoKeys, tratamentoQueries } from './tratamento.queries.ts';

type ItemFila = TratamentoMarcacao & { usuarioNome: string };
type Decisao = 'Aprovada' | 'Reprovada';

const TIPOS: Record<TratamentoMarcacao['tipo'], string> = {
  inclusao: 'Inclusão',
  desconsideracao: 'Desconsideração',
  restauracao: 'Restauração',
  justificativa: 'Justificativa',
  'alteracao-data': 'Alteração de data',
};

/** Fila de aprovação dos tratamentos de marcação (#/dashboard/admin/tratamento). */
export const AprovacaoTratamentosPage = () => {
  const queryClient = useQueryClient();
  const fila = useQuery(tratamentoQueries.fila('ParaAprovar'));
  const [emDecisao, setEmDecisao] = useState<{ item: ItemFila; status: Decisao } | null>(null);
  const [observacao, setObservacao] = useState('');

  const decidir = useMutation({
    mutationFn: ({ item, status }: { item: ItemFila; status: Decisao }) =>
      decidirTratamento(item.id, {
        status,
        ...(observacao.trim() === '' ? {} : { observacao: observacao.trim() }),
      }),
    onSuccess: (_r, { status }) => {
      toast.sucesso(status === 'Aprovada' ? 'Tratamento aprovado.' : 'Tratamento reprovado.');
      setEmDecisao(null);
      setObservacao('');
    },
    onError: (erro) => {
      if (isErroApi(erro) && erro.isErroServidor) return;
      toast.erro(isErroApi(erro) ? erro.mensagem : 'Não foi possível registrar a decisão.');
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: tratamentoKeys.filas });
      void queryClient.invalidateQueries({ queryKey: tratamentoKeys.historicos });
    },
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Tratamento de marcações
      </Title>
      <Text c="dimmed" size="sm">
        Pedidos de justificativa, inclusão, desconsideração e restauração aguardando aprovação.
      </Text>
      {fila.isPending ? <LoadingState label="Carregando pedidos…" /> : null}
      {fila.isError ? (
        <Alert color="red" title="Pedidos indisponíveis" role="alert">
          {isErroApi(fila.error) ? fila.error.mensagem : 'Não foi possível carregar os pedidos.'}
          <Button variant="light" color="red" size="xs" mt="sm" onClick={() => void fila.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      ) : null}
      {fila.isSuccess && fila.data.length === 0 ? (
        <EmptyState
          title="Nenhum pedido aguardando aprovação"
          description="Os pedidos de tratamento de marcação aparecem aqui."
        />
      ) : null}
      {fila.isSuccess && fila.data.length > 0 ? (
        <TabelaRolavel rotulo="Pedidos aguardando aprovação">
          <Table striped aria-label="Pedidos aguardando aprovação">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Colaborador</Table.Th>
                <Table.Th>Pedido</Table.Th>
                <Table.Th>Dia</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fila.data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.usuarioNome}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{TIPOS[item.tipo]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {formatarData(item.data)}
                    {item.hora ? ` ${horaCurta(item.hora)}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {item.motivo}
                    {item.observacao ? (
                      <Text size="xs" c="dimmed">
                        {item.observacao}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {item.temAnexo ? (
                        <BotaoAnexo
                          tratamentoId={item.id}
                          rotulo={`Baixar anexo do pedido de ${item.usuarioNome} (${TIPOS[item.tipo]})`}
                        />
                      ) : null}
                      <Button
                        size="xs"
                        aria-label={`Aprovar pedido de ${item.usuarioNome} (${TIPOS[item.tipo]})`}
                        onClick={() => setEmDecisao({ item, status: 'Aprovada' })}
                      >
                        Aprovar
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`Reprovar pedido de ${item.usuarioNome} (${TIPOS[item.tipo]})`}
                        onClick={() => setEmDecisao({ item, status: 'Reprovada' })}
                      >
                        Reprovar
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
      ) : null}
      <ConfirmModal
        isOpen={emDecisao !== null}
        title={emDecisao?.status === 'Aprovada' ? 'Aprovar pedido' : 'Reprovar pedido'}
        message={
          <Stack gap="sm">
            <Text>
              {emDecisao
                ? `${emDecisao.status === 'Aprovada' ? 'Aprovar' : 'Reprovar'} o pedido de ${TIPOS[emDecisao.item.tipo].toLowerCase()} de ${emDecisao.item.usuarioNome} em ${formatarData(emDecisao.item.data)}?`
                : ''}
            </Text>
            <Textarea
              label="Observação da decisão"
              value={observacao}
              onChange={(e) => setObservacao(e.currentTarget.value)}
              maxLength={500}
            />
          </Stack>
        }
        acceptLabel={emDecisao?.status === 'Aprovada' ? 'Aprovar' : 'Reprovar'}
        denyLabel="Cancelar"
        isLoading={decidir.isPending}
        onAccept={() => {
          if (emDecisao) decidir.mutate(emDecisao);
        }}
        onDeny={() => {
          setEmDecisao(null);
          setObservacao('');
        }}
      />
    </Stack>
  );
};
