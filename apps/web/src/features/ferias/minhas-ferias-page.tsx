import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HASH_ROTAS } from '../../app/guard.ts';
import { hrefDaRota } from '../../app/menu.ts';
import { useSessao } from '../../app/session/session-store.ts';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { DocumentosFerias } from './documentos-ferias.tsx';
import { lancamentoQueries } from './ferias.queries.ts';
import { FALHA_GENERICA } from './formato.ts';
import { ListaPedidos } from './lista-pedidos.tsx';
import { PeriodosAquisitivos } from './periodos-aquisitivos.tsx';

/** Minhas férias (#/dashboard/minhas-rotinas/minhas-ferias): saldo e pedidos de férias. */
export const MinhasFeriasPage = () => {
  const usuarioId = useSessao().usuario?.Id ?? 0;
  const periodos = useQuery(lancamentoQueries.periodos(usuarioId));
  const ferias = useQuery(lancamentoQueries.ferias(usuarioId));
  const ordenadas = ferias.data
    ? [...ferias.data].sort((a, b) => b.dataInicio.localeCompare(a.dataInicio))
    : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Minhas férias
          </Title>
          <Text c="dimmed" size="sm">
            Seu saldo por período aquisitivo e as férias que você pediu.
          </Text>
        </div>
        <Button component={Link} to={hrefDaRota(HASH_ROTAS.novaProgramacaoFerias)}>
          Programar férias
        </Button>
      </Group>

      <Title order={2} size="h4">
        Saldo de férias
      </Title>
      <ListaComEstados
        query={periodos}
        items={periodos.data}
        loadingLabel="Carregando o saldo…"
        errorState={{
          fallback: FALHA_GENERICA,
          title: 'Não foi possível carregar o saldo',
          onRetry: () => void periodos.refetch(),
        }}
        emptyState={{
          title: 'Nenhum período aquisitivo',
          description:
            'Sem data de admissão no cadastro, o saldo não pode ser calculado. Fale com o RH.',
        }}
      >
        {(itens) => <PeriodosAquisitivos periodos={itens} />}
      </ListaComEstados>

      <Title order={2} size="h4">
        Pedidos de férias
      </Title>
      <ListaComEstados
        query={ferias}
        items={ordenadas}
        loadingLabel="Carregando os pedidos…"
        errorState={{
          fallback: FALHA_GENERICA,
          title: 'Não foi possível carregar os pedidos',
          onRetry: () => void ferias.refetch(),
        }}
        emptyState={{
          title: 'Nenhum pedido de férias',
          description: 'Use “Programar férias” para escolher as datas.',
        }}
      >
        {(itens) => (
          <ListaPedidos
            rotulo="Pedidos de férias"
            pedidos={itens}
            renderAcoes={(p) => <DocumentosFerias pedido={p} />}
          />
        )}
      </ListaComEstados>
    </Stack>
  );
};
