import './estilos-mantine.ts';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { DIAS_SEMANA_ABREVIADOS, dataIsoLocal, formatarData } from '../../lib/format.ts';
import { FALHA_GENERICA, mensagemDoServidor } from './acao.ts';
import { COR_TIPO_DIA, mesDe, ROTULO_NATUREZA, TAGS, tipoDoDia } from './calendario.ts';
import { escalaQueries } from './escala.queries.ts';
import type { AnoMes, DiaIndividual } from './escala.tipos.ts';
import { LegendaCalendario } from './legenda-calendario.tsx';
import { NavegacaoMes } from './navegacao-mes.tsx';

/** Semanas (domingo a sábado) do mês; null nas casas fora do mês. */
const semanasDoMes = (dias: readonly DiaIndividual[]): (DiaIndividual | null)[][] => {
  const primeiro = dias[0];
  if (!primeiro) return [];
  const casas: (DiaIndividual | null)[] = [
    ...Array.from({ length: dayjs(primeiro.data).day() }, () => null),
    ...dias,
  ];
  while (casas.length % 7 !== 0) casas.push(null);
  return Array.from({ length: casas.length / 7 }, (_, i) => casas.slice(i * 7, i * 7 + 7));
};

const descrever = (dia: DiaIndividual, isMostrarHorario: boolean): string => {
  const partes = [`${formatarData(dia.data)}: ${ROTULO_NATUREZA[dia.naturezaDia]}`];
  if (isMostrarHorario && dia.horaEntrada && dia.horaSaida) {
    partes.push(`${dia.horaEntrada} às ${dia.horaSaida}`);
  }
  if (dia.feriado) partes.push(`feriado ${dia.feriado}`);
  for (const tag of dia.tags) if (tag !== 'feriados') partes.push(TAGS[tag].nome.toLowerCase());
  return partes.join(', ');
};

const CasaDia = ({
  dia,
  hoje,
  isMostrarHorario,
}: {
  dia: DiaIndividual;
  hoje: string;
  isMostrarHorario: boolean;
}) => {
  const cor = COR_TIPO_DIA[tipoDoDia(dia.naturezaDia)];
  const isHoje = dia.data === hoje;
  return (
    <Table.Td
      aria-label={descrever(dia, isMostrarHorario)}
      style={{
        background: cor.fundo,
        color: cor.texto,
        verticalAlign: 'top',
        height: 84,
        outline: isHoje ? '2px solid var(--mantine-color-blue-5)' : undefined,
        outlineOffset: -2,
      }}
    >
      <Text fw={700} size="sm">
        {Number(dia.data.slice(8, 10))}
      </Text>
      <Text size="xs">{ROTULO_NATUREZA[dia.naturezaDia]}</Text>
      {isMostrarHorario && dia.horaEntrada && dia.horaSaida ? (
        <Text size="xs">
          {dia.horaEntrada}–{dia.horaSaida}
        </Text>
      ) : null}
      <Group gap={2} mt={2}>
        {dia.tags.map((tag) => (
          <Badge key={tag} size="xs" radius="sm" color={TAGS[tag].cor} title={TAGS[tag].nome}>
            {TAGS[tag].sigla}
          </Badge>
        ))}
      </Group>
      {dia.feriado ? (
        <Text size="xs" fs="italic" lineClamp={1}>
          {dia.feriado}
        </Text>
      ) : null}
    </Table.Td>
  );
};

/** Minha escala (#/dashboard/minhas-rotinas/calendario): o mês do próprio colaborador. */
export const MeuCalendarioPage = () => {
  const atual = mesDe(new Date());
  const hoje = dataIsoLocal(new Date());
  const [mes, setMes] = useState<AnoMes>(atual);
  const calendario = useQuery(escalaQueries.individual(mes.ano, mes.mes));
  const configuracao = useQuery(escalaQueries.configuracao());
  // Sem a configuração (ou sem gestão), os horários aparecem: o padrão da gestão é mostrá-los.
  const isMostrarHorario = configuracao.data?.mostrarHorarioEscala ?? true;

  const conteudo = () => {
    if (calendario.isPending) return <LoadingState label="Carregando a sua escala…" />;
    if (calendario.isError) {
      return (
        <EmptyState
          title="Não foi possível carregar a sua escala"
          description={mensagemDoServidor(calendario.error) ?? FALHA_GENERICA}
        >
          <Button variant="light" onClick={() => void calendario.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      );
    }
    const { dias, periodo, ano } = calendario.data;
    if (dias.length === 0) return <EmptyState title="Nenhum dia neste mês" />;
    const semEscala = dias.every((d) => d.naturezaDia === 'SemEscala');
    return (
      <Stack gap="sm">
        {semEscala ? (
          <Text c="dimmed" size="sm">
            Você não tem escala atribuída neste mês. Fale com o seu gestor ou com o RH.
          </Text>
        ) : null}
        <Table
          withTableBorder
          withColumnBorders
          layout="fixed"
          aria-label={`Escala de ${periodo} ${ano}`}
        >
          <Table.Thead>
            <Table.Tr>
              {DIAS_SEMANA_ABREVIADOS.map((d) => (
                <Table.Th key={d} ta="center">
                  {d}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {semanasDoMes(dias).map((semana) => (
              <Table.Tr key={semana.find(Boolean)?.data}>
                {semana.map((dia, i) =>
                  dia ? (
                    <CasaDia
                      key={dia.data}
                      dia={dia}
                      hoje={hoje}
                      isMostrarHorario={isMostrarHorario}
                    />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: casas vazias não têm identidade.
                    <Table.Td key={`vazio-${i}`} />
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    );
  };

  return (
    <Stack gap="md" maw={980}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          Minha escala
        </Title>
        <NavegacaoMes valor={mes} atual={atual} onChange={setMes} />
      </Group>
      <LegendaCalendario />
      {conteudo()}
    </Stack>
  );
};
