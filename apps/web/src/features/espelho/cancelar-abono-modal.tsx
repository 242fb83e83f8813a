import { cancelarAusenciaBodySchema, type DiaEspelho } from '@jornada/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { useCancelarAusenciaJustificada } from './espelho.queries.ts';
import { diaMes, textoAbono } from './espelho-formato.ts';

export type AusenciaDoDia = NonNullable<DiaEspelho['ausenciaJustificada']>;

/** O mesmo limite do contrato: o campo não deixa passar dele. */
const MAXIMO_MOTIVO = cancelarAusenciaBodySchema.shape.motivo.maxLength ?? 500;

/** Valida com o esquema do contrato: as mensagens são as mesmas que o servidor daria. */
const erroDoMotivo = (id: number, motivo: string): string | null => {
  const r = cancelarAusenciaBodySchema.safeParse({ id, motivo });
  if (r.success) return null;
  return r.error.issues.find((i) => i.path[0] === 'motivo')?.message ?? null;
};

export type CancelarAbonoModalProps = {
  /** Dia do espelho em que o cancelamento foi pedido (só para o título). */
  data: string;
  ausencia: AusenciaDoDia;
  onClose: () => void;
};

/**
 * Cancelamento de uma ausência justificada (abono) pelo RH ou gestor: pede o motivo e grava o
 * cancelamento (nada é excluído). Vale para a ausência inteira, em todos os dias que ela cobre;
 * o espelho é relido ao concluir (o cálculo é feito na leitura).
 */
export const CancelarAbonoModal = ({ data, ausencia, onClose }: CancelarAbonoModalProps) => {
  const cancelar = useCancelarAusenciaJustificada();
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const encontrado = erroDoMotivo(ausencia.id, motivo);
    setErro(encontrado);
    if (encontrado) return;
    cancelar.mutate(
      { id: ausencia.id, motivo: motivo.trim() },
      {
        onSuccess: () => {
          toast.sucesso('Ausência justificada cancelada');
          onClose();
        },
      },
    );
  };

  const titulo = `Cancelar abono em ${diaMes(data)}`;
  return (
    <Modal opened onClose={onClose} title={titulo} closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <form onSubmit={enviar} noValidate aria-label={titulo}>
        <Stack gap="sm">
          <Text size="sm">Ausência justificada: {textoAbono(ausencia)}</Text>
          <Text size="sm" c="dimmed">
            O cancelamento vale para todos os dias desta ausência e fica registrado com o motivo; o
            espelho é recalculado sem ela.
          </Text>
          <Textarea
            label="Motivo do cancelamento"
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            maxLength={MAXIMO_MOTIVO}
            description={`Até ${MAXIMO_MOTIVO} caracteres.`}
            rows={3}
            required
            error={erro}
            data-autofocus
          />
          {cancelar.isError ? (
            <Alert color="red" role="alert">
              {cancelar.error instanceof ErroApi
                ? cancelar.error.mensagem
                : 'Não foi possível cancelar o abono.'}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={cancelar.isPending}>
              Voltar
            </Button>
            <Button type="submit" color="red" loading={cancelar.isPending}>
              Cancelar abono
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
