import {
  type ConciliacaoVerbas,
  conciliacaoVerbasRespostaSchema,
  type DefinicaoLeiauteWire,
  type ExportacaoVerbas,
  exportacaoVerbasRespostaSchema,
  type HistoricoVerba,
  historicoVerbaRespostaSchema,
  type ItemFiltro,
  itemFiltroSchema,
  type Leiaute,
  type LeiauteBody,
  leiauteRespostaSchema,
  leiautesRespostaSchema,
  MENSAGEM_ERRO_EXPORTACAO_VERBAS,
  MENSAGEM_ERRO_VERBAS,
  previaLeiauteRespostaSchema,
  tiposQuantidadeRespostaSchema,
  type Verba,
  type VerbaBody,
  verbaRespostaSchema,
  verbasRespostaSchema,
} from '@jornada/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

/**
 * Serviço de verbas (SERVICOS.verbas, docs/decisoes/verbas-e-exportacao.md): configuração das
 * verbas, leiautes, exportação e conciliação. Só o RH com o menu da folha usa.
 */

export type TipoQuantidadeInfo = NonNullable<
  z.infer<typeof tiposQuantidadeRespostaSchema>['data']
>[number];
export type LeiautesDaEmpresa = NonNullable<z.infer<typeof leiautesRespostaSchema>['data']>;
export type LeiautePronto = LeiautesDaEmpresa['prontos'][number];
export type PreviaLeiaute = NonNullable<z.infer<typeof previaLeiauteRespostaSchema>['data']>;

/** Competência e alcance (empresa do token; filial e departamento opcionais). */
export type Competencia = {
  ano: number;
  mes: number;
  filialId?: number | undefined;
  departamentoId?: number | undefined;
};

/** Leiaute escolhido: um pronto pela chave ou um da empresa pelo id. */
export type EscolhaLeiaute = { leiaute: string } | { leiauteId: number };

export type ConsultaExportacao = Competencia &
  EscolhaLeiaute & { codigoEmpresaFolha?: string | undefined };

/** Texto que a tela mostra numa falha: o do servidor (4xx) ou o da spec §8 para o serviço. */
export const mensagemDeErro = (erro: unknown, padrao: string): string =>
  erro instanceof ErroApi && !erro.isErroServidor ? erro.mensagem : padrao;

export const mensagemErroConfig = (erro: unknown) => mensagemDeErro(erro, MENSAGEM_ERRO_VERBAS);
export const mensagemErroExportacao = (erro: unknown) =>
  mensagemDeErro(erro, MENSAGEM_ERRO_EXPORTACAO_VERBAS);

const exigir = <T>(dados: T | null): T => {
  if (dados === null) throw new Error(MENSAGEM_ERRO_VERBAS);
  return dados;
};

export const listarTiposQuantidade = async (): Promise<TipoQuantidadeInfo[]> =>
  tiposQuantidadeRespostaSchema.parse(await apiFetch('verbas', '/tipos-quantidade')).data ?? [];

export const listarVerbas = async (): Promise<Verba[]> =>
  verbasRespostaSchema.parse(await apiFetch('verbas', '/verba')).data ?? [];

export const salvarVerba = async (corpo: VerbaBody, id?: number): Promise<Verba> =>
  exigir(
    verbaRespostaSchema.parse(
      await apiFetch('verbas', id ? `/verba/${id}` : '/verba', {
        method: id ? 'PUT' : 'POST',
        body: corpo,
      }),
    ).data,
  );

export const excluirVerba = async (id: number): Promise<Verba> =>
  exigir(
    verbaRespostaSchema.parse(await apiFetch('verbas', `/verba/${id}`, { method: 'DELETE' })).data,
  );

export const historicoVerba = async (id: number): Promise<HistoricoVerba[]> =>
  historicoVerbaRespostaSchema.parse(await apiFetch('verbas', `/verba/${id}/historico`)).data ?? [];

export const listarLeiautes = async (): Promise<LeiautesDaEmpresa> =>
  leiautesRespostaSchema.parse(await apiFetch('verbas', '/leiaute')).data ?? {
    prontos: [],
    personalizados: [],
  };

export const salvarLeiaute = async (corpo: LeiauteBody, id?: number): Promise<Leiaute> =>
  exigir(
    leiauteRespostaSchema.parse(
      await apiFetch('verbas', id ? `/leiaute/${id}` : '/leiaute', {
        method: id ? 'PUT' : 'POST',
        body: corpo,
      }),
    ).data,
  );

export const excluirLeiaute = async (id: number): Promise<Leiaute> =>
  exigir(
    leiauteRespostaSchema.parse(await apiFetch('verbas', `/leiaute/${id}`, { method: 'DELETE' }))
      .data,
  );

export const previaLeiaute = async (
  c: { ano: number; mes: number },
  definicao: DefinicaoLeiauteWire,
): Promise<PreviaLeiaute> =>
  exigir(
    previaLeiauteRespostaSchema.parse(
      await apiFetch('verbas', '/leiaute/previa', {
        method: 'POST',
        body: { ano: c.ano, mes: c.mes, definicao, linhas: 10 },
      }),
    ).data,
  );

export const exportarVerbas = async (q: ConsultaExportacao): Promise<ExportacaoVerbas> =>
  exigir(
    exportacaoVerbasRespostaSchema.parse(await apiFetch('verbas', '/exportacao', { query: q }))
      .data,
  );

const mesDoArquivo = (c: Competencia) => `${c.ano}-${String(c.mes).padStart(2, '0')}`;

export const baixarExportacao = async (q: ConsultaExportacao): Promise<string> => {
  const a = await apiFetch('verbas', '/exportacao/arquivo', { query: q, resposta: 'arquivo' });
  const nome = a.nome ?? `verbas-${mesDoArquivo(q)}.txt`;
  salvarArquivo(a.blob, nome);
  return nome;
};

export const carregarConciliacao = async (c: Competencia): Promise<ConciliacaoVerbas> =>
  exigir(
    conciliacaoVerbasRespostaSchema.parse(await apiFetch('verbas', '/conciliacao', { query: c }))
      .data,
  );

export const baixarConciliacao = async (c: Competencia, formato: 'pdf' | 'xlsx') => {
  const a = await apiFetch('verbas', `/conciliacao/${formato}`, { query: c, resposta: 'arquivo' });
  salvarArquivo(a.blob, a.nome ?? `conciliacao-verbas-${mesDoArquivo(c)}.${formato}`);
};

const lerFiltro = (bruto: unknown): ItemFiltro[] =>
  itemFiltroSchema.array().parse((bruto as { data?: unknown } | undefined)?.data ?? []);

/** GET /api/base/filter/filiais e /departamentos (spec §7 "Filters and lookups"). */
export const listarFiliais = async () => lerFiltro(await apiFetch('base', '/filter/filiais'));
export const listarDepartamentos = async () =>
  lerFiltro(await apiFetch('base', '/filter/departamentos'));
