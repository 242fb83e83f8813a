import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { lerUltimoUsuario } from '../../app/session/session-storage.ts';
import { sessaoStore } from '../../app/session/session-store.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { segundoFatorDoErro } from './auth.api.ts';
import { CaptchaCanceladoError, MENSAGEM_CAPTCHA_CANCELADO } from './captcha/captcha-store.ts';
import { DescobrirEmpresa } from './descobrir-empresa.tsx';
import { MoldeAcesso } from './molde-acesso.tsx';
import { MENSAGEM_FALHA_AUTENTICACAO, useLogin } from './use-login.ts';

// As etapas do segundo fator só descem quando o servidor as pede: o /login abre sem elas.
const CadastroTotp = lazy(async () => ({
  default: (await import('./cadastro-totp.tsx')).CadastroTotp,
}));
const CodigoTotpForm = lazy(async () => ({
  default: (await import('./codigo-totp-form.tsx')).CodigoTotpForm,
}));

type ValoresLogin = { empresa: string; email: string; senha: string };
type Etapa = 'credenciais' | 'codigo' | 'cadastro-totp';

/** '/login/:code' pré-preenche a empresa; sem código, vale a do último usuário (spec §2, §3). */
const valoresIniciais = (codigo: string | undefined): ValoresLogin => {
  const ultimo = lerUltimoUsuario();
  const empresaDoCodigo = codigo && /^\d+$/.test(codigo) ? codigo : null;
  const empresa = empresaDoCodigo ?? (ultimo ? String(ultimo.EmpresaId) : '');
  const isMesmaEmpresa = ultimo !== null && String(ultimo.EmpresaId) === empresa;
  return { empresa, email: isMesmaEmpresa ? ultimo.Email : '', senha: '' };
};

const EMAIL_VALIDO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Texto do erro no formulário: a Mensagem do servidor; 5xx e exceções já viraram aviso. */
const mensagemDoErro = (erro: unknown): string | null => {
  if (erro instanceof CaptchaCanceladoError) return MENSAGEM_CAPTCHA_CANCELADO;
  if (!isErroApi(erro) || erro.isErroServidor) return null;
  return erro.mensagem || MENSAGEM_FALHA_AUTENTICACAO;
};

export const LoginPage = () => {
  const { code } = useParams();
  const [etapa, setEtapa] = useState<Etapa>('credenciais');
  const login = useLogin({ onCadastroSegundoFator: () => setEtapa('cadastro-totp') });
  const [iniciais] = useState(() => valoresIniciais(code));
  const form = useForm<ValoresLogin>({
    mode: 'controlled',
    initialValues: iniciais,
    validate: {
      empresa: (valor) => (Number(valor) > 0 ? null : 'Informe o código da empresa'),
      email: (valor) => (EMAIL_VALIDO.test(valor.trim()) ? null : 'Informe um e-mail válido'),
      senha: (valor) => (valor ? null : 'Informe a senha'),
    },
  });

  const enviar = (codigoTotp?: string) => {
    if (login.isPending) return;
    const { empresa, email, senha } = form.getValues();
    login.mutate(
      { empresaId: Number(empresa), email, senha, codigoTotp },
      {
        onError: (erro) => {
          if (segundoFatorDoErro(erro) === 'codigo') setEtapa('codigo');
        },
      },
    );
  };

  const voltarAsCredenciais = () => {
    sessaoStore.falharLogin();
    login.reset();
    form.setFieldValue('senha', '');
    setEtapa('credenciais');
  };

  if (etapa === 'cadastro-totp') {
    return (
      <MoldeAcesso titulo="Verificação em duas etapas">
        <Suspense fallback={<LoadingState />}>
          <CadastroTotp onCancelar={voltarAsCredenciais} />
        </Suspense>
      </MoldeAcesso>
    );
  }

  const erro = login.error;
  if (etapa === 'codigo') {
    // O primeiro 401 só pede o código; do segundo em diante, a Mensagem é erro (código inválido).
    const isTentativaComCodigo = login.variables?.codigoTotp !== undefined;
    return (
      <MoldeAcesso
        titulo="Verificação em duas etapas"
        descricao="Informe o código do seu aplicativo autenticador para concluir a entrada."
      >
        <Suspense fallback={<LoadingState />}>
          <CodigoTotpForm
            erro={isTentativaComCodigo ? mensagemDoErro(erro) : null}
            isEnviando={login.isPending}
            rotuloConfirmar="Entrar"
            onConfirmar={enviar}
            onVoltar={voltarAsCredenciais}
          />
        </Suspense>
      </MoldeAcesso>
    );
  }

  const mensagemErro = mensagemDoErro(erro);
  // Com empresa e e-mail já lembrados, o foco começa na senha.
  const isCamposPreenchidos = Boolean(iniciais.empresa && iniciais.email);

  return (
    <MoldeAcesso descricao="Entre com a sua conta para registrar e acompanhar o seu ponto.">
      <form onSubmit={form.onSubmit(() => enviar())} noValidate aria-label="Entrar no Jornada">
        <Stack>
          {mensagemErro ? (
            <Alert color="red" title="Não foi possível entrar" role="alert">
              {mensagemErro}
            </Alert>
          ) : null}
          {/* TextInput numérico em vez de NumberInput: o código da empresa não é uma
              quantidade, e o NumberInput traria ~8 kB gzip (react-number-format) ao login. */}
          <TextInput
            label="Empresa"
            description="Código numérico da sua empresa"
            inputMode="numeric"
            autoComplete="organization"
            required
            autoFocus={!isCamposPreenchidos}
            {...form.getInputProps('empresa')}
            onChange={(evento) =>
              form.setFieldValue('empresa', evento.currentTarget.value.replace(/\D/g, ''))
            }
          />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Senha"
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
            autoFocus={isCamposPreenchidos}
            {...form.getInputProps('senha')}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            Entrar
          </Button>
          <Group justify="center" gap="lg">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Esqueci minha senha
            </Anchor>
            <Anchor component={Link} to="/ad" size="sm">
              Entrar com Active Directory
            </Anchor>
          </Group>
          <DescobrirEmpresa
            email={form.values.email}
            onEscolher={(empresaId) => form.setFieldValue('empresa', String(empresaId))}
          />
        </Stack>
      </form>
    </MoldeAcesso>
  );
};
