import type { TurnoWire } from '@jornada/contracts';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TimeInput } from '../../../components/ui/time-input.tsx';
import { isHoraCompleta } from '../../../components/ui/time-mask.ts';
import { formatarMinutos } from '../../../lib/format.ts';
import { salvarTurno, type TurnoCampos } from '../escala-regras.api.ts';
import { regrasQueries, useGravarRegra } from '../escala-regras.queries.ts';
import { CadastroRegras } from './cadastro-regras.tsx';
import { FILTRO_INICIAL, filtroDaApi } from './tabela-regras.tsx';
import { useGravacao } from './use-gravacao.ts';

type ValoresTurno = {
  nome: string;
  entrada: string;
  saidaIntervalo: string;
  voltaIntervalo: string;
  hasSegundo: boolean;
  segundaSaida: string;
  segundaVolta: string;
  saida: string;
};

const valoresDe = (t: TurnoWire | null): ValoresTurno => ({
  nome: t?.nome ?? '',
  entrada: t?.entrada ?? '',
  saidaIntervalo: t?.saidaIntervalo ?? '',
  voltaIntervalo: t?.voltaIntervalo ?? '',
  hasSegundo: Boolean(t?.segundoIntervalo),
  segundaSaida: t?.segundoIntervalo?.saida ?? '',
  segundaVolta: t?.segundoIntervalo?.volta ?? '',
  saida: t?.saida ?? '',
});

const hora = (rotulo: string, obrigatoria: boolean) => (v: string) => {
  if (!v) return obrigatoria ? `Informe ${rotulo} (HH:MM).` : null;
  return isHoraCompleta(v) ? null : `${rotulo[0]?.toUpperCase()}${rotulo.slice(1)}: use HH:MM.`;
};

const camposDe = (v: ValoresTurno): TurnoCampos => ({
  nome: v.nome.trim(),
  entrada: v.entrada,
  saidaIntervalo: v.saidaIntervalo || null,
  voltaIntervalo: v.voltaIntervalo || null,
  segundoIntervalo: v.hasSegundo ? { saida: v.segundaSaida, volta: v.segundaVolta } : null,
  saida: v.saida,
});

const TurnoForm = ({ turno, onFechar }: { turno: TurnoWire | null; onFechar: () => void }) => {
  const salvar = useGravarRegra(salvarTurno);
  const { erro, isGravando, gravar } = useGravacao();
  const form = useForm<ValoresTurno>({
    initialValues: valoresDe(turno),
    validate: {
      nome: (v) => (v.trim() ? null : 'Informe o nome do turno.'),
      entrada: hora('a entrada', true),
      saida: hora('a saída', true),
      saidaIntervalo: (v, todos) =>
        hora('a saída para o intervalo', Boolean(todos.voltaIntervalo))(v),
      voltaIntervalo: (v, todos) => hora('a volta do intervalo', Boolean(todos.saidaIntervalo))(v),
      segundaSaida: (v, todos) =>
        todos.hasSegundo ? hora('a saída do 2º intervalo', true)(v) : null,
      segundaVolta: (v, todos) =>
        todos.hasSegundo ? hora('a volta do 2º intervalo', true)(v) : null,
    },
  });
  type CampoHora =
    | 'entrada'
    | 'saida'
    | 'saidaIntervalo'
    | 'voltaIntervalo'
    | 'segundaSaida'
    | 'segundaVolta';
  const campoHora = (campo: CampoHora) => ({
    value: form.values[campo],
    onChange: (valor: string) => form.setFieldValue(campo, valor),
    error: form.errors[campo],
  });
  const enviar = form.onSubmit(async (v) => {
    const campos = camposDe(v);
    const ok = await gravar(
      () => salvar.mutateAsync(turno ? { ...campos, id: turno.id } : campos),
      turno ? 'Turno alterado.' : 'Turno criado.',
    );
    if (ok) onFechar();
  });
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <TextInput label="Nome do turno" required {...form.getInputProps('nome')} />
        <SimpleGrid cols={2}>
          <TimeInput label="Entrada" required {...campoHora('entrada')} />
          <TimeInput label="Saída" required {...campoHora('saida')} />
          <TimeInput label="Saída para o intervalo" {...campoHora('saidaIntervalo')} />
          <TimeInput label="Volta do intervalo" {...campoHora('voltaIntervalo')} />
        </SimpleGrid>
        <Checkbox
          label="Tem segundo intervalo"
          {...form.getInputProps('hasSegundo', { type: 'checkbox' })}
        />
        {form.values.hasSegundo ? (
          <SimpleGrid cols={2}>
            <TimeInput label="Saída do 2º intervalo" required {...campoHora('segundaSaida')} />
            <TimeInput label="Volta do 2º intervalo" required {...campoHora('segundaVolta')} />
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit" loading={isGravando}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Turnos (spec §7 /turno: GET, POST, PUT): horários de entrada, intervalos e saída. */
export const TurnosTab = () => {
  const [filtro, setFiltro] = useState(FILTRO_INICIAL);
  const consulta = useQuery(regrasQueries.turnos(filtroDaApi(filtro)));
  return (
    <CadastroRegras
      nome="turnos"
      consulta={consulta}
      filtro={filtro}
      onFiltro={setFiltro}
      rotuloNovo="Novo turno"
      tituloEditar="Editar turno"
      rotuloEditar={(t) => `Editar ${t.nome}`}
      formulario={(turno, fechar) => <TurnoForm turno={turno} onFechar={fechar} />}
      colunas={[
        { titulo: 'Nome', render: (t) => t.nome },
        { titulo: 'Entrada', render: (t) => t.entrada },
        {
          titulo: 'Intervalo',
          render: (t) =>
            t.saidaIntervalo ? `${t.saidaIntervalo}–${t.voltaIntervalo}` : 'Sem intervalo',
        },
        { titulo: 'Saída', render: (t) => t.saida },
        { titulo: 'Trabalho', render: (t) => formatarMinutos(t.minutosTrabalho) },
      ]}
    />
  );
};
