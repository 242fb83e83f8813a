import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { horaParaMinutos } from '../../lib/format.ts';
import type { Pessoa } from './sobreaviso.api.ts';

export type FormularioProps = {
  /** Nome do formulário para leitores de tela ("Nova regra"). */
  rotulo: string;
  onSubmit: (evento: FormEvent) => void;
  /** A mensagem da falha do servidor, quando houve. */
  falha: string | null;
  isEnviando: boolean;
  onCancelar: () => void;
  /** O botão de envio: Salvar, se nada for dito. */
  rotuloEnviar?: string;
  children: ReactNode;
};

/** Um formulário do painel lateral: os campos, a falha do servidor, se houve, e os botões. */
export const Formulario = ({
  rotulo,
  onSubmit,
  falha,
  isEnviando,
  onCancelar,
  rotuloEnviar = 'Salvar',
  children,
}: FormularioProps) => (
  <form onSubmit={onSubmit} noValidate aria-label={rotulo}>
    <Stack gap="sm">
      {children}
      {falha ? (
        <Alert color="red" role="alert">
          {falha}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancelar}>
          Cancelar
        </Button>
        <Button type="submit" loading={isEnviando}>
          {rotuloEnviar}
        </Button>
      </Group>
    </Stack>
  </form>
);

export type CampoColaboradorProps = {
  pessoas: readonly Pessoa[];
  usuarioId: string | null;
  onUsuario: (id: string | null) => void;
  erro?: string | undefined;
};

/** Quem: a lista de colaboradores alcançados, com busca por nome. */
export const CampoColaborador = ({
  pessoas,
  usuarioId,
  onUsuario,
  erro,
}: CampoColaboradorProps) => (
  <Select
    label="Colaborador"
    data={pessoas.map((p) => ({ value: String(p.id), label: p.nome }))}
    value={usuarioId}
    onChange={onUsuario}
    error={erro}
    searchable
    required
    nothingFoundMessage="Nenhum colaborador encontrado"
  />
);

/** Data e hora digitadas em um instante local (AAAA-MM-DDTHH:MM), ou nada se incompletas. */
export const juntarDataHora = (data: string | null, hora: string) =>
  data && horaParaMinutos(hora) !== null ? `${data}T${hora}` : null;

/** Agora, no mesmo formato local. */
export const agoraLocal = () => dayjs().format('YYYY-MM-DDTHH:mm');

/** O que todo lançamento leva: natureza, período, motivo e a descrição (em branco vira nula). */
export const corpoLancamento = <N extends string>(
  natureza: N,
  inicio: string,
  fim: string,
  motivoId: string,
  descricao: string,
) => ({ natureza, inicio, fim, motivoId: Number(motivoId), descricao: descricao.trim() || null });

export type ErrosPeriodo = { inicio?: string; fim?: string };

/** Início e fim informados, o fim depois do início e não no futuro. */
export const errosDoPeriodo = (inicio: string | null, fim: string | null): ErrosPeriodo => {
  const e: ErrosPeriodo = {};
  if (!inicio) e.inicio = 'Início: informe a data e a hora.';
  if (!fim) e.fim = 'Fim: informe a data e a hora.';
  if (inicio && fim && fim <= inicio) e.fim = 'Fim: deve ser depois do início.';
  if (fim && fim > agoraLocal()) e.fim = 'Fim: não pode estar no futuro.';
  return e;
};

export type Periodo = {
  dataInicio: string | null;
  horaInicio: string;
  dataFim: string | null;
  horaFim: string;
};

/** Um período de hoje a hoje, sem as horas (o lançamento de algo que acabou de acontecer). */
export const periodoDeHoje = (): Periodo => {
  const hoje = dayjs().format('YYYY-MM-DD');
  return { dataInicio: hoje, horaInicio: '', dataFim: hoje, horaFim: '' };
};

/** O período em edição; cada mudança vale sobre o estado mais recente. */
export const usePeriodo = (inicial: Periodo | (() => Periodo)) => {
  const [periodo, setPeriodo] = useState(inicial);
  const mudar = (mudanca: Partial<Periodo>) => setPeriodo((p) => ({ ...p, ...mudanca }));
  return {
    periodo,
    mudar,
    inicio: juntarDataHora(periodo.dataInicio, periodo.horaInicio),
    fim: juntarDataHora(periodo.dataFim, periodo.horaFim),
  };
};

export type CamposPeriodoProps = {
  periodo: Periodo;
  onMudar: (mudanca: Partial<Periodo>) => void;
  erros: ErrosPeriodo;
};

/** Data e hora de início, data e hora de fim (cada par numa linha). */
export const CamposPeriodo = ({ periodo, onMudar, erros }: CamposPeriodoProps) => (
  <>
    <Group grow align="flex-start" wrap="nowrap">
      <DatePickerPtBr
        label="Data de início"
        value={periodo.dataInicio}
        onChange={(dataInicio) => onMudar({ dataInicio })}
        error={erros.inicio}
        isRequired
      />
      <TimeInput
        label="Hora de início"
        value={periodo.horaInicio}
        onChange={(horaInicio) => onMudar({ horaInicio })}
        required
      />
    </Group>
    <Group grow align="flex-start" wrap="nowrap">
      <DatePickerPtBr
        label="Data de fim"
        value={periodo.dataFim}
        onChange={(dataFim) => onMudar({ dataFim })}
        error={erros.fim}
        isRequired
      />
      <TimeInput
        label="Hora de fim"
        value={periodo.horaFim}
        onChange={(horaFim) => onMudar({ horaFim })}
        required
      />
    </Group>
  </>
);
