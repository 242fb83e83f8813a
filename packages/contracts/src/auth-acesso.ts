import { z } from 'zod';
import { empresaDoEmailSchema, loginRespostaSchema, senhaHashSchema } from './auth.ts';
import { envelopeMinusculoSchema, idSchema } from './comum.ts';

/**
 * Contratos do serviço de autenticação além do login (SERVICOS.auth): primeiro acesso e convite,
 * HQ, segundo fator, login único por empresa (OpenID Connect), Active Directory/LDAP e Web Push.
 */

const codigoTotpSchema = z.string().regex(/^\d{6}$/, 'o código deve ter 6 dígitos');

// Primeiro acesso (spec §2 /login/primeiro-acesso, §4).
export const primeiroAcessoDadosSchema = z.object({
  nome: z.string(),
  email: z.string(),
  cpfMascarado: z.string(),
  cargo: z.string().nullable(),
  empresaNome: z.string(),
});
export const primeiroAcessoBodySchema = z.object({
  /** CPF cadastrado pelo RH (só dígitos ou com máscara): confirma que é a pessoa convidada. */
  cpf: z
    .string()
    .transform((s) => s.replace(/\D/g, ''))
    .pipe(z.string().length(11, 'CPF deve ter 11 dígitos')),
  novaSenha: senhaHashSchema,
});
export const conviteBodySchema = z.object({ usuarioId: idSchema });
export const tokenBodySchema = z.object({ token: z.string().min(10, 'token inválido').max(300) });

// HQ: suporte da operadora (empresa 1) abre a conta de um cliente.
export const hqTokenBodySchema = z.object({
  empresaId: idSchema,
  usuarioId: idSchema,
  motivo: z.string().trim().min(5, 'descreva o motivo (mínimo 5 caracteres)').max(500),
});
export const hqTokenSchema = z.object({ token: z.string(), url: z.string(), expiraEm: z.string() });

// Segundo fator (TOTP, RFC 6238).
export const totpCadastroSchema = z.object({
  /** Segredo em base32, para digitar no aplicativo. */
  segredo: z.string(),
  /** URI otpauth:// para o QR code. */
  uri: z.string(),
});
export const totpCodigoBodySchema = z.object({ codigo: codigoTotpSchema });
/** POST /totp/cadastro. */
export const totpCadastroRespostaSchema = envelopeMinusculoSchema(totpCadastroSchema);
/** POST /totp/confirmar: na sessão restrita de cadastro, a sessão completa; senão, null. */
export const totpConfirmarRespostaSchema = envelopeMinusculoSchema(
  z.object({ sessao: loginRespostaSchema.nullable() }),
);
/** POST /totp/desativar, DELETE /totp/usuarios/{usuarioId}, /push/inscricao: só a mensagem. */
export const respostaVaziaAuthSchema = envelopeMinusculoSchema(z.null());
export const politicaSegurancaSchema = z.object({ exigirSegundoFatorAdmin: z.boolean() });

// Login único por empresa (OpenID Connect, código de autorização + PKCE).
export const ssoConfigBodySchema = z.object({
  issuer: z.string().url('issuer deve ser uma URL'),
  clientId: z.string().trim().min(1, 'clientId é obrigatório').max(300),
  /** Omitido: mantém o segredo já guardado. */
  clientSecret: z.string().min(1).max(2000).optional(),
  escopos: z.string().trim().max(300).default('openid email profile'),
  ativo: z.boolean(),
});
export const ssoConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  temClientSecret: z.boolean(),
  escopos: z.string(),
  ativo: z.boolean(),
  /** Registre este endereço no provedor de identidade como redirect URI. */
  redirectUri: z.string(),
});

// Active Directory / LDAP (bind por empresa).
export const ldapConfigBodySchema = z.object({
  url: z.string().regex(/^ldaps?:\/\/[^/\s]+\/?$/, 'use ldap://host:porta ou ldaps://host:porta'),
  startTls: z.boolean().default(false),
  bindDn: z.string().trim().min(1, 'bindDn é obrigatório').max(500),
  /** Omitido: mantém a senha já guardada. */
  bindSenha: z.string().min(1).max(500).optional(),
  baseBusca: z.string().trim().min(1, 'baseBusca é obrigatória').max(500),
  /** Filtro com {{usuario}} no lugar do login digitado, ex.: (sAMAccountName={{usuario}}). */
  filtro: z
    .string()
    .trim()
    .max(500)
    .refine((f) => f.includes('{{usuario}}'), 'o filtro precisa conter {{usuario}}')
    .default('(|(uid={{usuario}})(sAMAccountName={{usuario}})(mail={{usuario}}))'),
  atributoEmail: z.string().trim().min(1).max(100).default('mail'),
  ativo: z.boolean(),
});
/**
 * Leitura da configuração (como ssoConfigSchema): sem diretório configurado, os textos vêm vazios
 * e `ativo` false — as regras de preenchimento valem só para gravar (ldapConfigBodySchema).
 */
export const ldapConfigSchema = z.object({
  url: z.string(),
  startTls: z.boolean(),
  bindDn: z.string(),
  temBindSenha: z.boolean(),
  baseBusca: z.string(),
  filtro: z.string(),
  atributoEmail: z.string(),
  ativo: z.boolean(),
});
export const adLoginBodySchema = z.object({
  empresaId: idSchema,
  usuario: z.string().trim().min(1, 'usuário é obrigatório').max(256),
  /** A senha do diretório vai em claro (TLS obrigatório em produção): o bind precisa dela. */
  senha: z.string().min(1, 'senha é obrigatória').max(256),
});

// Web Push (Push API + VAPID).
export const pushChaveSchema = z.object({ publicKey: z.string() });
/** GET /push/chave-publica: chave VAPID (base64url) para o applicationServerKey do subscribe. */
export const pushChaveRespostaSchema = envelopeMinusculoSchema(pushChaveSchema);
export const pushInscricaoBodySchema = z.object({
  uuid: z.string().min(8).max(100),
  subscription: z.object({
    endpoint: z.string().url().startsWith('https://', 'o endpoint de push deve ser https'),
    keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }),
  }),
});
export const uuidParamSchema = z.object({ uuid: z.string().min(8).max(100) });

// POST /validate: empresas em que o e-mail tem conta ativa e os meios de entrada de cada uma.
export const validateDadosSchema = z.object({ empresas: z.array(empresaDoEmailSchema) });
export const validateRespostaSchema = envelopeMinusculoSchema(validateDadosSchema);
