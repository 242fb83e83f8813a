import { Stack, Title } from '@mantine/core';
import { CaixaProcessos } from './caixa-processos.tsx';

/** #/dashboard/gestor/processos-internos: a caixa do gestor imediato. */
export const ProcessosEquipePage = () => (
  <Stack gap="md" maw={960}>
    <Title order={1} size="h2">
      Processos da equipe
    </Title>
    <CaixaProcessos isRh={false} />
  </Stack>
);
