import { z } from 'zod';
import { ID_MAXIMO, idSchema } from './comum.ts';

/** Credenciais dentro de `data` (base64 de JSON) no POST /login (spec §3, §7). */
export const loginCredenciaisSchema = z.object({
  EmpresaId: z.coerce.number({ error: 'EmpresaId é obrigatório' }).int().positive().max(ID_MAXIMO),
  Email: z.string().trim().toLowerCase().email('e-mail inválido'),
  // spec §5: a senha trafega apenas como SHA-256 hexadecimal maiúsculo.
  Senha: z.string().regex(/^[0-9A-F]{64}$/, 'a senha deve ser o hash SHA-256 em maiúsculas'),
  grantType: z.literal('password').default('password'),
  encryptedPassword: z.boolean().optional(),
  registrationId: z.string().max(500).optional(),
  deviceId: z.string().max(200).optional(),
  /** Código de 6 dígitos do aplicativo autenticador, quando o usuário tem segundo fator. */
  CodigoTotp: z
    .string()
    .regex(/^\d{6}$/, 'o código deve ter 6 dígitos')
    .optional(),
});
export type LoginCredenciais = z.infer<typeof loginCredenciaisSchema>;

export const loginBodySchema = z.object({ data: z.string().min(1, 'data é obrigatório') });
export const loginQuerySchema = z.object({ waf: z.enum(['true', 'false']).optional() });

export type MenuItem = { Id: number; Nome: string; Rota: string; RecursoFilho: MenuItem[] };
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    Id: z.number(),
    Nome: z.string(),
    Rota: z.string(),
    RecursoFilho: z.array(menuItemSchema),
  }),
);

export const usuarioLogadoSchema = z.object({
  Id: z.number(),
  Nome: z.string(),
  Email: z.string(),
  Cargo: z.string().nullable(),
  EmpresaId: z.number(),
  EmpresaNome: z.string(),
  CadastroConfirmado: z.boolean(),
  Configuracao: z.object({
    UsarMenuGestor: z.boolean(),
    HabilitarMarcacaoPelaWeb: z.boolean(),
  }),
});
export type UsuarioLogado = z.infer<typeof usuarioLogadoSchema>;

export const tokenSchema = z.object({
  AccessToken: z.string(),
  /** Segundos até expirar. */
  ExpiresIn: z.number(),
  RefreshToken: z.string().optional(),
});

export const loginRespostaSchema = z.object({
  Usuario: usuarioLogadoSchema.nullable(),
  Token: tokenSchema.nullable(),
  MenuAdmin: z.array(menuItemSchema),
  MenuGestores: z.array(menuItemSchema),
  MenuMinhasRotinas: z.array(menuItemSchema),
  Mensagem: z.string().nullable(),
  /**
   * Segundo fator: 'codigo' = reenvie o login com CodigoTotp; 'cadastro' = a empresa exige
   * segundo fator e o usuário ainda não cadastrou (token restrito ao cadastro).
   */
  SegundoFator: z.enum(['codigo', 'cadastro']).nullable().optional(),
});
export type LoginResposta = z.infer<typeof loginRespostaSchema>;

export const logoutBodySchema = z.object({ refreshToken: z.string().optional() });

/** Senha como o cliente a envia (spec §5): SHA-256 hexadecimal maiúsculo. */
export const senhaHashSchema = z
  .string()
  .regex(/^[0-9A-F]{64}$/, 'a senha deve ser o hash SHA-256 em maiúsculas');

/** POST /sign-in: `data` é base64 de {email, grantType: 'refreshToken', refreshToken} (spec §7). */
export const refreshCredenciaisSchema = z.object({
  email: z.string().trim().toLowerCase().email('e-mail inválido'),
  grantType: z.literal('refreshToken', { error: "grantType deve ser 'refreshToken'" }),
  refreshToken: z.string().min(1, 'refreshToken é obrigatório').max(300),
});
export const signInRespostaSchema = z.object({ Token: tokenSchema });

/** Sessão sem a Mensagem: o `Data` de GET /recurso/update. */
export const sessaoDadosSchema = loginRespostaSchema.omit({ Mensagem: true, SegundoFator: true });

/** E-mail de /validate e /forgot-password: aparado antes do envio (spec §5) e de novo aqui. */
export const emailBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('e-mail inválido'),
});

export const empresaDoEmailSchema = z.object({
  EmpresaId: z.number(),
  EmpresaNome: z.string(),
  /** A empresa tem login único (OpenID Connect) ativo: o cliente pode ir a /sso/{EmpresaId}. */
  Sso: z.boolean(),
  /** A empresa tem Active Directory/LDAP ativo: o cliente pode ir a /ad. */
  Ad: z.boolean(),
});

export const resetPasswordBodySchema = z.object({
  token: z.string().min(10, 'token inválido').max(300),
  novaSenha: senhaHashSchema,
  codigoTotp: z
    .string()
    .regex(/^\d{6}$/, 'o código deve ter 6 dígitos')
    .optional(),
});

export const changePasswordBodySchema = z.object({
  senhaAtual: senhaHashSchema,
  novaSenha: senhaHashSchema,
});

export const externalSignInBodySchema = z.object({
  token: z.string().min(10, 'token inválido').max(300),
  empresaId: idSchema,
});

export const captchaDesafioSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
