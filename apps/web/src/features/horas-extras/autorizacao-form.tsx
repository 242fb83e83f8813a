import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import {
  campoDoErro,
  duracao,
  hojeIso,
  lerDuracao,
  mensagemDe,
  periodoBr,
} from './horas-extras.formato.ts';
import { useAutorizarHorasExtras } from './horas-extras.queries.ts';
import { type PessoaEscolhida, PessoaSelect } from './pessoa-select.tsx';

type Campo = 'usuarioId' | 'dataInicio' | 'dataFim' | 'limite';
type Erros = Partial<Record<Campo, string>>;

/**
 * Nova autorização: uma pessoa, um dia (início = fim) ou um período, e o limite diário. Várias no
 * mesmo dia valem pelo maior limite (não se somam).
 */
export const AutorizacaoForm = ({
  onFeito,
  onCancelar,
}: {
  onFeito: () => void;
  onCancelar: () => void;
}) => {
  const [pessoa, setPessoa] = useState<PessoaEscolhida | null>(null);
  const [inicio, setInicio] = useState<string | null>(hojeIso());
  const [fim, setFim] = useState<string | null>(hojeIso());
  const [limite, setLimite] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const autorizar = useAutorizarHorasExtras();
  const campo = campoDoErro(autorizar.error);
  const erroServidor = (c: string) => (campo === c ? mensagemDe(autorizar.error, '') : undefined);

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    const e: Erros = {};
    const minutos = lerDuracao(limite);
    if (!pessoa) e.usuarioId = 'Escolha o colaborador.';
    if (!inicio) e.dataInicio = 'Informe a data inicial.';
    if (!fim) e.dataFim = 'Informe a data final.';
    else if (inicio && fim < inicio) e.dataFim = 'A data final não pode ser antes da inicial.';
    if (minutos === null) e.limite = 'Informe o limite diário em HH:MM (de 00:01 a 24:00).';
    setErros(e);
    if (Object.keys(e).length > 0 || !pessoa || !inicio || !fim || minutos === null) return;
    await autorizar.mutateAsync({
      usuarioId: pessoa.id,
      dataInicio: inicio,
      dataFim: fim,
      limiteMinutos: minutos,
      ...(motivo.trim() ? { motivo: motivo.trim() } : {}),
    });
    toast.sucesso(
      `${pessoa.nome}: até ${duracao(minutos)} por dia autorizadas em ${periodoBr(inicio, fim)}.`,
    );
    onFeito();
  };

  const conhecido = ['usuarioId', 'dataInicio', 'dataFim', 'limiteMinutos'];
  return (
    <form onSubmit={(ev) => void enviar(ev).catch(() => undefined)} noValidate>
      <Stack gap="sm" component="section" aria-label="Nova autorização">
        <PessoaSelect
          label="Colaborador"
          value={pessoa}
          onChange={setPessoa}
          error={erros.usuarioId ?? erroServidor('usuarioId')}
          required
        />
        <DatePickerPtBr
          label="Data inicial"
          value={inicio}
          onChange={(v) => {
            setInicio(v);
            if (v && (!fim || fim < v)) setFim(v);
          }}
          error={erros.dataInicio ?? erroServidor('dataInicio')}
          isRequired
        />
        <DatePickerPtBr
          label="Data final"
          description="Para um dia só, a mesma data inicial."
          value={fim}
          onChange={setFim}
          minDate={inicio ?? undefined}
          error={erros.dataFim ?? erroServidor('dataFim')}
          isRequired
        />
        <TimeInput
          label="Limite por dia"
          description="Horas extras autorizadas em cada dia, em HH:MM (ex.: 02:00)."
          value={limite}
          onChange={setLimite}
          error={erros.limite ?? erroServidor('limiteMinutos')}
          required
        />
        <TextInput
          label="Motivo (opcional)"
          value={motivo}
          onChange={(ev) => setMotivo(ev.currentTarget.value)}
          maxLength={500}
        />
        {autorizar.isError && !conhecido.includes(campo ?? '') ? (
          <Alert color="red" role="alert">
            {mensagemDe(autorizar.error, 'Não foi possível autorizar.')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelar} disabled={autorizar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={autorizar.isPending}>
            Autorizar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
