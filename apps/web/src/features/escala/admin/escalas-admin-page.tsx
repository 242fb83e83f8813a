import '../estilos-mantine.ts';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AlocacoesTab } from './alocacoes-tab.tsx';
import { CondicoesTab } from './condicoes-tab.tsx';
import { EmUsoTab } from './em-uso-tab.tsx';
import { EscalasTab } from './escalas-tab.tsx';
import { FeriadosTab } from './feriados-tab.tsx';
import { GestoesTab } from './gestoes-tab.tsx';
import { TurnosTab } from './turnos-tab.tsx';

const ABAS = [
  { valor: 'escalas', rotulo: 'Escalas', Conteudo: EscalasTab },
  { valor: 'turnos', rotulo: 'Turnos', Conteudo: TurnosTab },
  { valor: 'condicoes', rotulo: 'Condições de trabalho', Conteudo: CondicoesTab },
  { valor: 'gestoes', rotulo: 'Gestões', Conteudo: GestoesTab },
  { valor: 'alocacoes', rotulo: 'Alocações', Conteudo: AlocacoesTab },
  { valor: 'em-uso', rotulo: 'Escalas em uso', Conteudo: EmUsoTab },
  { valor: 'feriados', rotulo: 'Feriados municipais', Conteudo: FeriadosTab },
] as const;

/** Escalas e turnos do RH (#/dashboard/admin/escalas): as regras do serviço de escala. */
export const EscalasAdminPage = () => {
  const [aba, setAba] = useState<string | null>('escalas');
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Escalas e turnos
        </Title>
        <Text c="dimmed" size="sm">
          Turnos, escalas, condições de trabalho, gestões, alocações dos colaboradores e feriados
          municipais.
        </Text>
      </div>
      <Tabs value={aba} onChange={setAba} keepMounted={false}>
        <Tabs.List>
          {ABAS.map((a) => (
            <Tabs.Tab key={a.valor} value={a.valor}>
              {a.rotulo}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ABAS.map(({ valor, Conteudo }) => (
          <Tabs.Panel key={valor} value={valor} pt="md">
            <Conteudo />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};
