import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { BancosLista } from './bancos-lista.tsx';
import { CiclosTab } from './ciclos-tab.tsx';
import { ColaboradoresTab } from './colaboradores-tab.tsx';
import { ConfiguracaoResumo } from './configuracao-resumo.tsx';
import { ExtratoTab } from './extrato-tab.tsx';
import { LoteTab } from './lote-tab.tsx';
import type { Pedido } from './relatorios-filtros.tsx';
import { RelatoriosTab } from './relatorios-tab.tsx';
import type { BancoHora } from './tipos.ts';

const BancoDetalhe = ({ banco, onVoltar }: { banco: BancoHora; onVoltar: () => void }) => {
  const [aba, setAba] = useState<string | null>('configuracao');
  const [usuarioExtrato, setUsuarioExtrato] = useState<number | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {banco.nome}
        </Title>
        <Button variant="default" onClick={onVoltar}>
          Voltar aos bancos
        </Button>
      </Group>
      <Tabs value={aba} onChange={setAba} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="configuracao">Configuração</Tabs.Tab>
          <Tabs.Tab value="ciclos">Ciclos</Tabs.Tab>
          <Tabs.Tab value="colaboradores">Colaboradores</Tabs.Tab>
          <Tabs.Tab value="extrato">Extrato</Tabs.Tab>
          <Tabs.Tab value="lote">Operações em lote</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="configuracao" pt="md">
          <ConfiguracaoResumo bancoHoraId={banco.id} />
        </Tabs.Panel>
        <Tabs.Panel value="ciclos" pt="md">
          <CiclosTab bancoHoraId={banco.id} />
        </Tabs.Panel>
        <Tabs.Panel value="colaboradores" pt="md">
          <ColaboradoresTab
            bancoHoraId={banco.id}
            onExtrato={(id) => {
              setUsuarioExtrato(id);
              setAba('extrato');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="extrato" pt="md">
          <ExtratoTab
            bancoHoraId={banco.id}
            usuarioId={usuarioExtrato}
            onUsuario={setUsuarioExtrato}
          />
        </Tabs.Panel>
        <Tabs.Panel value="lote" pt="md">
          <LoteTab bancoHoraId={banco.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

/**
 * O relatório global (spec §7) abre esta página numa janela nova com
 * `#/dashboard/admin/banco-horas?aba=relatorios&regraId=…&periodoId=…`.
 */
const pedidoDaUrl = (hash: string): Pedido | undefined => {
  const busca = new URLSearchParams(hash.split('?')[1] ?? '');
  if (busca.get('aba') !== 'relatorios') return undefined;
  const numero = (k: string) => {
    const v = Number(busca.get(k));
    return Number.isInteger(v) && v > 0 ? v : undefined;
  };
  return {
    tipo: 'colaboradores',
    filtros: { bancoHoraId: numero('regraId'), periodoId: numero('periodoId') },
  };
};

/** Banco de horas (RH): os acordos, os ciclos e o fechamento, quem está em cada banco e o extrato. */
export const BancoHorasAdminPage = () => {
  const [banco, setBanco] = useState<BancoHora | null>(null);
  const { hash } = useLocation();
  const [inicial] = useState(() => pedidoDaUrl(hash));
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          Banco de horas
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          As horas além da jornada entram no banco e são compensadas dentro do ciclo (CLT art. 59);
          o que sobrar no fechamento é pago como hora extra.
        </Text>
      </div>
      <Tabs defaultValue={inicial ? 'relatorios' : 'bancos'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="bancos">Bancos</Tabs.Tab>
          <Tabs.Tab value="relatorios">Relatórios</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bancos" pt="md">
          {banco ? (
            <BancoDetalhe key={banco.id} banco={banco} onVoltar={() => setBanco(null)} />
          ) : (
            <BancosLista onAbrir={setBanco} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="relatorios" pt="md">
          <RelatoriosTab inicial={inicial} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
