import type { ImportacaoAfd } from '@jornada/contracts';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { relogiosQuery, tarefaImportacaoQuery } from './importacao-afd.api.ts';

const ROTULO = {
  pendente: 'Na fila: a importação começa em instantes.',
  processando: 'Importando…',
  concluida: 'Importação concluída.',
  erro: 'A importação falhou.',
} as const;

/**
 * Barra de progresso de uma importação na fila: consulta a tarefa a cada segundo até terminar;
 * concluída, mostra o relatório (`children`) e atualiza a lista de relógios.
 */
export const ProgressoImportacaoAfd = ({
  tarefaId,
  children,
}: {
  tarefaId: number;
  children: (relatorio: ImportacaoAfd) => ReactNode;
}) => {
  const tarefa = useQuery(tarefaImportacaoQuery(tarefaId));
  const queryClient = useQueryClient();
  const status = tarefa.data?.status;
  useEffect(() => {
    if (status === 'concluida')
      void queryClient.invalidateQueries({ queryKey: relogiosQuery().queryKey });
  }, [status, queryClient]);
  if (tarefa.isError)
    return (
      <Alert color="red" title="Não foi possível acompanhar a importação" role="alert">
        {isErroApi(tarefa.error) ? tarefa.error.mensagem : 'Tente recarregar a página.'}
      </Alert>
    );
  const t = tarefa.data;
  if (!t) return <Text size="sm">Arquivo enviado; consultando a importação…</Text>;
  if (t.status === 'erro')
    return (
      <Alert color="red" title={ROTULO.erro} role="alert">
        {t.erro ?? 'Falha inesperada ao importar o AFD.'}
      </Alert>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" id={`progresso-afd-${t.id}`}>
        {ROTULO[t.status]} {t.nomeArquivo}: {t.percentual}%
      </Text>
      <Progress
        value={t.percentual}
        animated={t.status !== 'concluida'}
        aria-labelledby={`progresso-afd-${t.id}`}
      />
      {t.status === 'concluida' && t.resultado ? children(t.resultado) : null}
    </Stack>
  );
};
