import type { TipoProcesso } from '@jornada/contracts';
import { Badge, Button, Group, Stack, Table, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { CaixaProcessos } from './caixa-processos.tsx';
import { processoQueries } from './processos.queries.ts';
import { ETAPA_ROTULO } from './processos-comum.ts';
import { TipoProcessoForm } from './tipo-processo-form.tsx';

/** Tipos de processo (todos, com os inativos) e o editor num painel lateral. */
const TiposProcesso = () => {
  const consulta = useQuery(processoQueries.tipos(true));
  const [editando, setEditando] = useState<TipoProcesso | 'novo' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditando('novo')}>Novo tipo</Button>
      </Group>
      <ListaComEstados
        query={consulta}
        items={consulta.data}
        loadingLabel="Carregando tipos…"
        errorState={{
          fallback: 'Não foi possível carregar os tipos de processo.',
          onRetry: () => void consulta.refetch(),
        }}
        emptyState={{
          title: 'Nenhum tipo de processo',
          description: 'Crie o primeiro em "Novo tipo".',
        }}
      >
        {(itens) => (
          <Table striped aria-label="Tipos de processo">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Campos</Table.Th>
                <Table.Th>Etapas</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {itens.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.nome}</Table.Td>
                  <Table.Td>{t.campos.map((c) => c.rotulo).join(', ')}</Table.Td>
                  <Table.Td>{t.etapas.map((e) => ETAPA_ROTULO[e]).join(' → ')}</Table.Td>
                  <Table.Td>
                    <Badge color={t.ativo ? 'green' : 'gray'}>
                      {t.ativo ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`Editar ${t.nome}`}
                      onClick={() => setEditando(t)}
                    >
                      Editar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListaComEstados>
      <SidePanel
        isOpen={editando !== null}
        title={editando === 'novo' ? 'Novo tipo de processo' : `Editar ${editando?.nome ?? ''}`}
        onClose={() => setEditando(null)}
      >
        {editando !== null ? (
          <TipoProcessoForm
            key={editando === 'novo' ? 'novo' : editando.id}
            tipo={editando === 'novo' ? undefined : editando}
            onSalvo={() => setEditando(null)}
          />
        ) : null}
      </SidePanel>
    </Stack>
  );
};

/** #/dashboard/admin/processos-internos: os pedidos da empresa e os tipos de processo (RH). */
export const ProcessosAdminPage = () => (
  <Stack gap="md" maw={1100}>
    <Title order={1} size="h2">
      Processos internos
    </Title>
    <Tabs defaultValue="solicitacoes" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="solicitacoes">Solicitações</Tabs.Tab>
        <Tabs.Tab value="tipos">Tipos de processo</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="solicitacoes" pt="md">
        <CaixaProcessos isRh />
      </Tabs.Panel>
      <Tabs.Panel value="tipos" pt="md">
        <TiposProcesso />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
