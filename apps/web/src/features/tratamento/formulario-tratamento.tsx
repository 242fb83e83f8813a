import {
  LIMITE_ANEXO_TRATAMENTO_BYTES,
  type MotivoMarcacao,
  TIPOS_ANEXO_TRATAMENTO,
} from '@jornada/contracts';
import { Alert, Button, FileInput, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { tratamentoQueries } from './tratamento.queries.ts';

export type DadosMotivo = { motivoId: number; observacao?: string; anexo?: File };

const EXTENSOES_ANEXO = /\.(pdf|jpe?g|png)$/i;

/** Anexo: PDF, JPG ou PNG até 5 MB (o servidor confere de novo pelo conteúdo). */
export const validarArquivoAnexo = (arquivo: File | null): string | undefined => {
  if (!arquivo) return undefined;
  const tipoOk =
    (TIPOS_ANEXO_TRATAMENTO as readonly string[]).includes(arquivo.type) ||
    (arquivo.type === '' && EXTENSOES_ANEXO.test(arquivo.name));
  if (!tipoOk) return 'Anexo: envie um arquivo PDF, JPG ou PNG.';
  if (arquivo.size === 0) return 'Anexo: o arquivo está vazio.';
  if (arquivo.size > LIMITE_ANEXO_TRATAMENTO_BYTES)
    return 'Anexo: o arquivo passa do limite de 5 MB.';
  return undefined;
};

export type FormularioTratamentoProps = {
  titulo: string;
  rotuloConfirmar: string;
  isOpen: boolean;
  isEnviando: boolean;
  onFechar: () => void;
  /** Campos a mais antes do motivo (data e hora da inclusão); devolve o erro deles ou null. */
  camposExtras?: ReactNode;
  validarExtras?: () => boolean;
  /** Pedido que aceita anexo (multipart): atestado, declaração… */
  aceitaAnexo?: boolean;
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
  aceitaAnexo = false,
  onEnviar,
}: FormularioTratamentoProps) => {
  const motivos = useQuery({ ...tratamentoQueries.motivos(), enabled: isOpen });
  const [motivoId, setMotivoId] = useState<string | null>(null);
  const [observacao, setObservacao] = useState('');
  const [anexo, setAnexo] = useState<File | null>(null);
  const [erros, setErros] = useState<{ motivo?: string; observacao?: string; anexo?: string }>({});

  const motivo: MotivoMarcacao | undefined = motivos.data?.find((m) => String(m.id) === motivoId);

  const handleEnviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos: typeof erros = {};
    if (!motivo) novos.motivo = 'Motivo: selecione o motivo.';
    if (motivo?.exigeObservacao && observacao.trim() === '')
      novos.observacao = 'Observação: obrigatória para este motivo.';
    const erroAnexo = validarArquivoAnexo(anexo);
    if (erroAnexo) novos.anexo = erroAnexo;
    const extrasOk = validarExtras ? validarExtras() : true;
    setErros(novos);
    if (!motivo || Object.keys(novos).length > 0 || !extrasOk) return;
    onEnviar({
      motivoId: motivo.id,
      ...(observacao.trim() === '' ? {} : { observacao: observacao.trim() }),
      ...(anexo ? { anexo } : {}),
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
          {aceitaAnexo ? (
            <FileInput
              label="Anexo (PDF, JPG ou PNG, até 5 MB)"
              placeholder="Opcional: atestado, declaração…"
              value={anexo}
              onChange={(arquivo) => {
                setAnexo(arquivo);
                setErros((e) => ({ ...e, anexo: validarArquivoAnexo(arquivo) }));
              }}
              error={erros.anexo}
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              clearable
            />
          ) : null}
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
