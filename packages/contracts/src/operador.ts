import { z } from 'zod';
import { ufSchema } from './base.ts';
import { cnpjSchema, cpfValido } from './colaborador.ts';
import { envelopeMinusculoSchema, idNumeroSchema } from './comum.ts';
import { FUSOS_BRASIL } from './importacao-afd-rep.ts';

/**
 * Tela do operador (#/dashboard/admin/admin-master, só empresa 1, spec §2), no serviço
 * `operador` (/api/operador): empresas clientes (criar com o primeiro administrador e o convite,
 * suspender, reativar), configurações e módulos de cada uma e acesso de suporte por token HQ.
 */

/** Cidade de referência de cada fuso do Brasil (os mesmos fusos do cadastro do relógio). */
export const NOMES_FUSOS: Record<(typeof FUSOS_BRASIL)[number], string> = {
  'America/Noronha': 'Fernando de Noronha',
  'America/Sao_Paulo': 'Brasília (São Paulo, Rio, Sul)',
  'America/Bahia': 'Salvador',
  'America/Fortaleza': 'Fortaleza',
  'America/Recife': 'Recife',
  'America/Maceio': 'Maceió',
  'America/Belem': 'Belém',
  'America/Araguaina': 'Araguaína',
  'America/Santarem': 'Santarém',
  'America/Manaus': 'Manaus',
  'America/Cuiaba': 'Cuiabá',
  'America/Campo_Grande': 'Campo Grande',
  'America/Porto_Velho': 'Porto Velho',
  'America/Boa_Vista': 'Boa Vista',
  'America/Rio_Branco': 'Rio Branco',
  'America/Eirunepe': 'Eirunepé',
};
export const fusoHorarioSchema = z.enum(FUSOS_BRASIL, 'escolha um fuso horário do Brasil');

/** Módulos que a operadora liga e desliga por empresa (docs/decisoes/operador.md). */
export const MODULOS_OPCIONAIS = [
  'banco-horas',
  'sobreaviso',
  'intermitente',
  'holerite',
  'folha',
] as const;
export const moduloOpcionalSchema = z.enum(MODULOS_OPCIONAIS, 'módulo desconhecido');
export type ModuloOpcional = z.infer<typeof moduloOpcionalSchema>;
export const NOMES_MODULOS: Record<ModuloOpcional, string> = {
  'banco-horas': 'Banco de horas',
  sobreaviso: 'Sobreaviso e prontidão',
  intermitente: 'Trabalho intermitente',
  holerite: 'Holerites',
  folha: 'Verbas e exportação da folha',
};

export const situacaoEmpresaSchema = z.enum(['ativa', 'suspensa']);
export type SituacaoEmpresa = z.infer<typeof situacaoEmpresaSchema>;

const texto = (nome: string, min: number, max: number) =>
  z
    .string(`informe ${nome}`)
    .trim()
    .min(min, `informe ${nome} (mínimo ${min} caracteres)`)
    .max(max, `${nome} tem no máximo ${max} caracteres`);

/** Lista das empresas clientes (GET /empresas): paginada no servidor, busca por nome ou CNPJ. */
export const empresasFiltroSchema = z.object({
  search: z.string().trim().max(100, 'busca de no máximo 100 caracteres').optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'no máximo 100 por página').default(25),
});
export type EmpresasFiltro = Partial<z.output<typeof empresasFiltroSchema>>;

export const empresaClienteSchema = z.object({
  id: z.number(),
  cnpj: z.string(),
  razaoSocial: z.string(),
  nomeFantasia: z.string().nullable(),
  fusoHorario: z.string(),
  uf: z.string(),
  /** Nome do plano de faturamento em vigor neste mês (os planos são do faturamento). */
  plano: z.string().nullable(),
  situacao: situacaoEmpresaSchema,
  motivoSituacao: z.string().nullable(),
  situacaoEm: z.string().nullable(),
  colaboradoresAtivos: z.number(),
  criadoEm: z.string(),
  /** A própria operadora (empresa 1): não se suspende. */
  operadora: z.boolean(),
});
export type EmpresaCliente = z.infer<typeof empresaClienteSchema>;

export const empresasPaginaSchema = z.object({
  itens: z.array(empresaClienteSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type EmpresasPagina = z.infer<typeof empresasPaginaSchema>;
export const empresasPaginaRespostaSchema = envelopeMinusculoSchema(empresasPaginaSchema);

/** Configurações e módulos de uma empresa (GET/PUT /empresas/{id}/configuracao). */
export const configuracaoEmpresaSchema = z.object({
  usarMenuGestor: z.boolean('informe se a empresa usa o menu de gestor'),
  fusoHorario: fusoHorarioSchema,
  exigirAprovacaoTratamento: z.boolean('informe se tratamentos exigem aprovação'),
  exigirSegundoFatorAdmin: z.boolean('informe se administradores exigem segundo fator'),
  modulos: z
    .array(moduloOpcionalSchema, 'informe os módulos ligados')
    .max(MODULOS_OPCIONAIS.length, 'módulos repetidos'),
});
export type ConfiguracaoEmpresaOperador = z.infer<typeof configuracaoEmpresaSchema>;
export const configuracaoEmpresaRespostaSchema = envelopeMinusculoSchema(configuracaoEmpresaSchema);

const cpfAdminSchema = z
  .string('informe o CPF do administrador')
  .transform((s) => s.replace(/\D/g, ''))
  .refine(cpfValido, 'CPF do administrador inválido (confira os dígitos verificadores)');

/** Nova empresa cliente com o primeiro administrador do RH (POST /empresas). */
export const criarEmpresaBodySchema = z.object({
  cnpj: z.string('informe o CNPJ').pipe(cnpjSchema),
  razaoSocial: texto('a razão social', 3, 150),
  nomeFantasia: texto('o nome fantasia', 2, 100),
  fusoHorario: fusoHorarioSchema,
  uf: ufSchema,
  /** Plano de faturamento (GET /api/faturamento/planos), em vigor desde o mês da criação. */
  planoId: idNumeroSchema.describe('plano de faturamento'),
  adminNome: texto('o nome do administrador', 3, 120),
  adminEmail: z
    .string('informe o e-mail do administrador')
    .trim()
    .toLowerCase()
    .max(200, 'o e-mail do administrador tem no máximo 200 caracteres')
    .pipe(z.email('e-mail do administrador inválido')),
  /** O primeiro acesso confere o CPF cadastrado (mesmo fluxo do convite do RH). */
  adminCpf: cpfAdminSchema,
});
export type CriarEmpresaBody = z.input<typeof criarEmpresaBodySchema>;

export const empresaCriadaSchema = z.object({
  empresa: empresaClienteSchema,
  admin: z.object({ id: z.number(), nome: z.string(), email: z.string() }),
  /** Link de primeiro acesso (uso único), também enviado por e-mail ao administrador. */
  convite: z.object({ link: z.string(), expiraEm: z.string(), emailEnviado: z.boolean() }),
});
export type EmpresaCriada = z.infer<typeof empresaCriadaSchema>;
export const empresaCriadaRespostaSchema = envelopeMinusculoSchema(empresaCriadaSchema);

/** Suspensão e reativação (POST /empresas/{id}/suspensao e /reativacao): motivo obrigatório. */
export const motivoSituacaoBodySchema = z.object({ motivo: texto('o motivo', 5, 500) });
export const empresaClienteRespostaSchema = envelopeMinusculoSchema(empresaClienteSchema);

/** Pessoas da empresa cliente, para escolher a conta do acesso de suporte (paginada). */
export const usuarioEmpresaSchema = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  cargo: z.string().nullable(),
});
export const usuariosEmpresaPaginaSchema = z.object({
  itens: z.array(usuarioEmpresaSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type UsuariosEmpresaPagina = z.infer<typeof usuariosEmpresaPaginaSchema>;
export const usuariosEmpresaRespostaSchema = envelopeMinusculoSchema(usuariosEmpresaPaginaSchema);

/** Acesso de suporte (POST /empresas/{id}/suporte): token HQ de uso único com motivo. */
export const suporteBodySchema = z.object({
  usuarioId: idNumeroSchema,
  motivo: texto('o motivo', 5, 500),
});
export const suporteEmitidoSchema = z.object({
  url: z.string(),
  /** Até quando o link abre a sessão (uso único). */
  expiraEm: z.string(),
  /** Quanto dura a sessão de suporte depois de aberta, em minutos. */
  duracaoSessaoMin: z.number(),
});
export type SuporteEmitido = z.infer<typeof suporteEmitidoSchema>;
export const suporteEmitidoRespostaSchema = envelopeMinusculoSchema(suporteEmitidoSchema);

export const situacaoSuporteSchema = z.enum(['aguardando', 'ativa', 'encerrada', 'expirada']);
export type SituacaoSuporte = z.infer<typeof situacaoSuporteSchema>;

export const sessaoSuporteSchema = z.object({
  emitidoEm: z.string(),
  emitidoPor: z.string(),
  usuario: z.string(),
  motivo: z.string(),
  /** Prazo para abrir o link. */
  expiraEm: z.string(),
  usadoEm: z.string().nullable(),
  /** Fim da sessão aberta (usadoEm + duração), ou null se o link não foi usado. */
  terminaEm: z.string().nullable(),
  situacao: situacaoSuporteSchema,
});
export type SessaoSuporte = z.infer<typeof sessaoSuporteSchema>;

export const paginaSimplesSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'no máximo 100 por página').default(25),
});

export const sessoesSuportePaginaSchema = z.object({
  itens: z.array(sessaoSuporteSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type SessoesSuportePagina = z.infer<typeof sessoesSuportePaginaSchema>;
export const sessoesSuporteRespostaSchema = envelopeMinusculoSchema(sessoesSuportePaginaSchema);

/** O que o suporte fez em sessões HQ na empresa (auditoria com hq_operador_id). */
export const acaoSuporteSchema = z.object({
  /** Id da linha de auditoria (chave da lista; não é exibido). */
  id: z.number(),
  em: z.string(),
  operador: z.string(),
  usuario: z.string().nullable(),
  entidade: z.string(),
  acao: z.string(),
});
export type AcaoSuporte = z.infer<typeof acaoSuporteSchema>;
export const acoesSuportePaginaSchema = z.object({
  itens: z.array(acaoSuporteSchema),
  total: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type AcoesSuportePagina = z.infer<typeof acoesSuportePaginaSchema>;
export const acoesSuporteRespostaSchema = envelopeMinusculoSchema(acoesSuportePaginaSchema);
