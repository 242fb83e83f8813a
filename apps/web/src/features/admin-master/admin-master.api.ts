import {
  type AcoesSuportePagina,
  acoesSuporteRespostaSchema,
  type ConfiguracaoEmpresaOperador,
  type CriarEmpresaBody,
  configuracaoEmpresaRespostaSchema,
  type EmpresaCliente,
  type EmpresaCriada,
  type EmpresasFiltro,
  type EmpresasPagina,
  empresaClienteRespostaSchema,
  empresaCriadaRespostaSchema,
  empresasPaginaRespostaSchema,
  type PlanoFaturamento,
  planosFaturamentoRespostaSchema,
  type SessoesSuportePagina,
  type SuporteEmitido,
  sessoesSuporteRespostaSchema,
  suporteEmitidoRespostaSchema,
  type UsuariosEmpresaPagina,
  usuariosEmpresaRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

/** Chamadas da tela do operador (SERVICOS.operador, só empresa 1). */
const exigir = <T>(data: T | null): T => {
  if (data === null) throw new Error('resposta sem dados');
  return data;
};

export type Paginacao = { pageNumber: number; pageSize: number };

export const listEmpresas = async (f: EmpresasFiltro): Promise<EmpresasPagina> =>
  exigir(
    empresasPaginaRespostaSchema.parse(await apiFetch('operador', '/empresas', { query: f })).data,
  );

/** Planos de faturamento ativos (GET /api/faturamento/planos): a empresa nasce com um deles. */
export const listPlanosAtivos = async (): Promise<PlanoFaturamento[]> =>
  (
    planosFaturamentoRespostaSchema.parse(await apiFetch('faturamento', '/planos')).data ?? []
  ).filter((p) => p.ativo);

export const criarEmpresa = async (corpo: CriarEmpresaBody): Promise<EmpresaCriada> =>
  exigir(
    empresaCriadaRespostaSchema.parse(
      await apiFetch('operador', '/empresas', { method: 'POST', body: corpo }),
    ).data,
  );

export const alterarSituacao = async (v: {
  empresaId: number;
  acao: 'suspensao' | 'reativacao';
  motivo: string;
}): Promise<EmpresaCliente> =>
  exigir(
    empresaClienteRespostaSchema.parse(
      await apiFetch('operador', `/empresas/${v.empresaId}/${v.acao}`, {
        method: 'POST',
        body: { motivo: v.motivo },
      }),
    ).data,
  );

export const obterConfiguracao = async (empresaId: number): Promise<ConfiguracaoEmpresaOperador> =>
  exigir(
    configuracaoEmpresaRespostaSchema.parse(
      await apiFetch('operador', `/empresas/${empresaId}/configuracao`),
    ).data,
  );

export const salvarConfiguracao = async (v: {
  empresaId: number;
  configuracao: ConfiguracaoEmpresaOperador;
}): Promise<ConfiguracaoEmpresaOperador> =>
  exigir(
    configuracaoEmpresaRespostaSchema.parse(
      await apiFetch('operador', `/empresas/${v.empresaId}/configuracao`, {
        method: 'PUT',
        body: v.configuracao,
      }),
    ).data,
  );

export const listUsuariosEmpresa = async (
  empresaId: number,
  f: Paginacao & { search?: string },
): Promise<UsuariosEmpresaPagina> =>
  exigir(
    usuariosEmpresaRespostaSchema.parse(
      await apiFetch('operador', `/empresas/${empresaId}/usuarios`, { query: f }),
    ).data,
  );

export const emitirSuporte = async (v: {
  empresaId: number;
  usuarioId: number;
  motivo: string;
}): Promise<SuporteEmitido> =>
  exigir(
    suporteEmitidoRespostaSchema.parse(
      await apiFetch('operador', `/empresas/${v.empresaId}/suporte`, {
        method: 'POST',
        body: { usuarioId: v.usuarioId, motivo: v.motivo },
      }),
    ).data,
  );

export const listSessoesSuporte = async (
  empresaId: number,
  f: Paginacao,
): Promise<SessoesSuportePagina> =>
  exigir(
    sessoesSuporteRespostaSchema.parse(
      await apiFetch('operador', `/empresas/${empresaId}/suporte`, { query: f }),
    ).data,
  );

export const listAcoesSuporte = async (
  empresaId: number,
  f: Paginacao,
): Promise<AcoesSuportePagina> =>
  exigir(
    acoesSuporteRespostaSchema.parse(
      await apiFetch('operador', `/empresas/${empresaId}/suporte/acoes`, { query: f }),
    ).data,
  );
