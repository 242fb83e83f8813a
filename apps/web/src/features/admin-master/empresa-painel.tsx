import type { EmpresaCliente } from '@jornada/contracts';
import { Tabs, Text } from '@mantine/core';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { ConfiguracaoEmpresa } from './configuracao-empresa.tsx';
import { SuporteEmpresa } from './suporte-empresa.tsx';

export type EmpresaPainelProps = { empresa: EmpresaCliente | null; onClose: () => void };

/** Painel de uma empresa: configurações e módulos; acesso de suporte (clientes). */
export const EmpresaPainel = ({ empresa, onClose }: EmpresaPainelProps) => (
  <SidePanel
    isOpen={empresa !== null}
    onClose={onClose}
    title={empresa ? (empresa.nomeFantasia ?? empresa.razaoSocial) : ''}
  >
    {empresa ? (
      <Tabs defaultValue="configuracoes" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="configuracoes">Configurações</Tabs.Tab>
          <Tabs.Tab value="suporte">Acesso de suporte</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="configuracoes" pt="md">
          <ConfiguracaoEmpresa empresaId={empresa.id} />
        </Tabs.Panel>
        <Tabs.Panel value="suporte" pt="md">
          {empresa.operadora ? (
            <Text>O acesso de suporte é para as contas das empresas clientes.</Text>
          ) : empresa.situacao === 'suspensa' ? (
            <Text>A empresa está suspensa: reative-a antes de abrir um acesso de suporte.</Text>
          ) : (
            <SuporteEmpresa empresaId={empresa.id} />
          )}
        </Tabs.Panel>
      </Tabs>
    ) : null}
  </SidePanel>
);
