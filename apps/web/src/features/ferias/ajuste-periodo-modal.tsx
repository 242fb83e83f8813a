import type { PeriodoAquisitivoWire } from '@jornada/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { lancamentoKeys } from './ferias.queries.ts';
import { ajustarPeriodoAquisitivo } from './ferias-rh.api.ts';
import { intervalo, mensagemDoErro } from './formato.ts';

type Campo = 'faltas' | 'ajuste' | 'gozados' | 'vendidos' | 'motivo';

const LIMITES: Record<Exclude<Campo, 'motivo'>, { min: number; max: number; nome: string }> = {
  faltas: { min: 0, max: 366, nome: 'Faltas injustificadas' },
  ajuste: { min: -30, max: 30, nome: 'Dias somados ou tirados' },
  gozados: { min: 0, max: 30, nome: 'Dias gozados no sistema anterior' },
  vendidos: { min: 0, max: 10, nome: 'Dias vendidos no sistema anterior' },
};

const inteiro = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);

type Props = {
  usuarioId: number;
  nome: string;
  periodo: PeriodoAquisitivoWire;
  onClose: () => void;
};

/**
 * Ajuste de um período aquisitivo pelo RH, com o motivo: faltas injustificadas (art. 130), dias
 * somados ou tirados do direito e os gozados/vendidos no sistema anterior. O ajuste substitui o
 * anterior (que fica no histórico); o servidor recusa saldo negativo ou direito acima de 30 dias.
 */
export const AjustePeriodoModal = ({ usuarioId, nome, periodo, onClose }: Props) => {
  const qc = useQueryClient();
  const [valores, setValores] = useState({
    faltas: periodo.faltasInjustificadas as string | number,
    ajuste: (periodo.diasAjuste ?? 0) as string | number,
    gozados: 0 as string | number,
    vendidos: 0 as string | number,
  });
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  const ajustar = useMutation({
    mutationFn: ajustarPeriodoAquisitivo,
    onSuccess: async (mensagem) => {
      await qc.invalidateQueries({ queryKey: lancamentoKeys.periodos(usuarioId) });
      toast.sucesso(mensagem);
      onClose();
    },
  });

  const enviar = () => {
    const novos: Partial<Record<Campo, string>> = {};
    for (const [campo, l] of Object.entries(LIMITES) as [
      keyof typeof LIMITES,
      (typeof LIMITES)['faltas'],
    ][]) {
      const n = inteiro(valores[campo]);
      if (!Number.isInteger(n) || n < l.min || n > l.max)
        novos[campo] = `${l.nome}: informe um número inteiro de ${l.min} a ${l.max}.`;
    }
    if (motivo.trim().length === 0) novos.motivo = 'Motivo: informe o motivo do ajuste.';
    setErros(novos);
    if (Object.keys(novos).length > 0) return;
    ajustar.mutate({
      usuarioId,
      periodoAquisitivo: periodo.inicio,
      faltasInjustificadas: inteiro(valores.faltas),
      diasAjuste: inteiro(valores.ajuste),
      diasGozadosAnteriores: inteiro(valores.gozados),
      diasVendidosAnteriores: inteiro(valores.vendidos),
      motivo: motivo.trim(),
    });
  };

  const numero = (campo: keyof typeof LIMITES, descricao?: string) => (
    <NumberInput
      label={LIMITES[campo].nome}
      description={descricao}
      value={valores[campo]}
      onChange={(v) => setValores((a) => ({ ...a, [campo]: v }))}
      min={LIMITES[campo].min}
      max={LIMITES[campo].max}
      allowDecimal={false}
      error={erros[campo]}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title="Ajustar período aquisitivo"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {nome} — período {intervalo(periodo.inicio, periodo.fim)}: direito de {periodo.direito}{' '}
          dias, saldo de {periodo.saldo}.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {numero('faltas', 'Valem no lugar das do espelho (CLT art. 130).')}
          {numero('ajuste', 'Positivo soma ao direito; negativo tira.')}
          {numero('gozados')}
          {numero('vendidos', 'Abono pecuniário (art. 143).')}
        </SimpleGrid>
        <TextInput
          label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          maxLength={500}
          required
          error={erros.motivo}
        />
        <Text size="xs" c="dimmed">
          O ajuste substitui o anterior deste período, que continua no histórico e na auditoria.
        </Text>
        {ajustar.isError ? (
          <Alert color="red" role="alert">
            {mensagemDoErro(ajustar.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={ajustar.isPending}>
            Cancelar
          </Button>
          <Button onClick={enviar} loading={ajustar.isPending}>
            Salvar ajuste
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
