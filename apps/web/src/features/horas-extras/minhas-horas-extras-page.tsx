import type { SolicitacaoHe } from '@jornada/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSessao } from '../../app/session/session-store.ts';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { formatarData } from '../../lib/format.ts';
import { duracao, STATUS_PEDIDO } from './horas-extras.formato.ts';
import { horasExtrasQueries } from './horas-extras.queries.ts';
import { PedidoForm } from './pedido-form.tsx';

const PedidoCartao = ({ s }: { s: SolicitacaoHe }) => {
  const status = STATUS_PEDIDO[s.status];
  return (
    <Card withBorder padding="sm" component="li" aria-label={`Pedido de ${formatarData(s.data)}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600}>
            {formatarData(s.data)} · {duracao(s.minutos)}
          </Text>
          <Text size="sm">{s.motivo}</Text>
        </div>
        <Badge color={status.cor} variant="light">
          {status.rotulo}
        </Badge>
      </Group>
      {s.status === 'rejeitada' && s.motivoDecisao ? (
        <Text size="sm" c="red.8" mt={4}>
          Motivo da recusa: {s.motivoDecisao}
        </Text>
      ) : null}
      {s.status === 'aprovada' ? (
        <Text size="sm" c="dimmed" mt={4}>
          Autorizado: as horas extras até o limite aprovado vão para a folha ou o banco de horas,
          como a sua regra manda.
        </Text>
      ) : null}
    </Card>
  );
};

/**
 * Minhas rotinas → Horas extras (pensada para o celular): pedir autorização antes de ficar além
 * da jornada e acompanhar os pedidos (pendente, aprovado, recusado). Um pedido não se cancela
 * pela tela: quem decide é o gestor, e ele pode recusar o que não for mais preciso.
 */
export const MinhasHorasExtrasPage = () => {
  const { usuario } = useSessao();
  const pedidos = useQuery(horasExtrasQueries.solicitacoes());
  const meus = pedidos.data
    ?.filter((s) => s.usuarioId === usuario?.Id)
    .sort((a, b) => b.data.localeCompare(a.data) || b.id - a.id);
  return (
    <Stack gap="md" maw={560}>
      <div>
        <Title order={1} size="h3">
          Horas extras
        </Title>
        <Text size="sm" c="dimmed">
          Vai ficar além da jornada? Peça a autorização do seu gestor antes. Horas extras sem
          autorização podem ficar retidas até a decisão dele — o tempo trabalhado nunca é perdido.
        </Text>
      </div>
      <Card withBorder padding="md">
        <PedidoForm />
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="titulo-meus-pedidos">
        <Title order={2} size="h5" id="titulo-meus-pedidos">
          Meus pedidos
        </Title>
        <ListaComEstados
          query={pedidos}
          items={meus}
          loadingLabel="Carregando os pedidos…"
          errorState={{
            fallback: 'Não foi possível carregar os pedidos.',
            onRetry: () => void pedidos.refetch(),
          }}
          emptyState={{
            title: 'Nenhum pedido de horas extras',
            description: 'Os pedidos que você enviar aparecem aqui com a decisão do gestor.',
          }}
        >
          {(itens) => (
            <Stack gap="xs" component="ul" aria-label="Meus pedidos" p={0} m={0}>
              {itens.map((s) => (
                <PedidoCartao key={s.id} s={s} />
              ))}
            </Stack>
          )}
        </ListaComEstados>
      </Stack>
    </Stack>
  );
};
