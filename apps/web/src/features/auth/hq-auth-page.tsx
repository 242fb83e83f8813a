import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sessaoStore } from '../../app/session/session-store.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { sairNaApi } from './auth.api.ts';
import { validarTokenHq } from './externo.api.ts';
import { MoldeAcesso } from './molde-acesso.tsx';

export const MENSAGEM_TOKEN_HQ_INVALIDO = 'Token HQ inválido';
export const MENSAGEM_TOKEN_HQ_EXPIRADO = 'Token HQ inválido ou expirado';
export const MENSAGEM_FALHA_HQ = 'Falha na autenticação HQ';

/** O texto que o servidor mandou, se mandou (Mensagem ou Error, spec §8). */
const textoDoServidor = (corpo: unknown): string | null => {
  const c = (typeof corpo === 'object' && corpo !== null ? corpo : {}) as Record<string, unknown>;
  const texto = [c.Mensagem, c.message, c.Error, c.error].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return texto ?? null;
};

/**
 * Texto de cada falha (spec §8): 401 → 'Token HQ inválido ou expirado'; outra resposta de erro →
 * o texto do servidor ou, sem ele, 'Token HQ inválido'; 5xx e exceções → 'Falha na autenticação HQ'.
 */
const mensagemDe = (erro: unknown): string => {
  if (!isErroApi(erro) || erro.isErroServidor) return MENSAGEM_FALHA_HQ;
  if (erro.status === 401) return MENSAGEM_TOKEN_HQ_EXPIRADO;
  return textoDoServidor(erro.corpo) ?? MENSAGEM_TOKEN_HQ_INVALIDO;
};

/**
 * /hq-auth (spec §2, §8): o suporte abre a conta de um cliente com um token HQ de uso único
 * (5 min). É a exceção do guarda: quem já está logado também chega aqui — a sessão anterior é
 * encerrada no servidor e substituída pela do cliente. 401 → 'Token HQ inválido ou expirado' e
 * volta ao /login.
 */
export const HqAuthPage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [tokenDigitado, setTokenDigitado] = useState('');
  const [validacao, setValidacao] = useState<string | null>(null);
  const validar = useMutation({
    mutationFn: validarTokenHq,
    onMutate: () => sessaoStore.iniciarLogin(),
    onSuccess: async (resposta) => {
      const anterior = sessaoStore.obter().token;
      sessaoStore.concluirLogin(resposta);
      if (anterior) void sairNaApi(anterior).catch(() => {});
      await navigate('/', { replace: true });
    },
    onError: async (erro) => {
      sessaoStore.falharLogin();
      toast.erro(mensagemDe(erro));
      if (isErroApi(erro) && erro.status === 401) await navigate('/login', { replace: true });
    },
  });
  const iniciado = useRef(false);
  const tokenDaUrl = params.get('token');

  useEffect(() => {
    if (iniciado.current || !tokenDaUrl) return;
    iniciado.current = true;
    setParams({}, { replace: true });
    validar.mutate(tokenDaUrl);
  }, [tokenDaUrl, validar, setParams]);

  const handleSubmit = (evento: FormEvent) => {
    evento.preventDefault();
    const token = tokenDigitado.trim();
    if (token.length < 10) {
      setValidacao(`Token HQ: ${MENSAGEM_TOKEN_HQ_INVALIDO.toLowerCase()}`);
      return;
    }
    setValidacao(null);
    validar.mutate(token);
  };

  if (tokenDaUrl || (validar.isPending && !tokenDigitado)) {
    return (
      <MoldeAcesso titulo="Autenticação HQ">
        <LoadingState label="Validando o token HQ…" />
      </MoldeAcesso>
    );
  }
  return (
    <MoldeAcesso
      titulo="Autenticação HQ"
      descricao="Acesso do suporte à conta de um cliente, com o token HQ emitido para o atendimento."
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Validar token HQ">
        <Stack>
          {validar.isError ? (
            <Alert color="red" role="alert">
              {mensagemDe(validar.error)}
            </Alert>
          ) : null}
          <Textarea
            label="Token HQ"
            rows={3}
            required
            value={tokenDigitado}
            error={validacao}
            onChange={(e) => setTokenDigitado(e.currentTarget.value)}
          />
          <Button type="submit" loading={validar.isPending}>
            Entrar na conta do cliente
          </Button>
          <Button component={Link} to="/login" variant="default">
            Ir para o login
          </Button>
        </Stack>
      </form>
    </MoldeAcesso>
  );
};
