import { Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../../components/ui/tabela-rolavel.tsx';
import { FALHA_GENERICA, mensagemDoServidor } from '../acao.ts';
import { regrasQueries } from '../escala-regras.queries.ts';

/** Escalas em uso (GET /escala/em-uso): as que têm alocação valendo hoje ou adiante. */
export const EmUsoTab = () => {
  const consulta = useQuery(regrasQueries.emUso());
  if (consulta.isPending) return <LoadingState label="Carregando as escalas em uso…" />;
  if (consulta.isError) {
    return (
      <EmptyState
        title="Não foi possível carregar as escalas em uso"
        description={mensagemDoServidor(consulta.error) ?? FALHA_GENERICA}
      >
        <Button variant="light" onClick={() => void consulta.refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  }
  if (consulta.data.length === 0) {
    return (
      <EmptyState
        title="Nenhuma escala em uso"
        description="Nenhum colaborador está alocado em escalas."
      />
    );
  }
  return (
    <TabelaRolavel rotulo="Escalas em uso">
      <Table striped aria-label="Escalas em uso">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Código</Table.Th>
            <Table.Th>Nome</Table.Th>
            <Table.Th>Colaboradores</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {consulta.data.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{e.codigo}</Table.Td>
              <Table.Td>{e.nome}</Table.Td>
              <Table.Td>{e.colaboradores}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
};
