import { Stack, Text, Title } from '@mantine/core';
import { ListaAlertas } from './lista-alertas.tsx';
import { PreferenciasAlertas } from './preferencias-alertas.tsx';

/** #/dashboard/minhas-rotinas/alertas: os alertas que a pessoa recebeu e as preferências dela. */
export const MeusAlertasPage = () => (
  <Stack gap="md" maw={960}>
    <Title order={1} size="h2">
      Meus alertas
    </Title>
    <ListaAlertas escopo="recebidos" filtrarPessoa={false} />
    <PreferenciasAlertas />
  </Stack>
);

/** #/dashboard/gestor/alertas: os alertas da equipe que chegam ao gestor. */
export const AlertasEquipePage = () => (
  <Stack gap="md" maw={960}>
    <Title order={1} size="h2">
      Alertas da equipe
    </Title>
    <Text size="sm" c="dimmed">
      Avisos de jornada da sua equipe assim que acontecem: cada um cita a regra e a lei.
    </Text>
    <ListaAlertas escopo="recebidos" filtrarPessoa />
  </Stack>
);

/** #/dashboard/admin/alertas: todos os alertas da empresa (RH). */
export const AlertasEmpresaPage = () => (
  <Stack gap="md" maw={960}>
    <Title order={1} size="h2">
      Alertas da empresa
    </Title>
    <ListaAlertas escopo="empresa" filtrarPessoa />
  </Stack>
);
