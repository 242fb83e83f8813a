import { Alert, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData, horaCurta } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { BotaoComprovante } from './botao-comprovante.tsx';
import { comprovanteQueries } from './comprovante.queries.ts';

/**
 * Comprovantes das marcações das últimas 48 horas (Portaria 671 art. 80), no painel
 * (#/dashboard/minhas-rotinas/comprovantes) e em /comprovantes-marcacao-ponto/detalhes.
 */
export const ComprovantesPage = () => {
  const consulta = useQuery(comprovanteQueries.ultimos());
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} size="h2">
        Comprovantes de marcação de ponto
      </Title>
      <Text c="dimmed" size="sm">
        Comprovantes das marcações das últimas 48 horas. Cada um é um PDF assinado digitalmente.
      </Text>
      {consulta.isPending ? <LoadingState label="Carregando comprovantes…" /> : null}
      {consulta.isError ? (
        <Alert color="red" title="Comprovantes indisponíveis" role="alert">
          {isErroApi(consulta.error)
            ? consulta.error.mensagem
            : 'Não foi possível carregar os comprovantes.'}
          <Button
            variant="light"
            color="red"
            size="xs"
            mt="sm"
            onClick={() => void consulta.refetch()}
          >
            Tentar novamente
          </Button>
        </Alert>
      ) : null}
      {consulta.isSuccess && consulta.data.length === 0 ? (
        <EmptyState
          title="Nenhum comprovante nas últimas 48 horas"
          description="Os comprovantes das suas marcações aparecem aqui."
        />
      ) : null}
      {consulta.isSuccess && consulta.data.length > 0 ? (
        <TabelaRolavel rotulo="Comprovantes das últimas 48 horas">
          <Table striped highlightOnHover aria-label="Comprovantes das últimas 48 horas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Hora</Table.Th>
                <Table.Th>NSR</Table.Th>
                <Table.Th>Código</Table.Th>
                <Table.Th>PDF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {consulta.data.map((item) => (
                <Table.Tr key={item.comprovanteId}>
                  <Table.Td>{formatarData(item.data)}</Table.Td>
                  <Table.Td ff="monospace">
                    {horaCurta(item.hora)}{' '}
                    {item.offline ? (
                      <Badge color="gray" variant="light">
                        off-line
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{item.nsr}</Table.Td>
                  <Table.Td ff="monospace">{item.comprovanteId}</Table.Td>
                  <Table.Td>
                    <BotaoComprovante codigo={item.comprovanteId} size="xs" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
      ) : null}
    </Stack>
  );
};
