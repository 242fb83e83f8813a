import { z } from 'zod';
import { envelopeMaiusculoSchema, idSchema } from './comum.ts';

/** Uma linha do AFD que não entra (ou não entraria) no ponto: o motivo, com a linha. */
export const ocorrenciaImportacaoSchema = z.object({
  linha: z.number(),
  nsr: z.number().nullable(),
  /** CPF (671) ou PIS em 12 posições (1510/595) gravado na marcação. */
  identificador: z.string().nullable(),
  motivo: z.string(),
});

/** Aviso ou erro do leitor de AFD (`jornada afd ler`), com a linha do arquivo. */
export const apontamentoAfdSchema = z.object({
  linha: z.number(),
  codigo: z.string(),
  mensagem: z.string(),
});

/** Identificador de empregado do arquivo que não corresponde a nenhum colaborador da empresa. */
export const identificadorDesconhecidoSchema = z.object({
  tipo: z.enum(['cpf', 'pis']),
  /** Como gravado no arquivo: CPF com 11 dígitos ou PIS com 12 posições. */
  identificador: z.string(),
  marcacoes: z.number(),
  primeiraLinha: z.number(),
});

/**
 * Prévia (`confirmada: false`) ou resultado da importação de um AFD de REP-C/REP-A, de qualquer
 * leiaute (671, 1510, 595). Marcações do arquivo = casadas + duplicadas + de identificador
 * desconhecido + em conflito de NSR; as linhas ilegíveis estão em `erros`.
 */
export const importacaoAfdSchema = z.object({
  confirmada: z.boolean(),
  /** Registro da importação; `null` na prévia e quando nada foi gravado. */
  importacaoId: z.number().nullable(),
  nomeArquivo: z.string(),
  leiaute: z.enum(['671', '1510', '595']).nullable(),
  rep: z.object({
    tipo: z.enum(['REP-C', 'REP-A']),
    numero: z.string(),
    idEmpregador: z.string(),
    filialId: z.number(),
    /** O REP já está cadastrado (veio de uma importação anterior). */
    cadastrado: z.boolean(),
  }),
  /** Marcações legíveis no arquivo. */
  marcacoes: z.number(),
  /** Casadas com um colaborador e ainda não importadas: as que a importação grava. */
  casadas: z.number(),
  importadas: z.number(),
  /** Já importadas antes (mesmo REP, NSR e hora) ou repetidas no arquivo. */
  duplicadas: z.number(),
  /** Não entram: identificador desconhecido, NSR já usado com outra hora, linha ilegível. */
  rejeitadas: z.number(),
  desconhecidos: z.array(identificadorDesconhecidoSchema),
  ocorrencias: z.array(ocorrenciaImportacaoSchema),
  /** Ocorrências além das listadas (a lista tem um limite). */
  ocorrenciasOmitidas: z.number(),
  avisos: z.array(apontamentoAfdSchema),
  erros: z.array(apontamentoAfdSchema),
});
export type ImportacaoAfd = z.infer<typeof importacaoAfdSchema>;
export const importacaoAfdRespostaSchema = envelopeMaiusculoSchema(importacaoAfdSchema);

/**
 * POST /ImportarAfd e /ImportarAfd/previa (multipart, campo `arquivos`, spec §3). Filial e número
 * do REP opcionais: vêm do cabeçalho; um extrato sem cabeçalho precisa do número do REP (ou de 17
 * dígitos no nome do arquivo) e da filial quando a empresa tem mais de uma.
 */
export const importarAfdQuerySchema = z.object({
  filialId: idSchema.optional(),
  numeroRep: z
    .string()
    .regex(/^\d{1,17}$/, 'número do REP: até 17 dígitos')
    .optional(),
});
