import {
  type BancoHora,
  type BancoHoraConfiguracao,
  type BancoHoraConfiguracaoEntrada,
  type BancoHoraEntrada,
  bancoHoraConfiguracaoSchema,
  bancoHoraSchema,
  type CicloVerba,
  type CicloVerbaEntrada,
  type ConfiguracaoCiclo,
  type ConfiguracaoCicloEntrada,
  cicloVerbaSchema,
  configuracaoCicloSchema,
  type Estagios,
  type EstagioVerba,
  estagiosSchema,
  estagioVerbaSchema,
  type Faixa,
  type FaixaEntrada,
  type FaixaVerba,
  type FaixaVerbaEntrada,
  faixaSchema,
  faixaVerbaSchema,
} from '@jornada/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** Envelope minúsculo (`success`, `data`) do serviço do banco de horas; nulo vira erro. */
export const dadosDe = (bruto: unknown): unknown => {
  const dados = (bruto as { data?: unknown } | undefined)?.data;
  if (dados === null || dados === undefined) throw new ErroApi(404, bruto);
  return dados;
};

export const V1 = '/api/v1';

/**
 * As quatro chamadas de um cadastro do banco (spec §7 "Hour bank"): GET lista, GET por id, POST
 * cria, PUT altera (e a resposta é o registro relido).
 */
const cadastro = <S extends z.ZodType, E>(caminho: string, schema: S) => ({
  listar: async (): Promise<z.infer<S>[]> =>
    schema.array().parse(dadosDe(await apiFetch('regrasBancoHoras', `${V1}${caminho}`))),
  obter: async (id: number): Promise<z.infer<S>> =>
    schema.parse(dadosDe(await apiFetch('regrasBancoHoras', `${V1}${caminho}/${id}`))),
  criar: async (entrada: E): Promise<z.infer<S>> =>
    schema.parse(
      dadosDe(
        await apiFetch('regrasBancoHoras', `${V1}${caminho}`, { method: 'POST', body: entrada }),
      ),
    ),
  alterar: async (id: number, entrada: E): Promise<z.infer<S>> =>
    schema.parse(
      dadosDe(
        await apiFetch('regrasBancoHoras', `${V1}${caminho}/${id}`, {
          method: 'PUT',
          body: entrada,
        }),
      ),
    ),
});

/** /api/v1/bancoHora/{id}: o banco que se atribui aos colaboradores. */
export const bancosApi = cadastro<typeof bancoHoraSchema, BancoHoraEntrada>(
  '/bancoHora',
  bancoHoraSchema,
);
/** /api/v1/bancoHora/configuracao/{id}: o acordo (adicionais, domingo/feriado, vencimento). */
export const configuracoesApi = cadastro<
  typeof bancoHoraConfiguracaoSchema,
  BancoHoraConfiguracaoEntrada
>('/bancoHora/configuracao', bancoHoraConfiguracaoSchema);
/** /api/v1/bancoHora/configuracao/ciclo/{id}: regime e início do ciclo da configuração. */
export const configuracoesCicloApi = cadastro<
  typeof configuracaoCicloSchema,
  ConfiguracaoCicloEntrada
>('/bancoHora/configuracao/ciclo', configuracaoCicloSchema);
/** /api/v1/bancoHora/configuracao/ciclo/verba/{id}: verbas do fechamento por percentual. */
export const ciclosVerbaApi = cadastro<typeof cicloVerbaSchema, CicloVerbaEntrada>(
  '/bancoHora/configuracao/ciclo/verba',
  cicloVerbaSchema,
);
/** /api/v1/bancoHora/configuracao/faixa/{id}: faixas de conversão do crédito do dia. */
export const faixasApi = cadastro<typeof faixaSchema, FaixaEntrada>(
  '/bancoHora/configuracao/faixa',
  faixaSchema,
);
/** /api/v1/bancoHora/configuracao/faixa/verba/{id}: a verba de cada faixa. */
export const faixasVerbaApi = cadastro<typeof faixaVerbaSchema, FaixaVerbaEntrada>(
  '/bancoHora/configuracao/faixa/verba',
  faixaVerbaSchema,
);

/** A configuração completa de um banco, como o formulário a mostra. */
export type ConfiguracaoCompleta = {
  banco: BancoHora;
  configuracao: BancoHoraConfiguracao;
  ciclo: ConfiguracaoCiclo | null;
  faixas: { faixa: Faixa; verba: FaixaVerba | null }[];
  verbas: CicloVerba[];
};

/** Lê o banco e tudo o que pende da configuração dele (os cadastros vêm da empresa inteira). */
export const loadConfiguracaoCompleta = async (
  bancoHoraId: number,
): Promise<ConfiguracaoCompleta> => {
  const banco = await bancosApi.obter(bancoHoraId);
  const [configuracao, ciclos, faixas, faixasVerba, verbas] = await Promise.all([
    configuracoesApi.obter(banco.configuracaoId),
    configuracoesCicloApi.listar(),
    faixasApi.listar(),
    faixasVerbaApi.listar(),
    ciclosVerbaApi.listar(),
  ]);
  const daConfiguracao = <T extends { configuracaoId: number }>(l: T[]) =>
    l.filter((x) => x.configuracaoId === banco.configuracaoId);
  return {
    banco,
    configuracao,
    ciclo: daConfiguracao(ciclos)[0] ?? null,
    faixas: daConfiguracao(faixas)
      .toSorted((a, b) => a.ordem - b.ordem)
      .map((faixa) => ({
        faixa,
        verba: faixasVerba.find((v) => v.faixaId === faixa.id) ?? null,
      })),
    verbas: daConfiguracao(verbas),
  };
};

/** GET /api/v1/bancoHora/estagio/{id} (id = o banco): os limites de saldo por estágio. */
export const loadEstagios = async (bancoHoraId: number): Promise<Estagios> =>
  estagiosSchema.parse(
    dadosDe(await apiFetch('regrasBancoHoras', `${V1}/bancoHora/estagio/${bancoHoraId}`)),
  );

/** PUT /api/v1/bancoHora/estagio/{id}: substitui a lista (limites crescentes). */
export const gravarEstagios = async (e: {
  bancoHoraId: number;
  estagios: { ordem: number; limiteMinutos: number }[];
}): Promise<Estagios> =>
  estagiosSchema.parse(
    dadosDe(
      await apiFetch('regrasBancoHoras', `${V1}/bancoHora/estagio/${e.bancoHoraId}`, {
        method: 'PUT',
        body: { estagios: e.estagios },
      }),
    ),
  );

const CAMINHO_VERBA_ESTAGIO = `${V1}/bancoHora/configuracao/estagio/verba`;

/** GET /api/v1/bancoHora/configuracao/estagio/verba: a verba do excedente (uma por empresa). */
export const loadVerbaEstagio = async (): Promise<EstagioVerba> =>
  estagioVerbaSchema.parse(dadosDe(await apiFetch('regrasBancoHoras', CAMINHO_VERBA_ESTAGIO)));

export const gravarVerbaEstagio = async (verba: string): Promise<EstagioVerba> =>
  estagioVerbaSchema.parse(
    dadosDe(
      await apiFetch('regrasBancoHoras', CAMINHO_VERBA_ESTAGIO, { method: 'PUT', body: { verba } }),
    ),
  );
