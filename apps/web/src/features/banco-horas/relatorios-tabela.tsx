import type { RelatorioBancoHoras } from '@jornada/contracts';
import { Table } from '@mantine/core';
import { formatarData } from '../../lib/format.ts';
import { formatarSaldo } from './formato.ts';

type Coluna = RelatorioBancoHoras['colunas'][number];

const exibir = (c: Coluna, v: string | number | null | undefined) => {
  if (v === null || v === undefined) return '';
  if (c.tipo === 'data' && typeof v === 'string') return formatarData(v);
  if (c.tipo === 'minutos' && typeof v === 'number') return formatarSaldo(v);
  return String(v);
};

/** A página do relatório: colunas do servidor, minutos em HH:MM com sinal, totais do filtro. */
export const RelatorioTabela = ({ relatorio }: { relatorio: RelatorioBancoHoras }) => {
  const { colunas, linhas, totais } = relatorio;
  const comTotais = Object.keys(totais).length > 0;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={relatorio.titulo} striped verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {colunas.map((c) => (
              <Table.Th key={c.chave} ta={c.tipo === 'texto' ? undefined : 'right'}>
                {c.titulo}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((l, i) => (
            // As linhas não têm id: a posição na página identifica a linha.
            // biome-ignore lint/suspicious/noArrayIndexKey: linhas de relatório sem chave própria
            <Table.Tr key={i}>
              {colunas.map((c) => (
                <Table.Td key={c.chave} ta={c.tipo === 'texto' ? undefined : 'right'}>
                  {exibir(c, l[c.chave])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {comTotais ? (
          <Table.Tfoot>
            <Table.Tr>
              {colunas.map((c, i) => (
                <Table.Th key={c.chave} ta={c.tipo === 'texto' ? undefined : 'right'}>
                  {i === 0 ? 'Total do filtro' : exibir(c, totais[c.chave])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
};
