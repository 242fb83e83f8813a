import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmpresasDoMes } from './empresas-do-mes.tsx';
import { competenciaAnterior } from './faturamento-formato.ts';
import { HistoricoFechamentos } from './historico-fechamentos.tsx';
import { PlanosTab } from './planos-tab.tsx';
import { SeletorCompetencia } from './seletor-competencia.tsx';

/**
 * Faturamento da operadora (spec §2, só empresa 1): os colaboradores ativos de cada empresa
 * cliente no mês, o extrato com o plano e as faixas, o fechamento, os planos e o histórico.
 */
export const FaturamentoPage = () => {
  const [competencia, setCompetencia] = useState(() => competenciaAnterior(new Date()));
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <div>
        <Title order={1} size="h2">
          Faturamento
        </Title>
        <Text c="dimmed" size="sm">
          Colaboradores ativos por empresa cliente no mês, o valor pelo plano e o fechamento.
        </Text>
      </div>
      <Tabs defaultValue="mes" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mes">Empresas do mês</Tabs.Tab>
          <Tabs.Tab value="planos">Planos</Tabs.Tab>
          <Tabs.Tab value="historico">Histórico</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mes" pt="md">
          <Stack gap="md">
            <SeletorCompetencia value={competencia} onChange={setCompetencia} />
            <EmpresasDoMes key={competencia} competencia={competencia} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="planos" pt="md">
          <PlanosTab />
        </Tabs.Panel>
        <Tabs.Panel value="historico" pt="md">
          <HistoricoFechamentos />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
