import { z } from 'zod';
import { envelopeMinusculoSchema, ID_MAXIMO } from './comum.ts';

/**
 * Sincronização com a folha (issue #22 §5), serviço `integracao` (/api/integracao): a exportação
 * de um sistema de folha (CSV ou XLSX) de colaboradores, afastamentos ou sindicatos entra com o
 * mapeamento de colunas guardado por fonte ("Domínio", "Senior"...). GET/POST
 * /sincronizacao/fontes; PUT /sincronizacao/fontes/{id}/mapeamentos/{tipo}; POST
 * /sincronizacao/lotes (multipart: arquivo, fonteId, tipo); POST /sincronizacao/lotes/{id}/previa
 * (não grava nada além do mapeamento da fonte); POST /sincronizacao/lotes/{id}/confirmacao.
 */

export const TIPOS_SINCRONIZACAO = ['colaboradores', 'afastamentos', 'sindicatos'] as const;
export type TipoSincronizacao = (typeof TIPOS_SINCRONIZACAO)[number];
export const tipoSincronizacaoSchema = z.enum(TIPOS_SINCRONIZACAO, {
  error: 'tipo: escolha colaboradores, afastamentos ou sindicatos',
});
export const ROTULOS_TIPO_SINCRONIZACAO: Record<TipoSincronizacao, string> = {
  colaboradores: 'Colaboradores',
  afastamentos: 'Afastamentos',
  sindicatos: 'Sindicatos',
};

type Campo = { campo: string; rotulo: string; obrigatorio: boolean };
/** Campos de cada tipo, na ordem da tela; o CPF identifica a pessoa em todos. */
export const CAMPOS_SINCRONIZACAO: Record<TipoSincronizacao, readonly Campo[]> = {
  colaboradores: [
    { campo: 'cpf', rotulo: 'CPF', obrigatorio: true },
    { campo: 'nome', rotulo: 'Nome', obrigatorio: true },
    { campo: 'email', rotulo: 'E-mail', obrigatorio: false },
    { campo: 'matricula', rotulo: 'Matrícula', obrigatorio: false },
    { campo: 'admissao', rotulo: 'Admissão', obrigatorio: false },
    { campo: 'filial', rotulo: 'Filial', obrigatorio: false },
    { campo: 'departamento', rotulo: 'Departamento', obrigatorio: false },
    { campo: 'cargo', rotulo: 'Cargo', obrigatorio: false },
  ],
  afastamentos: [
    { campo: 'cpf', rotulo: 'CPF', obrigatorio: true },
    { campo: 'tipo', rotulo: 'Tipo de afastamento', obrigatorio: true },
    { campo: 'inicio', rotulo: 'Início', obrigatorio: true },
    { campo: 'fim', rotulo: 'Fim', obrigatorio: false },
  ],
  sindicatos: [
    { campo: 'cpf', rotulo: 'CPF', obrigatorio: true },
    { campo: 'sindicato', rotulo: 'Sindicato', obrigatorio: true },
  ],
};

/** Coluna do arquivo (pelo texto do cabeçalho) de cada campo; null = não usar. */
export const mapeamentoSincronizacaoSchema = z.record(
  z.string().max(40),
  z.string().trim().max(200, 'coluna com no máximo 200 caracteres').nullable(),
);
export type MapeamentoSincronizacao = z.infer<typeof mapeamentoSincronizacaoSchema>;

export const fonteSincronizacaoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  /** Mapeamento salvo de cada tipo de arquivo desta fonte. */
  mapeamentos: z.partialRecord(tipoSincronizacaoSchema, mapeamentoSincronizacaoSchema),
});
export type FonteSincronizacao = z.infer<typeof fonteSincronizacaoSchema>;
export const fontesSincronizacaoRespostaSchema = envelopeMinusculoSchema(
  z.object({ items: z.array(fonteSincronizacaoSchema) }),
);
export const fonteSincronizacaoRespostaSchema = envelopeMinusculoSchema(fonteSincronizacaoSchema);

export const fonteSincronizacaoBodySchema = z
  .object({
    nome: z
      .string({ error: 'nome: informe o nome da fonte' })
      .trim()
      .min(2, 'nome: informe o nome da fonte (ao menos 2 letras)')
      .max(60, 'nome: no máximo 60 caracteres'),
  })
  .strict();
export type FonteSincronizacaoBody = z.infer<typeof fonteSincronizacaoBodySchema>;

const idParam = (quem: string) => z.coerce.number().int().positive().max(ID_MAXIMO, quem);
export const fonteMapeamentoParamSchema = z.object({
  id: idParam('fonte inexistente'),
  tipo: tipoSincronizacaoSchema,
});
export const mapeamentoBodySchema = z
  .object({ mapeamento: mapeamentoSincronizacaoSchema })
  .strict();
export const loteSincronizacaoIdParamSchema = z.object({ id: idParam('lote inexistente') });

/** Campos de texto do envio multipart (além do arquivo). */
export const loteSincronizacaoEnvioSchema = z.object({
  fonteId: idParam('fonteId: escolha a fonte'),
  tipo: tipoSincronizacaoSchema,
});

export const loteSincronizacaoSchema = z.object({
  id: z.number(),
  fonteId: z.number(),
  tipo: tipoSincronizacaoSchema,
  nomeArquivo: z.string(),
  colunas: z.array(z.string()),
  totalLinhas: z.number(),
  /** O mapeamento salvo da fonte; sem ele, o proposto pelos nomes das colunas. */
  mapeamento: mapeamentoSincronizacaoSchema,
});
export type LoteSincronizacao = z.infer<typeof loteSincronizacaoSchema>;
export const loteSincronizacaoRespostaSchema = envelopeMinusculoSchema(loteSincronizacaoSchema);

export const SITUACOES_LINHA_SINCRONIZACAO = ['novo', 'alterado', 'semMudanca', 'erro'] as const;
export type SituacaoLinhaSincronizacao = (typeof SITUACOES_LINHA_SINCRONIZACAO)[number];

export const linhaSincronizacaoSchema = z.object({
  /** Número da linha no arquivo (o cabeçalho é a linha 1). */
  linha: z.number(),
  cpf: z.string(),
  nome: z.string().nullable(),
  situacao: z.enum(SITUACOES_LINHA_SINCRONIZACAO),
  mudancas: z.array(
    z.object({ campo: z.string(), rotulo: z.string(), antes: z.string(), depois: z.string() }),
  ),
  erros: z.array(z.string()),
});
export type LinhaSincronizacao = z.infer<typeof linhaSincronizacaoSchema>;

const contagensSchema = z.object({
  novo: z.number(),
  alterado: z.number(),
  semMudanca: z.number(),
  erro: z.number(),
});

export const previaSincronizacaoSchema = z.object({
  contagens: contagensSchema,
  linhas: z.array(linhaSincronizacaoSchema),
});
export type PreviaSincronizacao = z.infer<typeof previaSincronizacaoSchema>;
export const previaSincronizacaoRespostaSchema = envelopeMinusculoSchema(previaSincronizacaoSchema);

/** Resultado da confirmação: o que foi gravado e as linhas com erro (que não mudaram nada). */
export const resultadoSincronizacaoSchema = z.object({
  contagens: contagensSchema,
  erros: z.array(linhaSincronizacaoSchema),
});
export type ResultadoSincronizacao = z.infer<typeof resultadoSincronizacaoSchema>;
export const resultadoSincronizacaoRespostaSchema = envelopeMinusculoSchema(
  resultadoSincronizacaoSchema,
);
