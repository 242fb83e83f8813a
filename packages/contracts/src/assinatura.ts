import { z } from 'zod';
import { senhaHashSchema } from './auth.ts';
import { envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Assinatura eletrônica de documentos (issue #17 §4, base SERVICOS.assinatura). A spec mostra só a
 * chamada dos tipos ('Erro ao buscar tipos de assinaturas eletrônicas'); os demais caminhos estão
 * decididos em docs/decisoes/assinatura.md.
 */

/** Tipos de documento enviados para assinatura (GET /tipos). */
export const TIPOS_DOCUMENTO_ASSINATURA = [
  { id: 'espelho', nome: 'Espelho de ponto mensal', exigeCompetencia: true, exigeArquivo: false },
  { id: 'holerite', nome: 'Holerite', exigeCompetencia: true, exigeArquivo: false },
  { id: 'aviso-ferias', nome: 'Aviso de férias', exigeCompetencia: false, exigeArquivo: true },
  { id: 'avulso', nome: 'Documento avulso (PDF)', exigeCompetencia: false, exigeArquivo: true },
] as const;
export const tipoDocumentoAssinaturaSchema = z.enum(
  ['espelho', 'holerite', 'aviso-ferias', 'avulso'],
  {
    error: 'tipo de documento inexistente',
  },
);
export type TipoDocumentoAssinatura = z.infer<typeof tipoDocumentoAssinaturaSchema>;

export const tipoAssinaturaSchema = z.object({
  id: tipoDocumentoAssinaturaSchema,
  nome: z.string(),
  exigeCompetencia: z.boolean(),
  exigeArquivo: z.boolean(),
});
export type TipoAssinatura = z.infer<typeof tipoAssinaturaSchema>;
export const tiposAssinaturaRespostaSchema = envelopeMinusculoSchema(z.array(tipoAssinaturaSchema));

/** Situação de um documento: enviado, visualizado, assinado ou recusado (com motivo). */
export const situacaoAssinaturaSchema = z.enum(['enviado', 'visualizado', 'assinado', 'recusado'], {
  error: 'situação inexistente',
});
export type SituacaoAssinatura = z.infer<typeof situacaoAssinaturaSchema>;

const competenciaAssinaturaSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'use o formato AAAA-MM (mês de 01 a 12)');

/** Um documento enviado a uma pessoa para assinatura. */
export const documentoAssinaturaSchema = z.object({
  id: z.number(),
  loteId: z.string(),
  tipo: tipoDocumentoAssinaturaSchema,
  titulo: z.string(),
  competencia: z.string().nullable(),
  usuarioId: z.number(),
  nome: z.string(),
  matricula: z.string().nullable(),
  situacao: situacaoAssinaturaSchema,
  enviadoEm: z.string(),
  enviadoPor: z.string(),
  visualizadoEm: z.string().nullable(),
  assinadoEm: z.string().nullable(),
  recusadoEm: z.string().nullable(),
  motivoRecusa: z.string().nullable(),
  lembretes: z.number(),
  /** SHA-256 do documento enviado (o que a pessoa viu e assinou). */
  sha256: z.string(),
  /** Código de verificação pública; só depois de assinado. */
  codigo: z.string().nullable(),
});
export type DocumentoAssinatura = z.infer<typeof documentoAssinaturaSchema>;

export const documentosAssinaturaPaginaSchema = z.object({
  itens: z.array(documentoAssinaturaSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type DocumentosAssinaturaPagina = z.infer<typeof documentosAssinaturaPaginaSchema>;
export const documentosAssinaturaPaginaRespostaSchema = envelopeMinusculoSchema(
  documentosAssinaturaPaginaSchema,
);
export const documentoAssinaturaRespostaSchema = envelopeMinusculoSchema(documentoAssinaturaSchema);

/** Filtro da lista da gestão (GET /documentos) e da própria pessoa (GET /meus). */
export const documentosAssinaturaFiltroSchema = z.object({
  situacao: situacaoAssinaturaSchema.optional(),
  tipo: tipoDocumentoAssinaturaSchema.optional(),
  competencia: competenciaAssinaturaSchema.optional(),
  usuarioId: idSchema.optional(),
  search: z.string().trim().max(100, 'busca de no máximo 100 caracteres').optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'no máximo 100 por página').default(25),
});
export type DocumentosAssinaturaFiltro = Partial<z.output<typeof documentosAssinaturaFiltroSchema>>;

/** Arquivo PDF enviado no corpo JSON (documento avulso, aviso de férias). */
export const arquivoAssinaturaSchema = z.object({
  nome: z
    .string()
    .trim()
    .min(1, 'informe o nome do arquivo')
    .max(200, 'nome de até 200 caracteres'),
  /** Conteúdo do PDF em base64 (até 7 MB). */
  conteudoBase64: z
    .string()
    .min(1, 'envie o PDF')
    .max(10_000_000, 'o PDF passa de 7 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'o conteúdo deve estar em base64'),
});

/** POST /envios: um lote de documentos às pessoas escolhidas. */
export const envioAssinaturaBodySchema = z.object({
  tipo: tipoDocumentoAssinaturaSchema,
  competencia: competenciaAssinaturaSchema.optional(),
  /** Tipo de holerite (catálogo HOLERITE_TIPOS); padrão 1 (mensal). */
  holeriteTipoId: z.number().int().min(1).max(6, 'tipo de holerite inexistente').optional(),
  titulo: z.string().trim().max(150, 'título de até 150 caracteres').optional(),
  usuarioIds: z
    .array(idNumeroSchema)
    .min(1, 'selecione ao menos um colaborador')
    .max(500, 'no máximo 500 colaboradores por envio'),
  arquivo: arquivoAssinaturaSchema.optional(),
});
export type EnvioAssinaturaBody = z.infer<typeof envioAssinaturaBodySchema>;

/**
 * Andamento de um envio (lote): os PDFs são gerados na fila de jobs. `gerando` até a última
 * pessoa; então `enviado` (com `erros` > 0 quando a geração falhou para alguém).
 */
export const situacaoLoteAssinaturaSchema = z.enum(['gerando', 'enviado']);
export type SituacaoLoteAssinatura = z.infer<typeof situacaoLoteAssinaturaSchema>;

/** Pessoa para quem o documento não pôde ser gerado, com o motivo. */
export const falhaEnvioAssinaturaSchema = z.object({
  usuarioId: z.number(),
  nome: z.string(),
  matricula: z.string().nullable(),
  erro: z.string(),
});
export type FalhaEnvioAssinatura = z.infer<typeof falhaEnvioAssinaturaSchema>;

/** GET /envios/{loteId}: o andamento do lote. */
export const loteAssinaturaSchema = z.object({
  loteId: z.string(),
  tipo: tipoDocumentoAssinaturaSchema,
  titulo: z.string(),
  competencia: z.string().nullable(),
  situacao: situacaoLoteAssinaturaSchema,
  /** Pessoas no lote. */
  total: z.number(),
  /** Documentos prontos (já visíveis às pessoas). */
  enviados: z.number(),
  /** Pessoas cuja geração falhou (ver `falhas`). */
  erros: z.number(),
  enviadoEm: z.string(),
  concluidoEm: z.string().nullable(),
  falhas: z.array(falhaEnvioAssinaturaSchema),
});
export type LoteAssinatura = z.infer<typeof loteAssinaturaSchema>;
export const loteAssinaturaRespostaSchema = envelopeMinusculoSchema(loteAssinaturaSchema);
export const loteAssinaturaParamSchema = z.object({
  loteId: z.uuid({ error: 'identificador de lote inválido' }),
});

/** POST /envios: o lote criado; `documentos` traz os já prontos (todos, quando não há fila). */
export const envioAssinaturaSchema = loteAssinaturaSchema.extend({
  documentos: z.array(documentoAssinaturaSchema),
});
export type EnvioAssinatura = z.infer<typeof envioAssinaturaSchema>;
export const envioAssinaturaRespostaSchema = envelopeMinusculoSchema(envioAssinaturaSchema);

export const documentoIdParamSchema = z.object({ documentoId: idSchema });

/** POST /meus/{documentoId}/assinar: a senha (SHA-256 maiúsculo, spec §5) e o código TOTP. */
export const assinarDocumentoBodySchema = z.object({
  senha: senhaHashSchema,
  codigoTotp: z
    .string()
    .regex(/^\d{6}$/, 'o código de verificação tem 6 dígitos')
    .optional(),
});
export type AssinarDocumentoBody = z.infer<typeof assinarDocumentoBodySchema>;

export const recusarDocumentoBodySchema = z.object({
  motivo: z
    .string()
    .trim()
    .min(5, 'descreva o motivo da recusa (ao menos 5 caracteres)')
    .max(1000, 'motivo de até 1000 caracteres'),
});

export const lembreteRespostaSchema = envelopeMinusculoSchema(
  z.object({ lembretes: z.number(), ultimoLembreteEm: z.string() }),
);

/** GET /verificacao/{codigo} (público): autenticidade do documento assinado. */
export const codigoVerificacaoParamSchema = z.object({
  codigo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{4}(-?[0-9A-Z]{4}){3}$/, 'código de verificação inválido'),
});
export const verificacaoAssinaturaSchema = z.object({
  valido: z.boolean(),
  codigo: z.string(),
  titulo: z.string(),
  empresa: z.string(),
  signatario: z.string(),
  assinadoEm: z.string(),
  /** SHA-256 do documento assinado pela pessoa. */
  sha256: z.string(),
  /** SHA-256 do PDF selado (com a página de assinatura), para conferir o arquivo recebido. */
  sha256Selado: z.string(),
});
export type VerificacaoAssinatura = z.infer<typeof verificacaoAssinaturaSchema>;
export const verificacaoAssinaturaRespostaSchema = envelopeMinusculoSchema(
  verificacaoAssinaturaSchema,
);
