import type { DocumentoAssinatura } from '@jornada/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { recusarDocumento } from './assinatura.api.ts';
import { assinaturaKeys } from './assinatura.queries.ts';
import { campoDoErro, mensagemDe } from './assinatura-comum.ts';

export type RecusarModalProps = { documento: DocumentoAssinatura | null; onClose: () => void };

/** Recusar um documento, com o motivo (o RH vê o motivo no acompanhamento). */
export const RecusarModal = ({ documento, onClose }: RecusarModalProps) => {
  const queryClient = useQueryClient();
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const fechar = () => {
    setMotivo('');
    setErro(undefined);
    onClose();
  };
  const recusar = useMutation({
    mutationFn: () => recusarDocumento(documento!.id, motivo.trim()),
    onSuccess: () => {
      toast.sucesso('Documento recusado.');
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.todos });
      fechar();
    },
    onError: (e) => {
      const texto = mensagemDe(e, 'Não foi possível recusar o documento.');
      if (campoDoErro(e) === 'motivo') setErro(texto);
      else toast.erro(texto);
    },
  });
  const submeter = (e: FormEvent) => {
    e.preventDefault();
    if (motivo.trim().length < 5) {
      setErro('Descreva o motivo da recusa (ao menos 5 caracteres).');
      return;
    }
    setErro(undefined);
    recusar.mutate();
  };
  return (
    <Modal opened={documento !== null} onClose={fechar} title="Recusar documento" centered>
      <form onSubmit={submeter} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Explique por que você não assina <strong>{documento?.titulo}</strong>.
          </Text>
          <Textarea
            label="Motivo da recusa"
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            error={erro}
            maxLength={1000}
            rows={3}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={recusar.isPending}>
              Recusar documento
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
