import type { AcaoWire } from '@jornada/contracts';
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import { ROTULO_TIPO_ACAO, resumoDaAcao, STATUS_ACAO } from './acao.ts';

const dataHora = (valor: string | null) => (valor ? dayjs(valor).format('DD/MM/YYYY HH:mm') : '—');

/** Autor da última mudança (pedido, decisão ou pedido de remoção), pelo nome. */
export const autorDaAlteracao = (acao: AcaoWire) =>
  acao.alteradoPorNome ?? `Usuário nº ${acao.alteradoPorId}`;

/** Detalhe de uma ação para auditoria: o quê, de quem, quem pediu, quem decidiu e quem mexeu por último. */
export const DetalheAcao = ({ acao }: { acao: AcaoWire }) => {
  const linhas: [string, ReactNode][] = [
    ['Ação', ROTULO_TIPO_ACAO[acao.tipoAcao]],
    [
      'Status',
      <Badge key="status" color={STATUS_ACAO[acao.status].cor} variant="light">
        {STATUS_ACAO[acao.status].rotulo}
      </Badge>,
    ],
    ['Colaborador', acao.usuarioNome],
    ['Data', formatarData(acao.data)],
    ['Detalhe', resumoDaAcao(acao)],
    ['Pedida por', acao.solicitanteNome ?? `Usuário ${acao.solicitanteId}`],
    ['Pedida em', dataHora(acao.criadoEm)],
    [
      'Decidida por',
      acao.decididoPorId === null
        ? '—'
        : (acao.decididoPorNome ?? `Usuário nº ${acao.decididoPorId}`),
    ],
    ['Decidida em', dataHora(acao.decididoEm)],
    ['Alterada por', autorDaAlteracao(acao)],
    ['Número', String(acao.id)],
  ];
  return (
    <Table variant="vertical" withTableBorder aria-label="Detalhe da alteração">
      <Table.Tbody>
        {linhas.map(([rotulo, valor]) => (
          <Table.Tr key={rotulo}>
            <Table.Th w={120}>{rotulo}</Table.Th>
            <Table.Td>{valor}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
