import type { VerificacaoFechamento } from '@jornada/contracts';
import { Badge, Table } from '@mantine/core';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { TIPOS_DIVERGENCIA } from './fechamento-formato.ts';

/** Divergências por pessoa e dia: as que impedem fechar vêm primeiro. */
export const TabelaDivergencias = ({ dados }: { dados: VerificacaoFechamento }) => (
  <TabelaRolavel rotulo="Divergências da competência">
    <Table aria-label="Divergências da competência" verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Colaborador</Table.Th>
          <Table.Th>Dia</Table.Th>
          <Table.Th>Tipo</Table.Th>
          <Table.Th>Descrição</Table.Th>
          <Table.Th>Efeito</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dados.items.map((d) => (
          <Table.Tr key={`${d.usuarioId}-${d.data}-${d.tipo}-${d.descricao}`}>
            <Table.Td>{d.nome ?? 'Todos'}</Table.Td>
            <Table.Td>{d.data ? formatarData(d.data) : 'Mês todo'}</Table.Td>
            <Table.Td>{TIPOS_DIVERGENCIA[d.tipo]}</Table.Td>
            <Table.Td>{d.descricao}</Table.Td>
            <Table.Td>
              <Badge color={d.bloqueia ? 'red' : 'yellow'} variant="light">
                {d.bloqueia ? 'Impede o fechamento' : 'Aviso'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);
