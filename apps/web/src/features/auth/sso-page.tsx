import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { sessaoStore } from '../../app/session/session-store.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { entrarComSso, urlInicioSso } from './externo.api.ts';
import { MoldeAcesso } from './molde-acesso.tsx';
import { MENSAGEM_FALHA_AUTENTICACAO, useConcluirEntrada } from './use-login.ts';

/** Navegação de página inteira: o provedor de identidade é outro site. */
const irPara = (url: string) => window.location.assign(url);

/**
 * /sso/{empresaId} (spec §2, §7): sem parâmetros, inicia o login único (OpenID Connect) pelo nosso
 * servidor, que redireciona ao provedor da empresa; o provedor volta ao servidor, que volta aqui
 * com ?token= (uso único, 2 min) — trocado pela sessão em POST /external-sign-in {token,
 * empresaId} — ou com ?erro= (mensagem do servidor).
 */
export const SsoPage = () => {
  const { empresaId: bruto } = useParams();
  const [params, setParams] = useSearchParams();
  const empresaId = Number(bruto);
  const isEmpresaValida = Number.isInteger(empresaId) && empresaId > 0;
  const token = params.get('token');
  const erroServidor = params.get('erro');
  const concluir = useConcluirEntrada();
  const trocar = useMutation({
    mutationFn: (t: string) => entrarComSso(t, empresaId),
    onMutate: () => sessaoStore.iniciarLogin(),
    onSuccess: concluir,
    onError: (erro) => {
      sessaoStore.falharLogin();
      if (!isErroApi(erro)) toast.erro(MENSAGEM_FALHA_AUTENTICACAO);
    },
  });
  const iniciado = useRef(false);

  useEffect(() => {
    if (iniciado.current || !isEmpresaValida || erroServidor) return;
    iniciado.current = true;
    if (token) {
      // O token é de uso único: sai da barra de endereço (e do histórico) antes de ser usado.
      setParams({}, { replace: true });
      trocar.mutate(token);
      return;
    }
    irPara(urlInicioSso(empresaId));
  }, [isEmpresaValida, erroServidor, token, empresaId, trocar, setParams]);

  const mensagem = !isEmpresaValida
    ? 'Endereço de login único inválido: falta o código da empresa.'
    : (erroServidor ??
      (trocar.isError
        ? isErroApi(trocar.error) && !trocar.error.isErroServidor
          ? trocar.error.mensagem
          : MENSAGEM_FALHA_AUTENTICACAO
        : null));

  return (
    <MoldeAcesso titulo="Login único (SSO)">
      {mensagem ? (
        <Stack>
          <Alert color="red" role="alert" title="Não foi possível entrar">
            {mensagem}
          </Alert>
          {isEmpresaValida ? (
            <Button onClick={() => irPara(urlInicioSso(empresaId))}>Tentar novamente</Button>
          ) : null}
          <Button component={Link} to="/login" variant="default">
            Entrar com e-mail e senha
          </Button>
        </Stack>
      ) : (
        <LoadingState
          label={token || trocar.isPending ? 'Entrando…' : 'Indo para o login da sua empresa…'}
        />
      )}
    </MoldeAcesso>
  );
};
