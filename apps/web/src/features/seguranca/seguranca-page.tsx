import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LdapConfigSecao } from './ldap-config.tsx';
import { PoliticaAcesso } from './politica-acesso.tsx';
import { SegundoFatorPessoas } from './segundo-fator-pessoas.tsx';
import { SsoConfigSecao } from './sso-config.tsx';

const ABAS = [
  { valor: 'politica', rotulo: 'Política de acesso', Conteudo: PoliticaAcesso },
  { valor: 'segundo-fator', rotulo: 'Segundo fator das pessoas', Conteudo: SegundoFatorPessoas },
  { valor: 'ldap', rotulo: 'Active Directory / LDAP', Conteudo: LdapConfigSecao },
  { valor: 'sso', rotulo: 'Login único (SSO)', Conteudo: SsoConfigSecao },
] as const;

/**
 * Segurança e acesso do RH (#/dashboard/admin/seguranca): segundo fator obrigatório para
 * administradores, remoção do segundo fator de uma pessoa, Active Directory e login único.
 */
export const SegurancaPage = () => {
  const [aba, setAba] = useState<string | null>('politica');
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Segurança e acesso
        </Title>
        <Text c="dimmed" size="sm">
          Como as pessoas da empresa entram no Jornada: segundo fator, Active Directory e login
          único. Toda alteração fica registrada na auditoria.
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
