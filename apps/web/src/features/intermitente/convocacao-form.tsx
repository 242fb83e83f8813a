import type { ConvocacaoBody } from '@jornada/contracts';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { horaParaMinutos } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { intermitenteQueries, useCriarConvocacao } from './intermitente.queries.ts';
import { mensagemDe } from './intermitente-comum.ts';

type Valores = {
  regraId: string | null;
  contratanteId: string | null;
  grupoId: string | null;
  usuarioIds: string[];
  localTrabalhoId: string | null;
  cargoId: string | null;
  dataInicio: string | null;
  dataFim: string | null;
  horaEntrada: string;
  horaSaida: string;
  intervaloMinutos: number | string;
  valorHora: number | string;
  descricao: string;
};

const obrigatorio = (nome: string) => (v: unknown) => (v ? null : `Informe ${nome}.`);
const opcoes = (itens: { id: number; nome: string }[] | undefined) =>
  (itens ?? []).map((i) => ({ value: String(i.id), label: i.nome }));
const idOuNulo = (v: string | null) => (v ? Number(v) : null);

/** 'dataInicio: a convocação exige…' → 'A convocação exige…' (o campo já está ao lado). */
const semPrefixo = (mensagem: string, campo: string) => {
  const texto = mensagem.startsWith(`${campo}: `) ? mensagem.slice(campo.length + 2) : mensagem;
  return texto.charAt(0).toUpperCase() + texto.slice(1);
};

const paraCorpo = (v: Valores): ConvocacaoBody => ({
  regraId: Number(v.regraId),
  contratanteId: Number(v.contratanteId),
  grupoId: idOuNulo(v.grupoId),
  usuarioIds: v.usuarioIds.map(Number),
  localTrabalhoId: idOuNulo(v.localTrabalhoId),
  cargoId: idOuNulo(v.cargoId),
  dataInicio: v.dataInicio!,
  dataFim: v.dataFim!,
  horaEntrada: v.horaEntrada,
  horaSaida: v.horaSaida,
  intervaloMinutos: Number(v.intervaloMinutos) || 0,
  ...(v.valorHora === '' ? {} : { valorHora: Math.round(Number(v.valorHora) * 100) }),
  descricao: v.descricao.trim() || null,
});

export type ConvocacaoFormProps = { onConcluir: () => void };

/**
 * Nova convocação (CLT art. 452-A): regra, contratante, grupo e/ou intermitentes, local, dias e
 * jornada. Os erros legais do servidor (antecedência, prazo) aparecem ao lado do campo.
 */
export const ConvocacaoForm = ({ onConcluir }: ConvocacaoFormProps) => {
  const regras = useQuery(intermitenteQueries.regras('naoarquivadas'));
  const contratantes = useQuery(intermitenteQueries.contratantes('ativas'));
  const grupos = useQuery(intermitenteQueries.grupos('ativos'));
  const locais = useQuery(intermitenteQueries.locais());
  const cargos = useQuery(intermitenteQueries.cargos());
  const criar = useCriarConvocacao();
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const form = useForm<Valores>({
    initialValues: {
      regraId: null,
      contratanteId: null,
      grupoId: null,
      usuarioIds: [],
      localTrabalhoId: null,
      cargoId: null,
      dataInicio: null,
      dataFim: null,
      horaEntrada: '',
      horaSaida: '',
      intervaloMinutos: 60,
      valorHora: '',
      descricao: '',
    },
    validate: {
      regraId: obrigatorio('a regra de convocação'),
      contratanteId: obrigatorio('o contratante'),
      usuarioIds: (v, t) =>
        v.length === 0 && !t.grupoId ? 'Escolha um grupo ou ao menos um intermitente.' : null,
      dataInicio: obrigatorio('a data de início'),
      dataFim: (v, t) =>
        !v
          ? 'Informe a data de fim.'
          : t.dataInicio && v < t.dataInicio
            ? 'A data de fim é anterior à de início.'
            : null,
      horaEntrada: (v) =>
        horaParaMinutos(v) === null ? 'Informe a hora de entrada (HH:MM).' : null,
      horaSaida: (v, t) => {
        const saida = horaParaMinutos(v);
        if (saida === null) return 'Informe a hora de saída (HH:MM).';
        const entrada = horaParaMinutos(t.horaEntrada);
        return entrada !== null && saida <= entrada ? 'A saída deve ser depois da entrada.' : null;
      },
    },
  });
  const campoData = (k: 'dataInicio' | 'dataFim') => ({
    value: form.values[k],
    onChange: (v: string | null) => form.setFieldValue(k, v),
    error: form.errors[k],
  });
  const campoHora = (k: 'horaEntrada' | 'horaSaida') => ({
    value: form.values[k],
    onChange: (v: string) => form.setFieldValue(k, v),
    error: form.errors[k],
  });
  const grupoIds = form.values.grupoId ? [Number(form.values.grupoId)] : undefined;
  const intermitentes = useQuery(
    intermitenteQueries.intermitentes({
      ...(form.values.dataInicio ? { dataInicio: form.values.dataInicio } : {}),
      ...(form.values.dataFim ? { dataFim: form.values.dataFim } : {}),
    }),
  );
  const opcoesPessoas = (intermitentes.data ?? []).map((u) => ({
    value: String(u.id),
    label: u.disponivel ? u.nome : `${u.nome} (já convocado no período)`,
    disabled: !u.disponivel,
  }));

  const enviar = form.onSubmit((v) => {
    setErroGeral(null);
    criar.mutate(paraCorpo(v), {
      onSuccess: (c) => {
        toast.sucesso(`Convocação enviada a ${c.convocados.length} intermitente(s).`);
        onConcluir();
      },
      onError: (erro) => {
        if (erro instanceof ErroApi && erro.campo && erro.campo in form.values)
          form.setFieldError(erro.campo, semPrefixo(erro.mensagem, erro.campo));
        else setErroGeral(mensagemDe(erro));
      },
    });
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {erroGeral ? (
          <Alert color="red" role="alert">
            {erroGeral}
          </Alert>
        ) : null}
        <Select
          label="Regra de convocação"
          required
          data={opcoes(regras.data)}
          {...form.getInputProps('regraId')}
        />
        <Select
          label="Contratante"
          required
          data={opcoes(contratantes.data)}
          {...form.getInputProps('contratanteId')}
        />
        <Select
          label="Grupo"
          description="Todos os membros do grupo são convocados."
          clearable
          data={(grupos.data ?? []).map((g) => ({ value: String(g.grupoId), label: g.nome }))}
          {...form.getInputProps('grupoId')}
        />
        <MultiSelect
          label="Intermitentes"
          description={grupoIds ? 'Somados aos membros do grupo.' : undefined}
          searchable
          data={opcoesPessoas}
          {...form.getInputProps('usuarioIds')}
        />
        <Select
          label="Local de trabalho"
          clearable
          data={opcoes(locais.data)}
          {...form.getInputProps('localTrabalhoId')}
        />
        <Select
          label="Cargo"
          clearable
          data={opcoes(cargos.data)}
          {...form.getInputProps('cargoId')}
        />
        <DatePickerPtBr label="Data de início" isRequired {...campoData('dataInicio')} />
        <DatePickerPtBr
          label="Data de fim"
          isRequired
          minDate={form.values.dataInicio ?? undefined}
          {...campoData('dataFim')}
        />
        <Group grow>
          <TimeInput label="Entrada" required {...campoHora('horaEntrada')} />
          <TimeInput label="Saída" required {...campoHora('horaSaida')} />
        </Group>
        <NumberInput
          label="Intervalo (minutos)"
          min={0}
          max={600}
          {...form.getInputProps('intervaloMinutos')}
        />
        <NumberInput
          label="Valor da hora (R$)"
          description="Em branco: o valor da regra."
          min={0}
          decimalScale={2}
          decimalSeparator=","
          {...form.getInputProps('valorHora')}
        />
        <Textarea label="Descrição" maxLength={500} {...form.getInputProps('descricao')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={criar.isPending}>
            Enviar convocação
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
