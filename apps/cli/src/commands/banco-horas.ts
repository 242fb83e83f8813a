import {
  apurarBancoHoras,
  type ConfiguracaoBancoHorasParcial,
  type EntradaBancoHoras,
  ErroBancoHoras,
  type FaixaCredito,
  isDataIso,
  type MovimentoBancoHoras,
  type PagamentoBancoHoras,
  type RescisaoBancoHoras,
} from '@jornada/domain';
import { CliError } from '../cli-error.ts';

// Validação da entrada de `jornada banco-horas` (engine-contract.md, Parte 2): cada erro vira
// uma linha em pt-BR que nomeia o campo, e o main.ts sai com código 2.

type Objeto = Record<string, unknown>;

const REGIMES = ['individual-6m', 'coletivo-12m', 'mensal'];
const POLITICAS = ['perdoar', 'transportar', 'descontar'];
const TIPOS_RESCISAO = [
  'sem-justa-causa',
  'pedido-demissao',
  'justa-causa',
  'acordo',
  'fim-contrato',
];

const falhar = (campo: string, problema: string): never => {
  throw new CliError(`${campo}: ${problema}`);
};

const isObjeto = (valor: unknown): valor is Objeto =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

const descrever = (valor: unknown): string => JSON.stringify(valor) ?? String(valor);

const isAusente = (valor: unknown): valor is null | undefined =>
  valor === undefined || valor === null;

const lerJson = (entrada: string): unknown => {
  try {
    return JSON.parse(entrada);
  } catch (error) {
    return falhar('entrada', `não é um JSON válido (${(error as Error).message})`);
  }
};

const secao = (valor: unknown, campo: string): Objeto =>
  isObjeto(valor) ? valor : falhar(campo, `deve ser um objeto, veio ${descrever(valor)}`);

const lista = (valor: unknown, campo: string): unknown[] => {
  if (isAusente(valor)) return [];
  return Array.isArray(valor)
    ? valor
    : falhar(campo, `deve ser uma lista, veio ${descrever(valor)}`);
};

const data = (valor: unknown, campo: string): string => {
  if (valor === undefined) return falhar(campo, 'campo obrigatório ausente (data AAAA-MM-DD)');
  return isDataIso(valor)
    ? valor
    : falhar(campo, `data inválida ${descrever(valor)} (esperado AAAA-MM-DD)`);
};

const numero = (valor: unknown, campo: string, minimo: number, estrito = false): number => {
  const ok = typeof valor === 'number' && Number.isFinite(valor);
  if (ok && (estrito ? valor > minimo : valor >= minimo)) return valor;
  return falhar(
    campo,
    `deve ser um número ${estrito ? '>' : '≥'} ${minimo}, veio ${descrever(valor)}`,
  );
};

const umDe = <T extends string>(valor: unknown, opcoes: readonly string[], campo: string): T =>
  opcoes.includes(valor as string)
    ? (valor as T)
    : falhar(campo, `valor inválido ${descrever(valor)} (use ${opcoes.join(' | ')})`);

const booleano = (valor: unknown, campo: string): boolean => {
  if (isAusente(valor)) return false;
  return typeof valor === 'boolean'
    ? valor
    : falhar(campo, `deve ser true ou false, veio ${descrever(valor)}`);
};

/** Faixas em ordem: `ateMinutos` crescente; só a última pode vir sem ele (o resto do crédito). */
const validarFaixas = (valor: unknown): FaixaCredito[] => {
  const faixas = lista(valor, 'configuracao.faixasCredito');
  if (faixas.length === 0) falhar('configuracao.faixasCredito', 'informe ao menos uma faixa');
  let anterior = 0;
  return faixas.map((f, k) => {
    const campo = `configuracao.faixasCredito[${k}]`;
    const faixa = secao(f, campo);
    const fator = numero(faixa.fator, `${campo}.fator`, 0, true);
    if (isAusente(faixa.ateMinutos)) {
      if (k < faixas.length - 1)
        falhar(`${campo}.ateMinutos`, 'só a última faixa pode ficar sem limite');
      return { fator };
    }
    const ateMinutos = numero(faixa.ateMinutos, `${campo}.ateMinutos`, 0, true);
    if (ateMinutos <= anterior)
      falhar(`${campo}.ateMinutos`, 'deve crescer de uma faixa para a seguinte');
    anterior = ateMinutos;
    return { ateMinutos, fator };
  });
};

const vencimentoMeses = (valor: unknown): number | null => {
  if (isAusente(valor)) return null;
  if (Number.isInteger(valor) && (valor as number) >= 1) return valor as number;
  return falhar(
    'configuracao.vencimentoMeses',
    `deve ser null ou um número inteiro de meses ≥ 1, veio ${descrever(valor)}`,
  );
};

/** Chaves ausentes ou `null` ficam com o padrão do domínio. */
const validarConfiguracao = (valor: unknown): ConfiguracaoBancoHorasParcial => {
  if (valor === undefined)
    falhar('configuracao', 'campo obrigatório ausente (regime e inicioCiclo)');
  const c = secao(valor, 'configuracao');
  if (c.regime === undefined)
    falhar('configuracao.regime', `campo obrigatório ausente (use ${REGIMES.join(' | ')})`);
  const opcional = <T>(chave: string, validar: (v: unknown) => T): Partial<Record<string, T>> =>
    isAusente(c[chave]) ? {} : { [chave]: validar(c[chave]) };
  return {
    regime: umDe(c.regime, REGIMES, 'configuracao.regime'),
    inicioCiclo: data(c.inicioCiclo, 'configuracao.inicioCiclo'),
    ...opcional('faixasCredito', validarFaixas),
    ...opcional('fatorDomingoFeriado', (v) =>
      numero(v, 'configuracao.fatorDomingoFeriado', 0, true),
    ),
    ...opcional('percentualPagamento', (v) => numero(v, 'configuracao.percentualPagamento', 0)),
    ...opcional('percentualPagamentoDomingoFeriado', (v) =>
      numero(v, 'configuracao.percentualPagamentoDomingoFeriado', 0),
    ),
    ...opcional('saldoNegativoNoFechamento', (v) =>
      umDe(v, POLITICAS, 'configuracao.saldoNegativoNoFechamento'),
    ),
    vencimentoMeses: vencimentoMeses(c.vencimentoMeses),
  };
};

const minutosOpcionais = (valor: unknown, campo: string): number =>
  isAusente(valor) ? 0 : numero(valor, campo, 0);

const validarMovimento = (valor: unknown, i: number): MovimentoBancoHoras => {
  const campo = `movimentos[${i}]`;
  const m = secao(valor, campo);
  return {
    data: data(m.data, `${campo}.data`),
    credito: minutosOpcionais(m.credito, `${campo}.credito`),
    debito: minutosOpcionais(m.debito, `${campo}.debito`),
    domingoFeriado: booleano(m.domingoFeriado, `${campo}.domingoFeriado`),
  };
};

const validarPagamento = (valor: unknown, i: number): PagamentoBancoHoras => {
  const campo = `pagamentos[${i}]`;
  const p = secao(valor, campo);
  if (p.minutos === undefined) falhar(`${campo}.minutos`, 'campo obrigatório ausente');
  return { data: data(p.data, `${campo}.data`), minutos: numero(p.minutos, `${campo}.minutos`, 0) };
};

const validarRescisao = (valor: unknown): RescisaoBancoHoras | null => {
  if (isAusente(valor)) return null;
  const r = secao(valor, 'rescisao');
  if (r.tipo === undefined)
    falhar('rescisao.tipo', `campo obrigatório ausente (use ${TIPOS_RESCISAO.join(' | ')})`);
  return {
    data: data(r.data, 'rescisao.data'),
    tipo: umDe(r.tipo, TIPOS_RESCISAO, 'rescisao.tipo'),
  };
};

/** Saldo de antes de inicioCiclo: positivo (crédito) ou negativo (dívida). */
const validarSaldoAnterior = (valor: unknown): number => {
  if (isAusente(valor)) return 0;
  if (typeof valor === 'number' && Number.isFinite(valor)) return valor;
  return falhar(
    'saldoAnterior',
    `deve ser um número de minutos (negativo = dívida), veio ${descrever(valor)}`,
  );
};

const validarEntrada = (json: unknown): EntradaBancoHoras => {
  if (!isObjeto(json)) return falhar('entrada', 'deve ser um objeto JSON com configuracao e ate');
  const configuracao = validarConfiguracao(json.configuracao);
  const rescisao = validarRescisao(json.rescisao);
  // Sem `ate`, a consulta vai até a rescisão, se houver.
  const ate = json.ate === undefined && rescisao ? rescisao.data : data(json.ate, 'ate');
  return {
    configuracao,
    saldoAnterior: validarSaldoAnterior(json.saldoAnterior),
    movimentos: lista(json.movimentos, 'movimentos').map(validarMovimento),
    pagamentos: lista(json.pagamentos, 'pagamentos').map(validarPagamento),
    fechamentoAntecipado: isAusente(json.fechamentoAntecipado)
      ? null
      : data(json.fechamentoAntecipado, 'fechamentoAntecipado'),
    rescisao,
    ate,
  };
};

/** `jornada banco-horas`: JSON da entrada (engine-contract.md, Parte 2) → JSON do extrato. */
export const runBancoHoras = (entrada: string): string => {
  const validada = validarEntrada(lerJson(entrada));
  try {
    return JSON.stringify(apurarBancoHoras(validada), null, 2);
  } catch (error) {
    // Pagamento acima do saldo, lançamento fora do contrato: erro de entrada (saída 2).
    if (error instanceof ErroBancoHoras) throw new CliError(error.message);
    throw error;
  }
};
