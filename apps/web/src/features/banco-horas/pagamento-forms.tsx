import type { PagamentoBancoHoras, TipoRescisao } from '@jornada/contracts';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal, formatarData } from '../../lib/format.ts';
import { useOperacoesBancoHoras } from './banco-horas-operacoes.queries.ts';
import { CampoMotivo } from './colaborador-forms.tsx';
import { useFalha } from './falha.tsx';
import { lerDuracao } from './formato.ts';
import { PreviaPagamento } from './previa-pagamento.tsx';

type Props = { usuarioId: number; nome: string; onConcluir: () => void };

const TIPOS_RESCISAO: { value: TipoRescisao; label: string }[] = [
  { value: 'sem-justa-causa', label: 'Dispensa sem justa causa' },
  { value: 'pedido-demissao', label: 'Pedido de demissão' },
  { value: 'justa-causa', label: 'Dispensa por justa causa' },
  { value: 'acordo', label: 'Acordo (art. 484-A)' },
  { value: 'fim-contrato', label: 'Fim do contrato' },
];

/** Moldura de prévia e confirmação: os campos, "Ver prévia" e, com a prévia, "Confirmar". */
const Etapas = (p: {
  rotulo: string;
  confirmar: string;
  previa: PagamentoBancoHoras | null;
  isPending: boolean;
  onPrevia: () => void;
  onConfirmar: () => void;
  onCancelar: () => void;
  children: ReactNode;
  modal: ReactNode;
}) => (
  <form
    noValidate
    aria-label={p.rotulo}
    onSubmit={(e) => {
      e.preventDefault();
      p.onPrevia();
    }}
  >
    <Stack gap="sm">
      {p.children}
      {p.previa ? <PreviaPagamento previa={p.previa} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={p.onCancelar}>
          Cancelar
        </Button>
        <Button type="submit" variant={p.previa ? 'default' : 'filled'} loading={p.isPending}>
          Ver prévia
        </Button>
        {p.previa ? (
          <Button
            onClick={p.onConfirmar}
            loading={p.isPending}
            disabled={p.previa.verbasFaltando.length > 0}
          >
            {p.confirmar}
          </Button>
        ) : null}
      </Group>
    </Stack>
    {p.modal}
  </form>
);

/** Pagamento extraordinário de parte do saldo numa data (o mais antigo primeiro, por origem). */
export const PagamentoForm = ({ usuarioId, nome, onConcluir }: Props) => {
  const { pagar } = useOperacoesBancoHoras();
  const falha = useFalha();
  const [data, setData] = useState<string | null>(dataIsoLocal(new Date()));
  const [horas, setHoras] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [previa, setPrevia] = useState<PagamentoBancoHoras | null>(null);

  const enviar = (comoPrevia: boolean) => {
    const minutos = lerDuracao(horas);
    const novos: Record<string, string> = {};
    if (!data) novos.data = 'Data do pagamento: informe o dia.';
    if (!minutos) novos.horas = 'Horas a pagar: informe em HH:MM (ex.: 02:00).';
    if (motivo.trim().length < 3) novos.motivo = 'Motivo: informe ao menos 3 caracteres.';
    setErros(novos);
    if (!data || !minutos || Object.keys(novos).length > 0) return;
    pagar.mutate(
      { usuarioId, data, minutos, motivo: motivo.trim(), previa: comoPrevia },
      {
        onSuccess: (r) => {
          if (comoPrevia) return setPrevia(r);
          toast.sucesso(`Pagamento de ${horas} gravado para ${nome}.`);
          onConcluir();
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível calcular o pagamento.'),
      },
    );
  };

  return (
    <Etapas
      rotulo="Pagar parte do saldo"
      confirmar="Confirmar pagamento"
      previa={previa}
      isPending={pagar.isPending}
      onPrevia={() => enviar(true)}
      onConfirmar={() => enviar(false)}
      onCancelar={onConcluir}
      modal={falha.modal}
    >
      <Text size="sm">{nome}</Text>
      <DatePickerPtBr
        label="Data do pagamento"
        value={data}
        onChange={(v) => {
          setData(v);
          setPrevia(null);
        }}
        error={erros.data}
        isRequired
      />
      <TextInput
        label="Horas a pagar (HH:MM)"
        value={horas}
        onChange={(e) => {
          setHoras(e.currentTarget.value);
          setPrevia(null);
        }}
        error={erros.horas}
        required
      />
      <CampoMotivo value={motivo} onChange={setMotivo} error={erros.motivo} />
    </Etapas>
  );
};

/** Fechamento antecipado ou rescisão do banco de uma pessoa, com a prévia do que se paga. */
export const EncerramentoForm = ({
  usuarioId,
  nome,
  onConcluir,
  tipo,
  dataInicial,
}: Props & { tipo: 'antecipado' | 'rescisao'; dataInicial?: string }) => {
  const { fecharAntes, rescindir } = useOperacoesBancoHoras();
  const falha = useFalha();
  const [data, setData] = useState<string | null>(dataInicial ?? dataIsoLocal(new Date()));
  const [tipoRescisao, setTipoRescisao] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [previa, setPrevia] = useState<PagamentoBancoHoras | null>(null);
  const rescisao = tipo === 'rescisao';
  const mutacao = rescisao ? rescindir : fecharAntes;

  const enviar = (comoPrevia: boolean) => {
    const novos: Record<string, string> = {};
    if (!data) novos.data = 'Data: informe o dia do encerramento.';
    if (rescisao && !tipoRescisao) novos.tipoRescisao = 'Tipo de rescisão: escolha um.';
    if (motivo.trim().length < 3) novos.motivo = 'Motivo: informe ao menos 3 caracteres.';
    setErros(novos);
    if (!data || Object.keys(novos).length > 0) return;
    const aoTerminar = (r: PagamentoBancoHoras | undefined) => {
      if (comoPrevia) return setPrevia(r ?? null);
      toast.sucesso(
        rescisao
          ? `Rescisão do banco de ${nome} gravada em ${formatarData(data)}.`
          : `Banco de ${nome} fechado em ${formatarData(data)}.`,
      );
      onConcluir();
    };
    const onError = (e: unknown) => falha.mostrar(e, 'Não foi possível calcular o encerramento.');
    if (rescisao)
      rescindir.mutate(
        {
          usuarioId,
          data,
          tipoRescisao: tipoRescisao as TipoRescisao,
          motivo: motivo.trim(),
          previa: comoPrevia,
        },
        { onSuccess: aoTerminar, onError },
      );
    else
      fecharAntes.mutate(
        { usuarioId, data, motivo: motivo.trim(), previa: comoPrevia },
        { onSuccess: (r) => aoTerminar(r.pagamentos[0]), onError },
      );
  };

  return (
    <Etapas
      rotulo={rescisao ? 'Rescisão do banco' : 'Fechamento antecipado'}
      confirmar={rescisao ? 'Confirmar rescisão' : 'Confirmar fechamento'}
      previa={previa}
      isPending={mutacao.isPending}
      onPrevia={() => enviar(true)}
      onConfirmar={() => enviar(false)}
      onCancelar={onConcluir}
      modal={falha.modal}
    >
      <Text size="sm">{nome}</Text>
      <DatePickerPtBr
        label={rescisao ? 'Data da rescisão' : 'Fechar o ciclo em'}
        value={data}
        onChange={(v) => {
          setData(v);
          setPrevia(null);
        }}
        error={erros.data}
        isRequired
      />
      {rescisao ? (
        <Select
          label="Tipo de rescisão"
          data={TIPOS_RESCISAO}
          value={tipoRescisao}
          onChange={(v) => {
            setTipoRescisao(v);
            setPrevia(null);
          }}
          error={erros.tipoRescisao}
          required
        />
      ) : null}
      <CampoMotivo value={motivo} onChange={setMotivo} error={erros.motivo} />
    </Etapas>
  );
};
