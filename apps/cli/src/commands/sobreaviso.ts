import {
  type Acionamento,
  apurarSobreaviso,
  type DataHoraIso,
  type EntradaSobreaviso,
  type EscalaSobreaviso,
  isDataHoraIso,
  minutosEntre,
  type TipoSobreaviso,
} from '@jornada/domain';
import { CliError } from '../cli-error.ts';

// Validação da entrada de `jornada sobreaviso` (engine-contract.md, Parte 2): cada erro vira uma
// linha em pt-BR que nomeia o campo, e o main.ts sai com código 2.

type Objeto = Record<string, unknown>;

const TIPOS: readonly TipoSobreaviso[] = ['sobreaviso', 'prontidao'];

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

const secao = (valor: unknown, campo: string): Objeto =>
  isObjeto(valor) ? valor : falhar(campo, `deve ser um objeto, veio ${descrever(valor)}`);

const dataHora = (valor: unknown, campo: string): DataHoraIso =>
  isDataHoraIso(valor)
    ? valor
    : falhar(campo, `data e hora inválidas ${descrever(valor)} (esperado AAAA-MM-DDTHH:MM)`);

const validarPeriodo = (valor: unknown, campo: string): Acionamento => {
  const periodo = secao(valor, campo);
  const inicio = dataHora(periodo.inicio, `${campo}.inicio`);
  const fim = dataHora(periodo.fim, `${campo}.fim`);
  if (minutosEntre(inicio, fim) <= 0) {
    falhar(`${campo}.fim`, `${fim} deve ser posterior ao início ${inicio}`);
  }
  return { inicio, fim };
};

const validarEscala = (valor: unknown, i: number): EscalaSobreaviso => {
  const campo = `escalas[${i}]`;
  const periodo = validarPeriodo(valor, campo);
  const tipo = (valor as Objeto).tipo;
  if (!TIPOS.includes(tipo as TipoSobreaviso)) {
    falhar(`${campo}.tipo`, `valor inválido ${descrever(tipo)} (use ${TIPOS.join(' | ')})`);
  }
  return { ...periodo, tipo: tipo as TipoSobreaviso };
};

const validarConfiguracao = (valor: unknown): EntradaSobreaviso['configuracao'] => {
  if (valor === undefined || valor === null) return undefined;
  const { descontarAcionamento } = secao(valor, 'configuracao');
  if (descontarAcionamento === undefined || descontarAcionamento === null) return {};
  if (typeof descontarAcionamento !== 'boolean') {
    falhar(
      'configuracao.descontarAcionamento',
      `deve ser true ou false, veio ${descrever(descontarAcionamento)}`,
    );
  }
  return { descontarAcionamento: descontarAcionamento as boolean };
};

const validarEntrada = (json: unknown): EntradaSobreaviso => {
  if (!isObjeto(json)) return falhar('entrada', 'deve ser um objeto JSON com o campo "escalas"');
  if (json.escalas === undefined) falhar('escalas', 'campo obrigatório ausente (lista de escalas)');
  const acionamentos =
    json.acionamentos === undefined || json.acionamentos === null
      ? []
      : lista(json.acionamentos, 'acionamentos').map((a, k) =>
          validarPeriodo(a, `acionamentos[${k}]`),
        );
  return {
    configuracao: validarConfiguracao(json.configuracao),
    escalas: lista(json.escalas, 'escalas').map(validarEscala),
    acionamentos,
  };
};

/** `jornada sobreaviso`: JSON das escalas e acionamentos → JSON do sobreaviso a pagar. */
export const runSobreaviso = (entrada: string): string =>
  JSON.stringify(apurarSobreaviso(validarEntrada(lerJson(entrada))), null, 2);
