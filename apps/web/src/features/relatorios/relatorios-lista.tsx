import {
  MENSAGEM_ERRO_RELATORIO,
  type Relatorio,
  ROTULO_TIPO_RELATORIO,
  type StatusRelatorio,
} from '@jornada/contracts';
import { Alert, Badge, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import { mensagemDe } from './relatorio-form.tsx';
import { baixarRelatorio } from './relatorios.api.ts';
import { relatoriosQueries, useCriarRelatorio } from './relatorios.queries.ts';

const ROTULO_STATUS: Readonly<Record<StatusRelatorio, string>> = {
  pendente: 'Na fila',
  processando: 'Gerando',
  pronto: 'Pronto',
  erro: MENSAGEM_ERRO_RELATORIO,
  expirado: 'Expirado',
};
const COR_STATUS: Readonly<Record<StatusRelatorio, string>> = {
  pendente: 'gray',
  processando: 'blue',
  pronto: 'green',
  erro: 'red',
  expirado: 'yellow',
};
const emAndamento = (r: Relatorio) => r.status === 'pendente' || r.status === 'processando';
const dataHora = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—');
const tamanho = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

const BotaoBaixar = ({ r }: { r: Relatorio }) => {
  const baixar = useMutation({
    mutationFn: baixarRelatorio,
    onError: (erro) => toast.erro(mensagemDe(erro)),
  });
  return (
    <Button
      size="xs"
      onClick={() => baixar.mutate(r)}
      loading={baixar.isPending}
      aria-label={`Baixar relatório ${r.id}`}
    >
      Baixar
    </Button>
  );
};

/** Expirado ou com erro: o mesmo pedido (tipo, formato, período e filtros) vai de novo à fila. */
const BotaoGerarDeNovo = ({ r }: { r: Relatorio }) => {
  const criar = useCriarRelatorio();
  return (
    <Button
      size="xs"
      variant="light"
      loading={criar.isPending}
      aria-label={`Gerar de novo o relatório ${r.id}`}
      onClick={() =>
        criar.mutate(
          {
            tipo: r.tipo,
            formato: r.formato,
            inicio: r.inicio,
            fim: r.fim,
            filialId: r.filialId,
            departamentoId: r.departamentoId,
            usuarioId: r.usuarioId,
          },
          {
            onSuccess: () => toast.sucesso('Relatório solicitado de novo.'),
            onError: (erro) => toast.erro(mensagemDe(erro)),
          },
        )
      }
    >
      Gerar de novo
    </Button>
  );
};

/** Os meus pedidos: situação, barra de progresso (pessoas feitas de total) e download. */
export const RelatoriosLista = () => {
  const [pagina, setPagina] = useState(1);
  const lista = useQuery({ ...relatoriosQueries.lista(pagina), placeholderData: keepPreviousData });

  if (lista.isPending) return <LoadingState label="Carregando relatórios…" />;
  if (lista.isError)
    return (
      <Alert color="red" role="alert" title={MENSAGEM_ERRO_RELATORIO}>
        {mensagemDe(lista.error)}
      </Alert>
    );
  if (lista.data.items.length === 0)
    return (
      <EmptyState
        title="Nenhum relatório solicitado"
        description="Os relatórios que você pedir aparecem aqui, com o andamento e o arquivo para baixar."
      />
    );
  const paginas = Math.max(1, Math.ceil(lista.data.total / lista.data.pageSize));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label="Relatórios solicitados" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Relatório</Table.Th>
              <Table.Th>Período</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Progresso</Table.Th>
              <Table.Th>Pedido em</Table.Th>
              <Table.Th>Disponível até</Table.Th>
              <Table.Th>Arquivo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lista.data.items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Text size="sm">{ROTULO_TIPO_RELATORIO[r.tipo]}</Text>
                  <Text size="xs" c="dimmed">
                    {r.formato.toUpperCase()}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {formatarData(r.inicio)} a {formatarData(r.fim)}
                </Table.Td>
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
                    aria-label={`Progresso do relatório ${r.id}`}
                    animated={emAndamento(r)}
                  />
                  <Text size="xs" c="dimmed">
                    {r.feitos} de {r.total} colaboradores ({Math.round(r.percentual)}%)
                  </Text>
                </Table.Td>
                <Table.Td>{dataHora(r.criadoEm)}</Table.Td>
                <Table.Td>{r.status === 'pronto' ? dataHora(r.expiraEm) : '—'}</Table.Td>
                <Table.Td>
                  {r.status === 'pronto' ? (
                    <Stack gap={2} align="flex-start">
                      <BotaoBaixar r={r} />
                      <Text size="xs" c="dimmed">
                        {r.linhas} linha(s) · {tamanho(r.tamanhoBytes)}
                      </Text>
                    </Stack>
                  ) : r.status === 'expirado' || r.status === 'erro' ? (
                    <Stack gap={2} align="flex-start">
                      <BotaoGerarDeNovo r={r} />
                      {r.status === 'expirado' ? (
                        <Text size="xs" c="dimmed">
                          Arquivo apagado ao fim da validade.
                        </Text>
                      ) : null}
                    </Stack>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paginas total={paginas} value={pagina} onChange={setPagina} rotulo="Páginas de relatórios" />
    </Stack>
  );
};
