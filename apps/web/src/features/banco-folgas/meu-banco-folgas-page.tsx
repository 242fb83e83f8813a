import type { ExtratoFolgas } from '@jornada/contracts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { formatarData } from '../../lib/format.ts';
import { bancoFolgasQueries } from './banco-folgas.queries.ts';
import { dias, diasDoLancamento, ORIGEM_FOLGA } from './banco-folgas.rotulos.ts';

const Extrato = ({ e }: { e: ExtratoFolgas }) =>
  e.lancamentos.length === 0 ? (
    <EmptyState title="Nenhum lançamento no banco de folgas" />
  ) : (
    <Table aria-label="Extrato do banco de folgas" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Lançamento</Table.Th>
          <Table.Th>Dias</Table.Th>
          <Table.Th>Validade</Table.Th>
          <Table.Th>Motivo</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {e.lancamentos.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{formatarData(l.data)}</Table.Td>
            <Table.Td>
              {ORIGEM_FOLGA[l.origem]}
              {l.estornado ? ' (estornado)' : ''}
            </Table.Td>
            <Table.Td>{diasDoLancamento(l)}</Table.Td>
            <Table.Td>{l.validade ? formatarData(l.validade) : '—'}</Table.Td>
            <Table.Td>{l.motivo ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

/** Minhas rotinas → Meu banco de folgas: saldo em dias, o que vence e quando, e o extrato. */
export const MeuBancoFolgasPage = () => {
  const q = useQuery(bancoFolgasQueries.meu());
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Meu banco de folgas
      </Title>
      {q.isPending ? (
        <LoadingState label="Carregando o banco de folgas…" />
      ) : q.isError ? (
        <ErrorState
          error={q.error}
          fallback="Não foi possível carregar o banco de folgas."
          onRetry={() => void q.refetch()}
        />
      ) : (
        <>
          <Card withBorder padding="md" aria-label="Saldo do banco de folgas">
            <Text size="sm" c="dimmed">
              Saldo disponível
            </Text>
            <Text size="2rem" fw={700}>
              {dias(q.data.saldo)}
            </Text>
            {q.data.vencidos > 0 && (
              <Text size="sm" c="red.8">
                {dias(q.data.vencidos)} venceram sem uso
              </Text>
            )}
          </Card>
          <Stack gap="xs" component="section" aria-labelledby="titulo-vencimentos">
            <Title order={2} size="h5" id="titulo-vencimentos">
              O que vence e quando
            </Title>
            {q.data.vencimentos.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhum dia a vencer.
              </Text>
            ) : (
              <ul aria-label="Dias a vencer" style={{ margin: 0 }}>
                {q.data.vencimentos.map((v) => (
                  <li key={v.validade}>
                    {dias(v.dias)} até {formatarData(v.validade)}
                  </li>
                ))}
              </ul>
            )}
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="titulo-extrato-folgas">
            <Title order={2} size="h5" id="titulo-extrato-folgas">
              Extrato
            </Title>
            <Extrato e={q.data} />
          </Stack>
        </>
      )}
    </Stack>
  );
};
