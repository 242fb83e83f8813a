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

/** O fim de todo pedido: observação, o erro geral e os botões. */
const FimDoPedido = (p: {
  observacao: string;
  onObservacao: (v: string) => void;
  erroGeral: string | undefined;
  isEnviando: boolean;
  onCancelar: () => void;
}) => (
  <>
    <Textarea
      label="Observação (opcional)"
      value={p.observacao}
      onChange={(e) => p.onObservacao(e.currentTarget.value)}
      maxLength={500}
    />
    {p.erroGeral ? (
      <Alert color="red" role="alert">
        {p.erroGeral}
      </Alert>
    ) : null}
    <Group justify="flex-end">
      <Button variant="default" onClick={p.onCancelar} disabled={p.isEnviando}>
        Cancelar
      </Button>
      <Button type="submit" loading={p.isEnviando}>
        Enviar pedido
      </Button>
    </Group>
  </>
);

/** Ao salvar: o aviso de sucesso e fecha; o erro vai ao campo que o servidor nomeia. */
const aoSalvar = (
  padrao: string,
  onConcluir: () => void,
  setErros: (e: Erros) => void,
  campos: readonly string[],
) => ({
  onSuccess: ({ mensagem }: { mensagem?: string | null }) => {
    toast.sucesso(mensagem ?? padrao);
    onConcluir();
  },
  onError: (erro: unknown) => setErros(errosDoServidor(erro, campos)),
});

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
      aoSalvar('Recesso solicitado.', onConcluir, setErros, ['dataInicio', 'dataFim']),
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
        <FimDoPedido
          observacao={observacao}
          onObservacao={setObservacao}
          erroGeral={erros.geral}
          isEnviando={salvar.isPending}
          onCancelar={onCancelar}
        />
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
      aoSalvar('Day off solicitado.', onConcluir, setErros, ['data', 'motivo']),
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
        <FimDoPedido
          observacao={observacao}
          onObservacao={setObservacao}
          erroGeral={erros.geral}
          isEnviando={salvar.isPending}
          onCancelar={onCancelar}
        />
      </Stack>
    </form>
  );
};
