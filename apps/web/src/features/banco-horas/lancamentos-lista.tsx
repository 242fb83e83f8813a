import type { LancamentoManual } from '@jornada/contracts';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmMotivoModal } from '../../components/ui/confirm-motivo-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData, formatarMinutos } from '../../lib/format.ts';
import { operacoesQueries, useOperacoesBancoHoras } from './banco-horas-operacoes.queries.ts';
import { useFalha } from './falha.tsx';
import { PagamentosLista } from './pagamentos-lista.tsx';

const situacao = (l: LancamentoManual) =>
  l.estornoDeId !== null ? (
    <Badge color="gray">Estorno</Badge>
  ) : l.estornado ? (
    <Badge color="orange">Desfeito</Badge>
  ) : null;

/** Lançamentos manuais da pessoa; desfazer grava o lançamento inverso (nada se apaga). */
export const LancamentosLista = ({ usuarioId, nome }: { usuarioId: number; nome: string }) => {
  const lancamentos = useQuery(operacoesQueries.lancamentos(usuarioId));
  const { estornar } = useOperacoesBancoHoras();
  const falha = useFalha();
  const [alvo, setAlvo] = useState<LancamentoManual | null>(null);

  const confirmar = async (l: LancamentoManual, motivo: string) => {
    try {
      await estornar.mutateAsync({ id: l.id, motivo });
      toast.sucesso(`Lançamento de ${formatarData(l.data)} desfeito.`);
    } catch (e) {
      falha.mostrar(e, 'Não foi possível desfazer o lançamento.');
    }
    setAlvo(null);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{nome}</Text>
      <ListaComEstados
        query={lancamentos}
        items={lancamentos.data}
        loadingLabel="Carregando lançamentos…"
        errorState={{
          fallback: 'Não foi possível carregar os lançamentos.',
          onRetry: () => void lancamentos.refetch(),
        }}
        emptyState={{
          title: 'Nenhum lançamento manual',
          description: 'Créditos e débitos lançados pelo RH aparecem aqui.',
        }}
      >
        {(lista) => (
          <Table aria-label="Lançamentos manuais" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Lançamento</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Ação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{formatarData(l.data)}</Table.Td>
                  <Table.Td>
                    {l.tipo === 'credito' ? 'Crédito' : 'Débito'} de {formatarMinutos(l.minutos)}{' '}
                    {situacao(l)}
                  </Table.Td>
                  <Table.Td>{l.motivo}</Table.Td>
                  <Table.Td>
                    {l.estornoDeId === null && !l.estornado ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Desfazer lançamento de ${formatarData(l.data)}`}
                        onClick={() => setAlvo(l)}
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
          title="Desfazer lançamento"
          acceptLabel="Desfazer"
          motivoLabel="Motivo do estorno"
          motivoObrigatorio="Motivo do estorno: informe ao menos 3 caracteres."
          motivoMinimo={3}
          isLoading={estornar.isPending}
          onConfirm={(motivo) => confirmar(alvo, motivo)}
          onClose={() => setAlvo(null)}
        >
          <Text size="sm">Será gravado o lançamento inverso; o original fica no histórico.</Text>
        </ConfirmMotivoModal>
      ) : null}
      {falha.modal}
      <PagamentosLista usuarioId={usuarioId} />
    </Stack>
  );
};
