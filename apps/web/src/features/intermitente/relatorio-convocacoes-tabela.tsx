import type {
  AgruparRelatorio,
  LinhaRelatorioConvocacoes,
  NumerosConvocacoes,
} from '@jornada/contracts';
import { Table } from '@mantine/core';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { reais } from './intermitente-comum.ts';

/** Minutos → '12,50 h' (horas decimais com vírgula, como no CSV). */
export const horas = (minutos: number) => `${(minutos / 60).toFixed(2).replace('.', ',')} h`;

const COLUNAS = [
  'Convocações',
  'Convocados',
  'Pessoas',
  'Aceitas',
  'Recusadas',
  'Recusas presumidas',
  'Sem resposta',
  'Interrompidos',
  'Descumprimentos',
  'Horas trabalhadas',
  'Remuneração total',
];

const celulas = (n: NumerosConvocacoes) =>
  [
    n.convocacoes,
    n.convocados,
    n.pessoas,
    n.aceitas,
    n.recusadas,
    n.recusasPresumidas,
    n.semResposta,
    n.interrompidos,
    n.descumprimentos,
    horas(n.minutosTrabalhados),
    reais(n.remuneracaoTotal),
  ].map((v, i) => (
    <Table.Td key={COLUNAS[i]} ta="right">
      {v}
    </Table.Td>
  ));

export type RelatorioConvocacoesTabelaProps = {
  agrupar: AgruparRelatorio;
  linhas: readonly LinhaRelatorioConvocacoes[];
  totais: NumerosConvocacoes;
};

/** As linhas do relatório (uma por contratante ou grupo) e, no rodapé, os totais do período. */
export const RelatorioConvocacoesTabela = ({
  agrupar,
  linhas,
  totais,
}: RelatorioConvocacoesTabelaProps) => (
  <TabelaRolavel rotulo="Relatório de convocações">
    <Table striped aria-label="Relatório de convocações">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{agrupar === 'contratante' ? 'Contratante' : 'Grupo'}</Table.Th>
          {COLUNAS.map((c) => (
            <Table.Th key={c} ta="right">
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {linhas.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{l.nome}</Table.Td>
            {celulas(l)}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Th scope="row">Total do período</Table.Th>
          {celulas(totais)}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  </TabelaRolavel>
);
