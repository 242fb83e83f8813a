import { Stack, Tabs, Title } from '@mantine/core';
import { ConvocacoesTab } from './convocacoes-tab.tsx';
import { DownloadsTab } from './downloads-tab.tsx';
import { ContratantesTab, GruposTab } from './grupos-contratantes-tabs.tsx';
import { MotivosTab } from './motivos-tab.tsx';
import { RegrasTab } from './regras-tab.tsx';

/**
 * Trabalho intermitente (RH, CLT art. 452-A): convocações com prazos e interrupção, regras,
 * grupos, contratantes, motivos de interrupção, documentos e a exportação para o SAP.
 */
export const IntermitentePage = () => (
  <Stack gap="md">
    <Title order={1} size="h2">
      Trabalho intermitente
    </Title>
    <Tabs defaultValue="convocacoes" keepMounted={false}>
      <Tabs.List aria-label="Trabalho intermitente">
        <Tabs.Tab value="convocacoes">Convocações</Tabs.Tab>
        <Tabs.Tab value="regras">Regras</Tabs.Tab>
        <Tabs.Tab value="grupos">Grupos</Tabs.Tab>
        <Tabs.Tab value="contratantes">Contratantes</Tabs.Tab>
        <Tabs.Tab value="motivos">Motivos de interrupção</Tabs.Tab>
        <Tabs.Tab value="downloads">Downloads e SAP</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="convocacoes" pt="md">
        <ConvocacoesTab />
      </Tabs.Panel>
      <Tabs.Panel value="regras" pt="md">
        <RegrasTab />
      </Tabs.Panel>
      <Tabs.Panel value="grupos" pt="md">
        <GruposTab />
      </Tabs.Panel>
      <Tabs.Panel value="contratantes" pt="md">
        <ContratantesTab />
      </Tabs.Panel>
      <Tabs.Panel value="motivos" pt="md">
        <MotivosTab />
      </Tabs.Panel>
      <Tabs.Panel value="downloads" pt="md">
        <DownloadsTab />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
