import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isRotaHashPermitida } from '../../app/guard.ts';
import { useSessao } from '../../app/session/session-store.ts';
import { EnvioAssinatura } from './envio-assinatura.tsx';
import { GestaoDocumentos } from './gestao-documentos.tsx';
import { MeusDocumentos } from './meus-documentos.tsx';

/** Quem tem o cadastro de colaboradores (o RH) também envia e acompanha as assinaturas. */
const ROTA_GESTAO = '/dashboard/admin/colaboradores';

/**
 * #/dashboard/admin/documentos-assinatura-eletronica (sempre permitida, spec §2): cada pessoa vê
 * e assina os documentos enviados a ela; o RH também envia em lote e acompanha a situação.
 */
export const DocumentosAssinaturaPage = () => {
  const sessao = useSessao();
  const isGestao = isRotaHashPermitida(ROTA_GESTAO, sessao);
  const [aba, setAba] = useState<string | null>('meus');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Documentos para assinatura eletrônica
      </Title>
      <Text c="dimmed" size="sm">
        Revise cada documento e assine com a sua senha, ou recuse explicando o motivo. O documento
        assinado recebe o selo digital da empresa e um código para conferir a autenticidade.
      </Text>
      {isGestao ? (
        <Tabs value={aba} onChange={setAba}>
          <Tabs.List>
            <Tabs.Tab value="meus">Meus documentos</Tabs.Tab>
            <Tabs.Tab value="gestao">Gestão</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="meus" pt="md">
            <MeusDocumentos />
          </Tabs.Panel>
          <Tabs.Panel value="gestao" pt="md">
            <Stack gap="lg">
              <EnvioAssinatura />
              <GestaoDocumentos />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <MeusDocumentos />
      )}
    </Stack>
  );
};
