import {
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { FALHA_GENERICA, mensagemDoServidor } from '../acao.ts';
import type { Pagina } from '../escala.tipos.ts';

export const TAMANHO_PAGINA_REGRAS = 25;

export type Coluna<T> = { titulo: string; render: (item: T) => ReactNode };

export type FiltroTabela = { ativo: boolean; pageNumber: number; search: string };

export type TabelaRegrasProps<T extends { id: number }> = {
  /** Nome da lista, no plural e em minúsculas ('turnos'), para rótulos e estados vazios. */
  nome: string;
  consulta: UseQueryResult<Pagina<T>>;
  colunas: Coluna<T>[];
  acoes?: (item: T) => ReactNode;
  filtro: FiltroTabela;
  onFiltro: (f: FiltroTabela) => void;
  /** Sem arquivamento (turnos): esconde o seletor ativos/arquivados. */
  hasArquivados?: boolean;
  hasBusca?: boolean;
  /** Botão de criação, à direita dos filtros. */
  novo?: ReactNode;
};

/** Lista paginada das regras de escala com os estados de carregamento, vazio e erro. */
export const TabelaRegras = <T extends { id: number }>({
  nome,
  consulta,
  colunas,
  acoes,
  filtro,
  onFiltro,
  hasArquivados = true,
  hasBusca = true,
  novo,
}: TabelaRegrasProps<T>) => {
  const conteudo = () => {
    if (consulta.isPending) return <LoadingState label={`Carregando ${nome}…`} />;
    if (consulta.isError) {
      return (
        <EmptyState
          title={`Não foi possível carregar ${nome}`}
          description={mensagemDoServidor(consulta.error) ?? FALHA_GENERICA}
        >
          <Button variant="light" onClick={() => void consulta.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      );
    }
    const { items, total } = consulta.data;
    if (items.length === 0) {
      return (
        <EmptyState
          title={`Nenhum registro em ${nome}`}
          description={filtro.ativo ? 'Cadastre o primeiro pelo botão acima.' : 'Nada arquivado.'}
        />
      );
    }
    return (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={`Lista de ${nome}`}>
            <Table.Thead>
              <Table.Tr>
                {colunas.map((c) => (
                  <Table.Th key={c.titulo}>{c.titulo}</Table.Th>
                ))}
                {acoes ? <Table.Th>Ações</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  {colunas.map((c) => (
                    <Table.Td key={c.titulo}>{c.render(item)}</Table.Td>
                  ))}
                  {acoes ? (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {acoes(item)}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > TAMANHO_PAGINA_REGRAS ? (
          <Pagination
            total={Math.ceil(total / TAMANHO_PAGINA_REGRAS)}
            value={filtro.pageNumber}
            onChange={(pageNumber) => onFiltro({ ...filtro, pageNumber })}
          />
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          {hasArquivados ? (
            <SegmentedControl
              aria-label={`Situação de ${nome}`}
              data={[
                { value: 'true', label: 'Ativos' },
                { value: 'false', label: 'Arquivados' },
              ]}
              value={String(filtro.ativo)}
              onChange={(v) => onFiltro({ ...filtro, ativo: v === 'true', pageNumber: 1 })}
            />
          ) : null}
          {hasBusca ? (
            <TextInput
              label={`Buscar em ${nome}`}
              type="search"
              value={filtro.search}
              onChange={(e) =>
                onFiltro({ ...filtro, search: e.currentTarget.value, pageNumber: 1 })
              }
            />
          ) : null}
        </Group>
        {novo}
      </Group>
      {conteudo()}
    </Stack>
  );
};

/** Filtro da API a partir do da tabela: a busca só vai com 3 letras ou mais (spec §5). */
export const filtroDaApi = (f: FiltroTabela) => ({
  ativo: f.ativo,
  pageNumber: f.pageNumber,
  pageSize: TAMANHO_PAGINA_REGRAS,
  search: f.search.trim().length >= 3 ? f.search.trim() : null,
});

export const FILTRO_INICIAL: FiltroTabela = { ativo: true, pageNumber: 1, search: '' };
