import type { CreditoFolgaBody } from '@jornada/contracts';
import { Alert, Button, Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { dataIsoLocal, formatarData } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { useCreditarFolgas, useMarcarFolgaBanco } from './banco-folgas.queries.ts';

const mensagemDe = (erro: unknown, padrao: string) => (isErroApi(erro) ? erro.mensagem : padrao);

type FormProps = { usuarioId: number; nome: string; onFeito: () => void; onCancelar: () => void };

type TipoCredito = 'feriado_trabalhado' | 'convencao' | 'manual';

const MOTIVO_PADRAO: Record<TipoCredito, string> = {
  feriado_trabalhado: 'Feriado trabalhado',
  convencao: 'Acordo da convenção coletiva',
  manual: '',
};

type ErrosCredito = Partial<Record<'data' | 'validade' | 'dias' | 'motivo', string>>;

const validarCredito = (c: {
  data: string | null;
  validade: string | null;
  dias: number | string;
  motivo: string;
}): ErrosCredito => {
  const e: ErrosCredito = {};
  if (!c.data) e.data = 'Informe a data do crédito.';
  if (!c.validade) e.validade = 'Informe a validade.';
  else if (c.data && c.validade < c.data)
    e.validade = 'A validade não pode ser antes da data do crédito.';
  if (typeof c.dias !== 'number' || !Number.isInteger(c.dias) || c.dias < 1 || c.dias > 30)
    e.dias = 'Dias: de 1 a 30 dias inteiros.';
  if (c.motivo.trim().length < 3) e.motivo = 'Descreva o motivo (ao menos 3 caracteres).';
  return e;
};

/** RH: concede dias ao banco de folgas (feriado trabalhado, acordo ou outro motivo) com validade. */
export const CreditoForm = ({ usuarioId, nome, onFeito, onCancelar }: FormProps) => {
  const hoje = dataIsoLocal(new Date());
  const [tipo, setTipo] = useState<TipoCredito>('feriado_trabalhado');
  const [data, setData] = useState<string | null>(hoje);
  const [validade, setValidade] = useState<string | null>(
    dayjs(hoje).add(6, 'month').format('YYYY-MM-DD'),
  );
  const [qtd, setQtd] = useState<number | string>(1);
  const [motivo, setMotivo] = useState(MOTIVO_PADRAO.feriado_trabalhado);
  const [erros, setErros] = useState<ErrosCredito>({});
  const creditar = useCreditarFolgas();

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    const e = validarCredito({ data, validade, dias: qtd, motivo });
    setErros(e);
    if (Object.keys(e).length > 0 || !data || !validade) return;
    const corpo: CreditoFolgaBody = {
      usuarioId,
      data,
      validade,
      dias: Number(qtd),
      motivo: motivo.trim(),
      origem: tipo,
    };
    await creditar.mutateAsync(corpo);
    toast.sucesso(`Crédito de ${qtd} ${qtd === 1 ? 'dia' : 'dias'} concedido a ${nome}.`);
    onFeito();
  };

  return (
    <form onSubmit={(ev) => void enviar(ev).catch(() => undefined)} noValidate>
      <Stack gap="sm" component="section" aria-label="Conceder crédito">
        <Radio.Group
          label="Motivo do crédito"
          value={tipo}
          onChange={(v) => {
            const novo = v as TipoCredito;
            if (motivo === MOTIVO_PADRAO[tipo]) setMotivo(MOTIVO_PADRAO[novo]);
            setTipo(novo);
          }}
        >
          <Group gap="md" mt={4}>
            <Radio value="feriado_trabalhado" label="Feriado trabalhado" />
            <Radio value="convencao" label="Acordo" />
            <Radio value="manual" label="Outro" />
          </Group>
        </Radio.Group>
        <DatePickerPtBr
          label={tipo === 'feriado_trabalhado' ? 'Dia trabalhado' : 'Data do crédito'}
          value={data}
          onChange={setData}
          error={erros.data}
          isRequired
        />
        <NumberInput
          label="Dias"
          value={qtd}
          onChange={setQtd}
          min={1}
          max={30}
          allowDecimal={false}
          error={erros.dias}
          required
        />
        <DatePickerPtBr
          label="Validade"
          description="Último dia para tirar a folga."
          value={validade}
          onChange={setValidade}
          minDate={data ?? undefined}
          error={erros.validade}
          isRequired
        />
        <TextInput
          label="Descrição do motivo"
          value={motivo}
          onChange={(ev) => setMotivo(ev.currentTarget.value)}
          error={erros.motivo}
          maxLength={500}
          required
        />
        {creditar.isError ? (
          <Alert color="red" role="alert">
            {mensagemDe(creditar.error, 'Não foi possível conceder o crédito.')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelar} disabled={creditar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={creditar.isPending}>
            Conceder crédito
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * Gestor ou RH: marca a folga do banco de folgas num dia (debita um dia). Sem crédito válido no
 * dia, o servidor recusa e a mensagem dele aparece aqui.
 */
export const FolgaForm = ({
  usuarioId,
  nome,
  saldo,
  onFeito,
  onCancelar,
}: FormProps & { saldo: number }) => {
  const [data, setData] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const marcar = useMarcarFolgaBanco();

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!data) {
      setErro('Informe o dia da folga.');
      return;
    }
    setErro(null);
    await marcar.mutateAsync({ usuarioId, data });
    toast.sucesso(`Folga de ${nome} marcada em ${formatarData(data)}.`);
    onFeito();
  };

  return (
    <form onSubmit={(ev) => void enviar(ev).catch(() => undefined)} noValidate>
      <Stack gap="sm" component="section" aria-label="Marcar folga">
        {saldo <= 0 ? (
          <Text size="sm" c="orange.9">
            Sem saldo hoje: só há folga com um crédito válido no dia escolhido.
          </Text>
        ) : null}
        <DatePickerPtBr
          label="Dia da folga"
          value={data}
          onChange={setData}
          error={erro}
          isRequired
        />
        {marcar.isError ? (
          <Alert color="red" role="alert">
            {mensagemDe(marcar.error, 'Não foi possível marcar a folga.')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelar} disabled={marcar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={marcar.isPending}>
            Marcar folga
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
