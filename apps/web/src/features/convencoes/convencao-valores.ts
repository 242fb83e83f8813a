import {
  type Convencao,
  type ConvencaoBody,
  convencaoBodySchema,
  validarParametros,
} from '@jornada/contracts';
import { rotuloDoCampo, TIPOS_REGRA } from './campos-convencao.ts';
import { TIPOS_CONVENCAO, type TipoConvencao } from './tipos-convencao.ts';

export { TIPOS_CONVENCAO, type TipoConvencao };

export type Faixa = { ateMinutos?: number; percentual?: number };
/** Campo ausente (undefined) = não regulado pela convenção: vale a regra da pessoa ou a lei. */
export type ValoresRegra = Record<string, unknown>;

export type ValoresConvencao = {
  nome: string;
  vigenciaInicio: string | null;
  vigenciaFim: string | null;
  /** Mês da data-base ('1' a '12') ou null. */
  dataBaseMes: string | null;
  observacoes: string;
  adicionalNoturnoPercentual: number | undefined;
  sobreavisoNumerador: number | undefined;
  sobreavisoDenominador: number | undefined;
  /** Vazio = a convenção não prevê banco de horas. */
  bancoHorasPrazoMeses: number | undefined;
  regras: Partial<Record<TipoConvencao, ValoresRegra>>;
};

/** Erros por campo: 'nome', 'regras.tolerancia.diaria', 'regras.horaPositivaFaixas.faixas'... */
export type ErrosConvencao = Record<string, string>;

export const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** Uma convenção nova começa com o padrão legal: 20 % noturno, 1/3 no sobreaviso, sem banco. */
export const valoresIniciais = (c: Convencao | null): ValoresConvencao => ({
  nome: c?.nome ?? '',
  vigenciaInicio: c?.vigenciaInicio ?? null,
  vigenciaFim: c?.vigenciaFim ?? null,
  dataBaseMes: c?.dataBaseMes ? String(c.dataBaseMes) : null,
  observacoes: c?.observacoes ?? '',
  adicionalNoturnoPercentual: c?.parametros.adicionalNoturnoPercentual ?? 20,
  sobreavisoNumerador: c?.parametros.fracaoSobreaviso.numerador ?? 1,
  sobreavisoDenominador: c?.parametros.fracaoSobreaviso.denominador ?? 3,
  bancoHorasPrazoMeses: c?.parametros.bancoHorasPrazoMeses ?? undefined,
  regras: structuredClone((c?.parametros.regras ?? {}) as ValoresConvencao['regras']),
});

const ROTULOS: Readonly<Record<string, string>> = {
  nome: 'Nome',
  vigenciaInicio: 'Início da vigência',
  vigenciaFim: 'Fim da vigência',
  dataBaseMes: 'Mês da data-base',
  observacoes: 'Observações',
  adicionalNoturnoPercentual: 'Adicional noturno (%)',
  'fracaoSobreaviso.numerador': 'Sobreaviso: fração da hora (numerador)',
  'fracaoSobreaviso.denominador': 'Sobreaviso: fração da hora (denominador)',
  bancoHorasPrazoMeses: 'Prazo de compensação do banco de horas (meses)',
};

/** O que a convenção regula em cada tipo: sem os campos vazios e sem os tipos vazios. */
const regrasPreenchidas = (regras: ValoresConvencao['regras']) => {
  const saida: Record<string, ValoresRegra> = {};
  for (const tipo of TIPOS_CONVENCAO) {
    const campos = Object.entries(regras[tipo] ?? {}).filter(
      ([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0),
    );
    if (campos.length > 0) saida[tipo] = Object.fromEntries(campos);
  }
  return saida;
};

/** Chave do erro e rótulo do campo a partir do caminho do contrato. */
const localizar = (caminho: (string | number | symbol)[]): { chave: string; rotulo: string } => {
  const partes = caminho.map(String);
  if (partes[0] === 'parametros' && partes[1] === 'regras' && partes[2]) {
    const tipo = partes[2] as TipoConvencao;
    const resto = partes.slice(3).join('.');
    const nomeTipo = TIPOS_REGRA[tipo].nome;
    if (!resto) return { chave: `regras.${tipo}`, rotulo: nomeTipo };
    const chave = resto.startsWith('faixas') ? `regras.${tipo}.faixas` : `regras.${tipo}.${resto}`;
    return { chave, rotulo: `${nomeTipo}, ${rotuloDoCampo(tipo, resto)}` };
  }
  const chave = partes[0] === 'parametros' ? partes.slice(1).join('.') : partes.join('.');
  return { chave, rotulo: ROTULOS[chave] ?? chave };
};

const frase = (rotulo: string, mensagem: string) => `${rotulo}: ${mensagem.replace(/\.$/, '')}.`;

/** Regras entre campos que o contrato só confere com a regra completa. */
const errosEntreCampos = (regras: Record<string, ValoresRegra>): ErrosConvencao => {
  const erros: ErrosConvencao = {};
  const t = regras.tolerancia as { porMarcacao?: number; diaria?: number } | undefined;
  if (t?.porMarcacao !== undefined && t.diaria !== undefined && t.diaria < t.porMarcacao)
    erros['regras.tolerancia.diaria'] = frase(
      `${TIPOS_REGRA.tolerancia.nome}, ${rotuloDoCampo('tolerancia', 'diaria')}`,
      'a tolerância diária não pode ser menor que a tolerância por marcação',
    );
  const faixas = regras.horaPositivaFaixas;
  if (faixas) {
    const r = validarParametros('horaPositivaFaixas', faixas);
    if (!r.ok)
      erros['regras.horaPositivaFaixas.faixas'] = frase(
        `${TIPOS_REGRA.horaPositivaFaixas.nome}, ${rotuloDoCampo('horaPositivaFaixas', r.campo)}`,
        r.mensagem,
      );
  }
  return erros;
};

/** Confere o formulário com o contrato; devolve o corpo pronto ou os erros nomeando o campo. */
export const montarCorpo = (
  v: ValoresConvencao,
): { ok: true; corpo: ConvencaoBody } | { ok: false; erros: ErrosConvencao } => {
  const erros: ErrosConvencao = {};
  if (!v.vigenciaInicio) erros.vigenciaInicio = 'Início da vigência: informe a data.';
  if (v.adicionalNoturnoPercentual === undefined)
    erros.adicionalNoturnoPercentual = 'Adicional noturno (%): informe o percentual.';
  if (v.sobreavisoNumerador === undefined)
    erros['fracaoSobreaviso.numerador'] = frase(ROTULOS['fracaoSobreaviso.numerador']!, 'informe');
  if (v.sobreavisoDenominador === undefined)
    erros['fracaoSobreaviso.denominador'] = frase(
      ROTULOS['fracaoSobreaviso.denominador']!,
      'informe',
    );
  const regras = regrasPreenchidas(v.regras);
  const corpo: ConvencaoBody = {
    nome: v.nome,
    vigenciaInicio: v.vigenciaInicio ?? '',
    vigenciaFim: v.vigenciaFim,
    dataBaseMes: v.dataBaseMes ? Number(v.dataBaseMes) : null,
    observacoes: v.observacoes.trim() || null,
    parametros: {
      regras,
      adicionalNoturnoPercentual: v.adicionalNoturnoPercentual ?? 0,
      fracaoSobreaviso: {
        numerador: v.sobreavisoNumerador ?? 0,
        denominador: v.sobreavisoDenominador ?? 0,
      },
      bancoHorasPrazoMeses: v.bancoHorasPrazoMeses ?? null,
    },
  } as ConvencaoBody;
  const r = convencaoBodySchema.safeParse(corpo);
  if (!r.success)
    for (const q of r.error.issues) {
      const { chave, rotulo } = localizar(q.path);
      erros[chave] ??= frase(rotulo, q.message);
    }
  for (const [chave, mensagem] of Object.entries(errosEntreCampos(regras)))
    erros[chave] ??= mensagem;
  return Object.keys(erros).length > 0 ? { ok: false, erros } : { ok: true, corpo };
};
