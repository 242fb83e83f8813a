import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AbaAutorizacoes } from './aba-autorizacoes.tsx';
import { AbaPedidos } from './aba-pedidos.tsx';
import { AbaRetidas } from './aba-retidas.tsx';

type Aba = 'pedidos' | 'autorizacoes' | 'retidas';

/**
 * Gestores → Horas extras: os pedidos da equipe para decidir, as autorizações (pessoa, dia ou
 * período, com limite) e as horas extras retidas sem autorização, para pagar ou mandar ao banco.
 * O servidor limita à equipe do gestor (ou à empresa, para o RH).
 */
export const HorasExtrasGestaoPage = () => {
  const [aba, setAba] = useState<Aba>('pedidos');
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          Horas extras da equipe
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          Autorize antes, decida os pedidos e dê destino às horas extras feitas sem autorização.
        </Text>
      </div>
      <Tabs value={aba} onChange={(v) => setAba((v ?? 'pedidos') as Aba)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="pedidos">Pedidos</Tabs.Tab>
          <Tabs.Tab value="autorizacoes">Autorizações</Tabs.Tab>
          <Tabs.Tab value="retidas">Retidas</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pedidos" pt="md">
          <AbaPedidos />
        </Tabs.Panel>
        <Tabs.Panel value="autorizacoes" pt="md">
          <AbaAutorizacoes />
        </Tabs.Panel>
        <Tabs.Panel value="retidas" pt="md">
          <AbaRetidas />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
