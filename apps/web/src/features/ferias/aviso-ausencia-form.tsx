import { Alert, Button, Checkbox, FileInput, Group, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { lancamentoQueries, useSalvarAvisoAusencia } from './ferias.queries.ts';
import { FALHA_GENERICA } from './formato.ts';
import type { PedidoFormProps } from './pedido-forms.tsx';

type Erros = Record<string, string>;
const LIMITE_BYTES = 5 * 1024 * 1024;
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
/** O atestado médico é o próprio comprovante: sem ele, o servidor recusa. */
const EXIGE_ANEXO = 'ATESTADO_MEDICO';
const CAMPOS = ['dataInicio', 'dataFim', 'horaInicio', 'horaFim', 'motivo', 'anexo'];

/** Confere no navegador o que o servidor também confere, com a mensagem no campo. */
const conferir = (v: {
  dataInicio: string | null;
  dataFim: string | null;
  isParte: boolean;
  horaInicio: string;
  horaFim: string;
  motivo: string | null;
  anexo: File | null;
}): Erros => {
  const e: Erros = {};
  if (!v.dataInicio) e.dataInicio = 'Informe a data da ausência.';
  if (v.dataInicio && v.dataFim && v.dataFim < v.dataInicio)
    e.dataFim = 'A data de fim não pode ser anterior à de início.';
  if (v.isParte) {
    if (!HORA.test(v.horaInicio)) e.horaInicio = 'Informe a hora de início (HH:MM).';
    if (!HORA.test(v.horaFim)) e.horaFim = 'Informe a hora de fim (HH:MM).';
    else if (HORA.test(v.horaInicio) && v.horaFim <= v.horaInicio)
      e.horaFim = 'A hora de fim precisa ser depois da de início.';
  }
  if (!v.motivo) e.motivo = 'Escolha o motivo.';
  if (v.motivo === EXIGE_ANEXO && !v.anexo) e.anexo = 'Envie o atestado (PDF, JPG ou PNG).';
  if (v.anexo && v.anexo.size > LIMITE_BYTES) e.anexo = 'O arquivo passa do limite de 5 MB.';
  return e;
};

/**
 * Aviso de ausência (consulta médica, juízo, doação de sangue…): a data (ou parte de um dia), o
 * motivo da lista legal e o comprovante; o gestor decide se aceita como justificada (CLT art. 473).
 */
export const AvisoAusenciaForm = ({ onConcluir, onCancelar }: PedidoFormProps) => {
  const motivos = useQuery(lancamentoQueries.motivosAusencia());
  const salvar = useSalvarAvisoAusencia();
  const [dataInicio, setInicio] = useState<string | null>(null);
  const [dataFim, setFim] = useState<string | null>(null);
  const [isParte, setParte] = useState(false);
  const [horaInicio, setHoraInicio] = useState('');
  const [horaFim, setHoraFim] = useState('');
  const [motivo, setMotivo] = useState<string | null>(null);
  const [anexo, setAnexo] = useState<File | null>(null);
  const [observacao, setObservacao] = useState('');
  const [erros, setErros] = useState<Erros>({});

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const v = { dataInicio, dataFim, isParte, horaInicio, horaFim, motivo, anexo };
    const novos = conferir(v);
    setErros(novos);
    if (Object.keys(novos).length > 0 || !dataInicio || !motivo) return;
    salvar.mutate(
      {
        dataInicio,
        dataFim: isParte ? undefined : (dataFim ?? undefined),
        horaInicio: isParte ? horaInicio : undefined,
        horaFim: isParte ? horaFim : undefined,
        motivo,
        observacao: observacao.trim() || undefined,
        anexo,
      },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem ?? 'Aviso de ausência enviado.');
          onConcluir();
        },
        onError: (erro) =>
          setErros(
            erro instanceof ErroApi
              ? erro.campo && CAMPOS.includes(erro.campo)
                ? { [erro.campo]: erro.mensagem }
                : { geral: erro.mensagem }
              : { geral: FALHA_GENERICA },
          ),
      },
    );
  };

  return (
    <form onSubmit={enviar} aria-label="Aviso de ausência" noValidate>
      <Stack gap="sm">
        <DatePickerPtBr
          label="Data da ausência"
          value={dataInicio}
          onChange={setInicio}
          error={erros.dataInicio}
          isRequired
        />
        <Checkbox
          label="Só parte do dia"
          checked={isParte}
          onChange={(e) => setParte(e.currentTarget.checked)}
        />
        {isParte ? (
          <Group grow>
            <TimeInput
              label="Hora de início"
              value={horaInicio}
              onChange={setHoraInicio}
              error={erros.horaInicio}
              withAsterisk
            />
            <TimeInput
              label="Hora de fim"
              value={horaFim}
              onChange={setHoraFim}
              error={erros.horaFim}
              withAsterisk
            />
          </Group>
        ) : (
          <DatePickerPtBr
            label="Até (opcional, para mais de um dia)"
            value={dataFim}
            onChange={setFim}
            error={erros.dataFim}
            minDate={dataInicio ?? undefined}
          />
        )}
        <Select
          label="Motivo"
          placeholder={motivos.isPending ? 'Carregando os motivos…' : 'Escolha o motivo'}
          data={(motivos.data ?? []).map((m) => ({
            value: m.codigo,
            label: `${m.descricao} (${m.fundamento})`,
          }))}
          value={motivo}
          onChange={setMotivo}
          error={
            erros.motivo ??
            (motivos.isError ? 'Não foi possível carregar os motivos. Tente de novo.' : undefined)
          }
          searchable
          withAsterisk
        />
        <FileInput
          label="Comprovante"
          description="Atestado, declaração ou intimação: PDF, JPG ou PNG de até 5 MB"
          placeholder="Escolher arquivo"
          accept="application/pdf,image/png,image/jpeg"
          value={anexo}
          onChange={setAnexo}
          error={erros.anexo}
          clearable
          withAsterisk={motivo === EXIGE_ANEXO}
        />
        <Textarea
          label="Observação (opcional)"
          value={observacao}
          onChange={(e) => setObservacao(e.currentTarget.value)}
          maxLength={500}
        />
        {erros.geral ? (
          <Alert color="red" role="alert">
            {erros.geral}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelar} disabled={salvar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            Enviar aviso
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
