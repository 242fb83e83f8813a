import type { PeriodoAquisitivoWire } from '@jornada/contracts';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatarData } from '../../lib/format.ts';
import { intervalo, quantosDias } from './formato.ts';

export const ROTULO_SITUACAO: Record<
  PeriodoAquisitivoWire['situacao'],
  { rotulo: string; cor: string }
> = {
  EmAquisicao: { rotulo: 'Em aquisição', cor: 'blue' },
  Concessivo: { rotulo: 'Pode gozar', cor: 'green' },
  Vencido: { rotulo: 'Vencido', cor: 'red' },
};

const Numero = ({ rotulo, valor }: { rotulo: string; valor: number }) => (
  <div>
    <Text size="xs" c="dimmed">
      {rotulo}
    </Text>
    <Text size="sm" fw={600}>
      {quantosDias(valor)}
    </Text>
  </div>
);

/** Um período aquisitivo com o saldo: direito, agendados, gozados, vendidos e o que vence. */
export const CartaoPeriodoAquisitivo = ({ periodo }: { periodo: PeriodoAquisitivoWire }) => {
  const situacao = ROTULO_SITUACAO[periodo.situacao];
  const nome = `Período aquisitivo ${intervalo(periodo.inicio, periodo.fim)}`;
  return (
    <Card withBorder padding="sm" role="listitem" aria-label={nome}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {nome}
          </Text>
          <Text size="xs" c="dimmed">
            Gozo até {formatarData(periodo.concessivoFim)}
          </Text>
        </div>
        <Badge color={situacao.cor} variant="light" style={{ flexShrink: 0 }}>
          {situacao.rotulo}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 6 }} mt="xs" spacing="xs">
        <Numero rotulo="Direito" valor={periodo.direito} />
        <Numero rotulo="Saldo" valor={periodo.saldo} />
        <Numero rotulo="Agendados" valor={periodo.agendados} />
        <Numero rotulo="Gozados" valor={periodo.gozados} />
        <Numero rotulo="Vendidos" valor={periodo.vendidos} />
        <Numero rotulo="Aguardando" valor={periodo.pendentes} />
      </SimpleGrid>
      {periodo.vencendo > 0 ? (
        <Text size="sm" c="red" mt="xs">
          {quantosDias(periodo.vencendo)} a vencer: o prazo para gozar termina em{' '}
          {formatarData(periodo.concessivoFim)}.
        </Text>
      ) : null}
      {periodo.origemFaltas === 'Importacao' ? (
        <Text size="xs" c="dimmed" mt={4}>
          Direito, dias gozados e vendidos importados do sistema anterior
          {periodo.ajusteMotivo ? ` (${periodo.ajusteMotivo})` : ''}.
        </Text>
      ) : periodo.faltasInjustificadas > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {periodo.faltasInjustificadas}{' '}
          {periodo.faltasInjustificadas === 1 ? 'falta injustificada' : 'faltas injustificadas'} no
          período
          {periodo.origemFaltas === 'AjusteRh' && periodo.ajusteMotivo
            ? ` (ajuste do RH: ${periodo.ajusteMotivo})`
            : ''}
          .
        </Text>
      ) : null}
    </Card>
  );
};

export const PeriodosAquisitivos = ({
  periodos,
}: {
  periodos: readonly PeriodoAquisitivoWire[];
}) => (
  <Stack gap="xs" role="list" aria-label="Períodos aquisitivos">
    {periodos.map((p) => (
      <CartaoPeriodoAquisitivo key={p.inicio} periodo={p} />
    ))}
  </Stack>
);
