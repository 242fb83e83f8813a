/** Regras puras do quiosque: conteúdo dos QR, janelas do QR dinâmico e bloqueio do PIN. */

/** Janela do QR dinâmico (30 s); aceita-se a anterior e a seguinte (relógios levemente fora). */
export const JANELA_QR_MS = 30_000;
export const TOLERANCIA_JANELAS = 1;

/** PINs errados seguidos que bloqueiam a matrícula no aparelho, e por quanto tempo. */
export const MAX_FALHAS_PIN = 5;
export const BLOQUEIO_PIN_MS = 5 * 60_000;

/** Validade do código de ativação do aparelho. */
export const VALIDADE_CODIGO_MS = 15 * 60_000;

export const janelaDe = (instanteMs: number) => Math.floor(instanteMs / JANELA_QR_MS);

/** QR lido: cartão impresso (segredo fixo) ou QR dinâmico do app (janela + código). */
export type ConteudoQr =
  | { tipo: 'cartao'; empresaId: number; usuarioId: number; segredo: string }
  | { tipo: 'dinamico'; empresaId: number; usuarioId: number; janela: number; codigo: string };

const inteiro = (s: string | undefined) =>
  s !== undefined && /^\d{1,10}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : null;

export const montarQrCartao = (empresaId: number, usuarioId: number, segredo: string) =>
  `JQC.${empresaId}.${usuarioId}.${segredo}`;

export const montarQrDinamico = (
  empresaId: number,
  usuarioId: number,
  janela: number,
  codigo: string,
) => `JQD.${empresaId}.${usuarioId}.${janela}.${codigo}`;

/** Lê o texto do QR (câmera ou leitor USB); formato desconhecido → null. */
export const lerConteudoQr = (texto: string): ConteudoQr | null => {
  const partes = texto.trim().split('.');
  const empresaId = inteiro(partes[1]);
  const usuarioId = inteiro(partes[2]);
  if (!empresaId || !usuarioId) return null;
  if (partes[0] === 'JQC' && partes.length === 4 && /^[\w-]{16,64}$/.test(partes[3]!))
    return { tipo: 'cartao', empresaId, usuarioId, segredo: partes[3]! };
  const janela = partes[3] !== undefined && /^\d{1,15}$/.test(partes[3]) ? Number(partes[3]) : null;
  if (
    partes[0] === 'JQD' &&
    partes.length === 5 &&
    janela !== null &&
    /^[0-9a-f]{20}$/.test(partes[4]!)
  )
    return { tipo: 'dinamico', empresaId, usuarioId, janela, codigo: partes[4]! };
  return null;
};

export const isJanelaAceita = (janela: number, agoraMs: number) =>
  Math.abs(janela - janelaDe(agoraMs)) <= TOLERANCIA_JANELAS;

export type EstadoBloqueio = { falhas: number; bloqueadoAte: Date | null };

export const isBloqueado = (e: EstadoBloqueio | undefined, agora: Date) =>
  Boolean(e?.bloqueadoAte && e.bloqueadoAte > agora);

/** Mais um PIN errado: ao chegar a MAX_FALHAS_PIN, bloqueia e zera a contagem. */
export const registrarFalha = (e: EstadoBloqueio | undefined, agora: Date): EstadoBloqueio => {
  const falhas = (e && !isBloqueado(e, agora) ? e.falhas : 0) + 1;
  return falhas >= MAX_FALHAS_PIN
    ? { falhas: 0, bloqueadoAte: new Date(agora.getTime() + BLOQUEIO_PIN_MS) }
    : { falhas, bloqueadoAte: null };
};

export const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .filter((_, i, a) => i === 0 || i === a.length - 1)
    .map((p) => p[0]!.toUpperCase())
    .join('');
