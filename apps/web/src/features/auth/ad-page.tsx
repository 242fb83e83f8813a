import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { lerUltimoUsuario } from '../../app/session/session-storage.ts';
import { sessaoStore } from '../../app/session/session-store.ts';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CaptchaCanceladoError, MENSAGEM_CAPTCHA_CANCELADO } from './captcha/captcha-store.ts';
import { entrarComAd } from './externo.api.ts';
import { MoldeAcesso } from './molde-acesso.tsx';
import { MENSAGEM_FALHA_AUTENTICACAO, useConcluirEntrada } from './use-login.ts';

type ValoresAd = { empresa: string; usuario: string; senha: string };

const mensagemDe = (erro: unknown): string | null => {
  if (erro instanceof CaptchaCanceladoError) return MENSAGEM_CAPTCHA_CANCELADO;
  if (!isErroApi(erro) || erro.isErroServidor) return null;
  return erro.mensagem || MENSAGEM_FALHA_AUTENTICACAO;
};

/**
 * /ad (spec §2): login com a conta do Active Directory/LDAP da empresa. O servidor faz o bind no
 * diretório e encontra a pessoa pelo e-mail dela; excesso de falhas pede captcha (405), como no
 * login com senha. ?empresa= pré-preenche a empresa (vem da busca por e-mail no login).
 */
export const AdPage = () => {
  const [params] = useSearchParams();
  const concluir = useConcluirEntrada();
  const daUrl = params.get('empresa');
  const ultimo = lerUltimoUsuario();
  const form = useForm<ValoresAd>({
    mode: 'controlled',
    initialValues: {
      empresa: daUrl && /^\d+$/.test(daUrl) ? daUrl : ultimo ? String(ultimo.EmpresaId) : '',
      usuario: '',
      senha: '',
    },
    validate: {
      empresa: (v) => (Number(v) > 0 ? null : 'Empresa: informe o código da empresa'),
      usuario: (v) => (v.trim() ? null : 'Usuário: informe o seu usuário do Active Directory'),
      senha: (v) => (v ? null : 'Senha: informe a senha do Active Directory'),
    },
  });
  const entrar = useMutation({
    mutationFn: entrarComAd,
    onMutate: () => sessaoStore.iniciarLogin(),
    onSuccess: concluir,
    onError: (erro) => {
      sessaoStore.falharLogin();
      if (!isErroApi(erro) && !(erro instanceof CaptchaCanceladoError)) {
        toast.erro(MENSAGEM_FALHA_AUTENTICACAO);
      }
    },
  });
  const mensagem = mensagemDe(entrar.error);

  return (
    <MoldeAcesso
      titulo="Entrar com Active Directory"
      descricao="Use o mesmo usuário e senha da rede da sua empresa."
    >
      <form
        onSubmit={form.onSubmit((v) =>
          entrar.mutate({ empresaId: Number(v.empresa), usuario: v.usuario, senha: v.senha }),
        )}
        noValidate
        aria-label="Entrar com Active Directory"
      >
        <Stack>
          {mensagem ? (
            <Alert color="red" title="Não foi possível entrar" role="alert">
              {mensagem}
            </Alert>
          ) : null}
          <TextInput
            label="Empresa"
            description="Código numérico da sua empresa"
            inputMode="numeric"
            required
            {...form.getInputProps('empresa')}
            onChange={(e) =>
              form.setFieldValue('empresa', e.currentTarget.value.replace(/\D/g, ''))
            }
          />
          <TextInput
            label="Usuário"
            description="Login da rede ou e-mail"
            autoComplete="username"
            required
            autoFocus
            {...form.getInputProps('usuario')}
          />
          <PasswordInput
            label="Senha"
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
            {...form.getInputProps('senha')}
          />
          <Button type="submit" loading={entrar.isPending}>
            Entrar
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Entrar com e-mail e senha do Jornada
          </Anchor>
        </Stack>
      </form>
    </MoldeAcesso>
  );
};
