import type { AlocacaoRegra } from '@jornada/contracts';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import type { AlocacaoRegraVersao } from './alocacao-regra.api.ts';
import { ConfiguracaoResolvida } from './configuracao-resolvida.tsx';
import { alocacaoQueries } from './regra-ponto.queries.ts';
import { dataHora, periodoBr, useNomeDoAutor } from './regras-comum.tsx';

const ACOES: Record<AlocacaoRegraVersao['acao'], string> = {
  criacao: 'Alocação',
  alteracao: 'Alteração',
  status: 'Mudança de status',
  encerramento: 'Encerrada por nova alocação',
};

export const ROTULO_STATUS: Record<AlocacaoRegra['status'], string> = {
  ativa: 'Ativa',
  inativa: 'Arquivada',
};

const estado = (v: AlocacaoRegraVersao) =>
  `${v.regraNome}, ${periodoBr(v.dataInicio, v.dataFim)}, ${ROTULO_STATUS[v.status].toLowerCase()}`;

/** Versões de uma alocação: o que era antes e o que ficou depois de cada gravação. */
const VersoesDaAlocacao = ({ alocacao }: { alocacao: AlocacaoRegra }) => {
  const versoes = useQuery(alocacaoQueries.historico(alocacao.id));
  const autor = useNomeDoAutor();
  if (versoes.isPending) return <LoadingState label="Carregando versões…" />;
  if (versoes.isError)
    return (
      <ErrorState
        error={versoes.error}
        fallback="Não foi possível carregar as versões da alocação."
        onRetry={() => void versoes.refetch()}
      />
    );
  const lista = versoes.data;
  return (
    <TabelaRolavel rotulo={`Versões da alocação de ${alocacao.regraNome}`}>
      <Table verticalSpacing={4} aria-label={`Versões da alocação de ${alocacao.regraNome}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando e quem</Table.Th>
            <Table.Th>Ação</Table.Th>
            <Table.Th>Antes</Table.Th>
            <Table.Th>Depois</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lista.map((v, i) => {
            const anterior = lista[i + 1];
            return (
              <Table.Tr key={v.versao}>
                <Table.Td>
                  {dataHora(v.alteradoEm)} por {autor(v.alteradoPor)}
                </Table.Td>
                <Table.Td>{ACOES[v.acao]}</Table.Td>
                <Table.Td>{anterior ? estado(anterior) : '—'}</Table.Td>
                <Table.Td>{estado(v)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
};

const VerConfiguracao = ({ alocacaoId, regraNome }: { alocacaoId: number; regraNome: string }) => {
  const [isAberta, setAberta] = useState(false);
  return (
    <Stack gap={4} mt="xs">
      <Group>
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={isAberta}
          aria-label={`${isAberta ? 'Ocultar' : 'Ver'} configuração de ${regraNome}`}
          onClick={() => setAberta((v) => !v)}
        >
          {isAberta ? 'Ocultar configuração' : 'Ver configuração'}
        </Button>
      </Group>
      {isAberta ? <ConfiguracaoResolvida alocacaoId={alocacaoId} /> : null}
    </Stack>
  );
};

export type HistoricoColaboradorProps = { usuarioId: number; nome: string };

/** Todas as alocações de regra de ponto de um colaborador, da mais recente, com as versões. */
export const HistoricoColaborador = ({ usuarioId, nome }: HistoricoColaboradorProps) => {
  const alocacoes = useQuery(alocacaoQueries.doColaborador(usuarioId));
  return (
    <ListaComEstados
      query={alocacoes}
      items={alocacoes.data}
      loadingLabel="Carregando histórico…"
      errorState={{
        fallback: 'Não foi possível carregar o histórico do colaborador.',
        onRetry: () => void alocacoes.refetch(),
      }}
      emptyState={{ title: 'Nenhuma alocação', description: 'Vale a regra de ponto padrão.' }}
    >
      {(lista) => (
        <Stack gap="sm" role="list" aria-label={`Alocações de ${nome}`}>
          {lista.map((a) => (
            <Card key={a.id} withBorder padding="sm" role="listitem" aria-label={a.regraNome}>
              <Group justify="space-between" mb={4}>
                <Text fw={600} size="sm">
                  {a.regraNome}
                </Text>
                <Badge color={a.status === 'ativa' ? 'green' : 'gray'} variant="light">
                  {ROTULO_STATUS[a.status]}
                </Badge>
              </Group>
              <Text size="sm" mb="xs">
                Vigência: {periodoBr(a.dataInicio, a.dataFim)}
              </Text>
              <VersoesDaAlocacao alocacao={a} />
              <VerConfiguracao alocacaoId={a.id} regraNome={a.regraNome} />
            </Card>
          ))}
        </Stack>
      )}
    </ListaComEstados>
  );
};
