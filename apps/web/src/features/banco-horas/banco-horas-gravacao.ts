import {
  bancosApi,
  type ConfiguracaoCompleta,
  ciclosVerbaApi,
  configuracoesApi,
  configuracoesCicloApi,
  faixasApi,
  faixasVerbaApi,
} from './banco-horas-config.api.ts';
import type { BancoHora, CicloVerba, PoliticaSaldoNegativo, RegimeBancoHoras } from './tipos.ts';

export type FaixaForm = { ateMinutos: number | null; fator: number; verba: string };

/**
 * O que já está gravado de um banco: os ids que a próxima gravação altera em vez de criar. A
 * gravação o atualiza a cada passo, então repetir depois de uma falha no meio continua de onde
 * parou, sem duplicar a configuração nem as faixas.
 */
export type Gravado = {
  bancoId: number | null;
  configuracaoId: number | null;
  cicloId: number | null;
  /** Pela posição da faixa no formulário: o id dela e o da sua verba (a API não remove faixas). */
  faixas: { id: number; verbaId: number | null }[];
  verbas: CicloVerba[];
};

export const gravadoDe = (atual: ConfiguracaoCompleta | null): Gravado => ({
  bancoId: atual?.banco.id ?? null,
  configuracaoId: atual?.configuracao.id ?? null,
  cicloId: atual?.ciclo?.id ?? null,
  faixas: (atual?.faixas ?? []).map(({ faixa, verba }) => ({
    id: faixa.id,
    verbaId: verba?.id ?? null,
  })),
  verbas: [...(atual?.verbas ?? [])],
});

/** O que o formulário do banco edita: o banco, o acordo, o ciclo, as faixas e as verbas. */
export type DadosBanco = {
  nome: string;
  ativo: boolean;
  regime: RegimeBancoHoras;
  inicioCiclo: string;
  fatorDomingoFeriado: number;
  percentualPagamento: number;
  percentualPagamentoDomingoFeriado: number;
  saldoNegativoNoFechamento: PoliticaSaldoNegativo;
  vencimentoMeses: number | null;
  faixas: FaixaForm[];
  verbaPagamento: string;
  verbaPagamentoDomingoFeriado: string;
  verbaDesconto: string;
};

/** As verbas do fechamento que o acordo usa: pagamento por percentual e o desconto. */
const verbasDoAcordo = (d: DadosBanco) => {
  const lista = [
    { tipo: 'pagamento' as const, percentual: d.percentualPagamento, verba: d.verbaPagamento },
    {
      tipo: 'pagamento' as const,
      percentual: d.percentualPagamentoDomingoFeriado,
      verba: d.verbaPagamentoDomingoFeriado,
    },
    { tipo: 'desconto' as const, percentual: 0, verba: d.verbaDesconto },
  ];
  // Percentuais iguais (ex.: 100 % e 100 %) usam uma só verba: vale a primeira.
  return lista.filter(
    (v, i) =>
      v.verba.trim() !== '' &&
      lista.findIndex((o) => o.tipo === v.tipo && o.percentual === v.percentual) === i,
  );
};

const gravarVerbas = async (configuracaoId: number, d: DadosBanco, g: Gravado) => {
  for (const v of verbasDoAcordo(d)) {
    const i = g.verbas.findIndex((a) => a.tipo === v.tipo && a.percentual === v.percentual);
    const entrada = { configuracaoId, tipo: v.tipo, percentual: v.percentual, verba: v.verba };
    if (i >= 0) g.verbas[i] = await ciclosVerbaApi.alterar(g.verbas[i]!.id, entrada);
    else g.verbas.push(await ciclosVerbaApi.criar(entrada));
  }
};

const gravarFaixas = async (configuracaoId: number, faixas: FaixaForm[], g: Gravado) => {
  for (const [i, f] of faixas.entries()) {
    const entrada = { configuracaoId, ordem: i + 1, ateMinutos: f.ateMinutos, fator: f.fator };
    const salva = g.faixas[i];
    if (salva) await faixasApi.alterar(salva.id, entrada);
    else g.faixas[i] = { id: (await faixasApi.criar(entrada)).id, verbaId: null };
    const atual = g.faixas[i]!;
    if (f.verba.trim() === '') continue;
    const verba = { faixaId: atual.id, verba: f.verba.trim() };
    if (atual.verbaId !== null) await faixasVerbaApi.alterar(atual.verbaId, verba);
    else atual.verbaId = (await faixasVerbaApi.criar(verba)).id;
  }
};

/**
 * Grava o banco pelas chamadas da spec §7, na ordem das dependências: configuração, ciclo da
 * configuração, faixas e verbas, e por fim o banco. Com `atual`, altera o que já existe.
 */
export const gravarBanco = async ({
  gravado: g,
  dados,
}: {
  gravado: Gravado;
  dados: DadosBanco;
}): Promise<BancoHora> => {
  const acordo = {
    nome: dados.nome,
    fatorDomingoFeriado: dados.fatorDomingoFeriado,
    percentualPagamento: dados.percentualPagamento,
    percentualPagamentoDomingoFeriado: dados.percentualPagamentoDomingoFeriado,
    saldoNegativoNoFechamento: dados.saldoNegativoNoFechamento,
    vencimentoMeses: dados.vencimentoMeses,
  };
  if (g.configuracaoId === null) g.configuracaoId = (await configuracoesApi.criar(acordo)).id;
  else await configuracoesApi.alterar(g.configuracaoId, acordo);
  const configuracaoId = g.configuracaoId;
  const ciclo = { configuracaoId, regime: dados.regime, inicioCiclo: dados.inicioCiclo };
  if (g.cicloId === null) g.cicloId = (await configuracoesCicloApi.criar(ciclo)).id;
  else await configuracoesCicloApi.alterar(g.cicloId, ciclo);
  await gravarFaixas(configuracaoId, dados.faixas, g);
  await gravarVerbas(configuracaoId, dados, g);
  const entrada = { nome: dados.nome, configuracaoId, ativo: dados.ativo };
  const banco =
    g.bancoId === null
      ? await bancosApi.criar(entrada)
      : await bancosApi.alterar(g.bancoId, entrada);
  g.bancoId = banco.id;
  return banco;
};

/** Os valores do formulário a partir do que está gravado (ou os padrões da lei num banco novo). */
export const dadosIniciais = (atual: ConfiguracaoCompleta | null, hoje: string): DadosBanco => {
  if (!atual)
    return {
      nome: '',
      ativo: true,
      regime: 'individual-6m',
      inicioCiclo: hoje,
      fatorDomingoFeriado: 1,
      percentualPagamento: 50,
      percentualPagamentoDomingoFeriado: 100,
      saldoNegativoNoFechamento: 'perdoar',
      vencimentoMeses: null,
      faixas: [],
      verbaPagamento: '',
      verbaPagamentoDomingoFeriado: '',
      verbaDesconto: '',
    };
  const { banco, configuracao: c, ciclo, faixas, verbas } = atual;
  const verbaDe = (tipo: string, percentual: number) =>
    verbas.find((v) => v.tipo === tipo && v.percentual === percentual)?.verba ?? '';
  return {
    nome: banco.nome,
    ativo: banco.ativo,
    regime: ciclo?.regime ?? 'individual-6m',
    inicioCiclo: ciclo?.inicioCiclo ?? hoje,
    fatorDomingoFeriado: c.fatorDomingoFeriado,
    percentualPagamento: c.percentualPagamento,
    percentualPagamentoDomingoFeriado: c.percentualPagamentoDomingoFeriado,
    saldoNegativoNoFechamento: c.saldoNegativoNoFechamento,
    vencimentoMeses: c.vencimentoMeses,
    faixas: faixas.map(({ faixa, verba }) => ({
      ateMinutos: faixa.ateMinutos,
      fator: faixa.fator,
      verba: verba?.verba ?? '',
    })),
    verbaPagamento: verbaDe('pagamento', c.percentualPagamento),
    verbaPagamentoDomingoFeriado: verbaDe('pagamento', c.percentualPagamentoDomingoFeriado),
    verbaDesconto: verbaDe('desconto', 0),
  };
};
