import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { destinoAposLogin } from '../../app/landing.ts';
import { sessaoStore, useSessao } from '../../app/session/session-store.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CamposNovaSenha } from './campos-nova-senha.tsx';
import { MoldeAcesso } from './molde-acesso.tsx';
import {
  aceitarConvite,
  confirmarPrimeiroAcesso,
  type DadosPrimeiroAcesso,
  loadDadosPrimeiroAcesso,
} from './primeiro-acesso.api.ts';
import { validarConfirmacao, validarNovaSenha } from './regras-senha.ts';
import { MENSAGEM_FALHA_AUTENTICACAO, useConcluirEntrada } from './use-login.ts';

const mensagemDe = (erro: unknown) =>
  isErroApi(erro) && !erro.isErroServidor ? erro.mensagem : MENSAGEM_FALHA_AUTENTICACAO;

/** CPF com máscara 000.000.000-00 enquanto se digita. */
export const mascararCpf = (valor: string): string => {
  const d = valor.replace(/\D/g, '').slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
};

type Valores = { cpf: string; novaSenha: string; confirmacao: string };

const DadosDoCadastro = ({ dados }: { dados: DadosPrimeiroAcesso }) => (
  <Paper withBorder p="sm" aria-label="Seus dados">
    <Text fw={600}>{dados.nome}</Text>
    <Text size="sm">{dados.email}</Text>
    <Text size="sm" c="dimmed">
      {[dados.cargo, dados.empresaNome].filter(Boolean).join(' · ')}
    </Text>
    <Text size="sm" c="dimmed">
      CPF cadastrado: {dados.cpfMascarado}
    </Text>
  </Paper>
);

/** Confere os dados, confirma o CPF e define a senha (sessão restrita → sessão completa). */
const FormularioPrimeiroAcesso = () => {
  const concluir = useConcluirEntrada();
  const dados = useQuery({
    queryKey: ['auth', 'primeiro-acesso'],
    queryFn: loadDadosPrimeiroAcesso,
  });
  const confirmar = useMutation({ mutationFn: confirmarPrimeiroAcesso, onSuccess: concluir });
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: { cpf: '', novaSenha: '', confirmacao: '' },
    validate: {
      cpf: (v) => (v.replace(/\D/g, '').length === 11 ? null : 'CPF: informe os 11 dígitos'),
      novaSenha: validarNovaSenha,
      confirmacao: (v, valores) => validarConfirmacao(valores.novaSenha, v),
    },
  });

  if (dados.isPending) return <LoadingState label="Carregando os seus dados…" />;
  if (dados.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {mensagemDe(dados.error)}
        </Alert>
        <Button component={Link} to="/login" variant="light">
          Ir para o login
        </Button>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={form.onSubmit((v) => confirmar.mutate(v))}
      noValidate
      aria-label="Confirmar cadastro"
    >
      <Stack>
        <DadosDoCadastro dados={dados.data} />
        {confirmar.isError ? (
          <Alert color="red" role="alert">
            {mensagemDe(confirmar.error)}
          </Alert>
        ) : null}
        <TextInput
          label="CPF"
          description="Confirme o CPF cadastrado pelo RH"
          inputMode="numeric"
          required
          {...form.getInputProps('cpf')}
          onChange={(e) => form.setFieldValue('cpf', mascararCpf(e.currentTarget.value))}
        />
        <CamposNovaSenha form={form} />
        <Button type="submit" loading={confirmar.isPending}>
          Confirmar e entrar
        </Button>
      </Stack>
    </form>
  );
};

/** Link do convite do RH (?convite=): vira a sessão restrita; o token é de uso único. */
const useConvite = () => {
  const [params, setParams] = useSearchParams();
  const convite = params.get('convite');
  const concluir = useConcluirEntrada();
  const aceitar = useMutation({
    mutationFn: aceitarConvite,
    onMutate: () => sessaoStore.iniciarLogin(),
    onSuccess: async (resposta) => {
      await concluir(resposta);
      setParams({}, { replace: true });
    },
    onError: () => sessaoStore.falharLogin(),
  });
  const enviado = useRef<string | null>(null);
  useEffect(() => {
    if (!convite || enviado.current === convite) return;
    enviado.current = convite;
    aceitar.mutate(convite);
  }, [convite, aceitar]);
  return { convite, aceitar };
};

/**
 * /login/primeiro-acesso (spec §2, §4): quem tem CadastroConfirmado falso tem token mas continua
 * fora (signed falso) até conferir os dados, confirmar o CPF e definir a senha. Chega-se aqui
 * pelo login com a senha provisória ou pelo link do convite do RH.
 */
export const PrimeiroAcessoPage = () => {
  const { token, usuario } = useSessao();
  const { convite, aceitar } = useConvite();
  const isPendente = Boolean(token && usuario && !usuario.CadastroConfirmado);

  let conteudo = (
    <EmptyState
      title="Entre para fazer o primeiro acesso"
      description="Use o e-mail e a senha provisória enviados pelo RH, ou abra o link do convite que chegou no seu e-mail."
    >
      <Button component={Link} to="/login">
        Ir para o login
      </Button>
    </EmptyState>
  );
  if (isPendente) conteudo = <FormularioPrimeiroAcesso />;
  else if (convite && !aceitar.isError) conteudo = <LoadingState label="Abrindo o seu convite…" />;
  else if (aceitar.isError) {
    conteudo = (
      <Stack>
        <Alert color="red" role="alert">
          {mensagemDe(aceitar.error)}
        </Alert>
        <Button component={Link} to="/login" variant="light">
          Ir para o login
        </Button>
      </Stack>
    );
  }

  return (
    <MoldeAcesso
      titulo="Primeiro acesso"
      descricao={isPendente ? 'Confira os seus dados e crie a sua senha.' : undefined}
    >
      {conteudo}
    </MoldeAcesso>
  );
};

/** '#/primeiro-acesso' com a sessão aberta: o cadastro já foi confirmado. */
export const PrimeiroAcessoConcluido = () => {
  const sessao = useSessao();
  const navigate = useNavigate();
  return (
    <EmptyState
      title="Seu cadastro já está confirmado"
      description="O primeiro acesso foi concluído. Você já pode usar o Jornada normalmente."
    >
      <Button onClick={() => void navigate(destinoAposLogin(sessao))}>Ir para o início</Button>
    </EmptyState>
  );
};
