import type {
  AbsenteismoIndicador,
  BancoHorasIndicador,
  HorasExtrasIndicador,
  IndicadoresQuery,
  MarcacoesPorHoraIndicador,
  PendenciasIndicador,
  PendenciasIndicadorQuery,
} from '@jornada/contracts';
import { addDias } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import { saldosComVencimento } from '../banco-horas/index.ts';
import { agoraNaEmpresa } from '../espelho/index.ts';
import { filtroDaConsulta } from './indicador.alcance.ts';
import {
  absenteismoPorMes,
  calcularTotaisDoPeriodo,
  horasExtrasPorDepartamento,
} from './indicador.apuracao.ts';
import { distribuicaoBancoHoras, PRAZOS_VENCIMENTO } from './indicador.banco-horas.ts';
import { pendenciasDoPeriodo } from './indicador.pendencias.ts';
import { indicadorRepository } from './indicador.repository.ts';

export type IndicadorDeps = {
  db: Db;
  clock: () => Date;
  /** A apuração do espelho (módulo `apuracao`): os números são os mesmos do espelho. */
  apuracao: ApuracaoService;
};

/**
 * Indicadores do RH (a empresa) e do gestor (a equipe), só leitura e calculados na hora pelo
 * mesmo motor do espelho (totais do mês por pessoa somados), como o espelho: sem cache.
 */
export const createIndicadorService = (deps: IndicadorDeps) => {
  const preparar = async (auth: AuthContext, q: IndicadoresQuery) => {
    const escopo = { db: deps.db, empresaId: auth.empresaId };
    const filtro = await filtroDaConsulta(escopo, auth, q);
    const pessoas = await indicadorRepository(escopo).listPessoas(filtro);
    return { escopo, filtro, pessoas };
  };

  const totais = async (auth: AuthContext, q: IndicadoresQuery) => {
    const { escopo, filtro, pessoas } = await preparar(auth, q);
    const { hoje } = await agoraNaEmpresa(escopo, deps.clock);
    return calcularTotaisDoPeriodo(deps.apuracao, escopo, pessoas, filtro, hoje);
  };

  return {
    horasExtras: async (auth: AuthContext, q: IndicadoresQuery): Promise<HorasExtrasIndicador> =>
      horasExtrasPorDepartamento(await totais(auth, q)),

    absenteismo: async (auth: AuthContext, q: IndicadoresQuery): Promise<AbsenteismoIndicador> =>
      absenteismoPorMes(await totais(auth, q)),

    /** Saldos de hoje de quem está no alcance e nos filtros, com banco vigente hoje. */
    bancoHoras: async (auth: AuthContext, q: IndicadoresQuery): Promise<BancoHorasIndicador> => {
      const { pessoas } = await preparar(auth, q);
      const { hoje, saldos } = await saldosComVencimento(
        deps,
        auth.empresaId,
        pessoas.map((p) => p.id),
        Math.max(...PRAZOS_VENCIMENTO),
      );
      return distribuicaoBancoHoras(hoje, saldos, (dias) => addDias(hoje, dias));
    },

    marcacoesPorHora: async (
      auth: AuthContext,
      q: IndicadoresQuery,
    ): Promise<MarcacoesPorHoraIndicador> => {
      const { escopo, filtro, pessoas } = await preparar(auth, q);
      const contagem = await indicadorRepository(escopo).contarMarcacoesPorHora(
        pessoas.map((p) => p.id),
        filtro.inicio,
        filtro.fim,
      );
      const porHora = new Map(contagem.map((c) => [c.hora, c.marcacoes]));
      return {
        items: Array.from({ length: 24 }, (_, hora) => ({
          hora,
          marcacoes: porHora.get(hora) ?? 0,
        })),
      };
    },

    pendencias: async (
      auth: AuthContext,
      q: PendenciasIndicadorQuery,
    ): Promise<PendenciasIndicador> => {
      const { escopo, filtro, pessoas } = await preparar(auth, q);
      return pendenciasDoPeriodo(escopo, pessoas, filtro, q);
    },
  };
};
export type IndicadorService = ReturnType<typeof createIndicadorService>;
