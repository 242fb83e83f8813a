/**
 * O envelope de resposta da spec (§7): o serviço principal responde com iniciais maiúsculas
 * (Success, Data, Mensagem, Error); os demais com minúsculas (success, data, error, message).
 */
export const ok = <T>(data: T, mensagem: string | null = null) => ({
  success: true as const,
  data,
  error: null,
  message: mensagem,
});

export const okMaiusculo = <T>(data: T, mensagem: string | null = null) => ({
  Success: true as const,
  Data: data,
  Mensagem: mensagem,
  Error: null,
});
