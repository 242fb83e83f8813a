import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConciliacaoTab } from './conciliacao-tab.tsx';
import { ExportacaoTab } from './exportacao-tab.tsx';
import { FechamentoTab } from './fechamento-tab.tsx';
import { LeiautesTab } from './leiautes-tab.tsx';
import { VerbasTab } from './verbas-tab.tsx';

/**
 * #/dashboard/admin/folha: o RH mapeia as quantidades da apuração para as verbas da folha, exporta
 * o mês no leiaute do sistema de folha, concilia com os espelhos, monta leiautes próprios e fecha a competência.
 */
export const FolhaPage = () => {
  const [aba, setAba] = useState<string | null>('verbas');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Verbas e exportação da folha
      </Title>
      <Text c="dimmed" size="sm">
        Cada quantidade apurada no ponto vai para a folha pelo código da verba vigente no período.
      </Text>
      <Tabs value={aba} onChange={setAba} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="verbas">Verbas</Tabs.Tab>
          <Tabs.Tab value="exportacao">Exportação</Tabs.Tab>
          <Tabs.Tab value="conciliacao">Conciliação</Tabs.Tab>
          <Tabs.Tab value="leiautes">Leiautes</Tabs.Tab>
          <Tabs.Tab value="fechamento">Fechamento</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="verbas" pt="md">
          <VerbasTab />
        </Tabs.Panel>
        <Tabs.Panel value="exportacao" pt="md">
          <ExportacaoTab />
        </Tabs.Panel>
        <Tabs.Panel value="conciliacao" pt="md">
          <ConciliacaoTab />
        </Tabs.Panel>
        <Tabs.Panel value="leiautes" pt="md">
          <LeiautesTab />
        </Tabs.Panel>
        <Tabs.Panel value="fechamento" pt="md">
          <FechamentoTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
