import { Alert, Badge, Button, Progress, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData, formatarMinutos } from '../../lib/format.ts';
import { bancoHorasQueries, useMutacoesBancoHoras } from './banco-horas.queries.ts';
import { useFalha } from './falha.tsx';
import type { Ciclo, FechamentoCiclo } from './tipos.ts';
import { useNomes } from './use-nomes.ts';

const NATUREZAS: Record<string, string> = {
  pagamento: 'Pagamento',
  desconto: 'Desconto',
  'estorno-pagamento': 'Estorno de pagamento',
  'estorno-desconto': 'Estorno de desconto',
};

const Itens = ({ fechamento }: { fechamento: FechamentoCiclo }) => {
  const { nomeDe } = useNomes();
  if (fechamento.itens.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Ninguém a pagar ou descontar neste ciclo.
      </Text>
    );
  return (
    <TabelaRolavel rotulo="Pagamentos do fechamento">
      <Table aria-label="Pagamentos do fechamento" striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Colaborador</Table.Th>
            <Table.Th>Natureza</Table.Th>
            <Table.Th>Verba</Table.Th>
            <Table.Th ta="right">Horas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fechamento.itens.map((item) => (
            <Table.Tr key={`${item.usuarioId}-${item.natureza}-${item.percentual}`}>
              <Table.Td>{nomeDe(item.usuarioId)}</Table.Td>
              <Table.Td>
                {NATUREZAS[item.natureza] ?? item.natureza}
                {item.natureza.endsWith('pagamento') ? ` ${item.percentual} %` : ''}
              </Table.Td>
              <Table.Td>{item.verba ?? 'sem verba'}</Table.Td>
              <Table.Td ta="right">{formatarMinutos(item.minutos)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
};

/** Enquanto a fila grava os pagamentos, a tela consulta o andamento a cada segundo. */
const INTERVALO_PROGRESSO_MS = 1000;

/** A liquidação na fila: barra de progresso, ou o erro com a retomada. */
const Progresso = ({
  fechamento,
  onRetomar,
  isRetomando,
}: {
  fechamento: FechamentoCiclo;
  onRetomar: () => void;
  isRetomando: boolean;
}) => {
  const p = fechamento.progresso;
  if (!p || p.status === 'concluido') return null;
  const porcentagem = p.total === 0 ? 100 : Math.round((p.feitos / p.total) * 100);
  if (p.status === 'erro')
    return (
      <Alert color="red" title="A gravação dos pagamentos parou">
        <Stack gap="xs">
          <Text size="sm">
            {p.feitos} de {p.total} colaborador(es) gravados. {p.erro}
          </Text>
          <Text size="sm">
            Corrija a causa e retome: a gravação continua de onde parou, sem pagar ninguém duas
            vezes.
          </Text>
          <Button size="xs" onClick={onRetomar} loading={isRetomando} w="fit-content">
            Retomar fechamento
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap={4}>
      <Text size="sm">
        Gravando os pagamentos: {p.feitos} de {p.total} colaborador(es) ({porcentagem} %).
      </Text>
      <Progress
        value={porcentagem}
        animated
        aria-label="Progresso do fechamento"
        aria-valuetext={`${p.feitos} de ${p.total} colaboradores`}
      />
    </Stack>
  );
};

/** Fechamento de um ciclo: a prévia antes de confirmar, ou o gravado e a reabertura com motivo. */
export const FechamentoPainel = ({ ciclo }: { ciclo: Ciclo }) => {
  const q = useQuery({
    ...bancoHorasQueries.fechamento(ciclo.id),
    refetchInterval: (query) =>
      query.state.data?.progresso?.status === 'processando' ? INTERVALO_PROGRESSO_MS : false,
  });
  const { confirmarFechamento, reabrirCiclo } = useMutacoesBancoHoras();
  const falha = useFalha();
  const [isConfirmando, setConfirmando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);
  const [isReabrindo, setReabrindo] = useState(false);
  const periodo = `${formatarData(ciclo.inicio)} a ${formatarData(ciclo.fim)}`;

  if (q.isPending) return <LoadingState label="Calculando o fechamento…" />;
  if (q.isError)
    return (
      <ErrorState
        error={q.error}
        fallback="Não foi possível calcular o fechamento."
        onRetry={() => void q.refetch()}
      />
    );
  const f = q.data;
  const isFechado = f.status === 'fechado';
  const situacao = f.progresso?.status ?? 'concluido';

  const confirmar = () =>
    confirmarFechamento.mutate(ciclo.id, {
      onSuccess: (r) => {
        toast.sucesso(
          r.progresso?.status === 'processando'
            ? `Ciclo de ${periodo} fechado; os pagamentos estão sendo gravados.`
            : `Ciclo de ${periodo} fechado.`,
        );
        setConfirmando(false);
      },
      onError: (e) => {
        setConfirmando(false);
        falha.mostrar(e, 'Não foi possível fechar o ciclo.');
      },
    });
  const retomar = () =>
    confirmarFechamento.mutate(ciclo.id, {
      onSuccess: () => toast.sucesso(`Fechamento do ciclo de ${periodo} retomado.`),
      onError: (e) => falha.mostrar(e, 'Não foi possível retomar o fechamento.'),
    });
  const pedirReabertura = () => {
    if (motivo.trim().length < 3) {
      setErroMotivo('Motivo da reabertura: informe ao menos 3 caracteres.');
      return;
    }
    setErroMotivo(null);
    setReabrindo(true);
  };
  const reabrir = () =>
    reabrirCiclo.mutate(
      { cicloId: ciclo.id, motivo: motivo.trim() },
      {
        onSuccess: () => {
          toast.sucesso(`Ciclo de ${periodo} reaberto; os pagamentos foram estornados.`);
          setReabrindo(false);
          setMotivo('');
        },
        onError: (e) => {
          setReabrindo(false);
          falha.mostrar(e, 'Não foi possível reabrir o ciclo.');
        },
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm">
        Ciclo de {periodo}{' '}
        <Badge color={isFechado ? 'gray' : 'blue'} variant="light">
          {isFechado ? `Fechado (rodada ${f.rodada ?? 1})` : 'Prévia'}
        </Badge>
      </Text>
      <Progresso fechamento={f} onRetomar={retomar} isRetomando={confirmarFechamento.isPending} />
      {situacao === 'processando' ? null : (
        <>
          <Text size="sm" c="dimmed">
            {f.colaboradores} colaborador(es) no ciclo.
          </Text>
          <Itens fechamento={f} />
        </>
      )}
      {f.verbasFaltando.length > 0 ? (
        <Alert color="yellow" title="Verbas faltando">
          Configure as verbas antes de confirmar: {f.verbasFaltando.join(', ')}.
        </Alert>
      ) : null}
      {isFechado && situacao === 'processando' ? null : isFechado ? (
        <>
          <Textarea
            label="Motivo da reabertura"
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            error={erroMotivo}
            maxLength={500}
            rows={3}
          />
          <Button color="orange" onClick={pedirReabertura}>
            Reabrir ciclo
          </Button>
        </>
      ) : (
        <Button
          onClick={() => setConfirmando(true)}
          disabled={f.verbasFaltando.length > 0 || !ciclo.ativo}
        >
          Confirmar fechamento
        </Button>
      )}
      <ConfirmModal
        isOpen={isConfirmando}
        title="Confirmar fechamento"
        message={`Fechar o ciclo de ${periodo}? Os pagamentos e descontos da prévia serão gravados para a folha.`}
        acceptLabel="Fechar ciclo"
        isLoading={confirmarFechamento.isPending}
        onAccept={confirmar}
        onDeny={() => setConfirmando(false)}
      />
      <ConfirmModal
        isOpen={isReabrindo}
        title="Reabrir ciclo"
        message={`Reabrir o ciclo de ${periodo}? Os pagamentos gravados serão estornados.`}
        acceptLabel="Reabrir"
        isLoading={reabrirCiclo.isPending}
        onAccept={reabrir}
        onDeny={() => setReabrindo(false)}
      />
      {falha.modal}
    </Stack>
  );
};
