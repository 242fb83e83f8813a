import type { Reprocessamento, StatusReprocessamento } from '@jornada/contracts';
import { MENSAGEM_ERRO_REPROCESSAMENTO } from '@jornada/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import {
  reprocessamentoQueries,
  useCancelarReprocessamento,
  useCriarReprocessamento,
} from './reprocessamento.queries.ts';

const ROTULO_STATUS: Readonly<Record<StatusReprocessamento, string>> = {
  pendente: 'Pendente',
  processando: 'Processando',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
  erro: 'Erro',
};
const COR_STATUS: Readonly<Record<StatusReprocessamento, string>> = {
  pendente: 'gray',
  processando: 'blue',
  concluido: 'green',
  cancelado: 'yellow',
  erro: 'red',
};
const emAndamento = (r: Reprocessamento) => r.status === 'pendente' || r.status === 'processando';
const dataHora = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—');

const mensagemDe = (erro: unknown) =>
  erro instanceof ErroApi ? erro.mensagem : MENSAGEM_ERRO_REPROCESSAMENTO;

const FormNovoReprocessamento = () => {
  const departamentos = useQuery(reprocessamentoQueries.departamentos());
  const criar = useCriarReprocessamento();
  const [dataInicio, setDataInicio] = useState<string | null>(null);
  const [dataFim, setDataFim] = useState<string | null>(null);
  const [departamentoId, setDepartamentoId] = useState<string | null>(null);
  const [erros, setErros] = useState<{ inicio?: string; fim?: string }>({});

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos: { inicio?: string; fim?: string } = {};
    if (!dataInicio) novos.inicio = 'Data inicial: informe a data.';
    if (!dataFim) novos.fim = 'Data final: informe a data.';
    else if (dataInicio && dataFim < dataInicio) {
      novos.fim = 'Data final: não pode ser anterior à data inicial.';
    }
    setErros(novos);
    if (novos.inicio || novos.fim || !dataInicio || !dataFim) return;
    criar.mutate(
      { dataInicio, dataFim, departamentoId: departamentoId ? Number(departamentoId) : null },
      {
        onSuccess: () => {
          toast.sucesso('Reprocessamento solicitado.');
          setDataInicio(null);
          setDataFim(null);
        },
        onError: (erro) => toast.erro(mensagemDe(erro)),
      },
    );
  };

  return (
    <Card
      withBorder
      component="form"
      onSubmit={enviar}
      noValidate
      aria-label="Novo reprocessamento"
    >
      <Title order={2} size="h4" mb="sm">
        Novo reprocessamento
      </Title>
      <Group align="flex-start" gap="md">
        <DatePickerPtBr
          label="Data inicial"
          value={dataInicio}
          onChange={setDataInicio}
          error={erros.inicio}
          isRequired
        />
        <DatePickerPtBr
          label="Data final"
          value={dataFim}
          onChange={setDataFim}
          error={erros.fim}
          minDate={dataInicio ?? undefined}
          isRequired
        />
        <Select
          label="Departamento"
          placeholder="Empresa inteira"
          clearable
          searchable
          data={(departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nome }))}
          value={departamentoId}
          onChange={setDepartamentoId}
          error={departamentos.isError ? 'Não foi possível carregar os departamentos.' : undefined}
          miw={240}
        />
      </Group>
      <Group mt="md">
        <Button type="submit" loading={criar.isPending}>
          Reprocessar
        </Button>
      </Group>
    </Card>
  );
};

const LogDoPedido = ({ pedido }: { pedido: Reprocessamento }) => {
  const log = useQuery(reprocessamentoQueries.log(pedido.id, emAndamento(pedido)));
  if (log.isPending) return <LoadingState label="Carregando log…" />;
  if (log.isError) {
    return (
      <Alert color="red" role="alert">
        {mensagemDe(log.error)}
      </Alert>
    );
  }
  if (log.data.length === 0) return <EmptyState title="Sem registros no log" />;
  return (
    <List size="sm" spacing={4} aria-label={`Log do reprocessamento ${pedido.id}`}>
      {log.data.map((linha) => (
        <List.Item key={linha.id}>
          <Text span size="xs" c="dimmed">
            {dataHora(linha.em)}
          </Text>{' '}
          <Text
            span
            size="sm"
            c={linha.nivel === 'erro' ? 'red' : linha.nivel === 'aviso' ? 'orange' : undefined}
          >
            {linha.mensagem}
          </Text>
        </List.Item>
      ))}
    </List>
  );
};

const TabelaPedidos = () => {
  const lista = useQuery(reprocessamentoQueries.lista());
  const cancelar = useCancelarReprocessamento();
  const [logDe, setLogDe] = useState<number | null>(null);
  const [cancelando, setCancelando] = useState<Reprocessamento | null>(null);

  if (lista.isPending) return <LoadingState label="Carregando pedidos…" />;
  if (lista.isError) {
    return (
      <Alert color="red" role="alert" title={MENSAGEM_ERRO_REPROCESSAMENTO}>
        {mensagemDe(lista.error)}
      </Alert>
    );
  }
  if (lista.data.items.length === 0) {
    return (
      <EmptyState
        title="Nenhum reprocessamento"
        description="Os pedidos de reprocessamento aparecem aqui, com o andamento."
      />
    );
  }
  const pedidoDoLog = lista.data.items.find((r) => r.id === logDe) ?? null;

  return (
    <>
      <Table.ScrollContainer minWidth={840}>
        <Table aria-label="Pedidos de reprocessamento" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Período</Table.Th>
              <Table.Th>Abrangência</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Progresso</Table.Th>
              <Table.Th>Solicitado por</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lista.data.items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  {formatarData(r.dataInicio)} a {formatarData(r.dataFim)}
                </Table.Td>
                <Table.Td>{r.departamento ?? 'Empresa inteira'}</Table.Td>
                <Table.Td>
                  <Badge color={COR_STATUS[r.status]} variant="light">
                    {ROTULO_STATUS[r.status]}
                  </Badge>
                  {r.erro ? (
                    <Text size="xs" c="red">
                      {r.erro}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td miw={180}>
                  <Progress
                    value={r.percentual}
                    aria-label={`Progresso do reprocessamento ${r.id}`}
                    animated={emAndamento(r)}
                  />
                  <Text size="xs" c="dimmed">
                    {r.processados} de {r.total} colaboradores ({Math.round(r.percentual)}%)
                    {r.status === 'concluido'
                      ? ` · ${r.diasApurados} dias, ${r.diasComOcorrencia} com ocorrência`
                      : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.solicitante ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {dataHora(r.criadoEm)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setLogDe(r.id)}>
                      Ver log
                    </Button>
                    {emAndamento(r) ? (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setCancelando(r)}
                      >
                        Cancelar
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SidePanel
        isOpen={pedidoDoLog !== null}
        title="Log do reprocessamento"
        onClose={() => setLogDe(null)}
      >
        {pedidoDoLog ? <LogDoPedido pedido={pedidoDoLog} /> : null}
      </SidePanel>
      <ConfirmModal
        isOpen={cancelando !== null}
        title="Cancelar reprocessamento"
        message={
          cancelando
            ? `Cancelar o reprocessamento de ${formatarData(cancelando.dataInicio)} a ${formatarData(cancelando.dataFim)}? Os colaboradores já processados permanecem.`
            : ''
        }
        acceptLabel="Sim, cancelar"
        denyLabel="Voltar"
        isLoading={cancelar.isPending}
        onDeny={() => setCancelando(null)}
        onAccept={() => {
          if (!cancelando) return;
          cancelar.mutate(cancelando.id, {
            onSuccess: () => toast.sucesso('Reprocessamento cancelado.'),
            onError: (erro) => toast.erro(mensagemDe(erro)),
            onSettled: () => setCancelando(null),
          });
        }}
      />
    </>
  );
};

export const PedidosReprocessamento = () => (
  <Stack gap="md">
    <FormNovoReprocessamento />
    <TabelaPedidos />
  </Stack>
);
