import './estilos-mantine.ts';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSessao } from '../../app/session/session-store.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { AcionamentoForm } from './acionamento-form.tsx';
import { MeuRelatorio } from './meu-relatorio.tsx';
import { MeusLancamentos } from './meus-lancamentos.tsx';
import { escalasDe, MinhasEscalas } from './minhas-escalas.tsx';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import { FALHA } from './sobreaviso-formato.ts';

/**
 * Meu sobreaviso (celular primeiro): as minhas escalas, registrar um acionamento e acompanhar os
 * meus lançamentos, com a situação e o equivalente pago.
 */
export const MeuSobreavisoPage = () => {
  const { usuario } = useSessao();
  const usuarioId = usuario?.Id ?? 0;
  const alocacoes = useQuery(sobreavisoQueries.alocacoes({ usuarioId }));

  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <div>
        <Title order={1} size="h3">
          Meu sobreaviso
        </Title>
        <Text size="sm" c="dimmed">
          A espera paga 1/3 da hora no sobreaviso e 2/3 na prontidão; o tempo acionado é pago como
          trabalho.
        </Text>
      </div>
      {alocacoes.isPending ? (
        <LoadingState label="Carregando escalas…" />
      ) : alocacoes.isError ? (
        <ErrorState
          error={null}
          fallback={FALHA.carregar}
          onRetry={() => void alocacoes.refetch()}
        />
      ) : (
        <>
          <AcionamentoForm usuarioId={usuarioId} escalas={escalasDe(alocacoes.data)} />
          <MinhasEscalas alocacoes={alocacoes.data} />
        </>
      )}
      <MeusLancamentos />
      <MeuRelatorio usuarioId={usuarioId} />
    </Stack>
  );
};
