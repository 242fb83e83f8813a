import { Alert, Anchor, Button, Code, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CodigoTotpForm } from './codigo-totp-form.tsx';
import { confirmarCadastroTotp, iniciarCadastroTotp } from './segundo-fator.api.ts';
import { useConcluirEntrada } from './use-login.ts';

/** O segredo em grupos de 4, para digitar no aplicativo sem se perder. */
const agrupar = (segredo: string) => segredo.match(/.{1,4}/g)?.join(' ') ?? segredo;

export type CadastroTotpProps = { onCancelar: () => void };

/**
 * Cadastro do segundo fator exigido pela empresa (sessão restrita): o servidor gera o segredo; a
 * pessoa o adiciona ao aplicativo autenticador (pelo link otpauth:// no celular ou digitando) e
 * confirma com o primeiro código, que ativa o fator e devolve a sessão completa.
 */
export const CadastroTotp = ({ onCancelar }: CadastroTotpProps) => {
  const concluir = useConcluirEntrada();
  const cadastro = useQuery({
    queryKey: ['auth', 'totp-cadastro'],
    queryFn: iniciarCadastroTotp,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const confirmar = useMutation({ mutationFn: confirmarCadastroTotp, onSuccess: concluir });

  if (cadastro.isPending) return <LoadingState label="Preparando o segundo fator…" />;
  if (cadastro.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {isErroApi(cadastro.error)
            ? cadastro.error.mensagem
            : 'Não foi possível preparar o segundo fator.'}
        </Alert>
        <Button variant="default" onClick={onCancelar}>
          Voltar ao login
        </Button>
      </Stack>
    );
  }
  const erro = confirmar.error;
  return (
    <Stack>
      <Text size="sm">
        A sua empresa exige verificação em duas etapas. Adicione o Jornada ao seu aplicativo
        autenticador e informe o código que ele mostrar.
      </Text>
      <Anchor href={cadastro.data.uri} size="sm">
        Abrir no aplicativo autenticador
      </Anchor>
      <Text size="sm">Ou digite esta chave no aplicativo:</Text>
      <Code block aria-label="Chave do segundo fator">
        {agrupar(cadastro.data.segredo)}
      </Code>
      <CodigoTotpForm
        erro={erro ? (isErroApi(erro) ? erro.mensagem : 'Falha na autenticação') : null}
        isEnviando={confirmar.isPending}
        rotuloConfirmar="Ativar e entrar"
        onConfirmar={(codigo) => confirmar.mutate(codigo)}
        onVoltar={onCancelar}
      />
    </Stack>
  );
};
