import {
  addDias,
  aniversario,
  anoDe,
  type ConcedidoFerias,
  type DataIso,
  type DiaDaSemana,
  type EntradaFerias,
  fimDoPeriodo,
  isAniversarioDaAdmissao,
  isDataIso,
  type PeriodoFerias,
  validarProgramacaoFerias,
} from '@jornada/domain';
import { isUf, listarFeriados, UFS } from '@jornada/feriados';
import { CliError } from '../cli-error.ts';

// Validação da entrada de `jornada ferias` (engine-contract.md): cada erro vira uma linha em
// pt-BR que nomeia o campo, e o main.ts sai com código 2. Plano válido ou não, a saída é 0.

type Objeto = Record<string, unknown>;

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

const lista = (valor: unknown, campo: string): unknown[] =>
  Array.isArray(valor) ? valor : falhar(campo, `deve ser uma lista, veio ${descrever(valor)}`);

const data = (valor: unknown, campo: string): DataIso =>
  isDataIso(valor)
    ? valor
    : falhar(campo, `data inválida ${descrever(valor)} (esperado AAAA-MM-DD)`);

const dataOpcional = (valor: unknown, campo: string): DataIso | null =>
  isAusente(valor) ? null : data(valor, campo);

const inteiro = (valor: unknown, campo: string, minimo: number, unidade: string): number =>
  Number.isInteger(valor) && (valor as number) >= minimo
    ? (valor as number)
    : falhar(
        campo,
        `deve ser um número inteiro de ${unidade} ≥ ${minimo}, veio ${descrever(valor)}`,
      );

const validarPeriodo = (valor: unknown, i: number): PeriodoFerias => {
  const campo = `periodos[${i}]`;
  if (!isObjeto(valor))
    return falhar(campo, `deve ser um objeto { inicio, dias }, veio ${descrever(valor)}`);
  return {
    inicio: data(valor.inicio, `${campo}.inicio`),
    dias: inteiro(valor.dias, `${campo}.dias`, 1, 'dias corridos'),
  };
};

/** `concedido` (opcional): frações de gozo e dias vendidos do período antes desta programação. */
const validarConcedido = (valor: unknown): ConcedidoFerias | null => {
  if (isAusente(valor)) return null;
  if (!isObjeto(valor))
    return falhar(
      'concedido',
      `deve ser um objeto { fracoes, vendidos }, veio ${descrever(valor)}`,
    );
  return {
    fracoes: isAusente(valor.fracoes)
      ? []
      : lista(valor.fracoes, 'concedido.fracoes').map((d, k) =>
          inteiro(d, `concedido.fracoes[${k}]`, 1, 'dias corridos'),
        ),
    vendidos: isAusente(valor.vendidos)
      ? 0
      : inteiro(valor.vendidos, 'concedido.vendidos', 0, 'dias'),
  };
};

const validarAjusteDireito = (valor: unknown): number | undefined => {
  if (isAusente(valor)) return undefined;
  return Number.isInteger(valor)
    ? (valor as number)
    : falhar('ajusteDireito', `deve ser um número inteiro de dias, veio ${descrever(valor)}`);
};

const validarDiasDescanso = (valor: unknown): DiaDaSemana[] | undefined => {
  if (isAusente(valor)) return undefined;
  return lista(valor, 'diasDescanso').map((d, k) =>
    Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 6
      ? (d as DiaDaSemana)
      : falhar(
          `diasDescanso[${k}]`,
          `dia da semana inválido ${descrever(d)} (0 = domingo … 6 = sábado)`,
        ),
  );
};

const validarUf = (valor: unknown): string | undefined => {
  if (isAusente(valor)) return undefined;
  const uf = typeof valor === 'string' ? valor.trim().toUpperCase() : '';
  return isUf(uf) ? uf : falhar('uf', `UF inválida ${descrever(valor)} (use ${UFS.join(', ')})`);
};

/**
 * O período aquisitivo começa na admissão ou num aniversário dela (CLT art. 130); fora disso a
 * entrada é incoerente e não há como conferir as férias: erro de uso, não erro do plano.
 */
const conferirAquisitivo = (admissao: DataIso | null, periodoAquisitivo: DataIso): void => {
  if (admissao === null || isAniversarioDaAdmissao(admissao, periodoAquisitivo)) return;
  if (periodoAquisitivo < admissao) {
    falhar('periodoAquisitivo', `${periodoAquisitivo} é anterior à admissão (${admissao})`);
  }
  const esperado = aniversario(admissao, anoDe(periodoAquisitivo) - anoDe(admissao));
  falhar(
    'periodoAquisitivo',
    `${periodoAquisitivo} não é aniversário da admissão (${admissao}); ` +
      `o período aquisitivo daquele ano começa em ${esperado}`,
  );
};

/** Último dia do período ou, se vier antes, o 2º dia depois do início (olhado pelo art. 134 §3º). */
const ultimoDiaConsultado = (periodo: PeriodoFerias): DataIso => {
  const fim = fimDoPeriodo(periodo);
  const vedacao = addDias(periodo.inicio, 2);
  return fim > vedacao ? fim : vedacao;
};

/**
 * Feriados (nacionais + `uf`, de @jornada/feriados, mais os da entrada) de todos os anos que os
 * períodos tocam, incluindo os 2 dias depois de cada início (CLT art. 134 §3º).
 */
const resolverFeriados = (
  periodos: readonly PeriodoFerias[],
  uf: string | undefined,
  extras: readonly DataIso[],
): Set<DataIso> => {
  const feriados = new Set(extras);
  if (periodos.length === 0) return feriados;
  const primeiro = Math.min(...periodos.map((p) => anoDe(p.inicio)));
  const ultimo = Math.max(...periodos.map((p) => anoDe(ultimoDiaConsultado(p))));
  for (let ano = primeiro; ano <= ultimo; ano++) {
    try {
      for (const f of listarFeriados(ano, uf === undefined ? {} : { uf })) feriados.add(f.data);
    } catch (error) {
      falhar('periodos', `sem calendário de feriados para ${ano}: ${(error as Error).message}`);
    }
  }
  return feriados;
};

const validarEntrada = (json: unknown): EntradaFerias => {
  if (!isObjeto(json))
    return falhar('entrada', 'deve ser um objeto JSON (veja engine-contract.md)');
  if (isAusente(json.periodoAquisitivo)) {
    falhar('periodoAquisitivo', 'campo obrigatório ausente (início do período aquisitivo)');
  }
  if (isAusente(json.periodos)) falhar('periodos', 'campo obrigatório ausente (lista de períodos)');
  const admissao = dataOpcional(json.admissao, 'admissao');
  const periodoAquisitivo = data(json.periodoAquisitivo, 'periodoAquisitivo');
  conferirAquisitivo(admissao, periodoAquisitivo);
  const periodos = lista(json.periodos, 'periodos').map(validarPeriodo);
  const uf = validarUf(json.uf);
  const extras = isAusente(json.feriados)
    ? []
    : lista(json.feriados, 'feriados').map((f, k) => data(f, `feriados[${k}]`));
  return {
    admissao,
    periodoAquisitivo,
    faltasInjustificadas: isAusente(json.faltasInjustificadas)
      ? 0
      : inteiro(json.faltasInjustificadas, 'faltasInjustificadas', 0, 'faltas'),
    periodos,
    abonoPecuniario: isAusente(json.abonoPecuniario)
      ? 0
      : inteiro(json.abonoPecuniario, 'abonoPecuniario', 0, 'dias'),
    avisoEm: dataOpcional(json.avisoEm, 'avisoEm'),
    feriados: resolverFeriados(periodos, uf, extras),
    diasDescanso: validarDiasDescanso(json.diasDescanso),
    // Opcionais (saldo parcial): ausentes, a entrada e a saída ficam como no contrato.
    ...(isAusente(json.concedido) ? {} : { concedido: validarConcedido(json.concedido) }),
    ...(isAusente(json.ajusteDireito)
      ? {}
      : { ajusteDireito: validarAjusteDireito(json.ajusteDireito) }),
  };
};

/** `jornada ferias`: JSON da programação de férias (engine-contract.md) → JSON da conferência. */
export const runFerias = (entrada: string): string =>
  JSON.stringify(validarProgramacaoFerias(validarEntrada(lerJson(entrada))), null, 2);
