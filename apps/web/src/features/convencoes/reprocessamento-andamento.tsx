import type { StatusReprocessamento } from '@jornada/contracts';
import { Alert, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dataIsoLocal, formatarData } from '../../lib/format.ts';
import type { ResultadoGravacao } from './convencao-form.tsx';
import { convencoesQueries } from './convencoes.queries.ts';

const SITUACAO: Readonly<Record<StatusReprocessamento, string>> = {
  pendente: 'Na fila',
  processando: 'Em andamento',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
  erro: 'Falhou',
};

const Andamento = ({ id }: { id: number }) => {
  const pedido = useQuery(convencoesQueries.reprocessamento(id));
  if (pedido.isError)
    return (
      <Text size="sm">
        O reprocessamento foi pedido; acompanhe o andamento na tela de reprocessamento do espelho.
      </Text>
    );
  if (!pedido.data) return <Text size="sm">Consultando o andamento…</Text>;
  const p = pedido.data;
  return (
    <Stack gap={4}>
      <Progress
        value={p.percentual}
        aria-label="Andamento do reprocessamento"
        color={p.status === 'erro' ? 'red' : undefined}
      />
      <Text size="sm">
        {SITUACAO[p.status]}: {p.processados} de {p.total} colaboradores ({p.percentual} %).
        {p.erro ? ` ${p.erro}` : ''}
      </Text>
    </Stack>
  );
};

export type ReprocessamentoAndamentoProps = { resultado: ResultadoGravacao; onFechar: () => void };

/** Depois de salvar: desde quando o espelho é refeito e o andamento do reprocessamento. */
export const ReprocessamentoAndamento = ({
  resultado,
  onFechar,
}: ReprocessamentoAndamentoProps) => {
  const { convencao, reprocessamentoId, desde } = resultado;
  const noPassado = desde < dataIsoLocal(new Date());
  const texto = reprocessamentoId
    ? `O espelho de quem é do sindicato está sendo recalculado desde ${formatarData(desde)}.`
    : noPassado
      ? `O espelho de quem é do sindicato já mostra a convenção desde ${formatarData(desde)}.`
      : `Ela vale a partir de ${formatarData(convencao.vigenciaInicio)}.`;
  return (
    <Alert color="green" role="status" aria-label="Convenção salva">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text size="sm" fw={600}>
            {convencao.nome} salva (versão {convencao.versao}). {texto}
          </Text>
          {reprocessamentoId ? <Andamento id={reprocessamentoId} /> : null}
        </Stack>
        <CloseButton aria-label="Fechar aviso da convenção" onClick={onFechar} />
      </Group>
    </Alert>
  );
};
