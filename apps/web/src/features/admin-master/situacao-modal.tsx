import type { EmpresaCliente } from '@jornada/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { alterarSituacao } from './admin-master.api.ts';
import { adminMasterKeys } from './admin-master.queries.ts';

export type AcaoSituacao = { empresa: EmpresaCliente; acao: 'suspensao' | 'reativacao' };

export type SituacaoModalProps = { acao: AcaoSituacao | null; onClose: () => void };

/** Confirma a suspensão ou a reativação de uma empresa, com o motivo (obrigatório, auditado). */
export const SituacaoModal = ({ acao, onClose }: SituacaoModalProps) => {
  const queryClient = useQueryClient();
  const [motivo, setMotivo] = useState('');
  const [erroCampo, setErroCampo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    if (acao) {
      setMotivo('');
      setErroCampo(null);
      setErro(null);
    }
  }, [acao]);
  const mutacao = useMutation({
    mutationFn: alterarSituacao,
    onSuccess: (e) => {
      toast.sucesso(e.situacao === 'suspensa' ? 'Empresa suspensa.' : 'Empresa reativada.');
      void queryClient.invalidateQueries({ queryKey: adminMasterKeys.todos });
      onClose();
    },
    onError: (e) => setErro(isErroApi(e) ? e.mensagem : 'Não foi possível alterar a situação.'),
  });
  const isSuspensao = acao?.acao === 'suspensao';
  const nome = acao ? (acao.empresa.nomeFantasia ?? acao.empresa.razaoSocial) : '';
  const titulo = isSuspensao ? 'Suspender empresa' : 'Reativar empresa';

  const confirmar = () => {
    if (!acao) return;
    const texto = motivo.trim();
    if (texto.length < 5) {
      setErroCampo('Motivo: descreva o motivo (mínimo 5 caracteres).');
      return;
    }
    mutacao.mutate({ empresaId: acao.empresa.id, acao: acao.acao, motivo: texto });
  };

  return (
    <Modal
      opened={acao !== null}
      onClose={onClose}
      title={titulo}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text>
          {isSuspensao
            ? `Ao suspender ${nome}, ninguém da empresa consegue entrar nem usar o sistema até a reativação.`
            : `Ao reativar ${nome}, as pessoas da empresa voltam a entrar normalmente.`}
        </Text>
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <Textarea
          label="Motivo"
          required
          rows={3}
          maxLength={500}
          value={motivo}
          error={erroCampo}
          onChange={(e) => {
            setMotivo(e.currentTarget.value);
            setErroCampo(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutacao.isPending}>
            Cancelar
          </Button>
          <Button
            color={isSuspensao ? 'red' : 'green'}
            loading={mutacao.isPending}
            onClick={confirmar}
          >
            {titulo}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
