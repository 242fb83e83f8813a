import { z } from 'zod';
import { dataIsoSchema, envelopeMinusculoSchema, idNumeroSchema, idSchema } from './comum.ts';

/**
 * Cerca virtual (geofence) da marcação por celular e navegador (SERVICOS.cercaVirtual, issue 21).
 * Caminhos e campos "not shown" na spec: decididos em docs/decisoes/cerca-virtual.md.
 */

/** `recusar`: fora da cerca a marcação não é gravada; `aceitar`: grava marcada "fora da cerca". */
export const modoCercaSchema = z.enum(['recusar', 'aceitar']);
export type ModoCerca = z.infer<typeof modoCercaSchema>;

export const latitudeSchema = z
  .number({ error: 'informe a latitude em graus decimais' })
  .min(-90, 'latitude de -90 a 90')
  .max(90, 'latitude de -90 a 90');
export const longitudeSchema = z
  .number({ error: 'informe a longitude em graus decimais' })
  .min(-180, 'longitude de -180 a 180')
  .max(180, 'longitude de -180 a 180');

export const coordenadaSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type CoordenadaDto = z.infer<typeof coordenadaSchema>;

/** Raio do círculo: de 10 m a 50 km. */
export const RAIO_MINIMO_METROS = 10;
export const RAIO_MAXIMO_METROS = 50_000;
/** Polígono: de 3 a 100 vértices. */
export const VERTICES_MAXIMOS = 100;
/** Tolerância somada à distância permitida: de 0 a 5 km. */
export const TOLERANCIA_MAXIMA_METROS = 5000;

export const formaCercaSchema = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('circulo'),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    raioMetros: z
      .number({ error: 'informe o raio em metros' })
      .int('raio em metros inteiros')
      .min(RAIO_MINIMO_METROS, `raio de ${RAIO_MINIMO_METROS} m a ${RAIO_MAXIMO_METROS} m`)
      .max(RAIO_MAXIMO_METROS, `raio de ${RAIO_MINIMO_METROS} m a ${RAIO_MAXIMO_METROS} m`),
  }),
  z.object({
    tipo: z.literal('poligono'),
    vertices: z
      .array(coordenadaSchema)
      .min(3, 'o polígono precisa de pelo menos 3 vértices')
      .max(VERTICES_MAXIMOS, `no máximo ${VERTICES_MAXIMOS} vértices`),
  }),
]);
export type FormaCercaDto = z.infer<typeof formaCercaSchema>;

const nomeSchema = z.string().trim().min(1, 'obrigatório').max(80, 'no máximo 80 caracteres');

export const cercaBodySchema = z.object({
  filialId: idNumeroSchema,
  nome: nomeSchema,
  forma: formaCercaSchema,
});
export type CercaBody = z.infer<typeof cercaBodySchema>;

export const cercaSchema = z.object({
  id: z.number(),
  filialId: z.number(),
  nome: z.string(),
  forma: formaCercaSchema,
});
export type CercaDto = z.infer<typeof cercaSchema>;

export const configCercaBodySchema = z.object({
  modo: modoCercaSchema,
  toleranciaMetros: z
    .number({ error: 'informe a tolerância em metros' })
    .int('tolerância em metros inteiros')
    .min(0, `tolerância de 0 a ${TOLERANCIA_MAXIMA_METROS} m`)
    .max(TOLERANCIA_MAXIMA_METROS, `tolerância de 0 a ${TOLERANCIA_MAXIMA_METROS} m`),
});
export type ConfigCercaBody = z.infer<typeof configCercaBodySchema>;

/** Uma filial com a sua configuração e as suas cercas (tela do RH). */
export const filialCercaSchema = z.object({
  filialId: z.number(),
  filialNome: z.string(),
  /** Falso enquanto o RH não salvou: vale o padrão (aceitar, 50 m). */
  configurada: z.boolean(),
  modo: modoCercaSchema,
  toleranciaMetros: z.number(),
  cercas: z.array(cercaSchema),
});
export type FilialCercaDto = z.infer<typeof filialCercaSchema>;

export const filiaisCercaRespostaSchema = envelopeMinusculoSchema(z.array(filialCercaSchema));
export const cercaRespostaSchema = envelopeMinusculoSchema(cercaSchema);
export const configCercaRespostaSchema = envelopeMinusculoSchema(filialCercaSchema);

export const filialIdParamSchema = z.object({ filialId: idSchema });

/** Exceção por pessoa (equipe externa): dispensa da cerca entre `inicio` e `fim` (inclusive). */
export const excecaoCercaBodySchema = z
  .object({
    usuarioId: idNumeroSchema,
    inicio: dataIsoSchema,
    fim: dataIsoSchema.nullish().transform((v) => v ?? null),
    motivo: z.string().trim().min(1, 'obrigatório').max(200, 'no máximo 200 caracteres'),
  })
  .refine((e) => !e.fim || e.fim >= e.inicio, {
    path: ['fim'],
    message: 'o fim não pode ser antes do início',
  });
export type ExcecaoCercaBody = z.infer<typeof excecaoCercaBodySchema>;

export const excecaoCercaSchema = z.object({
  id: z.number(),
  usuarioId: z.number(),
  usuarioNome: z.string(),
  inicio: z.string(),
  fim: z.string().nullable(),
  motivo: z.string(),
});
export type ExcecaoCercaDto = z.infer<typeof excecaoCercaSchema>;
export const excecoesCercaRespostaSchema = envelopeMinusculoSchema(z.array(excecaoCercaSchema));
export const excecaoCercaRespostaSchema = envelopeMinusculoSchema(excecaoCercaSchema);

/** Pessoas ativas para escolher numa exceção. */
export const pessoaCercaSchema = z.object({ id: z.number(), nome: z.string() });
export const pessoasCercaRespostaSchema = envelopeMinusculoSchema(z.array(pessoaCercaSchema));

export const exclusaoCercaRespostaSchema = envelopeMinusculoSchema(z.object({ id: z.number() }));

export const marcacaoIdParamSchema = z.object({ marcacaoId: idSchema });

/** Local de uma marcação para o mapa do tratamento, com as cercas da filial. */
export const localizacaoMarcacaoSchema = z.object({
  marcacaoId: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  precisaoMetros: z.number().nullable(),
  /** Nulo: a marcação não foi avaliada (sem cerca, isenta ou quiosque). */
  foraDaCerca: z.boolean().nullable(),
  distanciaCercaMetros: z.number().nullable(),
  cercas: z.array(cercaSchema),
});
export type LocalizacaoMarcacaoDto = z.infer<typeof localizacaoMarcacaoSchema>;
export const localizacaoMarcacaoRespostaSchema = envelopeMinusculoSchema(localizacaoMarcacaoSchema);

/** Período da fila de revisão das marcações aceitas fora da cerca (datas locais). */
export const marcacoesForaQuerySchema = z.object({ inicio: dataIsoSchema, fim: dataIsoSchema });

/** Marcação aceita fora da cerca, para o RH revisar no mapa (ponto, precisão e cercas da filial). */
export const marcacaoForaDaCercaSchema = z.object({
  marcacaoId: z.number(),
  usuarioId: z.number(),
  nome: z.string(),
  matricula: z.string().nullable(),
  filialNome: z.string(),
  /** Instante marcado (ISO 8601, UTC). */
  dataHora: z.string(),
  origem: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  precisaoMetros: z.number().nullable(),
  distanciaCercaMetros: z.number().nullable(),
  cercas: z.array(cercaSchema),
});
export type MarcacaoForaDaCercaDto = z.infer<typeof marcacaoForaDaCercaSchema>;
export const marcacoesForaRespostaSchema = envelopeMinusculoSchema(
  z.array(marcacaoForaDaCercaSchema),
);
