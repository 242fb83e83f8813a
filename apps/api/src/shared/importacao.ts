// Etapas comuns das importações por planilha (colaboradores e cadastros da estrutura): validade
// do rascunho, página da prévia e o CSV das linhas recusadas
// (docs/decisoes/colaboradores-importacao.md).
import { gerarCsv } from '@jornada/domain';
import { AppError } from './errors.ts';

/** Rascunho não confirmado depois disto expira (e é apagado no próximo envio da empresa). */
export const VALIDADE_RASCUNHO_MS = 24 * 60 * 60 * 1000;

export const importacaoNaoEncontrada = () =>
  new AppError(
    'IMPORTACAO_INEXISTENTE',
    'Importação não encontrada ou expirada: envie o arquivo de novo.',
    404,
  );

/** O rascunho lido, ou 404 se não existe ou expirou sem confirmação. */
export const rascunhoValido = <R extends { criadoEm: Date; confirmadoEm: Date | null }>(
  r: R | undefined,
  agora: Date,
): R => {
  if (!r || (!r.confirmadoEm && agora.getTime() - r.criadoEm.getTime() > VALIDADE_RASCUNHO_MS))
    throw importacaoNaoEncontrada();
  return r;
};

export const mapeamentoInvalido = (e: { campo: string; mensagem: string }) =>
  new AppError('MAPEAMENTO_INVALIDO', e.mensagem, 400, `mapeamento.${e.campo}`);

type Validada<C extends string> = {
  linha: number;
  valores: Partial<Record<C, string>>;
  erros: { campo: C | null; mensagem: string }[];
};

/** Contagens e uma página das linhas validadas (todas ou só as com erro). */
export const paginaDaPrevia = <C extends string>(
  validadas: Validada<C>[],
  q: { pageNumber: number; pageSize: number; soComErro: boolean },
) => {
  const invalidas = validadas.filter((l) => l.erros.length > 0).length;
  const lista = q.soComErro ? validadas.filter((l) => l.erros.length > 0) : validadas;
  const inicio = (q.pageNumber - 1) * q.pageSize;
  return {
    totalLinhas: validadas.length,
    validas: validadas.length - invalidas,
    invalidas,
    errosMapeamento: [],
    total: lista.length,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    items: lista.slice(inicio, inicio + q.pageSize).map((l) => ({
      linha: l.linha,
      valores: l.valores as Record<string, string>,
      erros: l.erros,
    })),
  };
};

/** Prévia sem linhas: o mapeamento tem erros, nenhuma linha é validada. */
export const previaSemMapeamento = <C extends string>(
  totalLinhas: number,
  errosMapeamento: { campo: C; mensagem: string }[],
  q: { pageNumber: number; pageSize: number },
) => ({
  totalLinhas,
  validas: 0,
  invalidas: totalLinhas,
  errosMapeamento,
  items: [],
  total: 0,
  pageNumber: q.pageNumber,
  pageSize: q.pageSize,
});

/** As linhas recusadas como vieram, com a coluna "erro" no fim (para corrigir e reenviar). */
export const rejeitadosCsv = (
  nomeArquivo: string,
  cabecalho: string[],
  rejeitados: { celulas: string[]; erro: string }[],
) => ({
  nomeArquivo,
  tipo: 'text/csv; charset=utf-8',
  // BOM: o Excel em pt-BR só abre o CSV em UTF-8 (acentos) com ele.
  conteudo: Buffer.from(
    `\uFEFF${gerarCsv([[...cabecalho, 'erro'], ...rejeitados.map((r) => [...r.celulas, r.erro])])}\r\n`,
    'utf8',
  ),
});

export const importacaoNaoConfirmada = () =>
  new AppError(
    'IMPORTACAO_NAO_CONFIRMADA',
    'Confirme a importação antes de baixar as linhas recusadas.',
    409,
  );
