import type { ReciboConvocado } from '@jornada/contracts';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { formatarMinutos } from '../../lib/format.ts';
import { intermitenteQueries } from './intermitente.queries.ts';
import { FALHA_CHAMADA, reais } from './intermitente-comum.ts';

/** O recibo de um convocado: as horas do espelho e cada parcela em sua linha (art. 452-A §7º). */
const ReciboDe = ({
  recibo: r,
  mostrarNome,
}: {
  recibo: ReciboConvocado;
  mostrarNome: boolean;
}) => (
  <Stack gap={4}>
    <Group justify="space-between" gap="xs">
      {mostrarNome ? <Text fw={600}>{r.nome}</Text> : null}
      {r.completo ? null : (
        <Badge color="yellow" variant="light">
          Parcial: há dias ainda em aberto
        </Badge>
      )}
    </Group>
    <Text size="sm">
      Horas trabalhadas (espelho): {formatarMinutos(r.minutosTrabalhados)} · Convocadas:{' '}
      {formatarMinutos(r.minutosPrevistos)}
    </Text>
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={mostrarNome ? `Recibo de ${r.nome}` : 'Recibo do período'} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Parcela</Table.Th>
            <Table.Th ta="right">Base</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Fundamento</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.linhas.map((l) => (
            <Table.Tr key={`${l.parcela}-${l.descricao}`}>
              <Table.Td>{l.descricao}</Table.Td>
              <Table.Td ta="right">{reais(l.base)}</Table.Td>
              <Table.Td ta="right">{reais(l.valor)}</Table.Td>
              <Table.Td>{l.fundamento}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Td />
            <Table.Th ta="right">{reais(r.total)}</Table.Th>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  </Stack>
);

export type ReciboPeriodoProps = {
  convocacaoId: number;
  /** No painel do RH: um recibo por convocado, com o nome; para o convocado, só o dele. */
  mostrarNome?: boolean;
};

/**
 * Recibo do período (CLT art. 452-A §6º) pelas horas que o espelho apurou nos dias da
 * convocação: remuneração, adicionais, DSR, férias + 1/3 e 13º, cada um na sua linha.
 */
export const ReciboPeriodo = ({ convocacaoId, mostrarNome = false }: ReciboPeriodoProps) => {
  const consulta = useQuery(intermitenteQueries.recibo(convocacaoId));
  return (
    <section aria-label="Recibo do período">
      <Title order={3} size="h5" mb="xs">
        Recibo do período
      </Title>
      {consulta.isError ? (
        <ErrorState
          error={consulta.error}
          fallback={FALHA_CHAMADA}
          onRetry={() => consulta.refetch()}
        />
      ) : consulta.isPending ? (
        <LoadingState label="Carregando recibo…" />
      ) : consulta.data.recibos.length === 0 ? (
        <EmptyState
          title="Sem recibo"
          description="Só quem aceitou a convocação e não a descumpriu recebe o recibo do período."
        />
      ) : (
        <Stack gap="md">
          {consulta.data.recibos.map((r) => (
            <ReciboDe key={r.usuarioId} recibo={r} mostrarNome={mostrarNome} />
          ))}
        </Stack>
      )}
    </section>
  );
};
