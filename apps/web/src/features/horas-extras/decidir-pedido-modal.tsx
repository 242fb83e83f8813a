import type { SolicitacaoHe } from '@jornada/contracts';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData, formatarMinutos } from '../../lib/format.ts';
import { duracao, lerDuracao, mensagemDe } from './horas-extras.formato.ts';
import { useDecidirSolicitacao } from './horas-extras.queries.ts';

export type DecisaoPedidoAberta = { pedido: SolicitacaoHe; aprovar: boolean };

const Corpo = ({ d, onClose }: { d: DecisaoPedidoAberta; onClose: () => void }) => {
  const { pedido, aprovar } = d;
  const [limite, setLimite] = useState(formatarMinutos(pedido.minutos));
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const decidir = useDecidirSolicitacao();

  const confirmar = async () => {
    const minutos = lerDuracao(limite);
    if (aprovar && minutos === null) {
      setErro('Informe o limite aprovado em HH:MM (de 00:01 a 24:00).');
      return;
    }
    if (!aprovar && motivo.trim().length === 0) {
      setErro('Informe o motivo da recusa.');
      return;
    }
    setErro(null);
    await decidir.mutateAsync({
      id: pedido.id,
      aprovar,
      ...(aprovar && minutos !== null ? { limiteMinutos: minutos } : {}),
      ...(motivo.trim() ? { motivo: motivo.trim() } : {}),
    });
    toast.sucesso(aprovar ? 'Pedido aprovado.' : 'Pedido recusado.');
    onClose();
  };

  return (
    <ConfirmModal
      isOpen
      title={aprovar ? 'Aprovar horas extras' : 'Recusar horas extras'}
      acceptLabel={aprovar ? 'Aprovar' : 'Recusar'}
      isLoading={decidir.isPending}
      onDeny={onClose}
      onAccept={() => void confirmar().catch(() => undefined)}
      message={
        <Stack gap="sm">
          <Text>
            {pedido.nome} pede {duracao(pedido.minutos)} em {formatarData(pedido.data)}:{' '}
            {pedido.motivo}
          </Text>
          {aprovar ? (
            <>
              <TimeInput
                label="Limite aprovado"
                description="Até quanto tempo extra fica autorizado no dia; pode ser menos que o pedido."
                value={limite}
                onChange={setLimite}
                error={erro}
                required
                data-autofocus
              />
              <Text size="sm" c="dimmed">
                No espelho, as horas extras do dia até o limite saem como autorizadas; o que passar
                dele fica como não autorizado, com o destino da regra.
              </Text>
            </>
          ) : (
            <TextInput
              label="Motivo da recusa"
              value={motivo}
              onChange={(ev) => setMotivo(ev.currentTarget.value)}
              error={erro}
              maxLength={500}
              required
              data-autofocus
            />
          )}
          {decidir.isError ? (
            <Alert color="red" role="alert">
              {mensagemDe(decidir.error, 'Não foi possível registrar a decisão.')}
            </Alert>
          ) : null}
        </Stack>
      }
    />
  );
};

/** Confirma a decisão de um pedido: aprovar (com o limite do dia) ou recusar (com motivo). */
export const DecidirPedidoModal = ({
  decisao,
  onClose,
}: {
  decisao: DecisaoPedidoAberta | null;
  onClose: () => void;
}) =>
  decisao ? (
    <Corpo key={`${decisao.pedido.id}-${decisao.aprovar}`} d={decisao} onClose={onClose} />
  ) : null;
