import type { PerfilAcesso } from '@jornada/contracts';
import { Alert, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { PerfilEditor } from './perfil-editor.tsx';
import { perfisQueries, useExcluirPerfil } from './perfis.queries.ts';
import { UsuariosPerfis } from './usuarios-perfis.tsx';

type Edicao = { perfil: PerfilAcesso | null } | null;

const TabelaPerfis = ({
  perfis,
  onEditar,
  onExcluir,
}: {
  perfis: PerfilAcesso[];
  onEditar: (perfil: PerfilAcesso) => void;
  onExcluir: (perfil: PerfilAcesso) => void;
}) => (
  <TabelaRolavel rotulo="Perfis de acesso">
    <Table striped highlightOnHover aria-label="Perfis de acesso">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Perfil</Table.Th>
          <Table.Th>Permissões</Table.Th>
          <Table.Th>Pessoas</Table.Th>
          <Table.Th>Ações</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {perfis.map((perfil) => (
          <Table.Tr key={perfil.id}>
            <Table.Td>{perfil.nome}</Table.Td>
            <Table.Td>{perfil.rotas.length}</Table.Td>
            <Table.Td>{perfil.quantidadeUsuarios}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onEditar(perfil)}
                  aria-label={`Editar ${perfil.nome}`}
                >
                  Editar
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onExcluir(perfil)}
                  aria-label={`Excluir ${perfil.nome}`}
                >
                  Excluir
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);

/**
 * Perfis de acesso (#/dashboard/admin/perfis): o RH lista, cria e edita perfis (permissões em
 * árvore do catálogo de menus) e define os perfis de cada pessoa. Toda mudança é confirmada
 * mostrando o que muda, e o servidor registra na auditoria quem mudou o quê.
 */
export const PerfisPage = () => {
  const catalogo = useQuery(perfisQueries.catalogo());
  const perfis = useQuery(perfisQueries.perfis());
  const [edicao, setEdicao] = useState<Edicao>(null);
  const [aExcluir, setAExcluir] = useState<PerfilAcesso | null>(null);
  const excluir = useExcluirPerfil();

  const handleExcluir = () => {
    if (!aExcluir) return;
    excluir.mutate(aExcluir.id, {
      onSuccess: () => toast.sucesso(`Perfil ${aExcluir.nome} excluído.`),
      onError: (erro) =>
        toast.erro(isErroApi(erro) ? erro.mensagem : 'Não foi possível excluir o perfil.'),
      onSettled: () => setAExcluir(null),
    });
  };

  let conteudo = <LoadingState label="Carregando os perfis…" />;
  if (perfis.isError || catalogo.isError) {
    const erro = perfis.error ?? catalogo.error;
    conteudo = (
      <Alert color="red" role="alert" title="Não foi possível carregar os perfis">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{isErroApi(erro) ? erro.mensagem : 'Verifique a conexão.'}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              void perfis.refetch();
              void catalogo.refetch();
            }}
          >
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  } else if (perfis.isSuccess && catalogo.isSuccess) {
    conteudo = (
      <Tabs defaultValue="perfis" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="perfis">Perfis</Tabs.Tab>
          <Tabs.Tab value="pessoas">Perfis por pessoa</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="perfis" pt="md">
          <Stack>
            <Group justify="flex-end">
              <Button onClick={() => setEdicao({ perfil: null })}>Novo perfil</Button>
            </Group>
            {perfis.data.length === 0 ? (
              <EmptyState
                title="Nenhum perfil cadastrado"
                description="Crie um perfil para conceder menus às pessoas da empresa."
              />
            ) : (
              <TabelaPerfis
                perfis={perfis.data}
                onEditar={(perfil) => setEdicao({ perfil })}
                onExcluir={setAExcluir}
              />
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="pessoas" pt="md">
          <UsuariosPerfis perfis={perfis.data} />
        </Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        Perfis de acesso
      </Title>
      {conteudo}
      {edicao && catalogo.data ? (
        <PerfilEditor
          key={edicao.perfil?.id ?? 'novo'}
          perfil={edicao.perfil}
          catalogo={catalogo.data}
          onClose={() => setEdicao(null)}
        />
      ) : null}
      <ConfirmModal
        isOpen={aExcluir !== null}
        title="Excluir perfil"
        acceptLabel="Excluir"
        isLoading={excluir.isPending}
        onAccept={handleExcluir}
        onDeny={() => setAExcluir(null)}
        message={
          aExcluir && aExcluir.quantidadeUsuarios > 0
            ? `O perfil ${aExcluir.nome} está atribuído a ${aExcluir.quantidadeUsuarios} pessoa(s). Retire o perfil delas antes de excluir.`
            : `Excluir o perfil ${aExcluir?.nome ?? ''}? Esta ação não pode ser desfeita.`
        }
      />
    </Stack>
  );
};
