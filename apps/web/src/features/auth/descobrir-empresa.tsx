import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CaptchaCanceladoError, MENSAGEM_CAPTCHA_CANCELADO } from './captcha/captcha-store.ts';
import { type EmpresaDoEmail, validarEmail } from './senha.api.ts';
import { MENSAGEM_FALHA_AUTENTICACAO } from './use-login.ts';

export type DescobrirEmpresaProps = {
  email: string;
  onEscolher: (empresaId: number) => void;
};

const mensagemDe = (erro: unknown) => {
  if (erro instanceof CaptchaCanceladoError) return MENSAGEM_CAPTCHA_CANCELADO;
  if (isErroApi(erro) && !erro.isErroServidor) return erro.mensagem;
  return MENSAGEM_FALHA_AUTENTICACAO;
};

const OpcoesEmpresa = ({
  empresa,
  onEscolher,
}: { empresa: EmpresaDoEmail } & Pick<DescobrirEmpresaProps, 'onEscolher'>) => (
  <Paper withBorder p="xs">
    <Text size="sm" fw={600}>
      {empresa.EmpresaNome} (código {empresa.EmpresaId})
    </Text>
    <Group gap="xs" mt={4}>
      <Button size="compact-sm" variant="light" onClick={() => onEscolher(empresa.EmpresaId)}>
        Usar esta empresa
      </Button>
      {empresa.Sso ? (
        <Button
          size="compact-sm"
          variant="subtle"
          component={Link}
          to={`/sso/${empresa.EmpresaId}`}
        >
          Entrar com login único (SSO)
        </Button>
      ) : null}
      {empresa.Ad ? (
        <Button
          size="compact-sm"
          variant="subtle"
          component={Link}
          to={`/ad?empresa=${empresa.EmpresaId}`}
        >
          Entrar com Active Directory
        </Button>
      ) : null}
    </Group>
  </Paper>
);

/**
 * "Não sei o código da empresa": POST /validate com o e-mail (aparado, spec §5) lista as empresas
 * da pessoa e os meios de entrada de cada uma (senha, login único, Active Directory).
 */
export const DescobrirEmpresa = ({ email, onEscolher }: DescobrirEmpresaProps) => {
  const busca = useMutation({ mutationFn: validarEmail });
  const [aviso, setAviso] = useState<string | null>(null);

  const handleBuscar = () => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      busca.reset();
      setAviso('Informe o seu e-mail acima para buscar as suas empresas.');
      return;
    }
    setAviso(null);
    busca.mutate(email);
  };

  return (
    <Stack gap="xs">
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        disabled={busca.isPending}
        onClick={handleBuscar}
      >
        Não sei o código da empresa
      </Anchor>
      {aviso ? (
        <Text size="sm" c="orange.8" role="status">
          {aviso}
        </Text>
      ) : null}
      {busca.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Buscando as suas empresas…
        </Text>
      ) : null}
      {busca.isError ? (
        <Alert color="red" role="alert">
          {mensagemDe(busca.error)}
        </Alert>
      ) : null}
      {busca.isSuccess && busca.data.length === 0 ? (
        <Text size="sm" role="status">
          Nenhuma empresa encontrada para este e-mail.
        </Text>
      ) : null}
      {busca.isSuccess && busca.data.length > 0 ? (
        <Stack gap="xs" aria-label="Suas empresas">
          {busca.data.map((empresa) => (
            <OpcoesEmpresa key={empresa.EmpresaId} empresa={empresa} onEscolher={onEscolher} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
};
