import { z } from 'zod';
import { menuItemSchema } from './auth.ts';
import { envelopeMinusculoSchema, idSchema } from './comum.ts';

/** Perfis de acesso (RH): catálogo de recursos, CRUD de perfis e perfis de cada usuário. */

export const catalogoRecursosSchema = z.object({
  MenuMinhasRotinas: z.array(menuItemSchema),
  MenuGestores: z.array(menuItemSchema),
  MenuAdmin: z.array(menuItemSchema),
});

export const perfilBodySchema = z.object({
  nome: z.string().trim().min(2, 'nome deve ter pelo menos 2 caracteres').max(100),
  /** Rotas do catálogo concedidas pelo perfil. */
  rotas: z.array(z.string().min(1)).max(500),
});

export const perfilSchema = z.object({
  id: z.number(),
  nome: z.string(),
  rotas: z.array(z.string()),
  quantidadeUsuarios: z.number(),
});
export type PerfilAcesso = z.infer<typeof perfilSchema>;

/** GET /recursos. */
export const catalogoRecursosRespostaSchema = envelopeMinusculoSchema(catalogoRecursosSchema);
/** GET /perfis. */
export const perfisRespostaSchema = envelopeMinusculoSchema(z.array(perfilSchema));
/** POST /perfis (201), GET e PUT /perfis/{id}. */
export const perfilRespostaSchema = envelopeMinusculoSchema(perfilSchema);

export const usuarioPerfisBodySchema = z.object({
  perfilIds: z.array(idSchema).max(50),
});
export const usuarioPerfisSchema = z.object({
  usuarioId: z.number(),
  perfilIds: z.array(z.number()),
});
/** GET e PUT /usuarios/{usuarioId}/perfis. */
export const usuarioPerfisRespostaSchema = envelopeMinusculoSchema(usuarioPerfisSchema);
export const usuarioIdParamSchema = z.object({ usuarioId: idSchema });
