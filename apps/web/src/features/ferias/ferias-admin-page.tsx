import { Stack, Tabs, Title } from '@mantine/core';
import { FeriasColetivas } from './ferias-coletivas.tsx';
import { SolicitacoesRh } from './solicitacoes-rh.tsx';

/**
 * Férias e solicitações do RH (#/dashboard/admin/ferias): as solicitações de todos os
 * colaboradores, com decisão, e as férias coletivas de um departamento ou filial.
 */
export const FeriasAdminPage = () => (
  <Stack gap="md">
    <Title order={1} size="h2">
      Férias e solicitações
    </Title>
    <Tabs defaultValue="solicitacoes" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="solicitacoes">Solicitações de todos</Tabs.Tab>
        <Tabs.Tab value="coletivas">Férias coletivas</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="solicitacoes" pt="md">
        <SolicitacoesRh />
      </Tabs.Panel>
      <Tabs.Panel value="coletivas" pt="md">
        <FeriasColetivas />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
