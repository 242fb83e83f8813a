import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePreferenciasLayout } from './layout-preferences.ts';

export type AbaPagina = { valor: string; rotulo: string; conteudo: ReactNode };
export type PageTabsProps = { abas: AbaPagina[] };

/**
 * Abas de página (opção de layout do spec §2): o estilo segue a preferência do usuário. Com uma só
 * aba não há o que alternar, e o conteúdo aparece direto.
 */
export const PageTabs = ({ abas }: PageTabsProps) => {
  const { isAbasAlternativas } = usePreferenciasLayout();
  const [primeira] = abas;
  if (!primeira) return null;
  if (abas.length === 1) return <>{primeira.conteudo}</>;
  return (
    <Tabs
      defaultValue={primeira.valor}
      variant={isAbasAlternativas ? 'pills' : 'default'}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {abas.map((aba) => (
          <Tabs.Tab key={aba.valor} value={aba.valor}>
            {aba.rotulo}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {abas.map((aba) => (
        <Tabs.Panel key={aba.valor} value={aba.valor}>
          {aba.conteudo}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};
