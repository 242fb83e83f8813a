import {
  cnpjValido,
  type EmpregadorBody,
  type EmpregadorWire,
  mascararCnpj,
  UFS,
} from '@jornada/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { colaboradoresQueries, useSalvarEmpregador } from './colaboradores.queries.ts';
import { mensagemDeErro, useGravacao } from './use-gravacao.ts';

export const AVISO_REP_EMPREGADOR = 'A alteração é registrada no REP (AFD tipo 2).';

type Filial = EmpregadorWire['filiais'][number];
type ValoresFilial = { cnpj: string; nome: string; cidade: string; uf: string | null };

/**
 * Pede a confirmação (a mudança vai ao REP como AFD tipo 2) e grava. Devolve `pedir`, que abre a
 * confirmação com o corpo a enviar, e o modal a renderizar.
 */
const useConfirmarGravacao = (
  aoGravar: () => void,
  aoErrarCampo?: (campo: string, mensagem: string) => void,
) => {
  const salvar = useSalvarEmpregador();
  const [pendente, setPendente] = useState<EmpregadorBody | null>(null);
  const { erro, isGravando, gravar } = useGravacao(aoErrarCampo);
  const confirmar = async () => {
    if (!pendente) return;
    const ok = await gravar(() => salvar.mutateAsync(pendente), 'Dados do empregador alterados.');
    setPendente(null);
    if (ok) aoGravar();
  };
  const modal = (
    <ConfirmModal
      isOpen={pendente !== null}
      title="Confirmar alteração do empregador"
      message={AVISO_REP_EMPREGADOR}
      acceptLabel="Confirmar e registrar"
      isLoading={isGravando}
      onAccept={() => void confirmar()}
      onDeny={() => setPendente(null)}
    />
  );
  return { pedir: setPendente, modal, erro };
};

const FilialForm = ({ filial, onFechar }: { filial: Filial; onFechar: () => void }) => {
  const form = useForm<ValoresFilial>({
    initialValues: {
      cnpj: mascararCnpj(filial.cnpj),
      nome: filial.nome,
      cidade: filial.cidade ?? '',
      uf: filial.uf,
    },
    validate: {
      cnpj: (v) => (cnpjValido(v) ? null : 'CNPJ: número inválido (confira os dígitos).'),
      nome: (v) => (v.trim() ? null : 'Nome da filial: informe o nome.'),
      cidade: (v) => (v.trim() ? null : 'Cidade: informe a cidade.'),
      uf: (v) => (v ? null : 'UF: escolha a UF.'),
    },
  });
  const { setFieldError } = form;
  const marcar = useCallback(
    (campo: string, mensagem: string) => setFieldError(campo.replace(/^filial\./, ''), mensagem),
    [setFieldError],
  );
  const { pedir, modal, erro } = useConfirmarGravacao(onFechar, marcar);
  const enviar = form.onSubmit((v) =>
    pedir({
      filial: {
        id: filial.id,
        cnpj: v.cnpj.replace(/\D/g, ''),
        nome: v.nome.trim(),
        cidade: v.cidade.trim(),
        uf: v.uf as (typeof UFS)[number],
      },
    }),
  );
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <TextInput
          label="CNPJ"
          required
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          {...form.getInputProps('cnpj')}
          onChange={(e) => form.setFieldValue('cnpj', mascararCnpj(e.currentTarget.value))}
        />
        <TextInput label="Nome da filial" required {...form.getInputProps('nome')} />
        <TextInput label="Cidade" required {...form.getInputProps('cidade')} />
        <Select
          label="UF"
          required
          searchable
          data={[...UFS]}
          allowDeselect={false}
          {...form.getInputProps('uf')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit">Salvar</Button>
        </Group>
      </Stack>
      {modal}
    </form>
  );
};

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

/** Identificação do empregador: razão social e, por filial, CNPJ, nome, cidade e UF. */
export const EmpresaFiliais = () => {
  const consulta = useQuery(colaboradoresQueries.empregador());
  const [editando, setEditando] = useState<Filial | null>(null);

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
      <Title order={3} size="h5">
        Filiais (estabelecimentos)
      </Title>
      {filiais.length === 0 ? (
        <EmptyState title="Nenhuma filial cadastrada" />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Lista de filiais">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>CNPJ</Table.Th>
                <Table.Th>Cidade</Table.Th>
                <Table.Th>UF</Table.Th>
                <Table.Th>REP-P</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {filiais.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{f.nome}</Table.Td>
                  <Table.Td>{mascararCnpj(f.cnpj)}</Table.Td>
                  <Table.Td>{f.cidade ?? '—'}</Table.Td>
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
        title="Editar filial"
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {editando ? <FilialForm filial={editando} onFechar={() => setEditando(null)} /> : null}
      </Modal>
    </Stack>
  );
};
