import { Stack, Text, Title } from '@mantine/core';
import { OcorrenciasPainel } from '../espelho/index.ts';

/**
 * #/dashboard/gestor/divergencias: as ocorrências e divergências da equipe do gestor, com as
 * mesmas ações em lote do RH (pedir tratamento, justificar, ignorar, desfazer). A API limita a
 * lista e as ações às pessoas da equipe.
 */
export const DivergenciasEquipePage = () => (
  <Stack gap="md">
    <Title order={1} size="h2">
      Divergências da equipe
    </Title>
    <Text c="dimmed" size="sm">
      Dias da sua equipe com marcação ímpar, sem marcação ou alertas de jornada. Justifique, ignore
      com motivo ou peça à pessoa que trate as marcações.
    </Text>
    <OcorrenciasPainel alcance="equipe" />
  </Stack>
);
