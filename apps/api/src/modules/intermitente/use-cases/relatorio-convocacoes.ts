import {
  type AgruparRelatorio,
  type LinhaRelatorioConvocacoes,
  type NumerosConvocacoes,
  RELATORIO_CONVOCACOES_MAX_DIAS,
  type RelatorioConvocacoes,
  type relatorioConvocacoesBodySchema,
} from '@jornada/contracts';
import { type DataIso, diferencaDias } from '@jornada/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { semPermissao } from '../../../shared/errors.ts';
import { cadastroRepository } from '../cadastro.repository.ts';
import { paraConvocado } from '../convocacao.avaliacao.ts';
import { type ConvocacaoRow, convocacaoRepository } from '../convocacao.repository.ts';
import { campoInvalido, type Deps } from '../intermitente.comum.ts';
import { contextoPara } from './convocacao-consultar.ts';
import { isRhIntermitente } from './permissao.ts';
import { calcularRecibos } from './recibo.ts';

export type FiltroRelatorio = z.output<typeof relatorioConvocacoesBodySchema>;

/** Linha das convocações sem grupo (pessoas escolhidas uma a uma). */
export const SEM_GRUPO = 'Sem grupo (pessoas escolhidas)';

const zerados = (): NumerosConvocacoes => ({
  convocacoes: 0,
  convocados: 0,
  pessoas: 0,
  aceitas: 0,
  recusadas: 0,
  recusasPresumidas: 0,
  semResposta: 0,
  interrompidos: 0,
  descumprimentos: 0,
  minutosTrabalhados: 0,
  remuneracaoTotal: 0,
});

type Acumulador = { linha: LinhaRelatorioConvocacoes; pessoas: Set<number> };

/** Período válido: fim não anterior ao início e no máximo 366 dias (400 nomeando o campo). */
const conferirPeriodo = ({ inicio, fim }: FiltroRelatorio['periodo']) => {
  if (fim < inicio) throw campoInvalido('periodo.fim', 'o fim é anterior ao início.');
  if (diferencaDias(inicio as DataIso, fim as DataIso) + 1 > RELATORIO_CONVOCACOES_MAX_DIAS)
    throw campoInvalido(
      'periodo.fim',
      `o período passa de ${RELATORIO_CONVOCACOES_MAX_DIAS} dias; divida a consulta.`,
    );
};

/**
 * Relatório por contratante ou grupo (art. 452-A): convocações que tocam o período, as respostas
 * (o silêncio vira recusa pelo relógio, como no resumo), interrupções, descumprimentos e, de quem
 * aceitou, as horas e o total das parcelas do §6º pelo mesmo cálculo do recibo e do SAP
 * (`calcularRecibos`, só os dias da convocação dentro do período). O RH vê todos; o responsável
 * por um contratante, só os seus (decisoes/intermitente.md).
 */
export const createRelatorioConvocacoes = ({ db, clock, apurarDias }: Deps) => {
  const apurar = async (auth: AuthContext, f: FiltroRelatorio) => {
    conferirPeriodo(f.periodo);
    const { inicio, fim } = f.periodo;
    const cadastros = cadastroRepository({ db, empresaId: auth.empresaId });
    const contratantes = await cadastros.listContratantes(null);
    const rh = isRhIntermitente(auth);
    const meus = new Set(
      contratantes.filter((c) => rh || c.responsavelId === auth.usuarioId).map((c) => c.id),
    );
    if (meus.size === 0 && !rh)
      throw semPermissao('Só o RH ou o responsável por um contratante veem este relatório.');
    if (!rh && f.contratanteId !== undefined && !meus.has(f.contratanteId))
      throw semPermissao('Você só vê o relatório dos contratantes pelos quais responde.');
    const repo = convocacaoRepository({ db, empresaId: auth.empresaId });
    const lista = (
      await repo.listar({
        dataInicio: inicio,
        dataFim: fim,
        contratanteId: f.contratanteId,
        grupoId: f.grupoId,
      })
    ).filter((c) => rh || meus.has(c.contratanteId));
    const ctx = await contextoPara(db, auth.empresaId, clock, lista);
    const convocados = lista.length ? await repo.convocadosDe(lista.map((c) => c.id)) : [];
    const grupos = new Map((await cadastros.listGrupos(null)).map((g) => [g.id, g.nome]));
    const chave = (c: ConvocacaoRow, por: AgruparRelatorio) =>
      por === 'contratante'
        ? { id: c.contratanteId, nome: c.contratante }
        : { id: c.grupoId ?? 0, nome: c.grupoId ? (grupos.get(c.grupoId) ?? '') : SEM_GRUPO };

    const porChave = new Map<number, Acumulador>();
    const acumuladorDe = (c: ConvocacaoRow) => {
      const k = chave(c, f.agrupar);
      let a = porChave.get(k.id);
      if (!a) {
        a = { linha: { id: k.id, nome: k.nome, ...zerados() }, pessoas: new Set() };
        porChave.set(k.id, a);
      }
      return a;
    };
    const aceitosComRecibo: typeof convocados = [];
    for (const c of lista) {
      const a = acumuladorDe(c);
      a.linha.convocacoes += 1;
      for (const x of convocados.filter((y) => y.convocacaoId === c.id)) {
        const s = paraConvocado(c, x, ctx).situacao;
        const aceitou = x.resposta === 'aceita' && s !== 'recusa-presumida';
        const recusou = s === 'recusada' || s === 'recusa-presumida';
        a.pessoas.add(x.usuarioId);
        a.linha.convocados += 1;
        if (aceitou) a.linha.aceitas += 1;
        if (recusou) a.linha.recusadas += 1;
        if (s === 'recusa-presumida') a.linha.recusasPresumidas += 1;
        if (!aceitou && !recusou) a.linha.semResposta += 1;
        if (s === 'interrompida') a.linha.interrompidos += 1;
        if (x.multaDevidaPor !== null) a.linha.descumprimentos += 1;
        if (c.interrompidaEm === null && x.resposta === 'aceita' && s === 'aceita')
          aceitosComRecibo.push(x);
      }
    }
    // Só os dias da convocação dentro do período pedido (como no SAP).
    const recortadas = lista
      .filter((c) => c.interrompidaEm === null)
      .map((c) => ({
        ...c,
        dataInicio: c.dataInicio > inicio ? c.dataInicio : inicio,
        dataFim: c.dataFim < fim ? c.dataFim : fim,
      }));
    const recibos = await calcularRecibos(
      { db, empresaId: auth.empresaId, apurarDias, hoje: ctx.agora.slice(0, 10) },
      recortadas,
      aceitosComRecibo,
    );
    for (const r of recibos) {
      const a = acumuladorDe(recortadas.find((c) => c.id === r.convocacaoId)!);
      for (const x of r.recibos) {
        a.linha.minutosTrabalhados += x.minutosTrabalhados;
        a.linha.remuneracaoTotal += x.total;
      }
    }
    const linhas = [...porChave.values()]
      .map((a) => ({ ...a.linha, pessoas: a.pessoas.size }))
      .sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'));
    const totais = zerados();
    for (const l of linhas)
      for (const k of Object.keys(totais) as (keyof NumerosConvocacoes)[]) totais[k] += l[k];
    const todas = new Set([...porChave.values()].flatMap((a) => [...a.pessoas]));
    totais.pessoas = todas.size;
    return { linhas, totais };
  };

  /** POST /Relatorios/convocacoes: as linhas paginadas no servidor e os totais de todas. */
  const relatorio = async (
    auth: AuthContext,
    f: FiltroRelatorio,
  ): Promise<RelatorioConvocacoes> => {
    const { linhas, totais } = await apurar(auth, f);
    const de = (f.pageNumber - 1) * f.pageSize;
    return {
      periodo: f.periodo,
      agrupar: f.agrupar,
      items: linhas.slice(de, de + f.pageSize),
      total: linhas.length,
      pageNumber: f.pageNumber,
      pageSize: f.pageSize,
      totais,
    };
  };

  return { apurar, relatorio };
};
