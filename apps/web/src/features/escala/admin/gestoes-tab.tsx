import type { GestaoWire } from '@jornada/contracts';
import { Alert, Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { salvarGestao, statusGestao } from '../escala-regras.api.ts';
import { regrasQueries, useGravarRegra } from '../escala-regras.queries.ts';
import { CadastroRegras } from './cadastro-regras.tsx';
import { FILTRO_INICIAL, filtroDaApi } from './tabela-regras.tsx';
import { useGravacao } from './use-gravacao.ts';

type Modo = GestaoWire['alocacaoDataFim'];

/** Modos de alocacaoDataFim (spec §4), como o RH os lê. */
export const MODOS_DATA_FIM: { value: Modo; label: string }[] = [
  { value: 'Opcional', label: 'Opcional (em branco = prazo indeterminado)' },
  { value: 'ObrigatorioDeterminarNaAlteracao', label: 'Obrigatório informar na alteração' },
  { value: 'MesmoDia', label: 'Mesmo dia (só o próprio dia)' },
];

type ValoresGestao = {
  nome: string;
  alocacaoDataFim: Modo;
  exigirAprovacao: boolean;
  alterarDiaTrabalhoDiasConsecutivos: number | string;
  mostrarHorarioEscala: boolean;
};

const GestaoForm = ({ gestao, onFechar }: { gestao: GestaoWire | null; onFechar: () => void }) => {
  const salvar = useGravarRegra(salvarGestao);
  const { erro, isGravando, gravar } = useGravacao();
  const form = useForm<ValoresGestao>({
    initialValues: {
      nome: gestao?.nome ?? '',
      alocacaoDataFim: gestao?.alocacaoDataFim ?? 'Opcional',
      exigirAprovacao: gestao?.exigirAprovacao ?? false,
      alterarDiaTrabalhoDiasConsecutivos: gestao?.alterarDiaTrabalhoDiasConsecutivos ?? 1,
      mostrarHorarioEscala: gestao?.mostrarHorarioEscala ?? true,
    },
    validate: {
      nome: (v) => (v.trim() ? null : 'Informe o nome da gestão.'),
      alterarDiaTrabalhoDiasConsecutivos: (v) =>
        Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 31
          ? null
          : 'Dias consecutivos: informe de 1 a 31.',
    },
  });
  const enviar = form.onSubmit(async (v) => {
    const campos = {
      ...v,
      nome: v.nome.trim(),
      alterarDiaTrabalhoDiasConsecutivos: Number(v.alterarDiaTrabalhoDiasConsecutivos),
    };
    const ok = await gravar(
      () => salvar.mutateAsync(gestao ? { ...campos, id: gestao.id } : campos),
      'Gestão salva.',
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
        <TextInput label="Nome da gestão" required {...form.getInputProps('nome')} />
        <Select
          label="Data fim da alteração de escala"
          data={MODOS_DATA_FIM}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('alocacaoDataFim')}
        />
        <NumberInput
          label="Máximo de dias consecutivos (Mudar Para Folga/Trabalho)"
          min={1}
          max={31}
          required
          {...form.getInputProps('alterarDiaTrabalhoDiasConsecutivos')}
        />
        <Switch
          label="Exigir aprovação das ações"
          {...form.getInputProps('exigirAprovacao', { type: 'checkbox' })}
        />
        <Switch
          label="Mostrar os horários da escala ao colaborador"
          {...form.getInputProps('mostrarHorarioEscala', { type: 'checkbox' })}
        />
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

const rotuloModo = (m: Modo) => MODOS_DATA_FIM.find((x) => x.value === m)?.label ?? m;

/** Gestões (spec §7 /gestao): data fim das alterações, aprovação e limites das ações. */
export const GestoesTab = () => {
  const [filtro, setFiltro] = useState(FILTRO_INICIAL);
  const consulta = useQuery(regrasQueries.gestoes(filtroDaApi(filtro)));
  return (
    <CadastroRegras
      nome="gestões"
      consulta={consulta}
      filtro={filtro}
      onFiltro={setFiltro}
      rotuloNovo="Nova gestão"
      tituloEditar="Editar gestão"
      rotuloEditar={(g) => `Editar ${g.nome}`}
      formulario={(gestao, fechar) => <GestaoForm gestao={gestao} onFechar={fechar} />}
      arquivamento={{
        nome: (g) => `a gestão ${g.nome}`,
        alterar: ({ id, ativo }) => statusGestao(id, ativo),
        sucesso: 'Gestão atualizada.',
      }}
      colunas={[
        { titulo: 'Nome', render: (g) => g.nome },
        { titulo: 'Data fim', render: (g) => rotuloModo(g.alocacaoDataFim) },
        { titulo: 'Aprovação', render: (g) => (g.exigirAprovacao ? 'Exigida' : 'Não exigida') },
        { titulo: 'Dias consecutivos', render: (g) => g.alterarDiaTrabalhoDiasConsecutivos },
        { titulo: 'Escalas', render: (g) => g.escalas.map((e) => e.nome).join(', ') || '—' },
      ]}
    />
  );
};
