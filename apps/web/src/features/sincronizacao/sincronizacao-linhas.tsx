import type { LinhaSincronizacao, SituacaoLinhaSincronizacao } from '@jornada/contracts';
import { Badge, Group, Table, Text } from '@mantine/core';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';

export const ROTULO_SITUACAO: Record<SituacaoLinhaSincronizacao, string> = {
  novo: 'Novo',
  alterado: 'Alterado',
  semMudanca: 'Sem mudança',
  erro: 'Erro',
};
const COR: Record<SituacaoLinhaSincronizacao, string> = {
  novo: 'green',
  alterado: 'blue',
  semMudanca: 'gray',
  erro: 'red',
};

export type Contagens = Record<SituacaoLinhaSincronizacao, number>;

/** As contagens por situação, em selos. */
export const ContagensSincronizacao = ({ contagens }: { contagens: Contagens }) => (
  <Group gap="xs" aria-label="Contagens">
    {(Object.keys(ROTULO_SITUACAO) as SituacaoLinhaSincronizacao[]).map((s) => (
      <Badge key={s} color={COR[s]} variant="light" size="lg">
        {ROTULO_SITUACAO[s]}: {contagens[s]}
      </Badge>
    ))}
  </Group>
);

const detalhe = (l: LinhaSincronizacao) =>
  l.erros.length
    ? l.erros.join(' ')
    : l.mudancas
        .map((m) =>
          m.antes ? `${m.rotulo}: ${m.antes} → ${m.depois}` : `${m.rotulo}: ${m.depois}`,
        )
        .join('; ');

/** Uma linha por linha do arquivo: número, CPF, nome, situação e o que muda (ou o erro). */
export const TabelaLinhasSincronizacao = ({
  linhas,
  rotulo,
}: {
  linhas: readonly LinhaSincronizacao[];
  rotulo: string;
}) => (
  <TabelaRolavel rotulo={rotulo}>
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Linha</Table.Th>
          <Table.Th>CPF</Table.Th>
          <Table.Th>Nome</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th>Detalhes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {linhas.map((l) => (
          <Table.Tr key={l.linha}>
            <Table.Td>{l.linha}</Table.Td>
            <Table.Td>{l.cpf}</Table.Td>
            <Table.Td>{l.nome ?? '—'}</Table.Td>
            <Table.Td>
              <Badge color={COR[l.situacao]} variant="light">
                {ROTULO_SITUACAO[l.situacao]}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={l.situacao === 'erro' ? 'red' : undefined}>
                {detalhe(l) || '—'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);
