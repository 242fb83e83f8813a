import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { useSalvarDayOff, useSalvarRecesso } from './ferias.queries.ts';
import { FALHA_GENERICA } from './formato.ts';

type Erros = Record<string, string>;
export type PedidoFormProps = { onConcluir: () => void; onCancelar: () => void };

/** Erro do servidor: no campo que ele nomeia, senão no alerta do formulário. */
const errosDoServidor = (erro: unknown, campos: readonly string[]): Erros => {
  if (!(erro instanceof ErroApi)) return { geral: FALHA_GENERICA };
  return erro.campo && campos.includes(erro.campo)
    ? { [erro.campo]: erro.mensagem }
    : { geral: erro.mensagem };
};

const Rodape = ({ isEnviando, onCancelar }: { isEnviando: boolean; onCancelar: () => void }) => (
  <Group justify="flex-end">
    <Button variant="default" onClick={onCancelar} disabled={isEnviando}>
      Cancelar
    </Button>
    <Button type="submit" loading={isEnviando}>
      Enviar pedido
    </Button>
  </Group>
);

/** Pedido de recesso de estágio (Lei 11.788/2008 art. 13): de uma data a outra. */
export const RecessoForm = ({ onConcluir, onCancelar }: PedidoFormProps) => {
  const salvar = useSalvarRecesso();
  const [dataInicio, setInicio] = useState<string | null>(null);
  const [dataFim, setFim] = useState<string | null>(null);
  const [observacao, setObservacao] = useState('');
  const [erros, setErros] = useState<Erros>({});

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos: Erros = {};
    if (!dataInicio) novos.dataInicio = 'Informe a data de início.';
    if (!dataFim) novos.dataFim = 'Informe a data de fim.';
    if (dataInicio && dataFim && dataFim < dataInicio)
      novos.dataFim = 'A data de fim não pode ser anterior à de início.';
    setErros(novos);
    if (Object.keys(novos).length > 0 || !dataInicio || !dataFim) return;
    salvar.mutate(
      { dataInicio, dataFim, observacao: observacao.trim() || undefined },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem ?? 'Recesso solicitado.');
          onConcluir();
        },
        onError: (erro) => setErros(errosDoServidor(erro, ['dataInicio', 'dataFim'])),
      },
    );
  };

  return (
    <form onSubmit={enviar} aria-label="Pedido de recesso" noValidate>
      <Stack gap="sm">
        <DatePickerPtBr
          label="Data de início"
          value={dataInicio}
          onChange={setInicio}
          error={erros.dataInicio}
          isRequired
        />
        <DatePickerPtBr
          label="Data de fim"
          value={dataFim}
          onChange={setFim}
          error={erros.dataFim}
          minDate={dataInicio ?? undefined}
          isRequired
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
        <Rodape isEnviando={salvar.isPending} onCancelar={onCancelar} />
      </Stack>
    </form>
  );
};

type MotivoDayOff = 'Aniversario' | 'FolgaConcedida';

/** Pedido de day off: um dia, pelo aniversário ou por folga concedida pela empresa. */
export const DayOffForm = ({ onConcluir, onCancelar }: PedidoFormProps) => {
  const salvar = useSalvarDayOff();
  const [data, setData] = useState<string | null>(null);
  const [motivo, setMotivo] = useState<MotivoDayOff | null>(null);
  const [observacao, setObservacao] = useState('');
  const [erros, setErros] = useState<Erros>({});

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos: Erros = {};
    if (!data) novos.data = 'Informe a data.';
    if (!motivo) novos.motivo = 'Escolha o motivo.';
    setErros(novos);
    if (!data || !motivo) return;
    salvar.mutate(
      { data, motivo, observacao: observacao.trim() || undefined },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem ?? 'Day off solicitado.');
          onConcluir();
        },
        onError: (erro) => setErros(errosDoServidor(erro, ['data', 'motivo'])),
      },
    );
  };

  return (
    <form onSubmit={enviar} aria-label="Pedido de day off" noValidate>
      <Stack gap="sm">
        <DatePickerPtBr
          label="Data"
          value={data}
          onChange={setData}
          error={erros.data}
          isRequired
        />
        <Radio.Group
          label="Motivo"
          value={motivo}
          onChange={(v) => setMotivo(v as MotivoDayOff)}
          error={erros.motivo}
          withAsterisk
        >
          <Group mt={4}>
            <Radio value="Aniversario" label="Aniversário" />
            <Radio value="FolgaConcedida" label="Folga concedida" />
          </Group>
        </Radio.Group>
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
        <Rodape isEnviando={salvar.isPending} onCancelar={onCancelar} />
      </Stack>
    </form>
  );
};
