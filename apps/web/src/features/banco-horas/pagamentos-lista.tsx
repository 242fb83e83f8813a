import type { PagamentoRegistrado } from '@jornada/contracts';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmMotivoModal } from '../../components/ui/confirm-motivo-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData, formatarMinutos } from '../../lib/format.ts';
import { useFalha } from './falha.tsx';
import { pagamentosQueries, useDesfazerPagamento } from './pagamentos-registrados.queries.ts';

const NOMES: Record<PagamentoRegistrado['origem'], string> = {
  extraordinario: 'Pagamento extraordinário',
  'fechamento-antecipado': 'Fechamento antecipado',
  rescisao: 'Rescisão',
  estagio: 'Pagamento por estágio',
};

const descricao = (p: PagamentoRegistrado) =>
  p.minutos === null ? NOMES[p.origem] : `${NOMES[p.origem]} de ${formatarMinutos(p.minutos)}`;

/** Só estes se desfazem aqui; o estágio se desfaz reabrindo o fechamento da competência. */
const desfazivel = (p: PagamentoRegistrado) => !p.estornado && p.origem !== 'estagio';

/**
 * Pagamentos gravados da pessoa: "Desfazer" (com confirmação e motivo) grava o estorno — o
 * pagamento fica no histórico marcado como desfeito. O servidor recusa (e a mensagem aparece)
 * se a competência do pagamento está fechada ou se um pagamento posterior depende dele.
 */
export const PagamentosLista = ({ usuarioId }: { usuarioId: number }) => {
  const pagamentos = useQuery(pagamentosQueries.daPessoa(usuarioId));
  const desfazer = useDesfazerPagamento();
  const falha = useFalha();
  const [alvo, setAlvo] = useState<PagamentoRegistrado | null>(null);

  const confirmar = async (p: PagamentoRegistrado, motivo: string) => {
    try {
      await desfazer.mutateAsync({ id: p.id, motivo });
      toast.sucesso(`${NOMES[p.origem]} de ${formatarData(p.data)} desfeito.`);
    } catch (e) {
      falha.mostrar(e, 'Não foi possível desfazer o pagamento.');
    }
    setAlvo(null);
  };

  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Pagamentos do banco
      </Text>
      <ListaComEstados
        query={pagamentos}
        items={pagamentos.data}
        loadingLabel="Carregando pagamentos…"
        errorState={{
          fallback: 'Não foi possível carregar os pagamentos.',
          onRetry: () => void pagamentos.refetch(),
        }}
        emptyState={{
          title: 'Nenhum pagamento do banco',
          description:
            'Pagamentos extraordinários, fechamentos antecipados, rescisões e estágios aparecem aqui.',
        }}
      >
        {(lista) => (
          <Table aria-label="Pagamentos do banco" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Pagamento</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Ação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatarData(p.data)}</Table.Td>
                  <Table.Td>
                    {descricao(p)} {p.estornado ? <Badge color="orange">Desfeito</Badge> : null}
                  </Table.Td>
                  <Table.Td>
                    {p.estornado ? `${p.motivo} — desfeito: ${p.motivoEstorno}` : p.motivo}
                  </Table.Td>
                  <Table.Td>
                    {desfazivel(p) ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Desfazer ${NOMES[p.origem].toLowerCase()} de ${formatarData(p.data)}`}
                        onClick={() => setAlvo(p)}
                      >
                        Desfazer
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListaComEstados>
      {alvo ? (
        <ConfirmMotivoModal
          key={alvo.id}
          title="Desfazer pagamento"
          acceptLabel="Desfazer pagamento"
          motivoLabel="Motivo do estorno do pagamento"
          motivoObrigatorio="Motivo do estorno do pagamento: informe ao menos 3 caracteres."
          motivoMinimo={3}
          isLoading={desfazer.isPending}
          onConfirm={(motivo) => confirmar(alvo, motivo)}
          onClose={() => setAlvo(null)}
        >
          <Text size="sm">
            {alvo.origem === 'rescisao'
              ? 'O estorno desfaz a rescisão do banco e reabre a vigência; o pagamento fica no histórico.'
              : 'O estorno devolve o saldo ao banco; o pagamento fica no histórico como desfeito.'}
          </Text>
        </ConfirmMotivoModal>
      ) : null}
      {falha.modal}
    </Stack>
  );
};
