import {
  type FormatoRelatorio,
  MENSAGEM_ERRO_RELATORIO,
  ROTULO_TIPO_RELATORIO,
  type TipoRelatorio,
} from '@jornada/contracts';
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { ItemFiltro } from './relatorios.api.ts';
import { relatoriosQueries, useCriarRelatorio } from './relatorios.queries.ts';

export const mensagemDe = (erro: unknown) =>
  erro instanceof ErroApi ? erro.mensagem : MENSAGEM_ERRO_RELATORIO;

const opcoes = (itens: ItemFiltro[] | undefined) =>
  (itens ?? []).map((i) => ({ value: String(i.id), label: i.nome }));

type Erros = { inicio?: string; fim?: string };

/** Um filtro opcional (filial, departamento, colaborador) a partir de /filter/{qual}. */
const Filtro = ({
  qual,
  rotulo,
  value,
  onChange,
}: {
  qual: 'filiais' | 'departamentos' | 'pessoas';
  rotulo: string;
  value: string | null;
  onChange: (v: string | null) => void;
}) => {
  const lista = useQuery(relatoriosQueries.filtro(qual));
  return (
    <Select
      label={rotulo}
      placeholder="Todos"
      clearable
      searchable
      data={opcoes(lista.data)}
      value={value}
      onChange={onChange}
      error={lista.isError ? `${rotulo}: não foi possível carregar a lista.` : undefined}
      miw={200}
    />
  );
};

/** Pedido de relatório: tipo, formato, período e filtros; o arquivo é gerado na fila. */
export const RelatorioForm = () => {
  const criar = useCriarRelatorio();
  const [tipo, setTipo] = useState<TipoRelatorio>('marcacoes');
  const [formato, setFormato] = useState<FormatoRelatorio>('xlsx');
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [filialId, setFilialId] = useState<string | null>(null);
  const [departamentoId, setDepartamentoId] = useState<string | null>(null);
  const [usuarioId, setUsuarioId] = useState<string | null>(null);
  const [erros, setErros] = useState<Erros>({});

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos: Erros = {};
    if (!inicio) novos.inicio = 'Data inicial: informe a data.';
    if (!fim) novos.fim = 'Data final: informe a data.';
    else if (inicio && fim < inicio)
      novos.fim = 'Data final: não pode ser anterior à data inicial.';
    setErros(novos);
    if (novos.inicio || novos.fim || !inicio || !fim) return;
    const id = (v: string | null) => (v ? Number(v) : null);
    criar.mutate(
      {
        tipo,
        formato,
        inicio,
        fim,
        filialId: id(filialId),
        departamentoId: id(departamentoId),
        usuarioId: id(usuarioId),
      },
      {
        onSuccess: () =>
          toast.sucesso('Relatório solicitado. Você será avisado quando ficar pronto.'),
        onError: (erro) => toast.erro(mensagemDe(erro)),
      },
    );
  };

  return (
    <Card withBorder component="form" onSubmit={enviar} noValidate aria-label="Novo relatório">
      <Title order={2} size="h4" mb="sm">
        Novo relatório
      </Title>
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <div>
            <Text size="sm" fw={500} id="rotulo-tipo-relatorio">
              Relatório
            </Text>
            <SegmentedControl
              aria-labelledby="rotulo-tipo-relatorio"
              value={tipo}
              onChange={(v) => setTipo(v as TipoRelatorio)}
              data={(['marcacoes', 'totais'] as const).map((t) => ({
                value: t,
                label: ROTULO_TIPO_RELATORIO[t],
              }))}
            />
          </div>
          <div>
            <Text size="sm" fw={500} id="rotulo-formato-relatorio">
              Formato
            </Text>
            <SegmentedControl
              aria-labelledby="rotulo-formato-relatorio"
              value={formato}
              onChange={(v) => setFormato(v as FormatoRelatorio)}
              data={[
                { value: 'xlsx', label: 'Planilha (XLSX)' },
                { value: 'pdf', label: 'PDF' },
              ]}
            />
          </div>
        </Group>
        <Group align="flex-start" gap="md">
          <DatePickerPtBr
            label="Data inicial"
            value={inicio}
            onChange={setInicio}
            error={erros.inicio}
            isRequired
          />
          <DatePickerPtBr
            label="Data final"
            value={fim}
            onChange={setFim}
            error={erros.fim}
            minDate={inicio ?? undefined}
            isRequired
          />
          <Filtro qual="filiais" rotulo="Filial" value={filialId} onChange={setFilialId} />
          <Filtro
            qual="departamentos"
            rotulo="Departamento"
            value={departamentoId}
            onChange={setDepartamentoId}
          />
          <Filtro qual="pessoas" rotulo="Colaborador" value={usuarioId} onChange={setUsuarioId} />
        </Group>
      </Stack>
      <Group mt="md">
        <Button type="submit" loading={criar.isPending}>
          Gerar relatório
        </Button>
      </Group>
    </Card>
  );
};
