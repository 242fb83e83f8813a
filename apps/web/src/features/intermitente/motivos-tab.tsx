import { Badge, Button, Group, Stack, Switch, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { intermitenteQueries, useSalvarMotivo } from './intermitente.queries.ts';
import { FALHA_CHAMADA, mensagemDe } from './intermitente-comum.ts';

type Motivo = { id?: number; descricao: string; ativo: boolean };

/** Motivos de interrupção (GET /MotivosInterrupcoes/admin, POST, PUT). */
export const MotivosTab = () => {
  const lista = useQuery(intermitenteQueries.motivos());
  const salvar = useSalvarMotivo();
  const [editando, setEditando] = useState<Motivo | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  const gravar = (e: React.FormEvent) => {
    e.preventDefault();
    if (!editando) return;
    if (!editando.descricao.trim()) return setErro('Informe a descrição do motivo.');
    salvar.mutate(
      { ...editando, descricao: editando.descricao.trim() },
      {
        onSuccess: () => {
          toast.sucesso(editando.id ? 'Motivo alterado.' : 'Motivo criado.');
          setEditando(null);
        },
        onError: (x) => setErro(mensagemDe(x)),
      },
    );
  };
  const abrir = (m: Motivo) => {
    setErro(null);
    setEditando(m);
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => abrir({ descricao: '', ativo: true })}>Novo motivo</Button>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando motivos…"
        errorState={{ fallback: FALHA_CHAMADA, onRetry: () => lista.refetch() }}
        emptyState={{ title: 'Nenhum motivo de interrupção cadastrado' }}
      >
        {(motivos) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Descrição</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {motivos.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.descricao}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={m.ativo ? 'green' : 'gray'}>
                      {m.ativo ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Editar ${m.descricao}`}
                      onClick={() => abrir(m)}
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
        title={editando?.id ? 'Editar motivo' : 'Novo motivo'}
        onClose={() => setEditando(null)}
      >
        {editando ? (
          <form onSubmit={gravar} noValidate>
            <Stack gap="sm">
              <TextInput
                label="Descrição"
                required
                maxLength={200}
                value={editando.descricao}
                error={erro}
                onChange={(e) => setEditando({ ...editando, descricao: e.currentTarget.value })}
              />
              <Switch
                label="Ativo"
                checked={editando.ativo}
                onChange={(e) => setEditando({ ...editando, ativo: e.currentTarget.checked })}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setEditando(null)}>
                  Cancelar
                </Button>
                <Button type="submit" loading={salvar.isPending}>
                  Salvar
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </SidePanel>
    </Stack>
  );
};
