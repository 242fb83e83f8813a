import { Alert, Button, Group } from '@mantine/core';
import { ErroApi } from '../../lib/http/erro-api.ts';

export type ErrorStateProps = {
  /** O erro da chamada: de `ErroApi` mostra a mensagem do servidor; de outro, `fallback`. */
  error: unknown;
  fallback: string;
  /** Título do alerta; `null` para nenhum. */
  title?: string | null;
  /** Com ele, oferece "Tentar novamente". */
  onRetry?: () => void;
};

/** Falha ao carregar: alerta anunciado (role=alert) com a mensagem e, se houver, a nova tentativa. */
export const ErrorState = ({ error, fallback, title = 'Erro', onRetry }: ErrorStateProps) => {
  const mensagem = error instanceof ErroApi ? error.mensagem : fallback;
  return (
    <Alert color="red" role="alert" title={title ?? undefined}>
      {onRetry ? (
        <Group justify="space-between" align="center">
          <span>{mensagem}</span>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Tentar novamente
          </Button>
        </Group>
      ) : (
        mensagem
      )}
    </Alert>
  );
};
