import { z } from 'zod';
import { envelopeMaiusculoSchema, idSchema } from './comum.ts';
import { importacaoAfdSchema } from './importacao-afd.ts';

/** Fusos IANA do Brasil que o cadastro do relógio aceita (o relógio grava a hora local). */
export const FUSOS_BRASIL = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Manaus',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Eirunepe',
] as const;

/** Uma importação de AFD de um relógio, como listada no cadastro dele. */
export const importacaoDoRepSchema = z.object({
  id: z.number(),
  nomeArquivo: z.string(),
  em: z.string(),
  autor: z.string(),
  importadas: z.number(),
  duplicadas: z.number(),
  rejeitadas: z.number(),
  sha256: z.string(),
});

/** GET /ImportarAfd/reps: um relógio REP-C/REP-A da empresa, com as importações dele. */
export const repRelogioSchema = z.object({
  id: z.number(),
  tipo: z.enum(['REP-C', 'REP-A']),
  /** Nº de fabricação (REP-C) ou do processo da CCT/ACT (REP-A), 17 dígitos. */
  numero: z.string(),
  idEmpregador: z.string(),
  filialId: z.number(),
  filial: z.string(),
  leiaute: z.enum(['671', '1510', '595']).nullable(),
  /** CNPJ/CPF do fabricante (cabeçalho do 671). */
  fabricante: z.string().nullable(),
  modelo: z.string().nullable(),
  /** Fuso IANA das marcações sem fuso (1510/595). */
  fuso: z.string(),
  nome: z.string().nullable(),
  criadoEm: z.string().nullable(),
  /** As importações mais recentes primeiro (até 50). */
  importacoes: z.array(importacaoDoRepSchema),
});
export type RepRelogio = z.infer<typeof repRelogioSchema>;
export const repsRelogioRespostaSchema = envelopeMaiusculoSchema(z.array(repRelogioSchema));
export const repRelogioRespostaSchema = envelopeMaiusculoSchema(repRelogioSchema);

/** PUT /ImportarAfd/reps/{id}: o RH dá nome ao relógio e corrige o fuso. */
export const editarRepRelogioBodySchema = z.object({
  nome: z
    .string()
    .trim()
    .max(100, 'nome: até 100 caracteres')
    .nullable()
    .transform((s) => (s ? s : null)),
  fuso: z.enum(FUSOS_BRASIL, { error: 'fuso: escolha um fuso horário do Brasil' }),
});
export type EditarRepRelogioBody = z.infer<typeof editarRepRelogioBodySchema>;

/** Vínculo de um identificador do AFD (CPF ou PIS gravado) a um colaborador, feito pelo RH. */
export const mapeamentoAfdSchema = z.object({
  id: z.number(),
  tipo: z.enum(['cpf', 'pis']),
  identificador: z.string(),
  usuarioId: z.number(),
  colaborador: z.string(),
  em: z.string(),
});
export type MapeamentoAfd = z.infer<typeof mapeamentoAfdSchema>;
export const mapeamentosAfdRespostaSchema = envelopeMaiusculoSchema(z.array(mapeamentoAfdSchema));
export const mapeamentoAfdRespostaSchema = envelopeMaiusculoSchema(mapeamentoAfdSchema);

/** PUT /ImportarAfd/mapeamentos: cria ou troca o colaborador de um identificador. */
export const salvarMapeamentoAfdBodySchema = z
  .object({
    tipo: z.enum(['cpf', 'pis']),
    identificador: z.string().regex(/^\d{11,12}$/, 'identificador: CPF (11) ou PIS (12) dígitos'),
    usuarioId: idSchema,
  })
  .refine((b) => b.identificador.length === (b.tipo === 'cpf' ? 11 : 12), {
    path: ['identificador'],
    message: 'identificador: CPF tem 11 dígitos e PIS do AFD tem 12',
  });
export type SalvarMapeamentoAfdBody = z.infer<typeof salvarMapeamentoAfdBodySchema>;

/** GET /ImportarAfd/colaboradores?search=: a busca por nome para vincular um desconhecido. */
export const buscarColaboradorAfdQuerySchema = z.object({
  search: z.string().trim().min(3, 'busca: digite ao menos 3 letras do nome').max(100),
});
export const colaboradorAfdSchema = z.object({ id: z.number(), nome: z.string(), cpf: z.string() });
export type ColaboradorAfd = z.infer<typeof colaboradorAfdSchema>;
export const colaboradoresAfdRespostaSchema = envelopeMaiusculoSchema(
  z.array(colaboradorAfdSchema),
);

/** Importação de um AFD grande na fila: progresso em bytes lidos e, no fim, o relatório. */
export const tarefaImportacaoAfdSchema = z.object({
  id: z.number(),
  status: z.enum(['pendente', 'processando', 'concluida', 'erro']),
  nomeArquivo: z.string(),
  tamanho: z.number(),
  processados: z.number(),
  /** 0 a 100 (inteiro). */
  percentual: z.number(),
  resultado: importacaoAfdSchema.nullable(),
  erro: z.string().nullable(),
  criadoEm: z.string(),
  concluidoEm: z.string().nullable(),
});
export type TarefaImportacaoAfd = z.infer<typeof tarefaImportacaoAfdSchema>;
export const tarefaImportacaoAfdRespostaSchema = envelopeMaiusculoSchema(tarefaImportacaoAfdSchema);
