import type { SolicitacaoHe } from '@jornada/contracts';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { DecidirPedidoModal, type DecisaoPedidoAberta } from './decidir-pedido-modal.tsx';
import type { StatusSolicitacao } from './horas-extras.api.ts';
import { duracao, STATUS_PEDIDO } from './horas-extras.formato.ts';
import { horasExtrasQueries } from './horas-extras.queries.ts';

const POR_PAGINA = 20;

const FILTROS: { value: StatusSolicitacao; label: string }[] = [
  { value: 'pendente', label: 'Pendentes' },
  { value: 'aprovada', label: 'Aprovados' },
  { value: 'rejeitada', label: 'Recusados' },
];

const Linha = ({
  s,
  onDecidir,
}: {
  s: SolicitacaoHe;
  onDecidir: (d: DecisaoPedidoAberta) => void;
}) => (
  <Table.Tr>
    <Table.Td>{s.nome}</Table.Td>
    <Table.Td>{formatarData(s.data)}</Table.Td>
    <Table.Td>{duracao(s.minutos)}</Table.Td>
    <Table.Td>{s.motivo}</Table.Td>
    <Table.Td>
      <Badge color={STATUS_PEDIDO[s.status].cor} variant="light">
        {STATUS_PEDIDO[s.status].rotulo}
      </Badge>
      {s.motivoDecisao ? (
        <Text size="xs" c="dimmed">
          {s.motivoDecisao}
        </Text>
      ) : null}
    </Table.Td>
    <Table.Td>
      {s.podeDecidir ? (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            aria-label={`Aprovar pedido de ${s.nome} em ${formatarData(s.data)}`}
            onClick={() => onDecidir({ pedido: s, aprovar: true })}
          >
            Aprovar
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={`Recusar pedido de ${s.nome} em ${formatarData(s.data)}`}
            onClick={() => onDecidir({ pedido: s, aprovar: false })}
          >
            Recusar
          </Button>
        </Group>
      ) : (
        '—'
      )}
    </Table.Td>
  </Table.Tr>
);

/** Pedidos da equipe: os pendentes para decidir e o histórico dos aprovados e recusados. */
export const AbaPedidos = () => {
  const [status, setStatus] = useState<StatusSolicitacao>('pendente');
  const [pagina, setPagina] = useState(1);
  const [decisao, setDecisao] = useState<DecisaoPedidoAberta | null>(null);
  const pedidos = useQuery(horasExtrasQueries.solicitacoes(status));
  const todos = pedidos.data?.slice().sort((a, b) => a.data.localeCompare(b.data) || a.id - b.id);
  const paginas = Math.max(1, Math.ceil((todos?.length ?? 0) / POR_PAGINA));
  const atual = Math.min(pagina, paginas);
  const visiveis = todos?.slice((atual - 1) * POR_PAGINA, atual * POR_PAGINA);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Situação dos pedidos"
        data={FILTROS}
        value={status}
        onChange={(v) => {
          setStatus(v as StatusSolicitacao);
          setPagina(1);
        }}
        maw={420}
      />
      <ListaComEstados
        query={pedidos}
        items={visiveis}
        loadingLabel="Carregando os pedidos…"
        errorState={{
          fallback: 'Não foi possível carregar os pedidos.',
          onRetry: () => void pedidos.refetch(),
        }}
        emptyState={{
          title:
            status === 'pendente'
              ? 'Nenhum pedido aguardando decisão'
              : 'Nenhum pedido nesta situação',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Pedidos de horas extras">
            <Table aria-label="Pedidos de horas extras" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Dia</Table.Th>
                  <Table.Th>Tempo pedido</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Decisão</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((s) => (
                  <Linha key={s.id} s={s} onDecidir={setDecisao} />
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas total={paginas} value={atual} onChange={setPagina} rotulo="Páginas dos pedidos" />
      <DecidirPedidoModal decisao={decisao} onClose={() => setDecisao(null)} />
    </Stack>
  );
};
