import { Stack, Text, Title } from '@mantine/core';
import { RelatorioForm } from './relatorio-form.tsx';
import { RelatoriosLista } from './relatorios-lista.tsx';

/**
 * #/dashboard/admin/relatorios: relatório de marcações e totais do espelho em PDF ou XLSX,
 * gerados na fila; a lista acompanha o progresso e oferece o arquivo pronto para baixar.
 */
export const RelatoriosPage = () => (
  <Stack gap="md">
    <Title order={1} size="h2">
      Relatórios
    </Title>
    <Text c="dimmed" size="sm">
      Os relatórios são gerados em segundo plano. Quando ficarem prontos, você recebe um aviso e o
      arquivo fica disponível para baixar por 7 dias.
    </Text>
    <RelatorioForm />
    <RelatoriosLista />
  </Stack>
);
