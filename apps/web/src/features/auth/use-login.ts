import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CAMINHO_COMPROVANTES, CAMINHO_PRIMEIRO_ACESSO } from '../../app/guard.ts';
import { isFluxoComprovante, marcarSenhaIncorreta } from '../../app/session/session-storage.ts';
import { type LoginAceito, sessaoStore } from '../../app/session/session-store.ts';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { type DadosLogin, entrar, segundoFatorDoErro } from './auth.api.ts';
import { CaptchaCanceladoError } from './captcha/captcha-store.ts';

import { MENSAGEM_FALHA_AUTENTICACAO } from './mensagens.ts';

export { MENSAGEM_FALHA_AUTENTICACAO };

/**
 * Sessão recebida de qualquer entrada (login, SSO, AD, HQ, primeiro acesso, nova senha): guarda e
 * leva cada caso ao seu lugar. Cadastro não confirmado → primeiro acesso, sem sessão (spec §4);
 * os demais o guarda de rotas leva à landing (spec §6) ou aos comprovantes (marcador iscomprovante).
 */
export const useConcluirEntrada = () => {
  const navigate = useNavigate();
  return async (resposta: LoginAceito) => {
    sessaoStore.concluirLogin(resposta);
    if (isFluxoComprovante()) marcarSenhaIncorreta(false);
    if (!resposta.Usuario.CadastroConfirmado) {
      await navigate(CAMINHO_PRIMEIRO_ACESSO, { replace: true });
    }
  };
};

type OpcoesLogin = {
  /** A empresa exige segundo fator e a pessoa ainda não cadastrou: sessão restrita ao cadastro. */
  onCadastroSegundoFator: () => void;
};

/**
 * Login (spec §4): marca carregando; no sucesso guarda a sessão. Na falha a sessão é limpa; a
 * Mensagem do servidor fica no erro da mutação para a tela mostrar, e uma exceção (rede, resposta
 * fora do contrato) vira o aviso 'Falha na autenticação'. 5xx já foi avisado pelo cliente HTTP.
 * Pedido de código do segundo fator e captcha cancelado não são "senha errada".
 */
export const useLogin = ({ onCadastroSegundoFator }: OpcoesLogin) => {
  const navigate = useNavigate();
  const concluir = useConcluirEntrada();
  return useMutation({
    mutationFn: (dados: DadosLogin) => entrar(dados),
    onMutate: () => sessaoStore.iniciarLogin(),
    onSuccess: async (resposta) => {
      if (resposta.SegundoFator === 'cadastro') {
        sessaoStore.concluirLogin(resposta, { isRestrita: true });
        onCadastroSegundoFator();
        return;
      }
      await concluir(resposta);
    },
    onError: async (erro) => {
      sessaoStore.falharLogin();
      if (segundoFatorDoErro(erro) === 'codigo' || erro instanceof CaptchaCanceladoError) return;
      if (!isErroApi(erro)) toast.erro(MENSAGEM_FALHA_AUTENTICACAO);
      // Veio da tela de comprovantes: volta para lá, que avisa a senha incorreta (spec §8).
      if (isFluxoComprovante()) {
        marcarSenhaIncorreta(true);
        await navigate(CAMINHO_COMPROVANTES, { replace: true });
      }
    },
  });
};
