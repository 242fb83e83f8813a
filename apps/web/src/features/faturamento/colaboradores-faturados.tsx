import { Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import type { ChaveExtrato } from './faturamento.api.ts';
import { faturamentoQueries } from './faturamento.queries.ts';

const POR_PAGINA = 25;

export type ColaboradoresFaturadosTabelaProps = { chave: ChaveExtrato };

/** Quem conta no extrato, paginado no servidor. */
export const ColaboradoresFaturadosTabela = ({ chave }: ColaboradoresFaturadosTabelaProps) => {
  const [pagina, setPagina] = useState(1);
  const query = useQuery(
    faturamentoQueries.colaboradores(chave, { pageNumber: pagina, pageSize: POR_PAGINA }),
  );
  return (
    <Stack gap="xs">
      <Title order={4}>Colaboradores cobrados</Title>
      <ListaComEstados
        query={query}
        items={query.data?.itens}
        loadingLabel="Carregando os colaboradores…"
        errorState={{
          fallback: 'Não foi possível carregar os colaboradores.',
          onRetry: () => void query.refetch(),
        }}
        emptyState={{
          title: 'Nenhum colaborador ativo no mês',
          description: 'Ninguém desta empresa esteve ativo em algum dia do mês.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Colaboradores cobrados">
            <Table striped aria-label="Colaboradores cobrados">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Matrícula</Table.Th>
                  <Table.Th>Admissão</Table.Th>
                  <Table.Th>Desligamento</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((c) => (
                  <Table.Tr key={c.usuarioId}>
                    <Table.Td>{c.nome}</Table.Td>
                    <Table.Td>{c.matricula ?? '—'}</Table.Td>
                    <Table.Td>{c.admissao ? formatarData(c.admissao) : '—'}</Table.Td>
                    <Table.Td>{c.demissao ? formatarData(c.demissao) : '—'}</Table.Td>
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
        rotulo="Páginas dos colaboradores"
      />
    </Stack>
  );
};
