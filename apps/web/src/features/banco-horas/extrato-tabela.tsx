import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { formatarSaldo, nomeLinhaExtrato } from './formato.ts';
import type { Extrato } from './tipos.ts';

export type ExtratoTabelaProps = {
  extrato: Extrato;
  /** Só as linhas a partir desta data (ex.: o início do ciclo atual). */
  desde?: string;
};

/** Um mês de dias por página. */
const LINHAS_POR_PAGINA = 31;

/** O motivo das linhas de um dia: os lançamentos manuais com motivo, ou a apuração do ponto. */
const motivosDoDia = (extrato: Extrato, data: string, tipo: string): string => {
  if (tipo !== 'credito' && tipo !== 'debito') return '';
  const doDia = extrato.movimentos.filter(
    (m) => m.data === data && (tipo === 'credito' ? m.credito > 0 : m.debito > 0),
  );
  return doDia
    .map((m) => (m.origem === 'manual' ? (m.motivo ?? 'Lançamento manual') : 'Apuração do ponto'))
    .join('; ');
};

/** Extrato dia a dia com o saldo corrente: cada linha diz o que mudou e por quê. */
export const ExtratoTabela = ({ extrato, desde }: ExtratoTabelaProps) => {
  const linhas = extrato.extrato.map((linha, i) => ({
    ...linha,
    // A posição no extrato do motor identifica a linha (duas linhas podem ter dia e tipo iguais).
    posicao: i,
    variacao: linha.saldo - (i === 0 ? 0 : extrato.extrato[i - 1]!.saldo),
  }));
  const doPeriodo = desde ? linhas.filter((l) => l.data >= desde) : linhas;
  const paginas = Math.max(1, Math.ceil(doPeriodo.length / LINHAS_POR_PAGINA));
  // Abre na página mais recente; o saldo corrente se lê de cima para baixo em cada página.
  const [pagina, setPagina] = useState(paginas);
  const atual = Math.min(pagina, paginas);
  const visiveis = doPeriodo.slice((atual - 1) * LINHAS_POR_PAGINA, atual * LINHAS_POR_PAGINA);
  if (doPeriodo.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nenhum lançamento no período.
      </Text>
    );
  return (
    <Stack gap="xs">
      <TabelaRolavel rotulo="Extrato do banco de horas">
        <Table aria-label="Extrato do banco de horas" striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Lançamento</Table.Th>
              <Table.Th>Motivo</Table.Th>
              <Table.Th ta="right">Movimento</Table.Th>
              <Table.Th ta="right">Saldo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visiveis.map((l) => (
              <Table.Tr key={l.posicao}>
                <Table.Td>{formatarData(l.data)}</Table.Td>
                <Table.Td>{nomeLinhaExtrato(l.tipo)}</Table.Td>
                <Table.Td>{motivosDoDia(extrato, l.data, l.tipo)}</Table.Td>
                <Table.Td ta="right" c={l.variacao < 0 ? 'red.8' : undefined}>
                  {formatarSaldo(l.variacao)}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatarSaldo(l.saldo)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaRolavel>
      <Paginas total={paginas} value={atual} onChange={setPagina} rotulo="Páginas do extrato" />
    </Stack>
  );
};
