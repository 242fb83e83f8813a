import {
  addDias,
  aplicarTratamentos,
  diaDeReferencia,
  type MarcacaoRegistrada,
  type MarcacaoTratada,
  type Tratamento,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { pontoRepository } from '../ponto.repository.ts';
import { type TratamentoLista, tratamentoRepository } from '../tratamento.repository.ts';

/** O que cada marcação traz além do domínio (para o contrato e o AEJ). */
export type ExtraMarcacao = {
  offline: boolean;
  hash: string | null;
  fuso: string;
  repExternoId: number | null;
};

/** Marcações tratadas de um colaborador no período, com o que o contrato e o AEJ precisam. */
export type MarcacoesTratadas = {
  /** Originais, importadas e incluídas (desconsideradas inclusive), por instante. */
  tratadas: MarcacaoTratada[];
  extras: Map<string, ExtraMarcacao>;
  tratamentos: Map<number, TratamentoLista>;
};

/** Jornada prevista de um colaborador numa data (pares 'HH:MM'), para o dia de apuração. */
export type JornadaDe = (usuarioId: number, data: string) => readonly (readonly [string, string])[];

export const paraTratamento = (t: TratamentoLista): Tratamento => ({
  id: t.id,
  tipo: t.tipo as Tratamento['tipo'],
  status: t.status as Tratamento['status'],
  alvo: t.marcacaoId
    ? `o:${t.marcacaoId}`
    : t.marcacaoImportadaId
      ? `r:${t.marcacaoImportadaId}`
      : t.inclusaoId
        ? `i:${t.inclusaoId}`
        : null,
  data: t.data,
  minuto: t.minuto,
  instante: t.dataHora?.getTime() ?? null,
  motivo: t.motivo,
  observacao: t.observacao,
  autorId: t.autorId,
  criadoEm: t.criadoEm.toISOString(),
  decididoPorId: t.decididoPorId,
  decididoEm: t.decididoEm?.toISOString() ?? null,
});

const agruparPor = <T extends { usuarioId: number }>(lista: readonly T[]) => {
  const mapa = new Map<number, T[]>();
  for (const x of lista) {
    const grupo = mapa.get(x.usuarioId);
    if (grupo) grupo.push(x);
    else mapa.set(x.usuarioId, [x]);
  }
  return mapa;
};

/** O pedido de marcações tratadas de um lote de colaboradores. */
export type PedidoMarcacoesTratadas = {
  db: Db | Tx;
  empresaId: number;
  usuarioIds: readonly number[];
  inicio: string;
  fim: string;
  /** Pode chegar depois: as consultas começam antes de a escala estar calculada. */
  jornadaDe: JornadaDe | Promise<JornadaDe>;
  /** Sem `extras` (off-line, hash, fuso): mais leve; o espelho não os usa. Padrão: com. */
  extras?: boolean;
};

/**
 * Marcações tratadas (Portaria 671 art. 82) de vários colaboradores de `inicio` a `fim`: as
 * originais do REP-P e as importadas, menos as desconsideradas, mais as incluídas, cada uma no
 * dia de apuração (jornada que atravessa a meia-noite → dia em que começou, pela `jornadaDe`).
 * Quatro consultas para o lote inteiro; devolve quem monta um colaborador quando pedido. O lote
 * fica guardado como as colunas lidas, e os objetos de cada marcação nascem só na montagem: num
 * lote de 500 pessoas, objetos do lote inteiro sobreviveriam às coletas da geração nova do V8.
 */
export const prepararMarcacoesTratadas = async (
  p: PedidoMarcacoesTratadas,
): Promise<(usuarioId: number) => MarcacoesTratadas> => {
  const escopo = { db: p.db, empresaId: p.empresaId };
  const ponto = pontoRepository(escopo);
  const repoT = tratamentoRepository(escopo);
  const ids = [...p.usuarioIds];
  // A marcação da madrugada do dia seguinte ao fim pode pertencer ao último dia.
  const [antes, depois] = [addDias(p.inicio, -1), addDias(p.fim, 1)];
  const [colunas, importadasLidas, lidos] = await Promise.all([
    ponto.listOriginaisEmColunas(ids, antes, depois, { extras: p.extras }),
    ponto.listImportadas(ids, antes, depois),
    repoT.listDoPeriodo(ids, antes, depois),
  ]);
  const importadas = agruparPor(importadasLidas);
  const carregados = new Set(lidos.map((t) => t.id));
  const faltantes = lidos.flatMap((t) =>
    t.inclusaoId && !carregados.has(t.inclusaoId) ? [t.inclusaoId] : [],
  );
  const tratamentos = agruparPor([...lidos, ...(await repoT.listInclusoesPorId(faltantes))]);
  const jornadaDe = await p.jornadaDe;
  return (usuarioId) => {
    const jornadaDoDia = (data: string) => jornadaDe(usuarioId, data);
    const extras = new Map<string, ExtraMarcacao>();
    const registradas: MarcacaoRegistrada[] = [];
    for (const i of colunas.posicoes.get(usuarioId) ?? []) {
      const chave = `o:${colunas.id[i]}`;
      if (colunas.fuso)
        extras.set(chave, {
          offline: colunas.offline![i] ?? false,
          hash: colunas.hash![i] ?? null,
          fuso: colunas.fuso[i] ?? '-0300',
          repExternoId: null,
        });
      registradas.push({
        chave,
        origem: 'original',
        id: colunas.id[i]!,
        instante: colunas.instante[i]!,
        data: colunas.data[i]!,
        dataApuracao: diaDeReferencia(colunas.data[i]!, colunas.minuto[i]!, jornadaDoDia),
        minuto: colunas.minuto[i]!,
        nsr: colunas.nsr[i]!,
        duplicada: colunas.duplicada[i]!,
      });
    }
    for (const m of importadas.get(usuarioId) ?? []) {
      const chave = `r:${m.id}`;
      extras.set(chave, { offline: false, hash: null, fuso: m.fuso, repExternoId: m.repExternoId });
      registradas.push({
        chave,
        origem: 'importada',
        id: m.id,
        instante: m.instante,
        data: m.data,
        dataApuracao: diaDeReferencia(m.data, m.minuto, jornadaDoDia),
        minuto: m.minuto,
        nsr: m.nsr,
        duplicada: false,
      });
    }
    const meus = tratamentos.get(usuarioId) ?? [];
    for (const t of meus)
      if (t.tipo === 'inclusao')
        extras.set(`i:${t.id}`, {
          offline: false,
          hash: null,
          fuso: t.fuso ?? '-0300',
          repExternoId: null,
        });
    // A inclusão também vai ao dia em que a jornada começou (saída noturna incluída).
    const doDominio = meus.map((t) => {
      const d = paraTratamento(t);
      return t.tipo === 'inclusao' && t.minuto !== null
        ? { ...d, dataApuracao: diaDeReferencia(t.data, t.minuto, jornadaDoDia) }
        : d;
    });
    const tratadas = aplicarTratamentos(registradas, doDominio).filter(
      (m) => m.data >= p.inicio && m.data <= p.fim,
    );
    return { tratadas, extras, tratamentos: new Map(meus.map((t) => [t.id, t])) };
  };
};

/** As marcações tratadas de todos os colaboradores do pedido (`prepararMarcacoesTratadas`). */
export const loadMarcacoesTratadas = async (
  p: PedidoMarcacoesTratadas,
): Promise<Map<number, MarcacoesTratadas>> => {
  const montar = await prepararMarcacoesTratadas(p);
  return new Map(p.usuarioIds.map((u) => [u, montar(u)]));
};
