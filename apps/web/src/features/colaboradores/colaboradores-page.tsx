import { Stack, Tabs, Title } from '@mantine/core';
import { ColaboradoresLista } from './colaboradores-lista.tsx';
import { EmpresaFiliais } from './empresa-filiais.tsx';

/**
 * Colaboradores (RH, menu Cadastros): inclusão, alteração, desligamento e convite de primeiro
 * acesso; e a identificação do empregador. Toda gravação vai ao REP-P (AFD tipos 5 e 2).
 */
export const ColaboradoresPage = () => (
  <Stack gap="md">
    <Title order={1} size="h2">
      Colaboradores
    </Title>
    <Tabs defaultValue="colaboradores" keepMounted={false}>
      <Tabs.List aria-label="Cadastros">
        <Tabs.Tab value="colaboradores">Colaboradores</Tabs.Tab>
        <Tabs.Tab value="empresa">Empresa e filiais</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="colaboradores" pt="md">
        <ColaboradoresLista />
      </Tabs.Panel>
      <Tabs.Panel value="empresa" pt="md">
        <EmpresaFiliais />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
