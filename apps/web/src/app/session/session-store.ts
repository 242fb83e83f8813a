import type { LoginResposta, UsuarioLogado } from '@jornada/contracts';
import { useSyncExternalStore } from 'react';
import { motivoEncerramentoForcado } from './expiracao.ts';
import {
  cifrarSessao,
  gravarLastSignIn,
  gravarSessaoCifrada,
  gravarUltimoUsuario,
  gravarUsuarioId,
  lerLastSignIn,
  lerSessaoPersistida,
  limparArmazenamentoExcetoPreservadas,
  removerSessaoPersistida,
  type SessaoPersistida,
} from './session-storage.ts';
import { SESSAO_VAZIA, type Sessao, type TokenSessao } from './session-types.ts';

/** Resposta de login bem-sucedida: usuário e token presentes. */
export type LoginAceito = LoginResposta & {
  Usuario: UsuarioLogado;
  Token: NonNullable<LoginResposta['Token']>;
};

/** Token como o servidor o devolve (login, /sign-in, /recurso/update). */
export type TokenRecebido = NonNullable<LoginResposta['Token']>;

type Ouvinte = () => void;

/**
 * A sessão gravada já nasce vencida (sem lastSignIn, login de antes do corte ou token expirado)?
 * Então cai aqui mesmo: nenhuma tela privada chega a renderizar com um token morto.
 */
const validarPersistida = (persistida: SessaoPersistida | null, agora: number): Sessao => {
  if (!persistida) return SESSAO_VAZIA;
  const motivo = motivoEncerramentoForcado({
    lastSignIn: lerLastSignIn(),
    expiraEm: persistida.token?.expiraEm ?? null,
    agora,
  });
  if (persistida.isSigned && motivo) {
    limparArmazenamentoExcetoPreservadas();
    return SESSAO_VAZIA;
  }
  return { ...SESSAO_VAZIA, ...persistida };
};

const paraTokenSessao = (token: TokenRecebido, agora: number, anterior?: TokenSessao | null) => ({
  AccessToken: token.AccessToken,
  ExpiresIn: token.ExpiresIn,
  // /recurso/update não traz refresh token: a família de refresh continua a mesma.
  RefreshToken: token.RefreshToken ?? anterior?.RefreshToken,
  expiraEm: agora + token.ExpiresIn * 1000,
});

/**
 * Estado da sessão (spec §3, §4). A leitura é síncrona (`obter`), a persistência é assíncrona:
 * o estado vai cifrado (AES-GCM, WebCrypto) e decifrar exige uma promessa. Por isso a sessão
 * começa "não hidratada" e o guarda de rotas espera `hidratar()` antes de decidir. Cada mudança
 * incrementa a versão: uma hidratação ou gravação que termina depois de uma mudança mais nova
 * (login, logout) é descartada, e o logout nunca é desfeito por uma gravação atrasada.
 */
export const createSessaoStore = (relogio: () => number = () => Date.now()) => {
  let estado: Sessao = SESSAO_VAZIA;
  let isHidratada = false;
  /** A sessão atual veio do storage (recarga), não de um login nesta aba. */
  let isRestaurada = false;
  let versao = 0;
  let gravacao: Promise<void> = Promise.resolve();
  const ouvintes = new Set<Ouvinte>();

  const avisar = () => {
    for (const ouvinte of ouvintes) ouvinte();
  };

  const persistir = (novo: Sessao) => {
    const minhaVersao = versao;
    gravacao = gravacao
      .then(() => cifrarSessao(novo))
      .then((texto) => {
        if (minhaVersao === versao) gravarSessaoCifrada(texto);
      })
      .catch(() => {
        // Sem WebCrypto a sessão vale só nesta aba; nada é gravado em claro.
      });
  };

  const definir = (novo: Sessao) => {
    versao += 1;
    estado = novo;
    isHidratada = true;
    isRestaurada = false;
    persistir(novo);
    avisar();
  };

  const hidratar = async (): Promise<void> => {
    const minhaVersao = versao;
    const persistida = await lerSessaoPersistida().catch(() => null);
    if (minhaVersao !== versao) return;
    estado = validarPersistida(persistida, relogio());
    isHidratada = true;
    isRestaurada = estado.isSigned;
    avisar();
  };

  const encerrarLocal = (): Sessao => {
    const anterior = estado;
    versao += 1;
    limparArmazenamentoExcetoPreservadas();
    removerSessaoPersistida();
    estado = SESSAO_VAZIA;
    isHidratada = true;
    avisar();
    return anterior;
  };

  return {
    obter: (): Sessao => estado,
    isHidratada: (): boolean => isHidratada,
    isRestaurada: (): boolean => isRestaurada,
    assinar: (ouvinte: Ouvinte) => {
      ouvintes.add(ouvinte);
      return () => {
        ouvintes.delete(ouvinte);
      };
    },
    hidratar,
    /** Espera a última gravação cifrada terminar (testes e logout). */
    aguardarGravacao: (): Promise<void> => gravacao,
    /** Login, login externo ou HQ começou (spec §4: loading). */
    iniciarLogin: () => definir({ ...estado, isLoading: true }),
    /**
     * Login aceito. Com cadastro não confirmado o token fica guardado mas `isSigned` continua
     * falso (spec §4): o usuário vai para o primeiro acesso, não para o painel. O mesmo vale para
     * a sessão restrita de cadastro do segundo fator (`isRestrita`).
     */
    concluirLogin: (resposta: LoginAceito, { isRestrita = false } = {}) => {
      const agora = relogio();
      const { Usuario } = resposta;
      gravarLastSignIn(agora);
      gravarUsuarioId(Usuario.Id);
      gravarUltimoUsuario({ EmpresaId: Usuario.EmpresaId, Email: Usuario.Email });
      definir({
        ...estado,
        isSigned: Usuario.CadastroConfirmado && !isRestrita,
        isLoading: false,
        token: paraTokenSessao(resposta.Token, agora),
        usuario: Usuario,
        menus: {
          MenuMinhasRotinas: resposta.MenuMinhasRotinas,
          MenuGestores: resposta.MenuGestores,
          MenuAdmin: resposta.MenuAdmin,
        },
      });
    },
    /** Refresh (POST /sign-in): só o token muda; o refresh token girou no servidor. */
    renovarToken: (token: TokenRecebido) => {
      if (!estado.token) return;
      definir({ ...estado, token: paraTokenSessao(token, relogio(), estado.token) });
    },
    /** GET /recurso/update: permissões e menus atuais do servidor, token novo (mesma família). */
    atualizarRecursos: (dados: Omit<LoginAceito, 'Mensagem'>) => {
      if (!estado.isSigned) return;
      definir({
        ...estado,
        token: paraTokenSessao(dados.Token, relogio(), estado.token),
        usuario: dados.Usuario,
        menus: {
          MenuMinhasRotinas: dados.MenuMinhasRotinas,
          MenuGestores: dados.MenuGestores,
          MenuAdmin: dados.MenuAdmin,
        },
      });
    },
    /** Falha de login limpa o carregamento e a sessão (spec §4). */
    falharLogin: () => definir(SESSAO_VAZIA),
    guardarCaptchaToken: (captchaToken: string) => {
      estado = { ...estado, captchaToken };
      avisar();
    },
    /** Encerra localmente e devolve a sessão anterior (o logout usa o token dela na API). */
    encerrar: encerrarLocal,
    /**
     * Volta ao estado de uma aba recém-aberta e relê o armazenamento (testes e recarga explícita).
     * A leitura é assíncrona: quem precisa do resultado chama `hidratar()` e espera.
     */
    recarregar: (): void => {
      versao += 1;
      estado = SESSAO_VAZIA;
      isHidratada = false;
      avisar();
      void hidratar();
    },
  };
};

export type SessaoStore = ReturnType<typeof createSessaoStore>;

/** A sessão do app: uma só por aba. */
export const sessaoStore = createSessaoStore();

export const useSessao = (): Sessao =>
  useSyncExternalStore(sessaoStore.assinar, sessaoStore.obter, sessaoStore.obter);

export const useSessaoHidratada = (): boolean =>
  useSyncExternalStore(sessaoStore.assinar, sessaoStore.isHidratada, sessaoStore.isHidratada);
