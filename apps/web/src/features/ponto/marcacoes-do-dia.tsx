import type { Marcacao } from '@jornada/contracts';
import { Alert, Badge, Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { horaCurta } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { pontoQueries } from './ponto.queries.ts';

export type MarcacoesDoDiaProps = { data: string };

const TabelaMarcacoes = ({ marcacoes }: { marcacoes: Marcacao[] }) => (
  <TabelaRolavel rotulo="Marcações de hoje">
    <Table striped highlightOnHover aria-label="Marcações de hoje">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Hora</Table.Th>
          <Table.Th>NSR</Table.Th>
          <Table.Th>Situação</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {marcacoes.map((marcacao) => (
          <Table.Tr key={marcacao.id}>
            <Table.Td ff="monospace">{horaCurta(marcacao.hora)}</Table.Td>
            <Table.Td>{marcacao.nsr}</Table.Td>
            <Table.Td>
              {marcacao.duplicada ? (
                <Badge color="yellow" variant="light">
                  duplicada
                </Badge>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);

/** Marcações do dia vindas de dia-resumido, com carregamento, vazio e erro. */
export const MarcacoesDoDia = ({ data }: MarcacoesDoDiaProps) => {
  const consulta = useQuery(pontoQueries.diaResumido(data));

  if (consulta.isPending) return <LoadingState label="Carregando marcações…" />;
  if (consulta.isError) {
    const mensagem = isErroApi(consulta.error)
      ? consulta.error.mensagem
      : 'Não foi possível carregar as marcações de hoje.';
    return (
      <Alert color="red" title="Marcações indisponíveis" role="alert">
        {mensagem}
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
    );
  }
  if (consulta.data.marcacoes.length === 0) {
    return (
      <EmptyState title="Nenhuma marcação hoje" description="As marcações do dia aparecem aqui." />
    );
  }
  return <TabelaMarcacoes marcacoes={consulta.data.marcacoes} />;
};
