import { Stack, Text } from '@mantine/core';
import { formatarDataPorExtenso, formatarHoraComSegundos } from '../../lib/format.ts';

export type RelogioProps = { agora: Date };

/** Relógio ao vivo. aria-live desligado: anunciar cada segundo tornaria a página inutilizável. */
export const Relogio = ({ agora }: RelogioProps) => (
  <Stack gap={4} align="center">
    <Text
      role="timer"
      aria-live="off"
      aria-label="Hora atual"
      fz={{ base: 48, sm: 64 }}
      fw={700}
      ff="monospace"
      lh={1}
    >
      {formatarHoraComSegundos(agora)}
    </Text>
    <Text c="dimmed" fz="lg">
      {formatarDataPorExtenso(agora)}
    </Text>
  </Stack>
);
