import { type LoginResposta, loginCredenciaisSchema } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import { usuarioRepository } from '../../usuario/index.ts';
import { decodificarBase64Json, respostaFalha, senhaConfere } from './credenciais.ts';
import type { ProtecaoForcaBruta } from './forca-bruta.ts';
import type { Sessao } from './sessao.ts';
import { CODIGO_INVALIDO, type Totp } from './totp.ts';

type Deps = { db: Db; sessao: Sessao; forcaBruta: ProtecaoForcaBruta; totp: Totp };
export type ResultadoLogin = { status: 200 | 401; resposta: LoginResposta };

export const INFORME_CODIGO = 'Informe o código de verificação do aplicativo autenticador.';

/**
 * POST /login (spec §7): credenciais em base64; acima do limite de falhas exige captcha (405);
 * com segundo fator ativo, exige CodigoTotp. Só 200 é sucesso; falha é 401 com a Mensagem.
 */
export const createLogin =
  ({ db, sessao, forcaBruta, totp }: Deps) =>
  async (data: string, ip: string, captchaToken: string | undefined): Promise<ResultadoLogin> => {
    const cred = decodificarBase64Json(data, loginCredenciaisSchema);
    const tentativa = { empresaId: cred.EmpresaId, conta: cred.Email, ip };
    await forcaBruta.exigirCaptchaSeNecessario(tentativa, captchaToken);

    const escopo = { db, empresaId: cred.EmpresaId };
    const usuario = await usuarioRepository(escopo).findByEmail(cred.Email);
    const ok = await senhaConfere(usuario?.ativo ? usuario.senhaHash : null, cred.Senha);
    if (!usuario || !ok) {
      await forcaBruta.registrar(tentativa, false);
      return { status: 401, resposta: respostaFalha() };
    }

    if (await totp.ativo(cred.EmpresaId, usuario.id)) {
      // Senha certa sem código: não é falha; o cliente pede o código e reenvia o login.
      if (!cred.CodigoTotp) {
        await forcaBruta.desfazer(tentativa);
        return { status: 401, resposta: respostaFalha(INFORME_CODIGO, 'codigo') };
      }
      if (!(await totp.conferir(cred.EmpresaId, usuario.id, cred.CodigoTotp, true))) {
        await forcaBruta.registrar(tentativa, false);
        return { status: 401, resposta: respostaFalha(CODIGO_INVALIDO, 'codigo') };
      }
    }

    await forcaBruta.registrar(tentativa, true);
    return { status: 200, resposta: await sessao.emitir(cred.EmpresaId, usuario.id) };
  };
