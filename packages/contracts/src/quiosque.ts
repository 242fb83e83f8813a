import { z } from 'zod';
import { envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Quiosque de ponto (issue 21): tablet compartilhado na entrada da filial, coletor do REP-P
 * (tipo 04 no AFD). O RH cadastra e ativa o aparelho por um código; o aparelho fala com a API
 * pela própria credencial (`Authorization: Quiosque <token>`), sem sessão de usuário.
 */

export const METODOS_QUIOSQUE = ['pin', 'qr', 'cracha', 'face'] as const;
export const metodoQuiosqueSchema = z.enum(METODOS_QUIOSQUE);
export type MetodoQuiosque = z.infer<typeof metodoQuiosqueSchema>;

export const NOME_DISPOSITIVO_MAX = 80;

export const dispositivoEntradaSchema = z.object({
  nome: z
    .string()
    .trim()
    .min(1, 'informe o nome do quiosque')
    .max(NOME_DISPOSITIVO_MAX, `use até ${NOME_DISPOSITIVO_MAX} caracteres`),
  filialId: idNumeroSchema,
  metodos: z
    .array(metodoQuiosqueSchema)
    .min(1, 'escolha ao menos um método de identificação')
    .max(METODOS_QUIOSQUE.length)
    .refine((m) => new Set(m).size === m.length, 'método repetido'),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  fotoEvidencia: z.boolean().default(false),
});
export type DispositivoEntrada = z.input<typeof dispositivoEntradaSchema>;

export const STATUS_DISPOSITIVO = ['aguardando', 'ativo', 'revogado', 'arquivado'] as const;
export const statusDispositivoSchema = z.enum(STATUS_DISPOSITIVO);
export type StatusDispositivo = z.infer<typeof statusDispositivoSchema>;

export const dispositivoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  filialId: z.number(),
  filialNome: z.string(),
  metodos: z.array(metodoQuiosqueSchema),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fotoEvidencia: z.boolean(),
  status: statusDispositivoSchema,
  ativadoEm: z.string().nullable(),
  vistoEm: z.string().nullable(),
  codigoExpiraEm: z.string().nullable(),
});
export type Dispositivo = z.infer<typeof dispositivoSchema>;

export const dispositivosRespostaSchema = envelopeMinusculoSchema(
  z.object({
    dispositivos: z.array(dispositivoSchema),
    filiais: z.array(z.object({ id: z.number(), nome: z.string() })),
  }),
);
export const dispositivoRespostaSchema = envelopeMinusculoSchema(dispositivoSchema);

export const dispositivoIdParamSchema = z.object({ id: idSchema });

export const codigoAtivacaoRespostaSchema = envelopeMinusculoSchema(
  z.object({ codigo: z.string(), expiraEm: z.string() }),
);

// --- Pessoa: PIN e cartão QR -------------------------------------------------------------------

export const pinSchema = z.string().regex(/^\d{4,6}$/, 'o PIN deve ter de 4 a 6 dígitos');

export const pinEntradaSchema = z.object({ pin: pinSchema });

export const pessoaQuiosqueParamSchema = z.object({ usuarioId: idSchema });

export const meuQuiosqueRespostaSchema = envelopeMinusculoSchema(
  z.object({ temPin: z.boolean(), pinDefinidoEm: z.string().nullable(), temCartao: z.boolean() }),
);

/** Credenciais de cada pessoa ativa, para o RH (nunca o PIN nem o segredo do cartão). */
export const credencialPessoaQuiosqueSchema = z.object({
  usuarioId: z.number().int(),
  nome: z.string(),
  matricula: z.string().nullable(),
  temPin: z.boolean(),
  pinDefinidoEm: z.string().nullable(),
  temCartao: z.boolean(),
});
export type CredencialPessoaQuiosque = z.infer<typeof credencialPessoaQuiosqueSchema>;

export const credenciaisPessoasRespostaSchema = envelopeMinusculoSchema(
  z.array(credencialPessoaQuiosqueSchema),
);

export const cartaoQrRespostaSchema = envelopeMinusculoSchema(
  z.object({ conteudo: z.string(), nome: z.string(), matricula: z.string().nullable() }),
);

export const qrDinamicoRespostaSchema = envelopeMinusculoSchema(
  z.object({ conteudo: z.string(), expiraEm: z.string(), validadeSegundos: z.number() }),
);

// --- Aparelho ---------------------------------------------------------------------------------

export const ativarQuiosqueSchema = z.object({
  codigo: z
    .string()
    .trim()
    .min(1, 'informe o código de ativação')
    .max(32, 'código de ativação inválido'),
});

export const configuracaoQuiosqueSchema = z.object({
  id: z.number(),
  nome: z.string(),
  filialNome: z.string(),
  empresaNome: z.string(),
  metodos: z.array(metodoQuiosqueSchema),
  fotoEvidencia: z.boolean(),
});
export type ConfiguracaoQuiosque = z.infer<typeof configuracaoQuiosqueSchema>;

export const ativacaoRespostaSchema = envelopeMinusculoSchema(
  z.object({
    token: z.string(),
    chaveHmac: z.string(),
    dispositivo: configuracaoQuiosqueSchema,
  }),
);
export type AtivacaoQuiosque = NonNullable<z.infer<typeof ativacaoRespostaSchema>['data']>;

export const configuracaoQuiosqueRespostaSchema = envelopeMinusculoSchema(
  configuracaoQuiosqueSchema,
);

const matriculaSchema = z
  .string()
  .trim()
  .min(1, 'informe a matrícula')
  .max(40, 'matrícula inválida');
const qrSchema = z.string().trim().min(1, 'leia o QR').max(300, 'QR inválido');
const DESCRITOR_MAX = 1024;

/** Como a pessoa se identifica no quiosque (matrícula + PIN, QR, crachá ou rosto + matrícula). */
export const identificacaoQuiosqueSchema = z.object({
  metodo: metodoQuiosqueSchema,
  matricula: matriculaSchema.optional(),
  pin: pinSchema.optional(),
  qr: qrSchema.optional(),
  face: z
    .object({
      descritor: z
        .array(z.number().finite())
        .min(128, 'descritor facial incompleto')
        .max(DESCRITOR_MAX, 'descritor facial grande demais'),
      vivacidade: z.number().min(0).max(1),
    })
    .optional(),
});
export type IdentificacaoQuiosque = z.infer<typeof identificacaoQuiosqueSchema>;

export const pessoaIdentificadaRespostaSchema = envelopeMinusculoSchema(
  z.object({
    nome: z.string(),
    iniciais: z.string(),
    foto: z.string().nullable(),
    matricula: z.string().nullable(),
  }),
);

/**
 * Marcação do quiosque: a identificação mais o evento assinado pelo aparelho — `assinatura` é o
 * HMAC-SHA256 (hex) de `${eventoId}|${dataHoraDispositivo}` com a chave recebida na ativação.
 */
export const marcarQuiosqueSchema = identificacaoQuiosqueSchema.extend({
  eventoId: z.string().uuid('eventoId deve ser um UUID'),
  dataHoraDispositivo: z.iso.datetime({ offset: true, message: 'data e hora ISO 8601 com fuso' }),
  assinatura: z.string().regex(/^[0-9a-f]{64}$/, 'assinatura HMAC-SHA256 em hexadecimal'),
  offline: z.boolean().default(false),
});
export type MarcarQuiosque = z.input<typeof marcarQuiosqueSchema>;

export const marcacaoQuiosqueRespostaSchema = envelopeMinusculoSchema(
  z.object({
    nome: z.string(),
    nsr: z.number(),
    dataHora: z.string(),
    hora: z.string(),
    comprovante: z.string(),
    repetida: z.boolean(),
    offline: z.boolean(),
  }),
);
export type MarcacaoQuiosque = NonNullable<z.infer<typeof marcacaoQuiosqueRespostaSchema>['data']>;
