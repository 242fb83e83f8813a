import { resolverConfiguracao } from '../apuracao/configuracao.ts';
import type { Configuracao, ConfiguracaoParcial } from '../apuracao/tipos.ts';
import { PARAMETROS_PADRAO } from './padrao.ts';
import type { Complementos, ParametrosRegraCalculo, TipoRegraCalculo } from './tipos.ts';

/** Parâmetros escolhidos para alguns tipos; os ausentes ficam no padrão legal (CFG-DEFAULT). */
export type ParametrosEscolhidos = {
  [T in TipoRegraCalculo]?: Partial<ParametrosRegraCalculo[T]>;
};

/** Parâmetros completos de um tipo: os gravados por cima do padrão (campos novos ficam no padrão). */
export const completarParametros = <T extends TipoRegraCalculo>(
  tipo: T,
  parametros: Partial<ParametrosRegraCalculo[T]> | undefined,
): ParametrosRegraCalculo[T] => ({ ...PARAMETROS_PADRAO[tipo], ...parametros });

/** A sobreposição de cada tipo sobre a configuração do motor (merge profundo do motor). */
const CONTRIBUICAO: {
  [T in TipoRegraCalculo]: (p: ParametrosRegraCalculo[T]) => ConfiguracaoParcial;
} = {
  horaNoturna: (p) => ({ noturno: { regime: p.regime, prorrogacao: p.prorrogacao } }),
  tolerancia: (p) => ({
    tolerancia: { porMarcacao: p.porMarcacao, diaria: p.diaria, escopo: p.escopo },
  }),
  horaPositiva: (p) => ({
    bancoHoras: p.bancoHoras ? { ativo: true } : null,
    limites: { extrasDiarias: p.limiteExtrasDiario, diarioBanco: p.limiteDiarioBanco },
  }),
  horaPositivaFaixas: (p) => ({ extras: { faixas: p.faixas.map((f) => ({ ...f })) } }),
  horaNegativa: (p) => ({ tolerancia: { compensarNoDia: p.compensarNoDia } }),
  falta: (p) => ({ dsr: { atrasoPerdeDsr: p.atrasoPerdeDsr } }),
  ausencia: () => ({}),
  descansoObrigatorio: (p) => ({
    regime12x36: p.regime12x36,
    interjornada: { minima: p.interjornadaMinima },
  }),
  domingo: (p) => ({ extras: { domingoFeriado: p.percentual } }),
  inconsistencia: () => ({}),
  tratamento: () => ({}),
  intervalo: (p) => ({
    intervalo: { minimoAcimaDe6h: p.minimoAcimaDe6h, tolerancia: p.tolerancia ?? 0 },
  }),
};

const mesclarParcial = (a: ConfiguracaoParcial, b: ConfiguracaoParcial): ConfiguracaoParcial => {
  const saida: Record<string, unknown> = { ...a };
  for (const [chave, valor] of Object.entries(b)) {
    const atual = saida[chave];
    const objetos =
      typeof atual === 'object' && atual !== null && typeof valor === 'object' && valor !== null;
    saida[chave] = objetos ? { ...atual, ...valor } : valor;
  }
  return saida as ConfiguracaoParcial;
};

/**
 * A configuração do motor de uma regra de ponto: cada tipo escolhido contribui com as suas
 * chaves por cima de CFG-DEFAULT (`resolverConfiguracao`); tipos não escolhidos ficam no padrão.
 */
export const montarConfiguracao = (
  escolhidos: ParametrosEscolhidos,
): { configuracao: Configuracao; complementos: Complementos } => {
  let parcial: ConfiguracaoParcial = {};
  for (const [tipo, parametros] of Object.entries(escolhidos) as [
    TipoRegraCalculo,
    ParametrosEscolhidos[TipoRegraCalculo],
  ][]) {
    if (parametros === undefined) continue;
    const completos = completarParametros(tipo, parametros as never);
    parcial = mesclarParcial(parcial, CONTRIBUICAO[tipo](completos as never));
  }
  const horaPositiva = completarParametros('horaPositiva', escolhidos.horaPositiva);
  return {
    configuracao: resolverConfiguracao(parcial),
    complementos: {
      autorizacaoHoraExtra: {
        exige: horaPositiva.exigeAutorizacaoHoraExtra,
        destinoNaoAutorizada: horaPositiva.destinoNaoAutorizada,
      },
      ausencia: completarParametros('ausencia', escolhidos.ausencia),
      tratamento: completarParametros('tratamento', escolhidos.tratamento),
      inconsistencia: completarParametros('inconsistencia', escolhidos.inconsistencia),
    },
  };
};
