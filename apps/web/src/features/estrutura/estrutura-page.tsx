import type { TipoCadastro } from '@jornada/contracts';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CadastroTab } from './cadastro-tab.tsx';
import { CADASTROS } from './estrutura-config.ts';
import { ImportacaoCadastros } from './importacao-cadastros.tsx';

/** Estrutura da empresa (RH): departamentos, grupos, centros de custo, sindicatos e cargos. */
export const EstruturaPage = () => {
  const [aba, setAba] = useState<TipoCadastro>('departamentos');
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          Estrutura da empresa
        </Title>
        <Text size="sm" c="dimmed">
          Os cadastros que organizam as pessoas. O que já tem pessoas ou outros registros ligados é
          arquivado em vez de excluído, e cada alteração fica no histórico.
        </Text>
      </div>
      <Tabs
        value={aba}
        onChange={(v) => setAba((v ?? 'departamentos') as TipoCadastro)}
        keepMounted={false}
      >
        <Tabs.List>
          {CADASTROS.map((c) => (
            <Tabs.Tab key={c.tipo} value={c.tipo}>
              {c.aba}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CADASTROS.map((c) => (
          <Tabs.Panel key={c.tipo} value={c.tipo}>
            <CadastroTab config={c} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ImportacaoCadastros />
    </Stack>
  );
};
