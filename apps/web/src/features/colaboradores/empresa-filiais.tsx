import { type EmpregadorWire, mascararCnpj, mascararCpf } from '@jornada/contracts';
import { Alert, Badge, Button, Group, Modal, Stack, Table, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { colaboradoresQueries } from './colaboradores.queries.ts';
import { useConfirmarGravacao } from './confirmar-empregador.tsx';
import { FilialForm } from './filial-form.tsx';
import { mensagemDeErro } from './use-gravacao.ts';

export { AVISO_REP_EMPREGADOR } from './confirmar-empregador.tsx';

type Filial = EmpregadorWire['filiais'][number];

const RazaoSocialForm = ({ razaoSocial }: { razaoSocial: string }) => {
  const form = useForm({
    initialValues: { razaoSocial },
    validate: {
      razaoSocial: (v) => (v.trim().length >= 3 ? null : 'Razão social: informe a razão social.'),
    },
  });
  const { setFieldError } = form;
  const marcar = useCallback(
    (campo: string, mensagem: string) => setFieldError(campo, mensagem),
    [setFieldError],
  );
  const { pedir, modal, erro } = useConfirmarGravacao(() => {}, marcar);
  return (
    <form onSubmit={form.onSubmit((v) => pedir({ razaoSocial: v.razaoSocial.trim() }))} noValidate>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <Group align="flex-end">
          <TextInput label="Razão social" required w={420} {...form.getInputProps('razaoSocial')} />
          <Button type="submit">Salvar razão social</Button>
        </Group>
      </Stack>
      {modal}
    </form>
  );
};

/** Identificação do empregador: razão social e, por filial, inscrição, CAEPF/CNO e endereço. */
export const EmpresaFiliais = () => {
  const consulta = useQuery(colaboradoresQueries.empregador());
  // null: fechado; 'nova': inclusão; uma filial: edição.
  const [editando, setEditando] = useState<Filial | 'nova' | null>(null);

  if (consulta.isPending) return <LoadingState label="Carregando dados do empregador…" />;
  if (consulta.isError)
    return (
      <EmptyState
        title="Não foi possível carregar os dados do empregador"
        description={mensagemDeErro(consulta.error)}
      >
        <Button variant="light" onClick={() => void consulta.refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  const { razaoSocial, filiais } = consulta.data;
  return (
    <Stack gap="lg">
      <RazaoSocialForm key={razaoSocial} razaoSocial={razaoSocial} />
      <Group justify="space-between">
        <Title order={3} size="h5">
          Filiais (estabelecimentos)
        </Title>
        <Button variant="light" onClick={() => setEditando('nova')}>
          Nova filial
        </Button>
      </Group>
      {filiais.length === 0 ? (
        <EmptyState title="Nenhuma filial cadastrada" />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Lista de filiais">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>CNPJ/CPF</Table.Th>
                <Table.Th>Município</Table.Th>
                <Table.Th>UF</Table.Th>
                <Table.Th>REP-P</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {filiais.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{f.nome}</Table.Td>
                  <Table.Td>
                    {f.tipoInscricao === 'CPF' ? mascararCpf(f.cnpj) : mascararCnpj(f.cnpj)}
                  </Table.Td>
                  <Table.Td>
                    {f.municipioIbge === null ? (
                      <Badge variant="light" color="orange">
                        Escolha o município
                      </Badge>
                    ) : (
                      f.cidade
                    )}
                  </Table.Td>
                  <Table.Td>{f.uf}</Table.Td>
                  <Table.Td>
                    {f.temRep ? (
                      <Badge variant="light">Com REP-P</Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        Sem REP-P
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setEditando(f)}
                      aria-label={`Editar filial ${f.nome}`}
                    >
                      Editar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={editando === 'nova' ? 'Nova filial' : 'Editar filial'}
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {editando ? (
          <FilialForm
            filial={editando === 'nova' ? null : editando}
            onFechar={() => setEditando(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
};
