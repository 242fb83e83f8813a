import './estilos-mantine.ts';
import type { VisaoLancamento } from '@jornada/contracts';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AlocacoesTab } from './alocacoes-tab.tsx';
import { LancamentosTab } from './lancamentos-tab.tsx';
import { MotivosTab } from './motivos-tab.tsx';
import { PainelAprovacoes } from './painel-aprovacoes.tsx';
import { RegrasTab } from './regras-tab.tsx';
import { RelatorioTab } from './relatorio-tab.tsx';

type Aba = 'painel' | 'lancamentos' | 'escala' | 'motivos' | 'regras' | 'relatorio';

type GestaoProps = {
  titulo: string;
  descricao: string;
  visoes: readonly VisaoLancamento[];
  isRh: boolean;
};

const ABAS: { valor: Aba; rotulo: string; isSoRh?: boolean }[] = [
  { valor: 'painel', rotulo: 'Painel de aprovações' },
  { valor: 'lancamentos', rotulo: 'Lançamentos' },
  { valor: 'escala', rotulo: 'Alocações' },
  { valor: 'motivos', rotulo: 'Motivos', isSoRh: true },
  { valor: 'regras', rotulo: 'Regras', isSoRh: true },
  { valor: 'relatorio', rotulo: 'Relatório' },
];

/** As abas só montam quando abertas: cada uma carrega os próprios dados. */
const GestaoSobreaviso = ({ titulo, descricao, visoes, isRh }: GestaoProps) => {
  const [aba, setAba] = useState<Aba>('painel');
  const abas = ABAS.filter((a) => isRh || !a.isSoRh);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          {titulo}
        </Title>
        <Text size="sm" c="dimmed">
          {descricao}
        </Text>
      </div>
      <Tabs value={aba} onChange={(v) => setAba((v ?? 'painel') as Aba)} keepMounted={false}>
        <Tabs.List>
          {abas.map((a) => (
            <Tabs.Tab key={a.valor} value={a.valor}>
              {a.rotulo}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="painel" pt="md">
          <PainelAprovacoes />
        </Tabs.Panel>
        <Tabs.Panel value="lancamentos" pt="md">
          <LancamentosTab visoes={visoes} />
        </Tabs.Panel>
        <Tabs.Panel value="escala" pt="md">
          <AlocacoesTab titulo={isRh ? 'Escala de sobreaviso' : 'Escala de sobreaviso da equipe'} />
        </Tabs.Panel>
        {isRh ? (
          <>
            <Tabs.Panel value="motivos" pt="md">
              <MotivosTab />
            </Tabs.Panel>
            <Tabs.Panel value="regras" pt="md">
              <RegrasTab />
            </Tabs.Panel>
          </>
        ) : null}
        <Tabs.Panel value="relatorio" pt="md">
          <RelatorioTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

/** RH (menu Regras → 'Sobreaviso e prontidão'): toda a empresa, motivos e regras. */
export const SobreavisoRhPage = () => (
  <GestaoSobreaviso
    titulo="Sobreaviso e prontidão"
    descricao="Motivos, regras, escalas, lançamentos e relatório de toda a empresa."
    visoes={['aprovar', 'todas']}
    isRh
  />
);

/** Gestor (menu Equipe → 'Sobreaviso da equipe'): escala e aprovações da equipe. */
export const SobreavisoEquipePage = () => (
  <GestaoSobreaviso
    titulo="Sobreaviso da equipe"
    descricao="Planeje a escala de sobreaviso da equipe e decida os acionamentos lançados."
    visoes={['aprovar']}
    isRh={false}
  />
);
