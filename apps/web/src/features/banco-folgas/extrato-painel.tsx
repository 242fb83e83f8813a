import type { ExtratoFolgas, LancamentoFolgaWire } from '@jornada/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { formatarData } from '../../lib/format.ts';
import { bancoFolgasQueries } from './banco-folgas.queries.ts';
import { dias, diasDoLancamento, ORIGEM_FOLGA } from './banco-folgas.rotulos.ts';
import { EstornoModal } from './estorno-modal.tsx';
import { CreditoForm, FolgaForm } from './lancamento-forms.tsx';

export type Visao = 'rh' | 'gestor';

/** O RH estorna créditos e folgas; o gestor, só as folgas (docs/decisoes/banco-folgas.md). */
const podeEstornar = (l: LancamentoFolgaWire, visao: Visao) =>
  l.tipo !== 'estorno' && !l.estornado && (visao === 'rh' || l.tipo === 'debito');

const Lancamentos = ({
  extrato,
  visao,
  onEstornar,
}: {
  extrato: ExtratoFolgas;
  visao: Visao;
  onEstornar: (l: LancamentoFolgaWire) => void;
}) =>
  extrato.lancamentos.length === 0 ? (
    <EmptyState title="Nenhum lançamento no banco de folgas" />
  ) : (
    <Table aria-label={`Extrato de ${extrato.nome}`} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Lançamento</Table.Th>
          <Table.Th>Dias</Table.Th>
          <Table.Th>
            <VisuallyHidden>Ações</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {extrato.lancamentos.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{formatarData(l.data)}</Table.Td>
            <Table.Td>
              <Text size="sm">
                {ORIGEM_FOLGA[l.origem]}
                {l.estornado ? ' (estornado)' : ''}
              </Text>
              {l.validade ? (
                <Text size="xs" c="dimmed">
                  Válido até {formatarData(l.validade)}
                </Text>
              ) : null}
              {l.motivo ? (
                <Text size="xs" c="dimmed">
                  {l.motivo}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{diasDoLancamento(l)}</Table.Td>
            <Table.Td>
              {podeEstornar(l, visao) ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Estornar ${ORIGEM_FOLGA[l.origem].toLowerCase()} de ${formatarData(l.data)}`}
                  onClick={() => onEstornar(l)}
                >
                  Estornar
                </Button>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

const Resumo = ({ extrato }: { extrato: ExtratoFolgas }) => (
  <Card withBorder padding="sm" aria-label={`Saldo de ${extrato.nome}`}>
    <Text size="sm" c="dimmed">
      Saldo disponível
    </Text>
    <Text size="xl" fw={700}>
      {dias(extrato.saldo)}
    </Text>
    {extrato.vencidos > 0 ? (
      <Text size="sm" c="red.8">
        {dias(extrato.vencidos)} venceram sem uso
      </Text>
    ) : null}
    {extrato.vencimentos.map((v) => (
      <Text key={v.validade} size="sm">
        {dias(v.dias)} até {formatarData(v.validade)}
      </Text>
    ))}
  </Card>
);

type Tela = 'extrato' | 'credito' | 'folga';

export type ExtratoPainelProps = {
  pessoa: { usuarioId: number; nome: string } | null;
  visao: Visao;
  onClose: () => void;
};

const Conteudo = ({ usuarioId, visao }: { usuarioId: number; visao: Visao }) => {
  const q = useQuery(bancoFolgasQueries.extrato(usuarioId));
  const [tela, setTela] = useState<Tela>('extrato');
  const [estornar, setEstornar] = useState<LancamentoFolgaWire | null>(null);
  if (q.isPending) return <LoadingState label="Carregando o extrato…" />;
  if (q.isError)
    return (
      <ErrorState
        error={q.error}
        fallback="Não foi possível carregar o extrato."
        onRetry={() => void q.refetch()}
      />
    );
  const e = q.data;
  const voltar = () => setTela('extrato');
  return (
    <Stack gap="md">
      <Resumo extrato={e} />
      {tela === 'credito' ? (
        <CreditoForm usuarioId={usuarioId} nome={e.nome} onFeito={voltar} onCancelar={voltar} />
      ) : tela === 'folga' ? (
        <FolgaForm
          usuarioId={usuarioId}
          nome={e.nome}
          saldo={e.saldo}
          onFeito={voltar}
          onCancelar={voltar}
        />
      ) : (
        <Group gap="xs">
          <Button onClick={() => setTela('folga')}>Marcar folga</Button>
          {visao === 'rh' ? (
            <Button variant="light" onClick={() => setTela('credito')}>
              Conceder crédito
            </Button>
          ) : null}
        </Group>
      )}
      <Stack gap="xs" component="section" aria-labelledby="titulo-extrato-pessoa">
        <Group justify="space-between">
          <Title order={3} size="h5" id="titulo-extrato-pessoa">
            Extrato
          </Title>
          <Badge variant="light" color="gray">
            {e.lancamentos.length} {e.lancamentos.length === 1 ? 'lançamento' : 'lançamentos'}
          </Badge>
        </Group>
        <Lancamentos extrato={e} visao={visao} onEstornar={setEstornar} />
      </Stack>
      <EstornoModal lancamento={estornar} onClose={() => setEstornar(null)} />
    </Stack>
  );
};

/** Painel lateral com o saldo, o que vence, o extrato e as ações de uma pessoa. */
export const ExtratoPainel = ({ pessoa, visao, onClose }: ExtratoPainelProps) => (
  <SidePanel isOpen={pessoa !== null} title={pessoa?.nome ?? ''} onClose={onClose}>
    {pessoa ? <Conteudo key={pessoa.usuarioId} usuarioId={pessoa.usuarioId} visao={visao} /> : null}
  </SidePanel>
);
