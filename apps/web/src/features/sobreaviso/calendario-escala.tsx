import type { AlocacaoSobreaviso } from '@jornada/contracts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { DIAS_SEMANA_ABREVIADOS, formatarData } from '../../lib/format.ts';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import { FALHA } from './sobreaviso-formato.ts';

type Plantao = { inicio: string; fim: string; regraNome: string };
type Linha = { usuarioId: number; nome: string; porDia: Map<string, Plantao[]> };

/** Pessoas com escala no mês e, para cada dia, as escalas que começam nele. */
export const linhasDoMes = (alocacoes: readonly AlocacaoSobreaviso[], mes: string): Linha[] => {
  const porPessoa = new Map<number, Linha>();
  for (const a of alocacoes) {
    if (!a.ativo) continue;
    for (const e of a.escalas) {
      if (e.inicio.slice(0, 7) !== mes) continue;
      const linha = porPessoa.get(a.usuarioId) ?? {
        usuarioId: a.usuarioId,
        nome: a.usuarioNome,
        porDia: new Map<string, Plantao[]>(),
      };
      const dia = e.inicio.slice(0, 10);
      linha.porDia.set(dia, [...(linha.porDia.get(dia) ?? []), { ...e, regraNome: a.regraNome }]);
      porPessoa.set(a.usuarioId, linha);
    }
  }
  return [...porPessoa.values()].toSorted((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'));
};

const descrever = (nome: string, dia: string, plantoes: readonly Plantao[]) =>
  `${nome}, ${formatarData(dia)}: ${plantoes
    .map((p) => `${p.inicio.slice(11, 16)} às ${p.fim.slice(11, 16)} (${p.regraNome})`)
    .join('; ')}`;

/** O mês da escala de sobreaviso: quem fica de sobreaviso em cada noite e fim de semana. */
export const CalendarioEscala = () => {
  const [mes, setMes] = useState(() => dayjs().startOf('month'));
  const inicio = mes.format('YYYY-MM-DD');
  const fim = mes.endOf('month').format('YYYY-MM-DD');
  const alocacoes = useQuery(sobreavisoQueries.alocacoes({ inicio, fim }));
  const dias = Array.from({ length: mes.daysInMonth() }, (_, i) => mes.add(i, 'day'));
  const extenso = mes.format('MMMM [de] YYYY');
  const nomeMes = `${extenso.charAt(0).toUpperCase()}${extenso.slice(1)}`;

  const corpo = () => {
    if (alocacoes.isPending) return <LoadingState label="Carregando a escala do mês…" />;
    if (alocacoes.isError)
      return (
        <ErrorState
          error={null}
          fallback={FALHA.carregar}
          onRetry={() => void alocacoes.refetch()}
        />
      );
    const linhas = linhasDoMes(alocacoes.data, mes.format('YYYY-MM'));
    if (linhas.length === 0)
      return <EmptyState title="Ninguém de sobreaviso neste mês" description="Crie uma escala." />;
    return (
      <TabelaRolavel rotulo={`Escala de ${nomeMes}`}>
        <Table aria-label={`Escala de ${nomeMes}`} withColumnBorders verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Colaborador</Table.Th>
              {dias.map((d) => (
                <Table.Th key={d.date()} ta="center" px={4}>
                  <Text size="xs" c="dimmed">
                    {DIAS_SEMANA_ABREVIADOS[d.day()]}
                  </Text>
                  {d.date()}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((l) => (
              <Table.Tr key={l.usuarioId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{l.nome}</Table.Td>
                {dias.map((d) => {
                  const dia = d.format('YYYY-MM-DD');
                  const plantoes = l.porDia.get(dia);
                  return plantoes ? (
                    <Table.Td
                      key={dia}
                      ta="center"
                      px={4}
                      bg="blue.1"
                      aria-label={descrever(l.nome, dia, plantoes)}
                      title={descrever(l.nome, dia, plantoes)}
                    >
                      <Text size="xs">{plantoes[0]?.inicio.slice(11, 16)}</Text>
                    </Table.Td>
                  ) : (
                    <Table.Td key={dia} />
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaRolavel>
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setMes((m) => m.subtract(1, 'month'))}>
          Mês anterior
        </Button>
        <Text fw={600} miw={150} ta="center" aria-live="polite">
          {nomeMes}
        </Text>
        <Button variant="default" size="xs" onClick={() => setMes((m) => m.add(1, 'month'))}>
          Próximo mês
        </Button>
      </Group>
      {corpo()}
    </Stack>
  );
};
