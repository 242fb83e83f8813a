import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { campoDoErro, duracao, hojeIso, lerDuracao, mensagemDe } from './horas-extras.formato.ts';
import { useSolicitarHorasExtras } from './horas-extras.queries.ts';

type Erros = Partial<Record<'data' | 'tempo' | 'motivo', string>>;

const validar = (data: string | null, tempo: string, motivo: string): Erros => {
  const e: Erros = {};
  if (!data) e.data = 'Informe o dia das horas extras.';
  else if (data < hojeIso()) e.data = 'O dia não pode ser passado: peça antes de ficar.';
  if (lerDuracao(tempo) === null)
    e.tempo = 'Informe o tempo extra previsto em HH:MM (de 00:01 a 24:00).';
  if (motivo.trim().length === 0) e.motivo = 'Informe o motivo.';
  return e;
};

/**
 * O colaborador pede autorização antes de ficar além da jornada: o dia (hoje ou adiante), quanto
 * tempo a mais prevê e o motivo. O pedido vai ao gestor imediato.
 */
export const PedidoForm = () => {
  const [data, setData] = useState<string | null>(hojeIso());
  const [tempo, setTempo] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const solicitar = useSolicitarHorasExtras();
  const campoServidor = campoDoErro(solicitar.error);

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    const e = validar(data, tempo, motivo);
    setErros(e);
    const minutos = lerDuracao(tempo);
    if (Object.keys(e).length > 0 || !data || minutos === null) return;
    await solicitar.mutateAsync({ data, minutos, motivo: motivo.trim() });
    toast.sucesso(`Pedido de ${duracao(minutos)} em ${formatarData(data)} enviado ao seu gestor.`);
    setTempo('');
    setMotivo('');
  };

  return (
    <form
      onSubmit={(ev) => void enviar(ev).catch(() => undefined)}
      noValidate
      aria-labelledby="titulo-pedir-he"
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id="titulo-pedir-he">
          Pedir autorização
        </Title>
        <DatePickerPtBr
          label="Dia"
          value={data}
          onChange={setData}
          minDate={hojeIso()}
          error={erros.data ?? (campoServidor === 'data' ? mensagemDe(solicitar.error, '') : null)}
          isRequired
        />
        <TimeInput
          label="Tempo extra previsto"
          description="Quanto tempo além da jornada, em horas e minutos (ex.: 01:30)."
          value={tempo}
          onChange={setTempo}
          error={erros.tempo}
          required
        />
        <TextInput
          label="Motivo"
          value={motivo}
          onChange={(ev) => setMotivo(ev.currentTarget.value)}
          error={erros.motivo}
          maxLength={500}
          required
        />
        {solicitar.isError && campoServidor !== 'data' ? (
          <Alert color="red" role="alert">
            {mensagemDe(solicitar.error, 'Não foi possível enviar o pedido.')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={solicitar.isPending} fullWidth>
            Enviar pedido
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
