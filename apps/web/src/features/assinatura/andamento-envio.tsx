import type { LoteAssinatura } from '@jornada/contracts';
import { Alert, Badge, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { assinaturaKeys, assinaturaQueries } from './assinatura.queries.ts';
import { mensagemDe } from './assinatura-comum.ts';

const plural = (n: number, um: string, varios: string) => (n === 1 ? um : varios);

/**
 * O andamento de um envio: a barra enche conforme o job gera os documentos, até "Enviado"; as
 * pessoas cujo documento não pôde ser gerado aparecem com o motivo.
 */
export const AndamentoEnvio = ({ inicial }: { inicial: LoteAssinatura }) => {
  const queryClient = useQueryClient();
  const lote = useQuery({ ...assinaturaQueries.lote(inicial.loteId), initialData: inicial });
  const l = lote.data;
  const feitos = l.enviados + l.erros;
  const pct = l.total ? Math.round((feitos / l.total) * 100) : 100;
  const terminou = l.situacao === 'enviado';

  // Terminado, a lista dos documentos enviados passa a trazer os novos.
  useEffect(() => {
    if (terminou) void queryClient.invalidateQueries({ queryKey: assinaturaKeys.gestaoTodos });
  }, [terminou, queryClient]);

  return (
    <Stack gap="xs" role="region" aria-label="Andamento do envio">
      <Group justify="space-between">
        <Text fw={500}>{l.titulo}</Text>
        <Badge color={terminou ? (l.erros ? 'orange' : 'green') : 'blue'}>
          {terminou ? 'Enviado' : 'Gerando…'}
        </Badge>
      </Group>
      <Progress.Root size="lg">
        <Progress.Section
          value={pct}
          aria-label="Progresso do envio"
          color={l.erros ? 'orange' : 'blue'}
          animated={!terminou}
          striped={!terminou}
        />
      </Progress.Root>
      <Text size="sm">
        {`${l.enviados} de ${l.total} ${plural(l.total, 'documento enviado', 'documentos enviados')}`}
        {l.erros ? ` · ${l.erros} com erro` : ''}
      </Text>
      {lote.isError && (
        <Alert color="red">{mensagemDe(lote.error, 'Não foi possível consultar o envio.')}</Alert>
      )}
      {l.falhas.length > 0 && (
        <Alert color="orange" title="Documentos não gerados">
          <List size="sm" aria-label="Documentos não gerados">
            {l.falhas.map((f) => (
              <List.Item key={f.usuarioId}>
                {`${f.nome}${f.matricula ? ` (matrícula ${f.matricula})` : ''}: ${f.erro}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
};
