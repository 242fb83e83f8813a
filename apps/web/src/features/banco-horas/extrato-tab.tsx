import { Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { bancoHorasQueries } from './banco-horas.queries.ts';
import { ExtratoTabela } from './extrato-tabela.tsx';
import { formatarSaldo } from './formato.ts';
import type { Extrato } from './tipos.ts';
import { NOMES_REGIME } from './tipos.ts';
import { useNomes } from './use-nomes.ts';

const Numero = ({ rotulo, minutos }: { rotulo: string; minutos: number }) => (
  <div>
    <Text size="xs" c="dimmed">
      {rotulo}
    </Text>
    <Text fw={700} c={minutos < 0 ? 'red.8' : undefined}>
      {formatarSaldo(minutos)}
    </Text>
  </div>
);

const Ciclos = ({ extrato }: { extrato: Extrato }) => (
  <TabelaRolavel rotulo="Ciclos do extrato">
    <Table aria-label="Ciclos do extrato" striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ciclo</Table.Th>
          <Table.Th ta="right">Saldo inicial</Table.Th>
          <Table.Th ta="right">Créditos</Table.Th>
          <Table.Th ta="right">Débitos</Table.Th>
          <Table.Th ta="right">Pagos</Table.Th>
          <Table.Th ta="right">Saldo final</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {extrato.ciclos.map((c) => (
          <Table.Tr key={c.inicio}>
            <Table.Td>
              {formatarData(c.inicio)} a {formatarData(c.fim)}
            </Table.Td>
            <Table.Td ta="right">{formatarSaldo(c.saldoInicial)}</Table.Td>
            <Table.Td ta="right">{formatarSaldo(c.creditos)}</Table.Td>
            <Table.Td ta="right">{formatarSaldo(-c.debitos)}</Table.Td>
            <Table.Td ta="right">{formatarSaldo(-(c.pagos + c.vencidos))}</Table.Td>
            <Table.Td ta="right">{formatarSaldo(c.saldoFinal)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);

const ExtratoDe = ({ usuarioId }: { usuarioId: number }) => {
  const q = useQuery(bancoHorasQueries.extrato(usuarioId));
  if (q.isPending) return <LoadingState label="Calculando o extrato…" />;
  if (q.isError)
    return (
      <ErrorState
        error={q.error}
        fallback="Não foi possível carregar o extrato."
        onRetry={() => void q.refetch()}
      />
    );
  const e = q.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {e.bancoHoraNome} — {NOMES_REGIME[e.regime]}, até {formatarData(e.ate)}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Numero rotulo="Saldo atual" minutos={e.saldoAtualMinutos} />
        <Numero rotulo="Saldo anterior" minutos={e.saldoAnteriorMinutos} />
      </SimpleGrid>
      <Ciclos extrato={e} />
      <ExtratoTabela extrato={e} />
    </Stack>
  );
};

export type ExtratoTabProps = {
  bancoHoraId: number;
  usuarioId: number | null;
  onUsuario: (usuarioId: number | null) => void;
};

/** Extrato de um colaborador do banco: ciclos, lançamentos dia a dia e o saldo corrente. */
export const ExtratoTab = ({ bancoHoraId, usuarioId, onUsuario }: ExtratoTabProps) => {
  const vigencias = useQuery(bancoHorasQueries.vigencias(bancoHoraId));
  const { nomeDe } = useNomes();
  const opcoes = [...new Set((vigencias.data ?? []).map((v) => v.usuarioId))]
    .map((id) => ({ value: String(id), label: nomeDe(id) }))
    .toSorted((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  return (
    <Stack gap="md">
      <Select
        label="Colaborador"
        placeholder="Escolha o colaborador"
        data={opcoes}
        value={usuarioId === null ? null : String(usuarioId)}
        onChange={(v) => onUsuario(v === null ? null : Number(v))}
        searchable
        nothingFoundMessage="Ninguém com esse nome"
        w={360}
      />
      {usuarioId === null ? (
        <Text size="sm" c="dimmed">
          Escolha um colaborador para ver o extrato.
        </Text>
      ) : (
        <ExtratoDe key={usuarioId} usuarioId={usuarioId} />
      )}
    </Stack>
  );
};
