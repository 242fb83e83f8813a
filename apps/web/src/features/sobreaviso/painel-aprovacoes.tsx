import type { DashboardAprovacoes } from '@jornada/contracts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { type Decisao, DecisaoModal } from './decisao-modal.tsx';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import { FALHA, horas, periodoDatas, periodoLocal, ROTULO_NATUREZA } from './sobreaviso-formato.ts';

const HorasPor = ({
  titulo,
  linhas,
}: {
  titulo: string;
  linhas: { chave: number; nome: string; minutos: number }[];
}) => (
  <Card withBorder padding="sm">
    <Text fw={600} size="sm" mb="xs">
      {titulo}
    </Text>
    {linhas.length === 0 ? (
      <Text size="sm" c="dimmed">
        Nenhuma hora acionada aprovada no mês.
      </Text>
    ) : (
      <Table aria-label={titulo} verticalSpacing={4}>
        <Table.Tbody>
          {linhas.map((l) => (
            <Table.Tr key={l.chave}>
              <Table.Td>{l.nome}</Table.Td>
              <Table.Td ta="right">{horas(l.minutos)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    )}
  </Card>
);

const Pendentes = ({
  painel,
  onDecidir,
}: {
  painel: DashboardAprovacoes;
  onDecidir: (d: Decisao) => void;
}) => {
  if (painel.pendentes.length === 0)
    return <EmptyState title="Nenhum lançamento pendente" description="Tudo decidido por aqui." />;
  return (
    <TabelaRolavel rotulo="Pendentes de aprovação">
      <Table aria-label="Pendentes de aprovação" striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Colaborador</Table.Th>
            <Table.Th>Período</Table.Th>
            <Table.Th>Motivo</Table.Th>
            <Table.Th>Trabalhado</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {painel.pendentes.map((l) => {
            const nome = `${l.usuarioNome} em ${periodoLocal(l.inicio, l.fim)}`;
            return (
              <Table.Tr key={l.id}>
                <Table.Td>
                  {l.usuarioNome}
                  <Text size="xs" c="dimmed">
                    {ROTULO_NATUREZA[l.natureza]}
                  </Text>
                </Table.Td>
                <Table.Td>{periodoLocal(l.inicio, l.fim)}</Table.Td>
                <Table.Td>{l.motivoDescricao}</Table.Td>
                <Table.Td>{horas(l.apuracao.minutosTrabalhados)}</Table.Td>
                <Table.Td>
                  <RowActions
                    itemName={nome}
                    actions={[
                      {
                        label: 'Aprovar',
                        onClick: () => onDecidir({ acao: 'aprovar', lancamentos: [l] }),
                      },
                      {
                        label: 'Reprovar',
                        color: 'red',
                        onClick: () => onDecidir({ acao: 'reprovar', lancamentos: [l] }),
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
};

/** Painel de aprovações: pendentes do alcance e horas acionadas aprovadas no mês. */
export const PainelAprovacoes = () => {
  const painel = useQuery(sobreavisoQueries.painel());
  const [decisao, setDecisao] = useState<Decisao | null>(null);
  if (painel.isPending) return <LoadingState label="Carregando painel…" />;
  if (painel.isError)
    return (
      <ErrorState error={null} fallback={FALHA.carregar} onRetry={() => void painel.refetch()} />
    );
  const p = painel.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            Painel de aprovações
          </Title>
          <Text size="sm" c="dimmed">
            Mês de {periodoDatas(p.periodo.inicio, p.periodo.fim)}
          </Text>
        </div>
        <Group gap="xs">
          <Badge size="lg" color={p.totalPendentes > 0 ? 'yellow' : 'green'} variant="light">
            {p.totalPendentes === 1 ? '1 pendente' : `${p.totalPendentes} pendentes`}
          </Badge>
          {p.pendentes.length > 0 ? (
            <Button onClick={() => setDecisao({ acao: 'aprovar', lancamentos: p.pendentes })}>
              {p.pendentes.length === 1
                ? 'Aprovar o pendente listado'
                : `Aprovar os ${p.pendentes.length} pendentes listados`}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Pendentes painel={p} onDecidir={setDecisao} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <HorasPor
          titulo="Horas acionadas por pessoa"
          linhas={p.porPessoa.map((x) => ({
            chave: x.usuarioId,
            nome: x.usuarioNome,
            minutos: x.minutos,
          }))}
        />
        <HorasPor
          titulo="Horas acionadas por motivo"
          linhas={p.porMotivo.map((x) => ({
            chave: x.motivoId,
            nome: x.motivoDescricao,
            minutos: x.minutos,
          }))}
        />
      </SimpleGrid>
      <DecisaoModal decisao={decisao} onClose={() => setDecisao(null)} />
    </Stack>
  );
};
