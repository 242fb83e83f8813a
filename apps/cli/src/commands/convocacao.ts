import {
  anoDe,
  avaliarConvocacao,
  type Convocacao,
  type DataHoraIso,
  type DataIso,
  type Descumprimento,
  type EntradaConvocacao,
  isDataHoraIso,
  isDataIso,
  type RegraAntecedencia,
  type RespostaConvocacao,
} from '@jornada/domain';
import { isUf, listarFeriados, UFS } from '@jornada/feriados';
import { CliError } from '../cli-error.ts';

// Validação da entrada de `jornada convocacao` (engine-contract.md, Parte 2): entrada malformada
// sai com código 2 e uma linha que nomeia o campo; erros de negócio vão em `erros`, saída 0.

type Objeto = Record<string, unknown>;

const falhar = (campo: string, problema: string): never => {
  throw new CliError(`${campo}: ${problema}`);
};

const isObjeto = (valor: unknown): valor is Objeto =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

const isAusente = (valor: unknown): valor is null | undefined =>
  valor === undefined || valor === null;

const descrever = (valor: unknown): string => JSON.stringify(valor) ?? String(valor);

const lerJson = (entrada: string): unknown => {
  try {
    return JSON.parse(entrada);
  } catch (error) {
    return falhar('entrada', `não é um JSON válido (${(error as Error).message})`);
  }
};

const secao = (valor: unknown, campo: string): Objeto =>
  isObjeto(valor) ? valor : falhar(campo, `deve ser um objeto, veio ${descrever(valor)}`);

const dataHora = (valor: unknown, campo: string): DataHoraIso =>
  isDataHoraIso(valor)
    ? valor
    : falhar(campo, `data e hora inválidas ${descrever(valor)} (esperado AAAA-MM-DDTHH:MM)`);

const dataHoraOpcional = (valor: unknown, campo: string): DataHoraIso | null =>
  isAusente(valor) ? null : dataHora(valor, campo);

const umDe = <T extends string>(valor: unknown, opcoes: readonly T[], campo: string): T =>
  opcoes.includes(valor as T)
    ? (valor as T)
    : falhar(campo, `valor inválido ${descrever(valor)} (use ${opcoes.join(' | ')})`);

const validarConfiguracao = (valor: unknown): EntradaConvocacao['configuracao'] => {
  if (isAusente(valor)) return {};
  const c = secao(valor, 'configuracao');
  const regras: readonly RegraAntecedencia[] = ['dias-corridos', '72h'];
  if (!isAusente(c.sabadoUtil) && typeof c.sabadoUtil !== 'boolean') {
    falhar('configuracao.sabadoUtil', `deve ser true ou false, veio ${descrever(c.sabadoUtil)}`);
  }
  return {
    ...(isAusente(c.antecedencia)
      ? {}
      : { antecedencia: umDe(c.antecedencia, regras, 'configuracao.antecedencia') }),
    ...(isAusente(c.sabadoUtil) ? {} : { sabadoUtil: c.sabadoUtil as boolean }),
  };
};

const validarRemuneracao = (valor: unknown): number | null => {
  if (isAusente(valor)) return null;
  if (!Number.isInteger(valor) || (valor as number) < 0) {
    falhar(
      'convocacao.remuneracaoPrevista',
      `deve ser um valor inteiro em centavos ≥ 0, veio ${descrever(valor)}`,
    );
  }
  return valor as number;
};

const validarConvocacao = (valor: unknown): Convocacao => {
  if (valor === undefined) falhar('convocacao', 'campo obrigatório ausente');
  const c = secao(valor, 'convocacao');
  const respostas: readonly RespostaConvocacao[] = ['aceita', 'recusada'];
  const convocacao: Convocacao = {
    enviadaEm: dataHora(c.enviadaEm, 'convocacao.enviadaEm'),
    recebidaEm: dataHoraOpcional(c.recebidaEm, 'convocacao.recebidaEm'),
    inicio: dataHora(c.inicio, 'convocacao.inicio'),
    fim: dataHora(c.fim, 'convocacao.fim'),
    respostaEm: dataHoraOpcional(c.respostaEm, 'convocacao.respostaEm'),
    resposta: isAusente(c.resposta) ? null : umDe(c.resposta, respostas, 'convocacao.resposta'),
    remuneracaoPrevista: validarRemuneracao(c.remuneracaoPrevista),
  };
  if (convocacao.resposta !== null && convocacao.respostaEm === null) {
    falhar('convocacao.respostaEm', 'informe quando a resposta foi dada (há resposta)');
  }
  if (convocacao.resposta === null && convocacao.respostaEm !== null) {
    falhar('convocacao.resposta', 'informe "aceita" ou "recusada" (há respostaEm)');
  }
  return convocacao;
};

const validarDescumprimento = (valor: unknown): Descumprimento | null => {
  if (isAusente(valor)) return null;
  const d = secao(valor, 'descumprimento');
  return {
    por: umDe(d.por, ['empregador', 'empregado'] as const, 'descumprimento.por'),
    em: dataHora(d.em, 'descumprimento.em'),
  };
};

const validarUf = (valor: unknown): string | undefined => {
  if (isAusente(valor)) return undefined;
  if (typeof valor !== 'string' || !isUf(valor.trim().toUpperCase())) {
    falhar('uf', `UF inválida ${descrever(valor)} (use ${UFS.join(', ')})`);
  }
  return (valor as string).trim().toUpperCase();
};

/**
 * Feriados nacionais e, com `uf`, estaduais (@jornada/feriados) somados aos da entrada, nos anos
 * em que o prazo de resposta pode cair: do envio/recebimento até o ano seguinte.
 */
const resolverFeriados = (c: Convocacao, uf: string | undefined, extras: DataIso[]): DataIso[] => {
  const anos = [c.enviadaEm, c.recebidaEm ?? c.enviadaEm].map((d) => anoDe(d.slice(0, 10)));
  const feriados = new Set(extras);
  for (let ano = Math.min(...anos); ano <= Math.max(...anos) + 1; ano++) {
    try {
      for (const f of listarFeriados(ano, uf === undefined ? {} : { uf })) feriados.add(f.data);
    } catch (error) {
      falhar('convocacao', `sem calendário de feriados para ${ano}: ${(error as Error).message}`);
    }
  }
  return [...feriados].sort();
};

const validarEntrada = (json: unknown): EntradaConvocacao => {
  if (!isObjeto(json)) return falhar('entrada', 'deve ser um objeto JSON com o campo "convocacao"');
  const convocacao = validarConvocacao(json.convocacao);
  const extras = isAusente(json.feriados)
    ? []
    : (Array.isArray(json.feriados) ? json.feriados : falhar('feriados', 'deve ser uma lista')).map(
        (f: unknown, k: number) =>
          isDataIso(f)
            ? f
            : falhar(`feriados[${k}]`, `data inválida ${descrever(f)} (esperado AAAA-MM-DD)`),
      );
  return {
    configuracao: validarConfiguracao(json.configuracao),
    feriados: resolverFeriados(convocacao, validarUf(json.uf), extras),
    convocacao,
    descumprimento: validarDescumprimento(json.descumprimento),
    agora: dataHoraOpcional(json.agora, 'agora'),
  };
};

/** `jornada convocacao`: JSON da convocação do intermitente → situação, prazo e multa. */
export const runConvocacao = (entrada: string): string => {
  const validada = validarEntrada(lerJson(entrada));
  try {
    return JSON.stringify(avaliarConvocacao(validada), null, 2);
  } catch (error) {
    // O domínio só lança para entrada incompleta (ex.: sem `agora` e sem resposta): saída 2.
    if (error instanceof RangeError) throw new CliError(error.message);
    throw error;
  }
};
