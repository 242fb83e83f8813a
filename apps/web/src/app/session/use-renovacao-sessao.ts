import { useEffect, useRef } from 'react';
import { renovarNaApi } from '../../features/auth/auth.api.ts';
import {
  atrasoAteRenovar,
  deveRenovar,
  deveRenovarNaAtividade,
  ESPERA_NOVA_TENTATIVA_MS,
} from './renovacao.ts';
import { lerSessaoPersistida } from './session-storage.ts';
import { sessaoStore, useSessao } from './session-store.ts';
import { useSair } from './use-sair.ts';

const EVENTOS_ATIVIDADE = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
const TRAVA_RENOVACAO = 'jornada:renovacao-sessao';

/**
 * Várias abas dividem o mesmo refresh token, que gira a cada uso: se duas renovassem juntas, a
 * segunda reapresentaria um token já usado e o servidor revogaria a família inteira. A trava do
 * navegador (Web Locks) deixa uma aba por vez; quem entra depois relê o storage e, se outra aba
 * já renovou, só adota o token novo.
 */
const comTrava = async (fn: () => Promise<void>): Promise<void> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn();
  await locks.request(TRAVA_RENOVACAO, fn);
};

/**
 * Mantém a sessão viva enquanto há uso (renovacao.ts): agenda o POST /sign-in com o refresh
 * token, que gira. Uma renovação que falha encerra a sessão e vai para '/' (spec §2, §4, §8);
 * falha de rede tenta de novo em 30 s enquanto o token ainda vale.
 */
export const useRenovacaoSessao = () => {
  const { isSigned, token, usuario } = useSessao();
  const sair = useSair();
  const ultimaAtividade = useRef(0);
  const expiraEm = token?.expiraEm ?? null;
  const refreshToken = token?.RefreshToken ?? null;
  const email = usuario?.Email ?? null;

  useEffect(() => {
    const registrar = () => {
      ultimaAtividade.current = Date.now();
    };
    for (const evento of EVENTOS_ATIVIDADE) {
      window.addEventListener(evento, registrar, { passive: true, capture: true });
    }
    return () => {
      for (const evento of EVENTOS_ATIVIDADE) {
        window.removeEventListener(evento, registrar, { capture: true });
      }
    };
  }, []);

  useEffect(() => {
    if (!isSigned || expiraEm === null || !refreshToken || !email) return;
    const desde = Date.now();
    let isEncerrado = false;
    let isRenovando = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const renovar = async () => {
      if (isRenovando || isEncerrado) return;
      isRenovando = true;
      try {
        await comTrava(async () => {
          const gravada = await lerSessaoPersistida();
          if (gravada?.token && gravada.token.expiraEm > expiraEm) {
            // Outra aba já renovou: adota o token dela em vez de gastar o refresh token.
            await sessaoStore.hidratar();
            return;
          }
          sessaoStore.renovarToken(await renovarNaApi(email, refreshToken));
          await sessaoStore.aguardarGravacao();
        });
      } catch (erro) {
        if (isEncerrado) return;
        const isRede = erro instanceof TypeError;
        if (isRede && expiraEm - Date.now() > ESPERA_NOVA_TENTATIVA_MS) {
          isRenovando = false;
          timer = setTimeout(() => void renovar(), ESPERA_NOVA_TENTATIVA_MS);
          return;
        }
        await sair({ destino: '/' });
      }
    };

    const aoAtivar = () => {
      if (deveRenovarNaAtividade(expiraEm, Date.now())) void renovar();
    };

    timer = setTimeout(
      () => {
        const agora = Date.now();
        if (deveRenovar({ desde, ultimaAtividade: ultimaAtividade.current, expiraEm, agora })) {
          void renovar();
          return;
        }
        // Ociosa: os avisos seguem; a próxima atividade antes de expirar renova.
        for (const evento of EVENTOS_ATIVIDADE) {
          window.addEventListener(evento, aoAtivar, { passive: true, capture: true });
        }
      },
      atrasoAteRenovar(expiraEm, desde),
    );

    return () => {
      isEncerrado = true;
      clearTimeout(timer);
      for (const evento of EVENTOS_ATIVIDADE) {
        window.removeEventListener(evento, aoAtivar, { capture: true });
      }
    };
  }, [isSigned, expiraEm, refreshToken, email, sair]);
};
