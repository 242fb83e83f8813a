import {
  type ParametrosRegraCalculo,
  TIPOS_REGRA_CALCULO,
  type TipoRegraCalculo,
} from '@jornada/domain';
import { z } from 'zod';
import { dataIsoSchema, idNumeroSchema } from './comum.ts';

/**
 * Serviço de regras de cálculo (SERVICOS.regrasCalculo, spec §7): os doze tipos em
 * `/api/v1/{tipo}`. Os campos de cada tipo vêm da configuração do motor (engine-contract.md);
 * a fonte legal de cada um está no comentário e nas mensagens de validação.
 */
export const tipoRegraCalculoSchema = z.enum(TIPOS_REGRA_CALCULO);

const minutos = (min: number, max: number, mensagem: string) =>
  z.number({ error: mensagem }).int(mensagem).min(min, mensagem).max(max, mensagem);

export const regimeNoturnoSchema = z.enum(['urbano', 'rural-lavoura', 'rural-pecuaria']);

export const CODIGOS_PENDENCIA = [
  'MARCACAO_IMPAR',
  'SEM_MARCACAO',
  'LIMITE_ART59_EXCEDIDO',
  'LIMITE_DIARIO_BANCO_EXCEDIDO',
  'INTERVALO_SUPRIMIDO',
  'INTERVALO_ACIMA_MAXIMO',
  'INTERJORNADA_SUPRIMIDA',
  'SETIMO_DIA_CONSECUTIVO',
] as const;

/** Faixa de extras: `ateMinutos` é o limite acumulado no dia (ausente na última). */
export const faixaExtraSchema = z.object({
  ateMinutos: minutos(1, 1440, 'o limite da faixa vai de 1 a 1440 minutos').optional(),
  percentual: z
    .number({ error: 'informe o percentual da faixa' })
    .min(50, 'o adicional de horas extras é de no mínimo 50 % (CF art. 7º XVI)')
    .max(1000, 'o adicional vai até 1000 %'),
});

/** Campos de cada tipo, sem as regras entre campos (que ficam em `validarParametros`). */
export const CAMPOS_REGRA_CALCULO = {
  /** CLT art. 73 (22h–5h, hora de 52min30s); Súmula 60 II TST; Lei 5.889/73 art. 7º (rural). */
  horaNoturna: z.object({ regime: regimeNoturnoSchema, prorrogacao: z.boolean() }),
  /** CLT art. 58 §1º e Súmula 366 TST (5 min por marcação, 10 no dia); CCT, art. 611-A. */
  tolerancia: z.object({
    porMarcacao: minutos(0, 60, 'a tolerância por marcação vai de 0 a 60 minutos'),
    diaria: minutos(0, 120, 'a tolerância diária vai de 0 a 120 minutos'),
    escopo: z.enum(['todas', 'extremos']),
  }),
  /**
   * CLT art. 59 §§2º, 5º e 6º: saldo do dia ao banco de horas em vez de extra e desconto;
   * limites de alerta: extras no dia (art. 59 caput, 120) e trabalho no dia com banco (§2º, 600).
   */
  horaPositiva: z.object({
    bancoHoras: z.boolean(),
    limiteExtrasDiario: minutos(
      0,
      600,
      'o limite diário de extras vai de 0 a 600 minutos (CLT art. 59 caput: 120)',
    ),
    limiteDiarioBanco: minutos(
      60,
      1440,
      'o limite diário com banco de horas vai de 60 a 1440 minutos (CLT art. 59 §2º: 600)',
    ),
    /** Extras só com autorização prévia do gestor (docs/decisoes/autorizacao-he.md). */
    exigeAutorizacaoHoraExtra: z.boolean({
      error: 'informe se as horas extras exigem autorização',
    }),
    /** Não autorizadas: pagas, ao banco ou retidas para a decisão do gestor (nunca apagadas). */
    destinoNaoAutorizada: z.enum(['pagar', 'banco', 'reter'], {
      error: 'o destino das horas extras não autorizadas é pagar, banco ou reter',
    }),
  }),
  /** CF art. 7º XVI e CLT art. 59 §1º (mínimo 50 %); faixas acima, por CCT. */
  horaPositivaFaixas: z.object({
    faixas: z
      .array(faixaExtraSchema)
      .min(1, 'informe ao menos uma faixa')
      .max(10, 'no máximo 10 faixas'),
  }),
  /** CLT art. 59 §6º: compensação de negativas com positivas no mesmo dia. */
  horaNegativa: z.object({ compensarNoDia: z.boolean() }),
  /** Lei 605/49 art. 6º: a falta injustificada tira o DSR; o atraso, só se ligado. */
  falta: z.object({ atrasoPerdeDsr: z.boolean() }),
  /** Lei 605/49 art. 6º §1º: justificativa aceita a critério do empregador abona (paga) o dia. */
  ausencia: z.object({ justificadaAbona: z.boolean() }),
  /** CLT art. 59-A (12x36); interjornada mínima (art. 66: 660; após o DSR + 24 h, Súmula 110 TST). */
  descansoObrigatorio: z.object({
    regime12x36: z.boolean(),
    interjornadaMinima: minutos(
      480,
      1440,
      'a interjornada mínima vai de 480 a 1440 minutos (CLT art. 66: 660)',
    ),
  }),
  /** Lei 605/49 art. 9º e Súmula 146 TST: domingo/feriado sem folga compensatória em dobro. */
  domingo: z.object({
    percentual: z
      .number({ error: 'informe o percentual' })
      .min(
        100,
        'domingo e feriado trabalhados sem folga são pagos em dobro: no mínimo 100 % (Lei 605/49 art. 9º; Súmula 146 TST)',
      )
      .max(1000, 'o percentual vai até 1000 %'),
  }),
  /** Portaria 671/2021 art. 82 parágrafo único: pendências listadas para tratamento. */
  inconsistencia: z.object({ codigos: z.array(z.enum(CODIGOS_PENDENCIA)).max(20) }),
  /** Portaria 671/2021 art. 82 parágrafo único: indicar marcações indevidas (duplicadas). */
  tratamento: z.object({
    duplicidadeMinutos: minutos(0, 10, 'a janela de marcação duplicada vai de 0 a 10 minutos'),
  }),
  /** CLT art. 71 (1 h a 2 h acima de 6 h); art. 611-A III (CCT reduz até 30 min). */
  intervalo: z.object({
    minimoAcimaDe6h: minutos(
      30,
      120,
      'o intervalo acima de 6 h vai de 30 (redução por CCT, CLT art. 611-A III) a 120 minutos (CLT art. 71)',
    ),
    /** Falta de até N min no intervalo não é supressão (padrão 0: a letra do art. 71 §4º). */
    tolerancia: minutos(0, 10, 'a tolerância do intervalo vai de 0 a 10 minutos').default(0),
  }),
} as const satisfies { [T in TipoRegraCalculo]: z.ZodType<ParametrosRegraCalculo[T]> };

type Problema = { campo: string; mensagem: string };

/** Regras entre campos, sobre os parâmetros completos (depois de mesclar o que veio no corpo). */
const REGRAS_ENTRE_CAMPOS: {
  [T in TipoRegraCalculo]?: (p: ParametrosRegraCalculo[T]) => Problema | null;
} = {
  tolerancia: (p) =>
    p.diaria < p.porMarcacao
      ? {
          campo: 'diaria',
          mensagem: 'a tolerância diária não pode ser menor que a tolerância por marcação',
        }
      : null,
  horaPositivaFaixas: (p) => {
    let anterior = 0;
    for (const [i, f] of p.faixas.entries()) {
      const ultima = i === p.faixas.length - 1;
      if (ultima && f.ateMinutos !== undefined)
        return {
          campo: `faixas.${i}.ateMinutos`,
          mensagem: 'a última faixa não tem limite: deixe ateMinutos vazio',
        };
      if (ultima) break;
      if (f.ateMinutos === undefined)
        return {
          campo: `faixas.${i}.ateMinutos`,
          mensagem: 'só a última faixa pode ficar sem limite',
        };
      if (f.ateMinutos <= anterior)
        return {
          campo: `faixas.${i}.ateMinutos`,
          mensagem: 'os limites das faixas devem ser crescentes',
        };
      anterior = f.ateMinutos;
    }
    return null;
  },
  inconsistencia: (p) =>
    new Set(p.codigos).size !== p.codigos.length
      ? { campo: 'codigos', mensagem: 'códigos repetidos' }
      : null,
};

/** Valida os parâmetros completos de um tipo; devolve o primeiro problema (campo e mensagem). */
export const validarParametros = <T extends TipoRegraCalculo>(
  tipo: T,
  parametros: unknown,
): { ok: true; parametros: ParametrosRegraCalculo[T] } | ({ ok: false } & Problema) => {
  const r = CAMPOS_REGRA_CALCULO[tipo].safeParse(parametros);
  if (!r.success) {
    const q = r.error.issues[0]!;
    return { ok: false, campo: q.path.join('.') || tipo, mensagem: q.message };
  }
  const p = r.data as ParametrosRegraCalculo[T];
  const problema = (
    REGRAS_ENTRE_CAMPOS[tipo] as ((p: ParametrosRegraCalculo[T]) => Problema | null) | undefined
  )?.(p);
  return problema ? { ok: false, ...problema } : { ok: true, parametros: p };
};

const comum = {
  nome: z.string().trim().min(1, 'informe o nome').max(100, 'nome com no máximo 100 caracteres'),
  descricao: z.string().trim().max(500, 'descrição com no máximo 500 caracteres').nullable(),
  /** Início de vigência (padrão: hoje no fuso da empresa); a versão vale daí em diante. */
  vigenciaInicio: dataIsoSchema,
};

/** POST: nome obrigatório; parâmetros ausentes ficam no padrão legal (CFG-DEFAULT). */
export const regraCalculoCriarSchema = <T extends TipoRegraCalculo>(tipo: T) =>
  z.object({
    nome: comum.nome,
    descricao: comum.descricao.optional(),
    vigenciaInicio: comum.vigenciaInicio.optional(),
    ...CAMPOS_REGRA_CALCULO[tipo].partial().shape,
  });

/** PUT: só o que muda; cria uma nova versão com vigência em `vigenciaInicio` (padrão: hoje). */
export const regraCalculoAlterarSchema = <T extends TipoRegraCalculo>(tipo: T) =>
  z.object({
    nome: comum.nome.optional(),
    descricao: comum.descricao.optional(),
    vigenciaInicio: comum.vigenciaInicio.optional(),
    ...CAMPOS_REGRA_CALCULO[tipo].partial().shape,
  });

export type RegraCalculoEntrada = {
  nome?: string;
  descricao?: string | null;
  vigenciaInicio?: string;
} & Record<string, unknown>;

const versaoSchema = {
  id: z.number(),
  versao: z.number().describe('versão (1, 2, …); cada alteração cria uma'),
  vigenciaInicio: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  alteradoEm: z.string().describe('quando a versão foi gravada (ISO 8601)'),
  alteradoPor: z.number().nullable().describe('id do usuário que gravou a versão'),
  ativo: z.boolean().describe('false = arquivada (fora das listas e das escolhas novas)'),
  evento: z
    .enum(['versao', 'arquivamento', 'reativacao'])
    .optional()
    .describe('só no histórico: o que aconteceu em `alteradoEm` (versão nova, arquivou, reativou)'),
  motivo: z.string().nullable().optional().describe('só no histórico: motivo do (des)arquivamento'),
};

/** Janela noturna derivada do regime (só leitura). */
const horaNoturnaDerivada = {
  inicio: z.string().describe('início da janela noturna HH:MM (derivado do regime)'),
  fim: z.string().describe('fim da janela noturna HH:MM (derivado do regime)'),
  horaReduzida: z.boolean().describe('hora de 52min30s (CLT art. 73 §1º); não no rural'),
};

export const regraCalculoSchema = <T extends TipoRegraCalculo>(tipo: T) =>
  z.object({
    ...versaoSchema,
    tipo: z.literal(tipo),
    ...CAMPOS_REGRA_CALCULO[tipo].shape,
    ...(tipo === 'horaNoturna' ? horaNoturnaDerivada : {}),
  });

export type RegraCalculo = {
  id: number;
  tipo: TipoRegraCalculo;
  versao: number;
  vigenciaInicio: string;
  nome: string;
  descricao: string | null;
  alteradoEm: string;
  alteradoPor: number | null;
  ativo: boolean;
  evento?: EventoHistoricoRegra;
  motivo?: string | null;
} & Record<string, unknown>;

/** `?incluirArquivadas=true` mostra também as arquivadas (padrão: só as ativas). */
export const incluirArquivadasSchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const regraCalculoListaQuerySchema = z.object({
  /** Mostra cada regra como estava nesta data (padrão: a última versão gravada). */
  data: dataIsoSchema.optional(),
  incluirArquivadas: incluirArquivadasSchema,
});

/** O que aconteceu numa linha do histórico de uma regra. */
export type EventoHistoricoRegra = 'versao' | 'arquivamento' | 'reativacao';

/**
 * PUT …/status (regras de cálculo, de ponto e de apuração): `ativo: false` arquiva, `true`
 * reativa. Só inserção (um evento com autor e hora); meses já calculados não mudam.
 */
export const regraStatusSchema = z.object({
  id: idNumeroSchema,
  ativo: z.boolean(),
  motivo: z.string().trim().max(500, 'motivo com no máximo 500 caracteres').nullish(),
});
export type RegraStatus = z.infer<typeof regraStatusSchema>;
