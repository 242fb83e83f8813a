import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSessao } from '../../app/session/session-store.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { lancamentoQueries } from './ferias.queries.ts';
import { FALHA_GENERICA } from './formato.ts';
import { FormularioProgramacao } from './formulario-programacao.tsx';

/** Nova programação de férias (sempre permitida, spec §2), conferida pela CLT ao vivo. */
export const NovaProgramacaoFeriasPage = () => {
  const usuarioId = useSessao().usuario?.Id ?? 0;
  const periodos = useQuery(lancamentoQueries.periodos(usuarioId));

  const conteudo = () => {
    if (periodos.isPending) return <LoadingState label="Carregando os períodos aquisitivos…" />;
    if (periodos.isError)
      return (
        <ErrorState
          error={periodos.error}
          fallback={FALHA_GENERICA}
          title="Não foi possível carregar os períodos aquisitivos"
          onRetry={() => void periodos.refetch()}
        />
      );
    if (periodos.data.length === 0)
      return (
        <EmptyState
          title="Nenhum período aquisitivo"
          description="Sem data de admissão no cadastro, as férias não podem ser calculadas. Fale com o RH."
        />
      );
    return <FormularioProgramacao periodos={periodos.data} />;
  };

  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1} size="h2">
          Nova programação de férias
        </Title>
        <Text c="dimmed" size="sm">
          Escolha até três períodos. A tela mostra na hora o que a CLT permite; o pedido segue para
          o seu gestor aprovar.
        </Text>
      </div>
      {conteudo()}
    </Stack>
  );
};
