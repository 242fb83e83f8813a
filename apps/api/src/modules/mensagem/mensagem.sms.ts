/**
 * Porta do SMS: quem envia um texto a um telefone. A implementação real fala com a API REST da
 * MessageBird (POST https://rest.messagebird.com/messages, cabeçalho `Authorization: AccessKey
 * <chave>`, corpo com originator, recipients e body). Só existe quando MESSAGEBIRD_ACCESS_KEY e
 * MESSAGEBIRD_ORIGINATOR estão no ambiente; sem eles o canal SMS fica desligado.
 */
export type ProvedorSms = {
  nome: string;
  enviar: (telefone: string, texto: string) => Promise<void>;
};

/** O `fetch` que a implementação usa (nos testes, um transporte falso: nada sai para a internet). */
export type TransporteHttp = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>;

export type ConfigMessageBird = {
  accessKey: string;
  /** Remetente que aparece no aparelho: número ou até 11 letras. */
  originator: string;
  url?: string;
  transporte?: TransporteHttp;
  timeoutMs?: number;
};

export const URL_MESSAGEBIRD = 'https://rest.messagebird.com/messages';
/** Um SMS tem 160 caracteres (GSM-7); a MessageBird divide o resto em partes, até este limite. */
const TEXTO_SMS_MAX = 459;

/** Telefone em E.164 sem o "+": só dígitos, 10 a 15. */
export const normalizarTelefone = (t: string): string | null => {
  const d = t.replace(/\D/g, '');
  return d.length >= 10 && d.length <= 15 ? d : null;
};

export const createMessageBird = (c: ConfigMessageBird): ProvedorSms => {
  const transporte: TransporteHttp = c.transporte ?? ((url, init) => fetch(url, init));
  return {
    nome: 'MessageBird',
    enviar: async (telefone, texto) => {
      const numero = normalizarTelefone(telefone);
      if (!numero) throw new Error('telefone inválido para SMS');
      const resposta = await transporte(c.url ?? URL_MESSAGEBIRD, {
        method: 'POST',
        headers: {
          authorization: `AccessKey ${c.accessKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          originator: c.originator,
          recipients: [Number(numero)],
          body: texto.slice(0, TEXTO_SMS_MAX),
        }),
        signal: AbortSignal.timeout(c.timeoutMs ?? 10_000),
      });
      if (!resposta.ok) {
        const detalhe = (await resposta.text().catch(() => '')).slice(0, 300);
        throw new Error(`MessageBird respondeu ${resposta.status}: ${detalhe}`);
      }
    },
  };
};

/** SMS a partir do ambiente: MessageBird se configurada, senão nenhum provedor. */
export const smsDoAmbiente = (env: Record<string, string | undefined>): ProvedorSms | null => {
  const accessKey = env.MESSAGEBIRD_ACCESS_KEY?.trim();
  const originator = env.MESSAGEBIRD_ORIGINATOR?.trim();
  if (!accessKey || !originator) return null;
  return createMessageBird({ accessKey, originator });
};
