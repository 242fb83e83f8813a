import type { MotivoMarcacao } from '@jornada/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { tratamentoQueries } from './tratamento.queries.ts';

export type DadosMotivo = { motivoId: number; observacao?: string };

export type FormularioTratamentoProps = {
  titulo: string;
  rotuloConfirmar: string;
  isOpen: boolean;
  isEnviando: boolean;
  onFechar: () => void;
  /** Campos a mais antes do motivo (data e hora da inclusão); devolve o erro deles ou null. */
  camposExtras?: ReactNode;
  validarExtras?: () => boolean;
  onEnviar: (dados: DadosMotivo) => void;
};

/** Motivo (de CarregarMotivosMarcacao) e observação, obrigatória quando o motivo exige. */
export const FormularioTratamento = ({
  titulo,
  rotuloConfirmar,
  isOpen,
  isEnviando,
  onFechar,
  camposExtras,
  validarExtras,
  onEnviar,
}: FormularioTratamentoProps) => {
  const motivos = useQuery({ ...tratamentoQueries.motivos(), enabled: isOpen });
  const [motivoId, setMotivoId] = useState<string | null>(null);
  const [observacao, setObservacao] = useState('');
  const [erros, setErros] = useState<{ motivo?: string; observacao?: string }>({});

  const motivo: MotivoMarcacao | undefined = motivos.data?.find((m) => String(m.id) === motivoId);

  const handleEnviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos: typeof erros = {};
    if (!motivo) novos.motivo = 'Motivo: selecione o motivo.';
    if (motivo?.exigeObservacao && observacao.trim() === '')
      novos.observacao = 'Observação: obrigatória para este motivo.';
    const extrasOk = validarExtras ? validarExtras() : true;
    setErros(novos);
    if (!motivo || Object.keys(novos).length > 0 || !extrasOk) return;
    onEnviar({
      motivoId: motivo.id,
      ...(observacao.trim() === '' ? {} : { observacao: observacao.trim() }),
    });
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onFechar}
      title={titulo}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={handleEnviar} noValidate>
        <Stack gap="sm">
          {camposExtras}
          {motivos.isPending ? <LoadingState label="Carregando motivos…" /> : null}
          {motivos.isError ? (
            <Alert color="red" role="alert" title="Motivos indisponíveis">
              {isErroApi(motivos.error)
                ? motivos.error.mensagem
                : 'Não foi possível carregar os motivos.'}
            </Alert>
          ) : null}
          {motivos.isSuccess ? (
            <Select
              label="Motivo"
              placeholder="Selecione"
              data={motivos.data.map((m) => ({ value: String(m.id), label: m.descricao }))}
              value={motivoId}
              onChange={setMotivoId}
              error={erros.motivo}
              required
              searchable
              comboboxProps={{ withinPortal: false }}
            />
          ) : null}
          <Textarea
            label="Observação"
            value={observacao}
            onChange={(e) => setObservacao(e.currentTarget.value)}
            error={erros.observacao}
            required={motivo?.exigeObservacao ?? false}
            maxLength={500}
            rows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onFechar} disabled={isEnviando}>
              Cancelar
            </Button>
            <Button type="submit" loading={isEnviando}>
              {rotuloConfirmar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
