import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { LinhasProblema } from './acao.ts';

export type EscalasComProblemasModalProps = {
  /** null = fechado. */
  linhas: LinhasProblema | null;
  onClose: () => void;
};

/**
 * Modal 'ESCALAS COM PROBLEMAS' (spec §2): a primeira linha da mensagem é o título, as do
 * meio vão em caixas e a última é a nota de rodapé. Fica aberto até ENTENDI: os itens
 * podem ser vários e o usuário precisa lê-los.
 */
export const EscalasComProblemasModal = ({ linhas, onClose }: EscalasComProblemasModalProps) => (
  <Modal
    opened={linhas !== null}
    onClose={onClose}
    title="ESCALAS COM PROBLEMAS"
    centered
    closeButtonProps={{ 'aria-label': 'Fechar' }}
    styles={{ title: { fontWeight: 700, color: 'var(--mantine-color-red-8)' } }}
  >
    {linhas ? (
      <Stack gap="sm" role="alert">
        <Text fw={600}>{linhas.cabecalho}</Text>
        {linhas.itens.map((item) => (
          <Paper key={item} withBorder p="xs" radius="sm" bg="red.0">
            <Text size="sm">{item}</Text>
          </Paper>
        ))}
        {linhas.rodape ? (
          <Text size="xs" c="dimmed">
            {linhas.rodape}
          </Text>
        ) : null}
      </Stack>
    ) : null}
    <Group justify="flex-end" mt="lg">
      <Button onClick={onClose}>ENTENDI</Button>
    </Group>
  </Modal>
);
