import type { ExcecaoCercaDto } from '@jornada/contracts';
import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { criarExcecaoCerca, excluirExcecaoCerca } from './cerca-virtual.api.ts';
import { cercaKeys, cercaQueries } from './cerca-virtual.queries.ts';

type Erros = Partial<Record<'pessoa' | 'inicio' | 'fim' | 'motivo', string>>;

const mensagemDe = (erro: unknown) =>
  isErroApi(erro) ? erro.mensagem : 'Não foi possível concluir o pedido.';

/** Pessoas dispensadas da cerca (equipe externa), com a vigência. */
export const ExcecoesCerca = () => {
  const queryClient = useQueryClient();
  const excecoes = useQuery(cercaQueries.excecoes());
  const pessoas = useQuery(cercaQueries.pessoas());
  const [pessoa, setPessoa] = useState<string | null>(null);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const [aExcluir, setAExcluir] = useState<ExcecaoCercaDto | null>(null);

  const invalidar = () => queryClient.invalidateQueries({ queryKey: cercaKeys.excecoes });
  const criar = useMutation({
    mutationFn: criarExcecaoCerca,
    onSuccess: () => {
      toast.sucesso('Exceção criada.');
      setPessoa(null);
      setInicio(null);
      setFim(null);
      setMotivo('');
    },
    onError: (erro) => toast.erro(mensagemDe(erro)),
    onSettled: invalidar,
  });
  const excluir = useMutation({
    mutationFn: (id: number) => excluirExcecaoCerca(id),
    onSuccess: () => {
      toast.sucesso('Exceção excluída.');
      setAExcluir(null);
    },
    onError: (erro) => toast.erro(mensagemDe(erro)),
    onSettled: invalidar,
  });

  const handleCriar = () => {
    const e: Erros = {};
    if (!pessoa) e.pessoa = 'Pessoa: escolha quem fica dispensado da cerca.';
    if (!inicio) e.inicio = 'Início: informe a data de início.';
    if (inicio && fim && fim < inicio) e.fim = 'Fim: não pode ser antes do início.';
    if (!motivo.trim()) e.motivo = 'Motivo: informe o motivo da exceção.';
    setErros(e);
    if (Object.keys(e).length > 0 || !pessoa || !inicio) return;
    criar.mutate({ usuarioId: Number(pessoa), inicio, fim, motivo: motivo.trim() });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Exceções por pessoa
      </Title>
      <Text size="sm" c="dimmed">
        Quem trabalha fora do estabelecimento (equipe externa) pode ficar dispensado da cerca no
        período informado.
      </Text>
      <Group align="flex-start" wrap="wrap">
        <Select
          label="Pessoa"
          searchable
          data={(pessoas.data ?? []).map((p) => ({ value: String(p.id), label: p.nome }))}
          value={pessoa}
          onChange={setPessoa}
          error={erros.pessoa}
          nothingFoundMessage="Ninguém encontrado"
        />
        <DatePickerPtBr label="Início" value={inicio} onChange={setInicio} error={erros.inicio} />
        <DatePickerPtBr label="Fim (opcional)" value={fim} onChange={setFim} error={erros.fim} />
        <TextInput
          label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          error={erros.motivo}
        />
      </Group>
      <Group>
        <Button onClick={handleCriar} loading={criar.isPending}>
          Adicionar exceção
        </Button>
      </Group>
      {excecoes.isPending ? <LoadingState label="Carregando exceções…" /> : null}
      {excecoes.isError ? (
        <ErrorState
          error={excecoes.error}
          fallback="Não foi possível carregar as exceções."
          onRetry={() => void excecoes.refetch()}
        />
      ) : null}
      {excecoes.data?.length === 0 ? (
        <EmptyState title="Nenhuma exceção" description="Todos seguem a cerca da sua filial." />
      ) : null}
      {excecoes.data?.length ? (
        <TabelaRolavel rotulo="Exceções da cerca virtual">
          <Table aria-label="Exceções da cerca virtual">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pessoa</Table.Th>
                <Table.Th>Vigência</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {excecoes.data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.usuarioNome}</Table.Td>
                  <Table.Td>
                    {formatarData(e.inicio)} a {e.fim ? formatarData(e.fim) : 'sem fim'}
                  </Table.Td>
                  <Table.Td>{e.motivo}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Excluir exceção de ${e.usuarioNome}`}
                      onClick={() => setAExcluir(e)}
                    >
                      Excluir
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
      ) : null}
      <ConfirmModal
        isOpen={aExcluir !== null}
        title="Excluir exceção"
        message={`Excluir a exceção de ${aExcluir?.usuarioNome ?? ''}? A pessoa volta a seguir a cerca.`}
        acceptLabel="Excluir"
        isLoading={excluir.isPending}
        onAccept={() => aExcluir && excluir.mutate(aExcluir.id)}
        onDeny={() => setAExcluir(null)}
      />
    </Stack>
  );
};
