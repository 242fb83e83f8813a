import { type AuthContext, hasAlgumaRota } from '../../../shared/auth-context.ts';
import { semPermissao } from '../../../shared/errors.ts';
import { ROTA_INTERMITENTE } from '../intermitente.comum.ts';

export const isRhIntermitente = (auth: AuthContext) => hasAlgumaRota(auth, [ROTA_INTERMITENTE]);

/** Convoca e interrompe: o RH (menu do intermitente) ou o responsável pelo contratante. */
export const exigirQuemConvoca = (
  auth: AuthContext,
  contratante: { responsavelId: number | null },
) => {
  if (isRhIntermitente(auth) || contratante.responsavelId === auth.usuarioId) return;
  throw semPermissao('Só o RH ou o responsável pelo contratante convocam e interrompem.');
};
