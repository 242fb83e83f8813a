import '@mantine/charts/styles.css';
import { MESES_MAXIMOS_INDICADORES } from '@jornada/contracts';
import {
  Alert,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { FiltrosIndicadores } from './indicadores.api.ts';
import { indicadoresQueries } from './indicadores.queries.ts';
import { AbsenteismoSecao, HorasExtrasSecao } from './secoes-apuracao.tsx';
import { BancoHorasSecao, MarcacoesPorHoraSecao, PendenciasSecao } from './secoes-ponto.tsx';

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;

const mesesEntre = (de: string, ate: string) =>
  (Number(ate.slice(0, 4)) - Number(de.slice(0, 4))) * 12 +
  (Number(ate.slice(5, 7)) - Number(de.slice(5, 7)));

/** O erro do período (nomeando o campo), ou null quando dá para consultar. */
const erroDoPeriodo = (de: string, ate: string) => {
  if (!MES.test(de)) return { campo: 'de', mensagem: 'Mês inicial: informe mês e ano.' };
  if (!MES.test(ate)) return { campo: 'ate', mensagem: 'Mês final: informe mês e ano.' };
  if (de > ate)
    return { campo: 'ate', mensagem: 'Mês final: não pode ser anterior ao mês inicial.' };
  if (mesesEntre(de, ate) >= MESES_MAXIMOS_INDICADORES)
    return {
      campo: 'ate',
      mensagem: `Mês final: o período vai até ${MESES_MAXIMOS_INDICADORES} meses.`,
    };
  return null;
};

const opcoes = (lista: { id: number; nome: string }[] | undefined) =>
  (lista ?? []).map((i) => ({ value: String(i.id), label: i.nome }));

type Props = { titulo: string; descricao: string };

/**
 * Indicadores (spec §7 "indicators"): horas extras e custo por departamento, absenteísmo e
 * atrasos, banco de horas, marcações por hora e pendências, com os números do espelho.
 */
const IndicadoresPage = ({ titulo, descricao }: Props) => {
  const [de, setDe] = useState(() => dayjs().subtract(2, 'month').format('YYYY-MM'));
  const [ate, setAte] = useState(() => dayjs().format('YYYY-MM'));
  const [filialId, setFilialId] = useState<string | null>(null);
  const [departamentoId, setDepartamentoId] = useState<string | null>(null);
  const [valorHora, setValorHora] = useState<number | string>('');
  const filiais = useQuery(indicadoresQueries.cadastro('filiais'));
  const departamentos = useQuery(indicadoresQueries.cadastro('departamentos'));
  const erro = erroDoPeriodo(de, ate);
  const filtros: FiltrosIndicadores = {
    de,
    ate,
    ...(filialId ? { filialId: Number(filialId) } : {}),
    ...(departamentoId ? { departamentoId: Number(departamentoId) } : {}),
  };
  const valor = typeof valorHora === 'number' && valorHora > 0 ? valorHora : null;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          {titulo}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {descricao}
        </Text>
      </div>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          type="month"
          label="Mês inicial"
          value={de}
          onChange={(e) => setDe(e.currentTarget.value)}
          error={erro?.campo === 'de' ? erro.mensagem : undefined}
          w={180}
        />
        <TextInput
          type="month"
          label="Mês final"
          value={ate}
          onChange={(e) => setAte(e.currentTarget.value)}
          error={erro?.campo === 'ate' ? erro.mensagem : undefined}
          w={180}
        />
        <Select
          label="Filial"
          placeholder="Todas"
          data={opcoes(filiais.data)}
          value={filialId}
          onChange={setFilialId}
          clearable
          searchable
          error={filiais.isError ? 'Filial: não foi possível carregar a lista.' : undefined}
          w={220}
        />
        <Select
          label="Departamento"
          placeholder="Todos"
          data={opcoes(departamentos.data)}
          value={departamentoId}
          onChange={setDepartamentoId}
          clearable
          searchable
          error={
            departamentos.isError ? 'Departamento: não foi possível carregar a lista.' : undefined
          }
          w={220}
        />
        <NumberInput
          label="Valor da hora (R$)"
          description="Opcional: converte o custo das extras em reais."
          value={valorHora}
          onChange={setValorHora}
          min={0}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
          w={200}
        />
      </Group>
      {erro ? (
        <Alert color="yellow" title="Período inválido">
          {erro.mensagem}
        </Alert>
      ) : (
        <>
          <HorasExtrasSecao filtros={filtros} valorHora={valor} />
          <AbsenteismoSecao filtros={filtros} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <BancoHorasSecao filtros={filtros} />
            <MarcacoesPorHoraSecao filtros={filtros} />
          </SimpleGrid>
          <PendenciasSecao filtros={filtros} />
        </>
      )}
    </Stack>
  );
};

/** RH: a empresa toda (menu 'Indicadores'). */
export const IndicadoresRhPage = () => (
  <IndicadoresPage
    titulo="Indicadores"
    descricao="Os números da empresa pelos mesmos cálculos do espelho de ponto. Filtre por período, filial e departamento; cada gráfico tem a tabela com os números e exporta CSV e PNG."
  />
);

/** Gestor: só a própria equipe (menu 'Indicadores da equipe'). */
export const IndicadoresEquipePage = () => (
  <IndicadoresPage
    titulo="Indicadores da equipe"
    descricao="Os números da sua equipe pelos mesmos cálculos do espelho de ponto. Filtre por período, filial e departamento; cada gráfico tem a tabela com os números e exporta CSV e PNG."
  />
);
