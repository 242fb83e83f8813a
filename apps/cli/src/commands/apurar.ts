import {
  anoDe,
  apurarPeriodo,
  type ConfiguracaoParcial,
  type DiaEntrada,
  type EntradaApuracao,
  isDataIso,
  isHhmm,
  type TipoDia,
} from '@jornada/domain';
import { isUf, listarFeriados, UFS } from '@jornada/feriados';
import { CliError } from '../cli-error.ts';

// Validação da entrada de `jornada apurar` (engine-contract.md): cada erro vira uma linha em
// pt-BR que nomeia o campo, e o main.ts sai com código 2.

type Objeto = Record<string, unknown>;

const TIPOS_DIA: readonly TipoDia[] = ['trabalho', 'folga', 'dsr', 'feriado', 'compensado'];

const falhar = (campo: string, problema: string): never => {
  throw new CliError(`${campo}: ${problema}`);
};

const isObjeto = (valor: unknown): valor is Objeto =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

const descrever = (valor: unknown): string => JSON.stringify(valor) ?? String(valor);

const lerJson = (entrada: string): unknown => {
  try {
    return JSON.parse(entrada);
  } catch (error) {
    return falhar('entrada', `não é um JSON válido (${(error as Error).message})`);
  }
};

const lista = (valor: unknown, campo: string): unknown[] =>
  Array.isArray(valor) ? valor : falhar(campo, `deve ser uma lista, veio ${descrever(valor)}`);

const horario = (valor: unknown, campo: string): string =>
  isHhmm(valor) ? valor : falhar(campo, `horário inválido ${descrever(valor)} (esperado HH:MM)`);

const data = (valor: unknown, campo: string): string =>
  isDataIso(valor)
    ? valor
    : falhar(campo, `data inválida ${descrever(valor)} (esperado AAAA-MM-DD)`);

const booleano = (valor: unknown, campo: string): void => {
  if (typeof valor !== 'boolean') falhar(campo, `deve ser true ou false, veio ${descrever(valor)}`);
};

const minutos = (valor: unknown, campo: string): void => {
  if (!Number.isInteger(valor) || (valor as number) < 0) {
    falhar(campo, `deve ser um número inteiro de minutos ≥ 0, veio ${descrever(valor)}`);
  }
};

const umDe = (valor: unknown, opcoes: readonly string[], campo: string): void => {
  if (!opcoes.includes(valor as string)) {
    falhar(campo, `valor inválido ${descrever(valor)} (use ${opcoes.join(' | ')})`);
  }
};

/** Campo opcional de um objeto: só valida se vier. */
const seVier = (objeto: Objeto, chave: string, validar: (valor: unknown) => void): void => {
  if (objeto[chave] !== undefined) validar(objeto[chave]);
};

const secao = (valor: unknown, campo: string): Objeto =>
  isObjeto(valor) ? valor : falhar(campo, `deve ser um objeto, veio ${descrever(valor)}`);

const validarJornada = (valor: unknown, campo: string): (readonly [string, string])[] =>
  lista(valor, campo).map((intervalo, k) => {
    const par = lista(intervalo, `${campo}[${k}]`);
    if (par.length !== 2) falhar(`${campo}[${k}]`, 'deve ter início e fim ["HH:MM", "HH:MM"]');
    return [horario(par[0], `${campo}[${k}][0]`), horario(par[1], `${campo}[${k}][1]`)] as const;
  });

const validarJustificativa = (valor: unknown, campo: string): DiaEntrada['justificativa'] => {
  if (valor === null || valor === undefined) return null;
  const j = secao(valor, campo);
  booleano(j.abona, `${campo}.abona`);
  if (j.tipo !== undefined && typeof j.tipo !== 'string') falhar(`${campo}.tipo`, 'deve ser texto');
  return { tipo: (j.tipo as string | undefined) ?? 'não informado', abona: j.abona as boolean };
};

const validarDia = (valor: unknown, i: number): DiaEntrada => {
  const campo = `dias[${i}]`;
  const dia = secao(valor, campo);
  const tipoDia = dia.tipoDia ?? null;
  if (tipoDia !== null) umDe(tipoDia, TIPOS_DIA, `${campo}.tipoDia`);
  return {
    data: data(dia.data, `${campo}.data`),
    jornada: dia.jornada === undefined ? [] : validarJornada(dia.jornada, `${campo}.jornada`),
    tipoDia: tipoDia as TipoDia | null,
    marcacoes:
      dia.marcacoes === undefined
        ? []
        : lista(dia.marcacoes, `${campo}.marcacoes`).map((m, k) =>
            horario(m, `${campo}.marcacoes[${k}]`),
          ),
    justificativa: validarJustificativa(dia.justificativa, `${campo}.justificativa`),
  };
};

const validarDias = (valor: unknown): DiaEntrada[] => {
  if (valor === undefined) falhar('dias', 'campo obrigatório ausente (lista de dias do empregado)');
  const dias = lista(valor, 'dias').map(validarDia);
  for (let i = 1; i < dias.length; i++) {
    if (dias[i]!.data <= dias[i - 1]!.data) {
      falhar(`dias[${i}].data`, `${dias[i]!.data} fora de ordem (datas consecutivas e crescentes)`);
    }
  }
  return dias;
};

const validarTolerancia = (t: Objeto): void => {
  seVier(t, 'porMarcacao', (v) => minutos(v, 'configuracao.tolerancia.porMarcacao'));
  seVier(t, 'diaria', (v) => minutos(v, 'configuracao.tolerancia.diaria'));
  seVier(t, 'escopo', (v) => umDe(v, ['todas', 'extremos'], 'configuracao.tolerancia.escopo'));
  seVier(t, 'compensarNoDia', (v) => booleano(v, 'configuracao.tolerancia.compensarNoDia'));
};

const validarNoturno = (n: Objeto): void => {
  const regimes = ['urbano', 'rural-lavoura', 'rural-pecuaria'];
  seVier(n, 'regime', (v) => umDe(v, regimes, 'configuracao.noturno.regime'));
  seVier(n, 'prorrogacao', (v) => booleano(v, 'configuracao.noturno.prorrogacao'));
};

const percentual = (valor: unknown, campo: string): void => {
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 0) {
    falhar(campo, `deve ser um percentual ≥ 0, veio ${descrever(valor)}`);
  }
};

const validarFaixas = (valor: unknown): void => {
  const faixas = lista(valor, 'configuracao.extras.faixas');
  if (faixas.length === 0) falhar('configuracao.extras.faixas', 'informe ao menos uma faixa');
  let anterior = 0;
  faixas.forEach((f, k) => {
    const campo = `configuracao.extras.faixas[${k}]`;
    const faixa = secao(f, campo);
    percentual(faixa.percentual, `${campo}.percentual`);
    if (faixa.ateMinutos === undefined) return;
    minutos(faixa.ateMinutos, `${campo}.ateMinutos`);
    if ((faixa.ateMinutos as number) <= anterior)
      falhar(`${campo}.ateMinutos`, 'deve crescer de uma faixa para a seguinte');
    anterior = faixa.ateMinutos as number;
  });
};

const validarExtras = (e: Objeto): void => {
  seVier(e, 'faixas', validarFaixas);
  seVier(e, 'domingoFeriado', (v) => percentual(v, 'configuracao.extras.domingoFeriado'));
};

const validarBanco = (valor: unknown): void => {
  if (valor === null) return;
  booleano(secao(valor, 'configuracao.bancoHoras').ativo, 'configuracao.bancoHoras.ativo');
};

/** Valida as chaves conhecidas da configuração (chaves desconhecidas são ignoradas). */
const validarConfiguracao = (valor: unknown): ConfiguracaoParcial | undefined => {
  if (valor === undefined || valor === null) return undefined;
  const c = secao(valor, 'configuracao');
  seVier(c, 'tolerancia', (v) => validarTolerancia(secao(v, 'configuracao.tolerancia')));
  seVier(c, 'noturno', (v) => validarNoturno(secao(v, 'configuracao.noturno')));
  seVier(c, 'extras', (v) => validarExtras(secao(v, 'configuracao.extras')));
  seVier(c, 'intervalo', (v) => {
    const intervalo = secao(v, 'configuracao.intervalo');
    const campo = 'configuracao.intervalo.minimoAcimaDe6h';
    seVier(intervalo, 'minimoAcimaDe6h', (m) => minutos(m, campo));
    seVier(intervalo, 'tolerancia', (m) => minutos(m, 'configuracao.intervalo.tolerancia'));
  });
  seVier(c, 'regime12x36', (v) => booleano(v, 'configuracao.regime12x36'));
  seVier(c, 'dsr', (v) =>
    seVier(secao(v, 'configuracao.dsr'), 'atrasoPerdeDsr', (a) =>
      booleano(a, 'configuracao.dsr.atrasoPerdeDsr'),
    ),
  );
  seVier(c, 'bancoHoras', validarBanco);
  return c as ConfiguracaoParcial;
};

/**
 * Feriados dos anos cobertos por `dias`: nacionais e, com `uf`, estaduais (@jornada/feriados),
 * somados aos `feriados` da entrada (municipais, da empresa).
 */
const resolverFeriados = (
  dias: DiaEntrada[],
  uf: string | undefined,
  extras: string[],
): Set<string> => {
  const feriados = new Set(extras);
  if (dias.length === 0) return feriados;
  for (let ano = anoDe(dias[0]!.data); ano <= anoDe(dias[dias.length - 1]!.data); ano++) {
    try {
      for (const f of listarFeriados(ano, uf === undefined ? {} : { uf })) feriados.add(f.data);
    } catch (error) {
      falhar('dias', `sem calendário de feriados para ${ano}: ${(error as Error).message}`);
    }
  }
  return feriados;
};

const validarUf = (valor: unknown): string | undefined => {
  if (valor === undefined || valor === null) return undefined;
  if (typeof valor !== 'string' || !isUf(valor.trim().toUpperCase())) {
    falhar('uf', `UF inválida ${descrever(valor)} (use ${UFS.join(', ')})`);
  }
  return (valor as string).trim().toUpperCase();
};

const validarEntrada = (json: unknown): EntradaApuracao & { feriados: Set<string> } => {
  if (!isObjeto(json)) return falhar('entrada', 'deve ser um objeto JSON com o campo "dias"');
  const dias = validarDias(json.dias);
  const configuracao = validarConfiguracao(json.configuracao);
  const uf = validarUf(json.uf);
  const extras =
    json.feriados === undefined || json.feriados === null
      ? []
      : lista(json.feriados, 'feriados').map((f, k) => data(f, `feriados[${k}]`));
  return { dias, configuracao, feriados: resolverFeriados(dias, uf, extras) };
};

/** `jornada apurar`: JSON da entrada (engine-contract.md) → JSON da apuração. */
export const runApurar = (entrada: string): string =>
  JSON.stringify(apurarPeriodo(validarEntrada(lerJson(entrada))), null, 2);
