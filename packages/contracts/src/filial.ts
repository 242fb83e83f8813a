import { z } from 'zod';
import { ufSchema } from './base.ts';
import { cnpjValido, cpfValido } from './colaborador.ts';
import { envelopeMinusculoSchema, idNumeroSchema } from './comum.ts';

/**
 * Empregador (PUT/GET /empregador no serviço principal): razão social e, por estabelecimento
 * (filial), a inscrição (CNPJ ou CPF), CAEPF e CNO quando houver, e o endereço com o município
 * pelo código IBGE. A mudança do que entra no
 * registro (inscrição, CAEPF/CNO, razão social, local de prestação) grava o AFD tipo 2 no REP-P da
 * filial (Portaria 671); salvar sem mudar nada não grava.
 */

const soDigitos = (s: string) => s.replace(/\D/g, '');

export const TIPOS_INSCRICAO = ['CNPJ', 'CPF'] as const;
export type TipoInscricao = (typeof TIPOS_INSCRICAO)[number];

/** CEP com ou sem hífen; guardado com os 8 dígitos. */
export const mascararCep = (valor: string) => {
  const d = soDigitos(valor).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

/** Texto opcional: vazio (ou só espaços) vira `null`. */
const textoOpcional = (max: number, rotulo: string) =>
  z
    .string()
    .trim()
    .max(max, `${rotulo}: no máximo ${max} caracteres`)
    .regex(/^[^\p{Cc}]*$/u, `${rotulo}: caracteres inválidos`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Número com `digitos` dígitos (aceita pontuação); vazio vira `null`. */
const numeroOpcional = (digitos: number, rotulo: string) =>
  z
    .string()
    .max(40, `${rotulo}: informe ${digitos} dígitos`)
    .transform(soDigitos)
    .refine((v) => v === '' || v.length === digitos, `${rotulo}: informe ${digitos} dígitos`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const filialWireSchema = z.object({
  id: z.number(),
  nome: z.string(),
  tipoInscricao: z.enum(TIPOS_INSCRICAO),
  /** Número da inscrição: CNPJ (14 dígitos) ou CPF (11), conforme `tipoInscricao`. */
  cnpj: z.string(),
  caepf: z.string().nullable(),
  cno: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cep: z.string().nullable(),
  uf: z.string(),
  /** Código IBGE do município; nulo nas filiais antigas cuja cidade não bateu com a lista. */
  municipioIbge: z.number().nullable(),
  /** Nome do município (o do IBGE; o texto antigo enquanto não há município). */
  cidade: z.string().nullable(),
  /** Filial com REP-P: a mudança da identificação grava o AFD tipo 2 nele. */
  temRep: z.boolean(),
});
export type FilialWire = z.infer<typeof filialWireSchema>;

/** Empregador (empresa) e os estabelecimentos (filiais), cada um com o seu REP-P. */
export const empregadorSchema = z.object({
  razaoSocial: z.string(),
  filiais: z.array(filialWireSchema),
});
export type EmpregadorWire = z.infer<typeof empregadorSchema>;
export const empregadorRespostaSchema = envelopeMinusculoSchema(empregadorSchema);

/** Os dados de uma filial no PUT /empregador: sem `id`, uma filial nova (com o seu REP-P). */
const filialBodySchema = z
  .object({
    id: idNumeroSchema.optional(),
    tipoInscricao: z.enum(TIPOS_INSCRICAO, 'tipoInscricao: use CNPJ ou CPF').default('CNPJ'),
    cnpj: z.string('informe o CNPJ ou o CPF').max(40, 'CNPJ/CPF inválido').transform(soDigitos),
    nome: z.string().trim().min(1, 'informe o nome da filial').max(100),
    caepf: numeroOpcional(14, 'CAEPF'),
    cno: numeroOpcional(12, 'CNO'),
    logradouro: textoOpcional(120, 'Logradouro'),
    numero: textoOpcional(20, 'Número'),
    complemento: textoOpcional(80, 'Complemento'),
    bairro: textoOpcional(80, 'Bairro'),
    cep: numeroOpcional(8, 'CEP'),
    uf: z.enum(ufSchema.options, 'UF inválida'),
    municipioIbge: z
      .number('informe o município')
      .int('município: use o código IBGE de 7 dígitos')
      .min(1_100_000, 'município: use o código IBGE de 7 dígitos')
      .max(5_399_999, 'município: use o código IBGE de 7 dígitos'),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.tipoInscricao === 'CNPJ' && !cnpjValido(f.cnpj))
      ctx.addIssue({
        code: 'custom',
        path: ['cnpj'],
        message: 'CNPJ inválido (confira os dígitos verificadores)',
      });
    if (f.tipoInscricao === 'CPF' && !cpfValido(f.cnpj))
      ctx.addIssue({
        code: 'custom',
        path: ['cnpj'],
        message: 'CPF inválido (confira os dígitos verificadores)',
      });
  });

/** PUT /empregador: razão social e/ou os dados de uma filial (id no corpo; sem id, inclui). */
export const empregadorBodySchema = z
  .object({
    razaoSocial: z.string().trim().min(3, 'informe a razão social').max(150).optional(),
    filial: filialBodySchema.optional(),
  })
  .strict()
  .refine((b) => b.razaoSocial !== undefined || b.filial !== undefined, {
    message: 'informe a razão social ou os dados de uma filial',
    path: ['razaoSocial'],
  });
export type EmpregadorBody = z.input<typeof empregadorBodySchema>;
export type EmpregadorBodyParsed = z.output<typeof empregadorBodySchema>;
