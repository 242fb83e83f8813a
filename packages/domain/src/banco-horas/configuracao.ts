import type { ConfiguracaoBancoHoras, ConfiguracaoBancoHorasParcial } from './tipos.ts';

/**
 * Padrões do contrato (engine-contract.md, Parte 2): uma faixa de fator 1; domingo/feriado 1:1;
 * extra a 50 % (art. 59 §2º, consequência do §3º) e domingo/feriado a 100 % (Lei 605/49 art. 9º,
 * Súmula 146 TST); saldo negativo perdoado (a lei é omissa; escolha conservadora, §2.7); sem
 * vencimento antes do fim do ciclo.
 */
export const CONFIGURACAO_BANCO_HORAS_PADRAO: Omit<
  ConfiguracaoBancoHoras,
  'regime' | 'inicioCiclo'
> = {
  faixasCredito: [{ fator: 1 }],
  fatorDomingoFeriado: 1,
  percentualPagamento: 50,
  percentualPagamentoDomingoFeriado: 100,
  saldoNegativoNoFechamento: 'perdoar',
  vencimentoMeses: null,
};

const semNulos = (parcial: ConfiguracaoBancoHorasParcial): Partial<ConfiguracaoBancoHoras> =>
  Object.fromEntries(
    Object.entries(parcial).filter(([, valor]) => valor !== undefined && valor !== null),
  );

/** Configuração completa: o que veio (sem `null`/ausentes) sobre os padrões. */
export const resolverConfiguracaoBancoHoras = (
  parcial: ConfiguracaoBancoHorasParcial,
): ConfiguracaoBancoHoras => ({
  ...CONFIGURACAO_BANCO_HORAS_PADRAO,
  ...semNulos(parcial),
  regime: parcial.regime,
  inicioCiclo: parcial.inicioCiclo,
});
