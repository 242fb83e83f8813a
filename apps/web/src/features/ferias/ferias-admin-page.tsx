import { Stack, Tabs, Title } from '@mantine/core';
import { FeriasColetivas } from './ferias-coletivas.tsx';
import { PeriodosRh } from './periodos-rh.tsx';
import { SolicitacoesRh } from './solicitacoes-rh.tsx';

/**
 * Férias e solicitações do RH (#/dashboard/admin/ferias): as solicitações de todos os
 * colaboradores, com decisão, as férias coletivas de um departamento ou filial e os períodos
 * aquisitivos de cada pessoa, com o ajuste do RH.
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
        <Tabs.Tab value="periodos">Períodos aquisitivos</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="solicitacoes" pt="md">
        <SolicitacoesRh />
      </Tabs.Panel>
      <Tabs.Panel value="coletivas" pt="md">
        <FeriasColetivas />
      </Tabs.Panel>
      <Tabs.Panel value="periodos" pt="md">
        <PeriodosRh />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
