import { PARCELAS_INTERMITENTE, type RegraConvocacao } from '@jornada/contracts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { useSalvarRegra } from './intermitente.queries.ts';
import { mensagemDe } from './intermitente-comum.ts';

const ROTULO_PARCELA: Record<(typeof PARCELAS_INTERMITENTE)[number], string> = {
  remuneracao: 'Remuneração',
  adicional: 'Adicionais',
  dsr: 'DSR',
  'ferias-proporcionais': 'Férias proporcionais',
  'terco-ferias': '1/3 de férias',
  'decimo-terceiro-proporcional': '13º proporcional',
};

type Valores = {
  nome: string;
  antecedencia: 'dias-corridos' | '72h';
  sabadoUtil: boolean;
  valorHora: number | string;
  verbas: Record<string, string>;
};

export type RegraFormProps = { regra: RegraConvocacao | null; onConcluir: () => void };

/** Regra de convocação: antecedência, sábado no prazo, valor da hora e a verba de cada parcela. */
export const RegraForm = ({ regra, onConcluir }: RegraFormProps) => {
  const salvar = useSalvarRegra();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<Valores>({
    initialValues: {
      nome: regra?.nome ?? '',
      antecedencia: regra?.antecedencia ?? 'dias-corridos',
      sabadoUtil: regra?.sabadoUtil ?? true,
      valorHora: regra ? regra.valorHora / 100 : '',
      verbas: Object.fromEntries(PARCELAS_INTERMITENTE.map((p) => [p, regra?.verbas[p] ?? ''])),
    },
    validate: {
      nome: (v) => (v.trim() ? null : 'Informe o nome da regra.'),
      valorHora: (v) => (Number(v) > 0 ? null : 'Informe o valor da hora.'),
    },
  });

  const enviar = form.onSubmit((v) => {
    setErro(null);
    salvar.mutate(
      {
        ...(regra ? { id: regra.id, arquivada: regra.arquivada } : {}),
        nome: v.nome.trim(),
        antecedencia: v.antecedencia,
        sabadoUtil: v.sabadoUtil,
        valorHora: Math.round(Number(v.valorHora) * 100),
        verbas: Object.fromEntries(
          Object.entries(v.verbas).map(([p, codigo]) => [p, codigo.trim() || null]),
        ),
      },
      {
        onSuccess: () => {
          toast.sucesso(regra ? 'Regra alterada.' : 'Regra criada.');
          onConcluir();
        },
        onError: (e) => setErro(mensagemDe(e)),
      },
    );
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <TextInput label="Nome da regra" required maxLength={100} {...form.getInputProps('nome')} />
        <Select
          label="Antecedência mínima"
          allowDeselect={false}
          data={[
            { value: 'dias-corridos', label: 'Três dias corridos' },
            { value: '72h', label: '72 horas' },
          ]}
          {...form.getInputProps('antecedencia')}
        />
        <Switch
          label="Sábado conta como dia útil no prazo de resposta"
          {...form.getInputProps('sabadoUtil', { type: 'checkbox' })}
        />
        <NumberInput
          label="Valor da hora (R$)"
          required
          min={0}
          decimalScale={2}
          decimalSeparator=","
          {...form.getInputProps('valorHora')}
        />
        <Title order={3} size="h5">
          Verbas da folha por parcela
        </Title>
        <SimpleGrid cols={2}>
          {PARCELAS_INTERMITENTE.map((p) => (
            <TextInput
              key={p}
              label={`Verba: ${ROTULO_PARCELA[p]}`}
              maxLength={20}
              {...form.getInputProps(`verbas.${p}`)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
