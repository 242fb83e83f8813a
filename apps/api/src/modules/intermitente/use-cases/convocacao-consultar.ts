import type { Convocado, GrupoConvocacao, ListaRhBody, StatusVencendo } from '@jornada/contracts';
import { addDias, type DataIso } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { type Contexto, paraConvocacao, paraConvocado } from '../convocacao.avaliacao.ts';
import { type ConvocacaoRow, convocacaoRepository } from '../convocacao.repository.ts';
import {
  campoInvalido,
  type Deps,
  feriadosEntre,
  relogioDaEmpresa,
} from '../intermitente.comum.ts';

/** Relógio e feriados que cobrem as convocações lidas (do envio mais antigo ao fim mais tarde). */
export const contextoPara = async (
  db: Db | Tx,
  empresaId: number,
  clock: () => Date,
  convocacoes: ConvocacaoRow[],
): Promise<Contexto> => {
  const { agora, uf } = await relogioDaEmpresa(db, empresaId, clock);
  const hoje = agora.slice(0, 10);
  const de = convocacoes.reduce((m, c) => (c.enviadaEm < m ? c.enviadaEm.slice(0, 10) : m), hoje);
  const ate = convocacoes.reduce((m, c) => (c.dataFim > m ? c.dataFim : m), hoje);
  return { agora, feriados: feriadosEntre(uf, de, ate) };
};

const vazio = (): Record<GrupoConvocacao, ReturnType<typeof paraConvocacao>[]> => ({
  ativas: [],
  emAndamento: [],
  encerradas: [],
});

const confere: Record<StatusVencendo, (c: Convocado) => boolean> = {
  semResposta: (c) => c.situacao === 'aguardando',
  aceitas: (c) => c.respostaEm !== null && c.situacao === 'aceita',
  recusadas: (c) => c.situacao === 'recusada' || c.situacao === 'recusa-presumida',
  todos: () => true,
};

/** Leituras das convocações; o silêncio vira recusa na leitura, pelo relógio (art. 452-A §2º). */
export const createConvocacaoConsultas = ({ db, clock }: Deps) => {
  const carregar = async (auth: AuthContext, convocacoes: ConvocacaoRow[]) => {
    const repo = convocacaoRepository({ db, empresaId: auth.empresaId });
    const ctx = await contextoPara(db, auth.empresaId, clock, convocacoes);
    const convocados = convocacoes.length
      ? await repo.convocadosDe(convocacoes.map((c) => c.id))
      : [];
    return { ctx, convocados };
  };

  /** POST /Convocacao/listaRH: agrupadas em ativas, emAndamento e encerradas (spec §3). */
  const listaRh = async (auth: AuthContext, f: ListaRhBody) => {
    const lista = await convocacaoRepository({ db, empresaId: auth.empresaId }).listar(f);
    const { ctx, convocados } = await carregar(auth, lista);
    const grupos = vazio();
    for (const c of lista) {
      const w = paraConvocacao(c, convocados, ctx);
      grupos[w.status].push(w);
    }
    return grupos;
  };

  const resumo = async (auth: AuthContext, id: number) => {
    const c = await convocacaoRepository({ db, empresaId: auth.empresaId }).findById(id);
    if (!c) throw naoEncontrado('Convocação');
    const { ctx, convocados } = await carregar(auth, [c]);
    const lista = convocados.map((x) => ({ linha: x, w: paraConvocado(c, x, ctx) }));
    const por = (f: (s: (typeof lista)[number]) => boolean) => lista.filter(f).map((x) => x.w);
    const aceitou = (x: (typeof lista)[number]) =>
      x.linha.resposta === 'aceita' && x.w.situacao !== 'recusa-presumida';
    const recusou = (x: (typeof lista)[number]) =>
      x.w.situacao === 'recusada' || x.w.situacao === 'recusa-presumida';
    return {
      colaboraresAcitaram: por(aceitou),
      colaboraresRecusaram: por(recusou),
      semResposta: por((x) => !aceitou(x) && !recusou(x)),
      interrompido: c.interrompidaEm !== null,
      interrupcao:
        c.interrompidaEm === null
          ? null
          : {
              motivoId: c.motivoInterrupcaoId!,
              motivo: c.motivoInterrupcao ?? '',
              observacao: c.interrupcaoObservacao,
              em: c.interrompidaEm,
            },
    };
  };

  /**
   * GET /Convocacao/vencendo-em/{inicio}/{fim}: convocações não interrompidas com prazo de
   * resposta no período, com os convocados da situação pedida (padrão: sem resposta).
   */
  const vencendo = async (
    auth: AuthContext,
    inicio: DataIso,
    fim: DataIso,
    status: StatusVencendo,
  ) => {
    if (fim < inicio) throw campoInvalido('fim', 'o fim é anterior ao início');
    // O prazo vence um dia útil após o envio: a convocação termina depois do envio.
    const lista = (
      await convocacaoRepository({ db, empresaId: auth.empresaId }).listar({ dataInicio: inicio })
    ).filter((c) => c.interrompidaEm === null && c.enviadaEm.slice(0, 10) <= fim);
    const { ctx, convocados } = await carregar(auth, lista);
    const limite = addDias(fim, 1);
    return lista.flatMap((c) => {
      const w = paraConvocacao(c, convocados, ctx);
      const noPeriodo = w.convocados.filter(
        (x) => x.prazoResposta >= inicio && x.prazoResposta < limite && confere[status](x),
      );
      if (noPeriodo.length === 0) return [];
      return [
        {
          convocacaoId: c.id,
          contratante: c.contratante,
          dataInicio: c.dataInicio,
          horaEntrada: w.horaEntrada,
          prazoResposta: noPeriodo[0]!.prazoResposta,
          convocados: noPeriodo,
        },
      ];
    });
  };

  /** As convocações do próprio colaborador, com o prazo e a situação dele. */
  const minhas = async (auth: AuthContext) => {
    const lista = await convocacaoRepository({ db, empresaId: auth.empresaId }).listar({
      usuarioId: auth.usuarioId,
    });
    const { ctx, convocados } = await carregar(auth, lista);
    return lista.map((c) => {
      const { convocados: todos, ...w } = paraConvocacao(c, convocados, ctx);
      return { ...w, minha: todos.find((x) => x.usuarioId === auth.usuarioId)! };
    });
  };

  return { listaRh, resumo, vencendo, minhas };
};
