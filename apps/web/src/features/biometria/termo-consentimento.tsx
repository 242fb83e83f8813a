import { TERMO_BIOMETRIA, VERSAO_TERMO_BIOMETRIA } from '@jornada/contracts';
import { List, Stack, Text } from '@mantine/core';

/** O termo de consentimento (LGPD art. 11) exatamente como a API o registra, com a versão. */
export const TermoConsentimento = () => (
  <Stack gap={4}>
    <Text fw={600} size="sm">
      Termo de consentimento para biometria facial (versão {VERSAO_TERMO_BIOMETRIA})
    </Text>
    <List size="sm" spacing={4}>
      {TERMO_BIOMETRIA.map((p) => (
        <List.Item key={p}>{p}</List.Item>
      ))}
    </List>
  </Stack>
);
