import type { Solicitacao } from '@jornada/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { nomeDoPedido } from './formato.ts';

export type ReprovarModalProps = {
  pedido: Solicitacao | null;
  isEnviando: boolean;
  onReprovar: (motivo: string) => void;
  onFechar: () => void;
};

/** Reprovar exige o motivo, que vai para o colaborador junto com a decisão. */
export const ReprovarModal = ({ pedido, isEnviando, onReprovar, onFechar }: ReprovarModalProps) => {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const fechar = () => {
    setMotivo('');
    setErro(null);
    onFechar();
  };
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    if (motivo.trim() === '') {
      setErro('Informe o motivo da reprovação.');
      return;
    }
    onReprovar(motivo.trim());
    setMotivo('');
    setErro(null);
  };

  return (
    <Modal
      opened={pedido !== null}
      onClose={fechar}
      title="Reprovar pedido"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {pedido ? (
        <form onSubmit={enviar} aria-label="Reprovar pedido" noValidate>
          <Stack gap="sm">
            <Text>
              {nomeDoPedido(pedido)} — {pedido.colaboradorNome}
            </Text>
            <Textarea
              label="Motivo da reprovação"
              value={motivo}
              onChange={(e) => setMotivo(e.currentTarget.value)}
              error={erro}
              maxLength={500}
              required
              rows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={fechar} disabled={isEnviando}>
                Voltar
              </Button>
              <Button type="submit" color="red" loading={isEnviando}>
                Reprovar
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
};
