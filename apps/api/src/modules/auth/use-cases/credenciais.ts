import { randomBytes } from 'node:crypto';
import type { LoginResposta } from '@jornada/contracts';
import { hash, verify } from '@node-rs/argon2';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';

export const CREDENCIAIS_INVALIDAS = 'E-mail, empresa ou senha inválidos.';

/** `data` dos corpos de POST /login e /sign-in: base64 de um JSON (spec §7), validado pelo schema. */
export const decodificarBase64Json = <S extends z.ZodType>(
  data: string,
  schema: S,
): z.output<S> => {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    throw new AppError('CAMPO_INVALIDO', 'data: deve ser um JSON em base64.', 400, 'data');
  }
  const r = schema.safeParse(json);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const campo = issue.path.join('.') || 'data';
  throw new AppError('CAMPO_INVALIDO', `${campo}: ${issue.message}`, 400, campo);
};

export const respostaFalha = (
  mensagem = CREDENCIAIS_INVALIDAS,
  segundoFator: LoginResposta['SegundoFator'] = null,
): LoginResposta => ({
  Usuario: null,
  Token: null,
  MenuAdmin: [],
  MenuGestores: [],
  MenuMinhasRotinas: [],
  Mensagem: mensagem,
  SegundoFator: segundoFator,
});

// Hash de um valor aleatório: usado só para igualar o tempo quando o usuário não existe.
let hashFicticio: Promise<string> | undefined;

/** Verifica a senha; sem hash (usuário inexistente ou inativo) gasta o mesmo tempo e nega. */
export const senhaConfere = async (senhaHash: string | null, senha: string): Promise<boolean> => {
  if (senhaHash) return verify(senhaHash, senha);
  hashFicticio ??= hash(randomBytes(16).toString('hex'));
  await verify(await hashFicticio, senha);
  return false;
};

/** argon2id do SHA-256 maiúsculo que o cliente envia (a senha em claro nunca chega ao servidor). */
export const hashSenha = (senhaCliente: string) => hash(senhaCliente);
