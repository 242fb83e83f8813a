import { Stack, Tabs, Title } from '@mantine/core';
import { OcorrenciasPainel } from './ocorrencias-painel.tsx';
import { PedidosReprocessamento } from './reprocessamento-pedidos.tsx';

/**
 * #/dashboard/admin/reprocessamento: pedidos de reprocessamento (com andamento, log e cancelamento)
 * e as ocorrências/divergências do mês que eles produzem.
 */
export const ReprocessamentoPage = () => (
  <Stack gap="md">
    <Title order={1} size="h2">
      Reprocessamento
    </Title>
    <Tabs defaultValue="pedidos" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="pedidos">Pedidos de reprocessamento</Tabs.Tab>
        <Tabs.Tab value="ocorrencias">Ocorrências e divergências</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="pedidos" pt="md">
        <PedidosReprocessamento />
      </Tabs.Panel>
      <Tabs.Panel value="ocorrencias" pt="md">
        <OcorrenciasPainel />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
