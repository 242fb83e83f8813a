import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal, formatarMinutos } from '../../lib/format.ts';
import { useMutacoesBancoHoras } from './banco-horas.queries.ts';
import { CampoMotivo, FormBase } from './colaborador-forms.tsx';
import { useFalha } from './falha.tsx';
import { lerDuracao } from './formato.ts';

type Props = { usuarioId: number; nome: string; onConcluir: () => void };

const validarComum = (horas: string, motivo: string, rotuloHoras: string) => {
  const erros: Record<string, string> = {};
  const minutos = lerDuracao(horas);
  if (minutos === null) erros.horas = `${rotuloHoras}: informe em HH:MM (ex.: 01:30).`;
  if (motivo.trim().length < 3) erros.motivo = 'Motivo: informe ao menos 3 caracteres.';
  return { erros, minutos };
};

/** Saldo trazido de antes do banco (sistema anterior), positivo ou negativo, com motivo. */
export const SaldoAnteriorForm = ({ usuarioId, nome, onConcluir }: Props) => {
  const { definirSaldoAnterior } = useMutacoesBancoHoras();
  const falha = useFalha();
  const [sinal, setSinal] = useState('positivo');
  const [horas, setHoras] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});

  const enviar = () => {
    const v = validarComum(horas, motivo, 'Saldo anterior');
    setErros(v.erros);
    if (v.minutos === null || Object.keys(v.erros).length > 0) return;
    const minutos = sinal === 'negativo' ? -v.minutos : v.minutos;
    definirSaldoAnterior.mutate(
      { usuarioId, minutos, motivo: motivo.trim() },
      {
        onSuccess: () => {
          toast.sucesso(`Saldo anterior de ${nome} gravado.`);
          onConcluir();
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível gravar o saldo anterior.'),
      },
    );
  };

  return (
    <FormBase
      rotulo="Saldo anterior"
      botao="Gravar saldo anterior"
      isPending={definirSaldoAnterior.isPending}
      onSubmit={enviar}
      onCancelar={onConcluir}
      modal={falha.modal}
    >
      <Text size="sm">{nome}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sinal-saldo-anterior">
          Sentido do saldo
        </Text>
        <SegmentedControl
          aria-labelledby="sinal-saldo-anterior"
          value={sinal}
          onChange={setSinal}
          data={[
            { value: 'positivo', label: 'A favor (positivo)' },
            { value: 'negativo', label: 'Devendo (negativo)' },
          ]}
        />
      </Stack>
      <TextInput
        label="Saldo anterior (HH:MM)"
        value={horas}
        onChange={(e) => setHoras(e.currentTarget.value)}
        error={erros.horas}
        required
      />
      <CampoMotivo value={motivo} onChange={setMotivo} error={erros.motivo} />
    </FormBase>
  );
};

/** Crédito ou débito manual (abono, compensação) numa data, com motivo. */
export const LancamentoForm = ({ usuarioId, nome, onConcluir }: Props) => {
  const { lancarManual } = useMutacoesBancoHoras();
  const falha = useFalha();
  const [tipo, setTipo] = useState<'credito' | 'debito'>('credito');
  const [data, setData] = useState<string | null>(dataIsoLocal(new Date()));
  const [horas, setHoras] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});

  const enviar = () => {
    const v = validarComum(horas, motivo, 'Horas');
    if (v.minutos === 0) v.erros.horas = 'Horas: informe ao menos 00:01.';
    if (!data) v.erros.data = 'Data: informe o dia do lançamento.';
    setErros(v.erros);
    if (v.minutos === null || !data || Object.keys(v.erros).length > 0) return;
    lancarManual.mutate(
      { usuarioId, data, tipo, minutos: v.minutos, motivo: motivo.trim() },
      {
        onSuccess: (l) => {
          toast.sucesso(
            `${l.tipo === 'credito' ? 'Crédito' : 'Débito'} de ${formatarMinutos(l.minutos)} lançado para ${nome}.`,
          );
          onConcluir();
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível gravar o lançamento.'),
      },
    );
  };

  return (
    <FormBase
      rotulo="Lançamento manual"
      botao="Lançar"
      isPending={lancarManual.isPending}
      onSubmit={enviar}
      onCancelar={onConcluir}
      modal={falha.modal}
    >
      <Text size="sm">{nome}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="tipo-lancamento">
          Tipo
        </Text>
        <SegmentedControl
          aria-labelledby="tipo-lancamento"
          value={tipo}
          onChange={(v) => setTipo(v as 'credito' | 'debito')}
          data={[
            { value: 'credito', label: 'Crédito' },
            { value: 'debito', label: 'Débito' },
          ]}
        />
      </Stack>
      <DatePickerPtBr label="Data" value={data} onChange={setData} error={erros.data} isRequired />
      <TextInput
        label="Horas (HH:MM)"
        value={horas}
        onChange={(e) => setHoras(e.currentTarget.value)}
        error={erros.horas}
        required
      />
      <CampoMotivo value={motivo} onChange={setMotivo} error={erros.motivo} />
    </FormBase>
  );
};
