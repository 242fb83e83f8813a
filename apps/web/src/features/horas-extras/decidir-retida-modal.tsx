import type { HoraExtraRetida } from '@jornada/contracts';
import { Alert, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { duracao, mensagemDe } from './horas-extras.formato.ts';
import { useDecidirRetida } from './horas-extras.queries.ts';

type Destino = 'pagar' | 'banco';

const EFEITO: Record<Destino, (r: HoraExtraRetida) => string> = {
  pagar: (r) =>
    `No espelho de ${formatarData(r.data)}, as ${duracao(r.retida)} não autorizadas passam a horas extras pagas (com os percentuais da regra) e vão para a folha do mês.`,
  banco: (r) =>
    `No espelho de ${formatarData(r.data)}, as ${duracao(r.retida)} não autorizadas viram crédito no banco de horas do colaborador, em vez de pagamento.`,
};

const Corpo = ({ r, onClose }: { r: HoraExtraRetida; onClose: () => void }) => {
  const [destino, setDestino] = useState<Destino>('pagar');
  const [motivo, setMotivo] = useState('');
  const decidir = useDecidirRetida();

  const confirmar = async () => {
    await decidir.mutateAsync({
      usuarioId: r.usuarioId,
      data: r.data,
      destino,
      ...(motivo.trim() ? { motivo: motivo.trim() } : {}),
    });
    toast.sucesso(
      destino === 'pagar'
        ? `As horas extras de ${r.nome} em ${formatarData(r.data)} serão pagas.`
        : `As horas extras de ${r.nome} em ${formatarData(r.data)} foram ao banco de horas.`,
    );
    onClose();
  };

  return (
    <ConfirmModal
      isOpen
      title="Decidir horas extras retidas"
      acceptLabel="Confirmar decisão"
      isLoading={decidir.isPending}
      onDeny={onClose}
      onAccept={() => void confirmar().catch(() => undefined)}
      message={
        <Stack gap="sm">
          <Text>
            {r.nome} fez {duracao(r.total)} de horas extras em {formatarData(r.data)}
            {r.autorizada > 0 ? `, ${duracao(r.autorizada)} autorizadas` : ''}; {duracao(r.retida)}{' '}
            sem autorização estão retidas.
          </Text>
          <Radio.Group
            label="Destino das horas não autorizadas"
            value={destino}
            onChange={(v) => setDestino(v as Destino)}
          >
            <Stack gap={6} mt={4}>
              <Radio value="pagar" label="Pagar na folha" />
              <Radio value="banco" label="Enviar ao banco de horas" />
            </Stack>
          </Radio.Group>
          <Text size="sm" aria-live="polite">
            {EFEITO[destino](r)}
          </Text>
          <Text size="xs" c="dimmed">
            Descartar não é possível: o tempo trabalhado é devido (CLT art. 4º). A decisão pode ser
            trocada enquanto o mês estiver aberto.
          </Text>
          <TextInput
            label="Observação (opcional)"
            value={motivo}
            onChange={(ev) => setMotivo(ev.currentTarget.value)}
            maxLength={500}
          />
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

/** Confirma a decisão de um dia retido: pagar ou banco de horas, com o efeito no espelho. */
export const DecidirRetidaModal = ({
  retida,
  onClose,
}: {
  retida: HoraExtraRetida | null;
  onClose: () => void;
}) =>
  retida ? <Corpo key={`${retida.usuarioId}-${retida.data}`} r={retida} onClose={onClose} /> : null;
