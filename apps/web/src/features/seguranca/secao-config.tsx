import { Button, Group, Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';

/** Desfazer (volta ao que está salvo) e salvar, no fim de cada formulário de configuração. */
export const BotoesConfig = (p: {
  isAlterado: boolean;
  isSalvando: boolean;
  onDesfazer: () => void;
  rotuloSalvar: string;
}) => (
  <Group justify="flex-end">
    <Button variant="default" disabled={!p.isAlterado || p.isSalvando} onClick={p.onDesfazer}>
      Desfazer alterações
    </Button>
    <Button type="submit" loading={p.isSalvando}>
      {p.rotuloSalvar}
    </Button>
  </Group>
);

/** A configuração carregada: carregando, falha com "tentar de novo", ou o formulário. */
export const SecaoConfig = <T,>(p: {
  consulta: UseQueryResult<T>;
  carregando: string;
  falha: string;
  children: (dados: T) => ReactNode;
}) => {
  const { consulta } = p;
  if (consulta.isPending) return <LoadingState label={p.carregando} />;
  if (consulta.isError) {
    return (
      <ErrorState
        error={consulta.error}
        fallback={p.falha}
        onRetry={() => void consulta.refetch()}
      />
    );
  }
  return (
    <Paper withBorder p="md">
      {p.children(consulta.data)}
    </Paper>
  );
};
