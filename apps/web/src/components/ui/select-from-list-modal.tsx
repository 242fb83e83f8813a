import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ALTURA_LINHA_DROPDOWN, ALTURA_LISTA_DROPDOWN } from './constants.ts';

export type OpcaoLista = { value: string; label: string };

export type SelectFromListModalProps = {
  isOpen: boolean;
  title: string;
  options: OpcaoLista[];
  emptyMessage?: string;
  onCancel: () => void;
  onAdd: (valores: string[]) => void;
};

/** Escolher itens de uma lista (spec §2): Cancelar ou Adicionar os marcados. */
export const SelectFromListModal = ({
  isOpen,
  title,
  options,
  emptyMessage = 'Nenhum item disponível.',
  onCancel,
  onAdd,
}: SelectFromListModalProps) => {
  const [selecionados, setSelecionados] = useState<string[]>([]);

  // Cada abertura começa sem marcações: a escolha anterior já foi adicionada ou cancelada.
  useEffect(() => {
    if (isOpen) setSelecionados([]);
  }, [isOpen]);

  return (
    <Modal
      opened={isOpen}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {options.length === 0 ? (
        <Text c="dimmed">{emptyMessage}</Text>
      ) : (
        <ScrollArea.Autosize mah={ALTURA_LISTA_DROPDOWN} type="auto">
          <Checkbox.Group value={selecionados} onChange={setSelecionados} aria-label={title}>
            <Stack gap={0}>
              {options.map((opcao) => (
                <Group key={opcao.value} h={ALTURA_LINHA_DROPDOWN} px="xs" wrap="nowrap">
                  <Checkbox value={opcao.value} label={opcao.label} />
                </Group>
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={() => onAdd(selecionados)} disabled={selecionados.length === 0}>
          Adicionar
        </Button>
      </Group>
    </Modal>
  );
};
