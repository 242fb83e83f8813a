import { Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { faturamentoQueries } from './faturamento.queries.ts';
import { competenciaCurta, formatarCentavos } from './faturamento-formato.ts';

const POR_PAGINA = 25;

/** Extratos fechados de todas as empresas, dos meses mais recentes, paginados no servidor. */
export const HistoricoFechamentos = () => {
  const [pagina, setPagina] = useState(1);
  const query = useQuery(
    faturamentoQueries.fechamentos({ pageNumber: pagina, pageSize: POR_PAGINA }),
  );
  return (
    <Stack gap="sm">
      <ListaComEstados
        query={query}
        items={query.data?.itens}
        loadingLabel="Carregando o histórico…"
        errorState={{
          fallback: 'Não foi possível carregar o histórico.',
          onRetry: () => void query.refetch(),
        }}
        emptyState={{
          title: 'Nenhum extrato fechado',
          description: 'Os extratos fechados de cada mês aparecem aqui, com os números congelados.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Extratos fechados">
            <Table striped aria-label="Extratos fechados">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Mês</Table.Th>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>Plano</Table.Th>
                  <Table.Th ta="right">Ativos</Table.Th>
                  <Table.Th ta="right">Valor</Table.Th>
                  <Table.Th>Fechado em</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((f) => (
                  <Table.Tr key={`${f.empresaId}-${f.competencia}`}>
                    <Table.Td>{competenciaCurta(f.competencia)}</Table.Td>
                    <Table.Td>{f.empresaNome}</Table.Td>
                    <Table.Td>{f.planoNome ?? '—'}</Table.Td>
                    <Table.Td ta="right">{f.ativos}</Table.Td>
                    <Table.Td ta="right">{formatarCentavos(f.valorCentavos)}</Table.Td>
                    <Table.Td>
                      {formatarData(f.fechadoEm)}
                      {f.fechadoPorNome ? ` por ${f.fechadoPorNome}` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas
        total={Math.ceil((query.data?.total ?? 0) / POR_PAGINA)}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas do histórico"
      />
    </Stack>
  );
};
