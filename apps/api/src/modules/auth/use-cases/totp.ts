import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../../db/client.ts';
import type { Cofre } from '../../../shared/cripto.ts';
import { AppError } from '../../../shared/errors.ts';
import { usuarioRepository } from '../../usuario/index.ts';
import { authRepository } from '../auth.repository.ts';

type Deps = { db: Db; clock: () => Date; cofre: Cofre };

export const CODIGO_INVALIDO = 'Código de verificação inválido.';

const totpDe = (segredoBase32: string, label = 'Jornada') =>
  new TOTP({
    issuer: 'Jornada',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(segredoBase32),
  });

/**
 * Segundo fator TOTP (RFC 6238, 30 s, 6 dígitos, tolerância de um passo para cada lado). A semente
 * fica cifrada; cada passo aceito é registrado, então um código não vale duas vezes.
 */
export const createTotp = ({ db, clock, cofre }: Deps) => {
  /** Confere o código e registra o passo; false se inválido ou já usado. */
  const conferir = async (
    empresaId: number,
    usuarioId: number,
    codigo: string,
    exigirAtivo: boolean,
  ): Promise<boolean> => {
    const repo = authRepository({ db, empresaId });
    const sf = await repo.findSegundoFator(usuarioId);
    if (!sf || (exigirAtivo && !sf.ativo)) return false;
    const totp = totpDe(cofre.decifrar(sf.segredoCifrado));
    const agora = clock().getTime();
    const delta = totp.validate({ token: codigo, timestamp: agora, window: 1 });
    if (delta === null) return false;
    const passo = totp.counter({ timestamp: agora }) + delta;
    return repo.registrarPassoTotp(usuarioId, passo, clock());
  };

  const cadastrar = async (empresaId: number, usuarioId: number) => {
    const repo = authRepository({ db, empresaId });
    const existente = await repo.findSegundoFator(usuarioId);
    if (existente?.ativo)
      throw new AppError('SEGUNDO_FATOR_ATIVO', 'O segundo fator já está ativo.', 409);
    const usuario = await usuarioRepository({ db, empresaId }).findById(usuarioId);
    const segredo = new Secret({ size: 20 }).base32;
    await repo.salvarSegundoFatorPendente(usuarioId, cofre.cifrar(segredo), clock());
    return { segredo, uri: totpDe(segredo, usuario?.email ?? 'Jornada').toString() };
  };

  const confirmar = async (empresaId: number, usuarioId: number, codigo: string) => {
    if (!(await conferir(empresaId, usuarioId, codigo, false)))
      throw new AppError('CODIGO_INVALIDO', CODIGO_INVALIDO, 400, 'codigo');
  };

  const desativar = async (empresaId: number, usuarioId: number, codigo: string) => {
    if (!(await conferir(empresaId, usuarioId, codigo, true)))
      throw new AppError('CODIGO_INVALIDO', CODIGO_INVALIDO, 400, 'codigo');
    await authRepository({ db, empresaId }).removerSegundoFator(usuarioId);
  };

  const ativo = async (empresaId: number, usuarioId: number) =>
    (await authRepository({ db, empresaId }).findSegundoFator(usuarioId))?.ativo === true;

  return { conferir, cadastrar, confirmar, desativar, ativo };
};
export type Totp = ReturnType<typeof createTotp>;
