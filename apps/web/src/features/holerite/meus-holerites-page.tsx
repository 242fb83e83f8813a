import type { Holerite } from '@jornada/contracts';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarCompetencia } from '../../lib/competencia.ts';
import { formatarData } from '../../lib/format.ts';
import { baixarHolerite } from './holerite.api.ts';
import { holeriteQueries } from './holerite.queries.ts';
import { FALHA_DOWNLOAD, FALHA_LISTA } from './holerite-comum.ts';

/** #/dashboard/minhas-rotinas/holerites: os holerites publicados da pessoa, para baixar. */
export const MeusHoleritesPage = () => {
  const consulta = useQuery(holeriteQueries.meus());
  const baixar = (h: Holerite) => baixarHolerite(h).catch(() => toast.erro(FALHA_DOWNLOAD));
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} size="h2">
        Meus holerites
      </Title>
      <Text c="dimmed" size="sm">
        Os holerites publicados pelo RH. Cada um é o PDF do seu recibo de pagamento.
      </Text>
      <ListaComEstados
        query={consulta}
        items={consulta.data}
        loadingLabel="Carregando holerites…"
        errorState={{ fallback: FALHA_LISTA, onRetry: () => void consulta.refetch() }}
        emptyState={{
          title: 'Nenhum holerite disponível',
          description: 'Quando o RH publicar um holerite seu, ele aparece aqui.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Meus holerites">
            <Table striped aria-label="Meus holerites">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Competência</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Publicado em</Table.Th>
                  <Table.Th>PDF</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{formatarCompetencia(h.competencia)}</Table.Td>
                    <Table.Td>{h.tipo}</Table.Td>
                    <Table.Td>{formatarData(h.publicadoEm)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Baixar holerite ${h.tipo} de ${formatarCompetencia(h.competencia)}`}
                        onClick={() => void baixar(h)}
                      >
                        Baixar
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
    </Stack>
  );
};
