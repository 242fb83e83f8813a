import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lerUltimoUsuario } from '../../app/session/session-storage.ts';
import { sessaoStore } from '../../app/session/session-store.ts';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CamposNovaSenha } from './campos-nova-senha.tsx';
import { CaptchaCanceladoError, MENSAGEM_CAPTCHA_CANCELADO } from './captcha/captcha-store.ts';
import { MENSAGEM_FALHA_NOVA_SENHA, MENSAGEM_FALHA_RECUPERAR } from './mensagens.ts';
import { MoldeAcesso } from './molde-acesso.tsx';
import { validarConfirmacao, validarNovaSenha } from './regras-senha.ts';
import { pedirRecuperacaoSenha, redefinirSenha } from './senha.api.ts';
import { useConcluirEntrada } from './use-login.ts';

/** A Mensagem do servidor para 4xx; 5xx e exceções ficam com o texto do spec (§8). */
const mensagemDe = (erro: unknown, padrao: string) =>
  isErroApi(erro) && !erro.isErroServidor ? erro.mensagem : padrao;

const VoltarAoLogin = () => (
  <Anchor component={Link} to="/login" size="sm" ta="center">
    Voltar ao login
  </Anchor>
);

/** Pede o link de redefinição (e-mail aparado, spec §5). */
const PedirLink = () => {
  const pedir = useMutation({
    mutationFn: pedirRecuperacaoSenha,
    onError: (erro) => {
      if (!(erro instanceof CaptchaCanceladoError)) toast.erro(MENSAGEM_FALHA_RECUPERAR);
    },
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: lerUltimoUsuario()?.Email ?? '' },
    validate: {
      email: (v: string) =>
        /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : 'E-mail: informe um e-mail válido',
    },
  });

  if (pedir.isSuccess) {
    return (
      <Stack>
        <Alert color="green" role="status" title="Verifique o seu e-mail">
          {pedir.data ??
            'Se o e-mail estiver cadastrado, você receberá um link para definir uma nova senha.'}
        </Alert>
        <VoltarAoLogin />
      </Stack>
    );
  }
  const erro = pedir.error;
  return (
    <form
      onSubmit={form.onSubmit((v) => pedir.mutate(v.email))}
      noValidate
      aria-label="Recuperar senha"
    >
      <Stack>
        {erro ? (
          <Alert color="red" role="alert">
            {erro instanceof CaptchaCanceladoError
              ? MENSAGEM_CAPTCHA_CANCELADO
              : mensagemDe(erro, MENSAGEM_FALHA_RECUPERAR)}
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          autoFocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={pedir.isPending}>
          Enviar link
        </Button>
        <VoltarAoLogin />
      </Stack>
    </form>
  );
};

type ValoresNovaSenha = { novaSenha: string; confirmacao: string; codigoTotp: string };

/** Nova senha a partir do link do e-mail (?token=); quem tem segundo fator informa o código. */
const DefinirNovaSenha = ({ token }: { token: string }) => {
  const concluir = useConcluirEntrada();
  const [isPedeCodigo, setPedeCodigo] = useState(false);
  const redefinir = useMutation({
    mutationFn: redefinirSenha,
    onMutate: () => sessaoStore.iniciarLogin(),
    onSuccess: concluir,
    onError: (erro) => {
      sessaoStore.falharLogin();
      if (isErroApi(erro) && (erro.codigo === 'SEGUNDO_FATOR' || erro.campo === 'codigoTotp')) {
        setPedeCodigo(true);
        return;
      }
      toast.erro(MENSAGEM_FALHA_NOVA_SENHA);
    },
  });
  const form = useForm<ValoresNovaSenha>({
    mode: 'controlled',
    initialValues: { novaSenha: '', confirmacao: '', codigoTotp: '' },
    validate: {
      novaSenha: validarNovaSenha,
      confirmacao: (v, valores) => validarConfirmacao(valores.novaSenha, v),
      codigoTotp: (v) =>
        !isPedeCodigo || /^\d{6}$/.test(v) ? null : 'Código de verificação: informe os 6 dígitos',
    },
  });
  const erro = redefinir.error;
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        redefinir.mutate({
          token,
          novaSenha: v.novaSenha,
          codigoTotp: isPedeCodigo ? v.codigoTotp : undefined,
        }),
      )}
      noValidate
      aria-label="Definir nova senha"
    >
      <Stack>
        {erro ? (
          <Alert color="red" role="alert">
            {mensagemDe(erro, MENSAGEM_FALHA_NOVA_SENHA)}
          </Alert>
        ) : null}
        <CamposNovaSenha form={form} />
        {isPedeCodigo ? (
          <TextInput
            label="Código de verificação"
            description="6 dígitos do seu aplicativo autenticador"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...form.getInputProps('codigoTotp')}
          />
        ) : null}
        <Button type="submit" loading={redefinir.isPending}>
          Salvar nova senha e entrar
        </Button>
        <VoltarAoLogin />
      </Stack>
    </form>
  );
};

/**
 * /forgot-password (spec §2): sem token, pede o link por e-mail; com ?token= (o link do e-mail),
 * define a nova senha — sucesso abre a sessão (spec §4: "reset success sets signed true").
 */
export const EsqueciSenhaPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <MoldeAcesso
      titulo={token ? 'Nova senha' : 'Recuperar senha'}
      descricao={
        token ? undefined : (
          <Text span>
            Informe o seu e-mail e enviaremos um link para você criar uma nova senha.
          </Text>
        )
      }
    >
      {token ? <DefinirNovaSenha token={token} /> : <PedirLink />}
    </MoldeAcesso>
  );
};
