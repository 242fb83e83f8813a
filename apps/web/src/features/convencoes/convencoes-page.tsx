import type { ItemFiltro } from '@jornada/contracts';
import { Button, Card, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { dataIsoLocal } from '../../lib/format.ts';
import { ColaboradoresSindicato } from './colaboradores-sindicato.tsx';
import { convencaoEmVigor, textoVigencia } from './convencao-resumo.ts';
import { convencoesQueries } from './convencoes.queries.ts';
import { SindicatoConvencoes } from './sindicato-convencoes.tsx';

/** Um sindicato na lista, com a convenção em vigor hoje. */
const LinhaSindicato = ({ s, onAbrir }: { s: ItemFiltro; onAbrir: () => void }) => {
  const convencoes = useQuery(convencoesQueries.doSindicato(s.id));
  const atual = convencaoEmVigor(convencoes.data ?? [], dataIsoLocal(new Date()));
  const situacao = convencoes.isError
    ? 'Não foi possível carregar'
    : convencoes.isPending
      ? 'Carregando…'
      : (atual?.nome ?? 'Sem convenção em vigor');
  return (
    <Table.Tr>
      <Table.Th scope="row">{s.nome}</Table.Th>
      <Table.Td>{situacao}</Table.Td>
      <Table.Td>{atual ? textoVigencia(atual) : '—'}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" aria-label={`Abrir ${s.nome}`} onClick={onAbrir}>
          Abrir
        </Button>
      </Table.Td>
    </Table.Tr>
  );
};

/** Convenções coletivas (RH): a convenção de cada sindicato e quem é de cada sindicato. */
export const ConvencoesPage = () => {
  const sindicatos = useQuery(convencoesQueries.sindicatos());
  const [aberto, setAberto] = useState<ItemFiltro | null>(null);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          Convenções coletivas
        </Title>
        <Text size="sm" c="dimmed">
          Cada sindicato guarda a sua convenção: vigência, data-base e os parâmetros que o cálculo
          usa. Quem é do sindicato recebe esses parâmetros, salvo regra alocada à pessoa.
        </Text>
      </div>
      <ListaComEstados
        query={sindicatos}
        items={sindicatos.data}
        loadingLabel="Carregando sindicatos…"
        errorState={{
          fallback: 'Não foi possível carregar os sindicatos.',
          onRetry: () => void sindicatos.refetch(),
        }}
        emptyState={{
          title: 'Nenhum sindicato cadastrado',
          description: 'Cadastre os sindicatos em Estrutura da empresa, na aba Sindicatos.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Sindicatos">
            <Table aria-label="Sindicatos" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sindicato</Table.Th>
                  <Table.Th>Convenção em vigor</Table.Th>
                  <Table.Th>Vigência</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((s) => (
                  <LinhaSindicato key={s.id} s={s} onAbrir={() => setAberto(s)} />
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      {aberto ? (
        <Card withBorder component="section" aria-label={`Sindicato ${aberto.nome}`}>
          <Title order={2} size="h4" mb="sm">
            {aberto.nome}
          </Title>
          <Tabs defaultValue="convencoes" keepMounted={false} key={aberto.id}>
            <Tabs.List>
              <Tabs.Tab value="convencoes">Convenções</Tabs.Tab>
              <Tabs.Tab value="colaboradores">Colaboradores</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="convencoes" pt="sm">
              <SindicatoConvencoes sindicato={aberto} />
            </Tabs.Panel>
            <Tabs.Panel value="colaboradores" pt="sm">
              <ColaboradoresSindicato sindicato={aberto} />
            </Tabs.Panel>
          </Tabs>
        </Card>
      ) : null}
    </Stack>
  );
};
