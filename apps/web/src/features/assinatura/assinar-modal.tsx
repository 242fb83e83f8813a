import type { DocumentoAssinatura } from '@jornada/contracts';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { assinarDocumento } from './assinatura.api.ts';
import { assinaturaKeys } from './assinatura.queries.ts';
import { campoDoErro, mensagemDe } from './assinatura-comum.ts';

export type AssinarModalProps = { documento: DocumentoAssinatura | null; onClose: () => void };

/**
 * Assinar um documento: a pessoa digita de novo a senha de acesso (e o código do autenticador,
 * se usa o segundo fator). A senha sai do navegador só como SHA-256, como no login (spec §5).
 */
export const AssinarModal = ({ documento, onClose }: AssinarModalProps) => {
  const queryClient = useQueryClient();
  const [senha, setSenha] = useState('');
  const [codigo, setCodigo] = useState('');
  const [pedeCodigo, setPedeCodigo] = useState(false);
  const [erros, setErros] = useState<{ senha?: string; codigo?: string }>({});

  const fechar = () => {
    setSenha('');
    setCodigo('');
    setErros({});
    onClose();
  };

  const assinar = useMutation({
    mutationFn: async () =>
      assinarDocumento(documento!.id, await sha256Hex(senha), pedeCodigo ? codigo : undefined),
    onSuccess: () => {
      toast.sucesso('Documento assinado.');
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.todos });
      fechar();
    },
    onError: (e) => {
      const campo = campoDoErro(e);
      const texto = mensagemDe(e, 'Não foi possível assinar o documento.');
      if (campo === 'codigoTotp') {
        setPedeCodigo(true);
        setErros({ codigo: texto });
      } else if (campo === 'senha') setErros({ senha: texto });
      else toast.erro(texto);
    },
  });

  const submeter = (e: FormEvent) => {
    e.preventDefault();
    const novos = {
      ...(senha ? {} : { senha: 'Digite a sua senha para assinar.' }),
      ...(pedeCodigo && !/^\d{6}$/.test(codigo)
        ? { codigo: 'Digite o código de 6 dígitos do aplicativo autenticador.' }
        : {}),
    };
    setErros(novos);
    if (Object.keys(novos).length === 0) assinar.mutate();
  };

  return (
    <Modal opened={documento !== null} onClose={fechar} title="Assinar documento" centered>
      <form onSubmit={submeter} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Você vai assinar eletronicamente <strong>{documento?.titulo}</strong>. Para confirmar
            que é você, digite a sua senha de acesso.
          </Text>
          <PasswordInput
            label="Senha"
            value={senha}
            onChange={(e) => setSenha(e.currentTarget.value)}
            error={erros.senha}
            autoComplete="current-password"
            required
            data-autofocus
          />
          {pedeCodigo && (
            <TextInput
              label="Código de verificação"
              description="O código de 6 dígitos do aplicativo autenticador."
              value={codigo}
              onChange={(e) => setCodigo(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
              error={erros.codigo}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" loading={assinar.isPending}>
              Confirmar assinatura
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
