import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { sessaoStore } from '../../app/session/session-store.ts';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CamposNovaSenha } from './campos-nova-senha.tsx';
import { MENSAGEM_FALHA_NOVA_SENHA } from './mensagens.ts';
import { validarConfirmacao, validarNovaSenha } from './regras-senha.ts';
import { trocarSenha } from './senha.api.ts';

type Valores = { senhaAtual: string; novaSenha: string; confirmacao: string };

export type AlterarSenhaModalProps = { isOpen: boolean; onClose: () => void };

/**
 * Troca de senha dentro do painel (POST /change-password). O servidor revoga as outras sessões e
 * devolve uma nova para esta aba, que a adota sem sair.
 */
export const AlterarSenhaModal = ({ isOpen, onClose }: AlterarSenhaModalProps) => {
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: { senhaAtual: '', novaSenha: '', confirmacao: '' },
    validate: {
      senhaAtual: (v) => (v ? null : 'Senha atual: informe a senha atual'),
      novaSenha: (v, valores) =>
        validarNovaSenha(v) ??
        (v === valores.senhaAtual ? 'Nova senha: deve ser diferente da atual' : null),
      confirmacao: (v, valores) => validarConfirmacao(valores.novaSenha, v),
    },
  });
  const trocar = useMutation({
    mutationFn: trocarSenha,
    onSuccess: (sessao) => {
      sessaoStore.concluirLogin(sessao);
      toast.sucesso('Senha alterada. As outras sessões abertas foram encerradas.');
      form.reset();
      onClose();
    },
    onError: () => toast.erro(MENSAGEM_FALHA_NOVA_SENHA),
  });
  const fechar = () => {
    form.reset();
    trocar.reset();
    onClose();
  };
  const erro = trocar.error;

  return (
    <Modal
      opened={isOpen}
      onClose={fechar}
      title="Alterar senha"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={form.onSubmit((v) => trocar.mutate(v))} noValidate aria-label="Alterar senha">
        <Stack>
          {erro ? (
            <Alert color="red" role="alert">
              {isErroApi(erro) && !erro.isErroServidor ? erro.mensagem : MENSAGEM_FALHA_NOVA_SENHA}
            </Alert>
          ) : null}
          <PasswordInput
            label="Senha atual"
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha atual' }}
            {...form.getInputProps('senhaAtual')}
          />
          <CamposNovaSenha form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" loading={trocar.isPending}>
              Salvar nova senha
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
