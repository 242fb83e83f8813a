import type { Solicitacao } from '@jornada/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { nomeDoPedido } from './formato.ts';

export type ReprovarModalProps = {
  /** Um pedido, ou vários (reprovação em lote, com um só motivo). */
  pedido: Solicitacao | readonly Solicitacao[] | null;
  isEnviando: boolean;
  onReprovar: (motivo: string) => void;
  onFechar: () => void;
};

/** Reprovar exige o motivo, que vai para o colaborador junto com a decisão. */
export const ReprovarModal = ({ pedido, isEnviando, onReprovar, onFechar }: ReprovarModalProps) => {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const pedidos = pedido === null ? [] : Array.isArray(pedido) ? pedido : [pedido as Solicitacao];
  const isLote = pedidos.length > 1;
  const titulo = isLote ? 'Reprovar pedidos' : 'Reprovar pedido';

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
      opened={pedidos.length > 0}
      onClose={fechar}
      title={titulo}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {pedidos[0] ? (
        <form onSubmit={enviar} aria-label={titulo} noValidate>
          <Stack gap="sm">
            {isLote ? (
              <Text>
                Reprovar os {pedidos.length} pedidos selecionados com o mesmo motivo? Cada um é
                decidido à parte: o resultado mostra o que passou e o que falhou.
              </Text>
            ) : (
              <Text>
                {nomeDoPedido(pedidos[0])} — {pedidos[0].colaboradorNome}
              </Text>
            )}
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
