import type { Solicitacao } from '@jornada/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { useAlterarStatus } from './ferias.queries.ts';
import { detalheDoPedido, mensagemDoErro, nomeDoPedido, ROTULO_STATUS } from './formato.ts';

export type ListaPedidosProps = {
  /** Nome da lista para leitores de tela (ex.: 'Minhas férias'). */
  rotulo: string;
  pedidos: readonly Solicitacao[];
  /** Ações próprias do tipo (baixar o comprovante, o aviso de férias…), no rodapé do cartão. */
  renderAcoes?: (pedido: Solicitacao) => ReactNode;
};

const CartaoPedido = ({
  pedido,
  onCancelar,
  renderAcoes,
}: {
  pedido: Solicitacao;
  onCancelar: (p: Solicitacao) => void;
  renderAcoes?: ListaPedidosProps['renderAcoes'];
}) => {
  const status = ROTULO_STATUS[pedido.status];
  const nome = nomeDoPedido(pedido);
  return (
    <Card withBorder padding="sm" role="listitem" aria-label={nome}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {nome}
          </Text>
          <Text size="sm">{detalheDoPedido(pedido)}</Text>
          <Text size="xs" c="dimmed">
            Pedido em {formatarData(pedido.solicitadoEm)}
            {pedido.decididoEm ? ` · decidido em ${formatarData(pedido.decididoEm)}` : ''}
          </Text>
        </div>
        <Badge color={status.cor} variant="light" style={{ flexShrink: 0 }}>
          {status.rotulo}
        </Badge>
      </Group>
      {pedido.motivoDecisao ? (
        <Text size="sm" mt={6}>
          Motivo: {pedido.motivoDecisao}
        </Text>
      ) : null}
      {pedido.observacao ? (
        <Text size="sm" c="dimmed" mt={4}>
          Observação: {pedido.observacao}
        </Text>
      ) : null}
      {renderAcoes?.(pedido)}
      {pedido.status === 'Pendente' ? (
        <Group justify="flex-end" mt="xs">
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => onCancelar(pedido)}
            aria-label={`Cancelar pedido: ${nome}`}
          >
            Cancelar pedido
          </Button>
        </Group>
      ) : null}
    </Card>
  );
};

/** Pedidos da própria pessoa, em cartões (cabem no celular), com o cancelamento dos pendentes. */
export const ListaPedidos = ({ rotulo, pedidos, renderAcoes }: ListaPedidosProps) => {
  const [cancelando, setCancelando] = useState<Solicitacao | null>(null);
  const status = useAlterarStatus();

  const cancelar = (pedido: Solicitacao) => {
    status.mutate(
      { lancamentoId: pedido.id, status: 'Cancelado' },
      {
        onSuccess: ({ mensagem }) => {
          setCancelando(null);
          toast.sucesso(mensagem ?? 'Pedido cancelado.');
        },
        onError: (erro) => {
          setCancelando(null);
          toast.erro(mensagemDoErro(erro));
        },
      },
    );
  };

  return (
    <>
      <Stack gap="xs" role="list" aria-label={rotulo}>
        {pedidos.map((p) => (
          <CartaoPedido
            key={p.id}
            pedido={p}
            onCancelar={setCancelando}
            renderAcoes={renderAcoes}
          />
        ))}
      </Stack>
      <ConfirmModal
        isOpen={cancelando !== null}
        title="Cancelar pedido"
        message={
          cancelando ? `Cancelar o pedido de ${nomeDoPedido(cancelando).toLowerCase()}?` : ''
        }
        acceptLabel="Cancelar pedido"
        denyLabel="Voltar"
        isLoading={status.isPending}
        onAccept={() => cancelando && cancelar(cancelando)}
        onDeny={() => setCancelando(null)}
      />
    </>
  );
};
