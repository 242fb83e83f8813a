import type { FeriadoWire } from '@jornada/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../../components/ui/date-picker-pt-br.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { dayjs } from '../../../lib/dayjs.ts';
import { formatarData } from '../../../lib/format.ts';
import { FALHA_GENERICA, mensagemDoServidor } from '../acao.ts';
import { regrasQueries, useGravarRegra } from '../escala-regras.queries.ts';
import { salvarFeriado, statusFeriado } from '../feriado.api.ts';
import { type Arquivamento, ArquivarRegra } from './cadastro-regras.tsx';
import { useGravacao } from './use-gravacao.ts';

const ARQUIVAMENTO: Arquivamento<FeriadoWire> = {
  nome: (f) => f.nome,
  alterar: ({ id, ativo }) => statusFeriado(id, ativo),
  sucesso: 'Feriado atualizado.',
};

/** Valor do seletor de filial para "todas as filiais". */
const TODAS = 'todas';

type ValoresFeriado = { nome: string; data: string | null; recorrente: boolean; filial: string };

const valoresDe = (f: FeriadoWire | null): ValoresFeriado => ({
  nome: f?.nome ?? '',
  data: f?.data ?? null,
  recorrente: f?.recorrente ?? false,
  filial: f?.filialId ? String(f.filialId) : TODAS,
});

const FeriadoForm = ({
  feriado,
  onFechar,
}: {
  feriado: FeriadoWire | null;
  onFechar: () => void;
}) => {
  const salvar = useGravarRegra(salvarFeriado);
  const filiais = useQuery(regrasQueries.filiais());
  const { erro, isGravando, gravar } = useGravacao();
  const form = useForm<ValoresFeriado>({
    initialValues: valoresDe(feriado),
    validate: {
      nome: (v) => (v.trim() ? null : 'Informe o nome do feriado.'),
      data: (v) => (v ? null : 'Informe a data do feriado.'),
      recorrente: (v, todos) =>
        v && todos.data?.slice(5) === '02-29'
          ? '29/02 não pode ser recorrente: cadastre o feriado só no ano bissexto.'
          : null,
    },
  });
  const enviar = form.onSubmit(async (v) => {
    const corpo = {
      nome: v.nome.trim(),
      data: v.data!,
      recorrente: v.recorrente,
      filialId: v.filial === TODAS ? null : Number(v.filial),
    };
    const ok = await gravar(
      () => salvar.mutateAsync(feriado ? { ...corpo, id: feriado.id } : corpo),
      feriado ? 'Feriado alterado.' : 'Feriado cadastrado.',
    );
    if (ok) onFechar();
  });
  const opcoesFiliais = [
    { value: TODAS, label: 'Todas as filiais' },
    ...(filiais.data ?? []).map((f) => ({ value: String(f.id), label: f.nome })),
  ];
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <TextInput label="Nome do feriado" required {...form.getInputProps('nome')} />
        <DatePickerPtBr
          label="Data"
          value={form.values.data}
          onChange={(data) => form.setFieldValue('data', data)}
          error={form.errors.data}
          isRequired
        />
        <Checkbox
          label="Repete todo ano (mesmo dia e mês)"
          {...form.getInputProps('recorrente', { type: 'checkbox' })}
        />
        <Select
          label="Filial (município)"
          data={opcoesFiliais}
          allowDeselect={false}
          disabled={filiais.isPending}
          error={filiais.isError ? 'Não foi possível carregar as filiais.' : undefined}
          {...form.getInputProps('filial')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit" loading={isGravando}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * Feriados municipais (RH): os feriados que a empresa define por filial (município) ou para
 * todas; os nacionais e estaduais já vêm do calendário legal. Valem no calendário e no espelho.
 */
export const FeriadosTab = () => {
  const [ano, setAno] = useState(() => dayjs().year());
  const [isAtivos, setAtivos] = useState(true);
  const [editando, setEditando] = useState<FeriadoWire | null | 'novo'>(null);
  const consulta = useQuery(regrasQueries.feriados({ ano, ativo: isAtivos }));
  const { erro, gravar } = useGravacao();

  const conteudo = () => {
    if (consulta.isPending) return <LoadingState label="Carregando feriados…" />;
    if (consulta.isError) {
      return (
        <EmptyState
          title="Não foi possível carregar os feriados"
          description={mensagemDoServidor(consulta.error) ?? FALHA_GENERICA}
        >
          <Button variant="light" onClick={() => void consulta.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      );
    }
    if (consulta.data.length === 0) {
      return (
        <EmptyState
          title={`Nenhum feriado municipal em ${ano}`}
          description={isAtivos ? 'Cadastre o primeiro pelo botão acima.' : 'Nada arquivado.'}
        />
      );
    }
    return (
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label="Lista de feriados">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Repete</Table.Th>
              <Table.Th>Filial</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {consulta.data.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>{formatarData(f.data)}</Table.Td>
                <Table.Td>{f.nome}</Table.Td>
                <Table.Td>{f.recorrente ? 'Todo ano' : 'Só neste ano'}</Table.Td>
                <Table.Td>{f.filialNome ?? 'Todas as filiais'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setEditando(f)}
                      aria-label={`Editar ${f.nome}`}
                    >
                      Editar
                    </Button>
                    <ArquivarRegra item={f} arquivamento={ARQUIVAMENTO} gravar={gravar} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="center">
          <Button variant="default" aria-label="Ano anterior" onClick={() => setAno(ano - 1)}>
            ‹
          </Button>
          <Text fw={600} aria-live="polite">
            {ano}
          </Text>
          <Button variant="default" aria-label="Próximo ano" onClick={() => setAno(ano + 1)}>
            ›
          </Button>
          <SegmentedControl
            aria-label="Situação de feriados"
            data={[
              { value: 'true', label: 'Ativos' },
              { value: 'false', label: 'Arquivados' },
            ]}
            value={String(isAtivos)}
            onChange={(v) => setAtivos(v === 'true')}
          />
        </Group>
        <Button onClick={() => setEditando('novo')}>Novo feriado</Button>
      </Group>
      {erro ? (
        <Alert color="red" role="alert">
          {erro}
        </Alert>
      ) : null}
      {conteudo()}
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={editando === 'novo' ? 'Novo feriado' : 'Editar feriado'}
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {editando !== null ? (
          <FeriadoForm
            feriado={editando === 'novo' ? null : editando}
            onFechar={() => setEditando(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
};
