import { useSyncExternalStore } from 'react';

/** O usuário fechou a verificação sem concluir: a chamada original não é repetida. */
export class CaptchaCanceladoError extends Error {
  constructor() {
    super('Verificação de segurança cancelada.');
    this.name = 'CaptchaCanceladoError';
  }
}

export const MENSAGEM_CAPTCHA_CANCELADO =
  'Verificação de segurança não concluída. Tente novamente para continuar.';

type Pedido = { resolver: (token: string) => void; rejeitar: (erro: Error) => void };

let pedido: Pedido | null = null;
let emAndamento: Promise<string> | null = null;
const ouvintes = new Set<() => void>();
const avisar = () => {
  for (const ouvinte of ouvintes) ouvinte();
};

const encerrar = () => {
  pedido = null;
  emAndamento = null;
  avisar();
};

/**
 * O desafio plugado no cliente HTTP (spec §7: no 405, captcha e nova tentativa). Abre a
 * verificação e promete o token; dois 405 ao mesmo tempo compartilham a mesma verificação.
 */
export const solicitarCaptcha = (): Promise<string> => {
  if (emAndamento) return emAndamento;
  emAndamento = new Promise<string>((resolver, rejeitar) => {
    pedido = { resolver, rejeitar };
  });
  avisar();
  return emAndamento;
};

export const captchaStore = {
  isAberto: (): boolean => pedido !== null,
  assinar: (ouvinte: () => void) => {
    ouvintes.add(ouvinte);
    return () => {
      ouvintes.delete(ouvinte);
    };
  },
  concluir: (token: string) => {
    pedido?.resolver(token);
    encerrar();
  },
  cancelar: () => {
    pedido?.rejeitar(new CaptchaCanceladoError());
    encerrar();
  },
};

export const useCaptchaAberto = (): boolean =>
  useSyncExternalStore(captchaStore.assinar, captchaStore.isAberto, captchaStore.isAberto);
