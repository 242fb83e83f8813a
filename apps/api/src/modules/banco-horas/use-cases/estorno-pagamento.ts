import type { PagamentoRegistrado } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import { auditar, conflito, type Deps } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { exigirReferencia } from './cadastros.ts';
import { exigirCicloAberto } from './liquidacao.ts';
import { conferirVersao, dataBr } from './pagamentos.ts';

const NOMES: Record<string, string> = {
  extraordinario: 'pagamento extraordinário',
  'fechamento-antecipado': 'fechamento antecipado',
  rescisao: 'rescisão',
  estagio: 'pagamento por estágio',
};

type Linha = Awaited<
  ReturnType<ReturnType<typeof bancoHorasRepository>['listPagamentosComEstorno']>
>[number];

const paraWire = (l: Linha, itens: PagamentoRegistrado['itens']): PagamentoRegistrado => ({
  id: l.pagamento.id,
  usuarioId: l.pagamento.usuarioId,
  origem: l.pagamento.origem as PagamentoRegistrado['origem'],
  data: l.pagamento.data,
  minutos: l.pagamento.minutos,
  tipoRescisao: l.pagamento.tipoRescisao as PagamentoRegistrado['tipoRescisao'],
  motivo: l.pagamento.motivo,
  criadoEm: l.pagamento.criadoEm.toISOString(),
  itens,
  estornado: l.estorno !== null,
  motivoEstorno: l.estorno?.motivo ?? null,
  estornadoEm: l.estorno?.criadoEm.toISOString() ?? null,
});

/** Anterior ao pagamento `p` no razão: data menor, ou a mesma data e gravado antes. */
const depoisDe = (a: { data: string; id: number }, p: { data: string; id: number }) =>
  a.data > p.data || (a.data === p.data && a.id > p.id);

/**
 * Desfazer (onde a lei deixa) um pagamento extraordinário, um fechamento antecipado ou a
 * rescisão do banco: uma linha de estorno com motivo (nada se apaga), auditada. Recusado com a
 * competência do pagamento fechada (a folha já o levou), no ciclo do banco já fechado, ou quando
 * um pagamento posterior da mesma vigência depende dele. O pagamento por estágio se desfaz
 * reabrindo a competência.
 */
export const createEstornoPagamento = (deps: Deps) => ({
  /** Pagamentos do colaborador (os desfeitos marcados), com o que cada um levou por verba. */
  listar: async (auth: AuthContext, usuarioId: number): Promise<PagamentoRegistrado[]> => {
    const repo = bancoHorasRepository({ db: deps.db, empresaId: auth.empresaId });
    await exigirReferencia(repo.findUsuario(usuarioId), 'Colaborador', 'usuarioId');
    const linhas = await repo.listPagamentosComEstorno(usuarioId);
    const itens = await repo.listItensDePagamentos(linhas.map((l) => l.pagamento.id));
    return linhas.map((l) =>
      paraWire(
        l,
        itens
          .filter((i) => i.pagamentoId === l.pagamento.id)
          .map((i) => ({
            natureza: i.natureza as 'pagamento' | 'desconto',
            percentual: i.percentual,
            verba: i.verba,
            minutos: i.minutos,
          })),
      ),
    );
  },

  desfazer: async (auth: AuthContext, id: number, motivo: string) => {
    const repo = bancoHorasRepository({ db: deps.db, empresaId: auth.empresaId });
    const achado = await repo.findPagamentoComEstorno(id);
    if (!achado) throw naoEncontrado('Pagamento');
    const p = achado.pagamento;
    if (achado.estorno) throw conflito('JA_ESTORNADO', 'Este pagamento já foi desfeito.');
    if (p.origem === 'estagio')
      throw conflito(
        'ESTAGIO_PELA_COMPETENCIA',
        'O pagamento por estágio é desfeito reabrindo o fechamento da competência (e refeito ao fechar de novo).',
      );
    const v = (await repo.findColaborador(p.vigenciaId))!;
    await exigirCicloAberto(repo, v.bancoHoraId, p.data, 'id');
    const versao = await repo.versao([p.usuarioId]);
    return deps.db.transaction(async (tx) => {
      await conferirVersao(tx, auth.empresaId, [v.id], [p.usuarioId], versao);
      const r = bancoHorasRepository({ db: tx, empresaId: auth.empresaId });
      try {
        await exigirCompetenciaAberta({ db: tx, empresaId: auth.empresaId }, p.usuarioId, p.data);
      } catch (e) {
        if (e instanceof AppError && e.codigo === 'COMPETENCIA_FECHADA')
          throw conflito(
            'COMPETENCIA_FECHADA',
            `Não dá para desfazer: o ${NOMES[p.origem]} de ${dataBr(p.data)} está numa competência já fechada (a folha já o levou). Reabra o fechamento da competência antes.`,
          );
        throw e;
      }
      const posterior = (await r.listPagamentos([p.usuarioId])).find(
        (x) => x.id !== p.id && depoisDe(x, p),
      );
      if (posterior)
        throw conflito(
          'MOVIMENTO_POSTERIOR',
          `Não dá para desfazer: o ${NOMES[posterior.origem]} de ${dataBr(posterior.data)} veio depois e depende deste. Desfaça-o antes.`,
        );
      const agora = deps.clock();
      // Rescisão: a vigência volta ao fim que tinha antes dela, se nenhuma outra começou depois.
      let vigenciaFim = v.vigenciaFim;
      if (p.origem === 'rescisao') {
        const antes = await r.findVigenciaFimAntesDaRescisao(p.id);
        const seguinte = (await r.listColaboradores({ usuarioId: p.usuarioId })).find(
          (x) => x.id !== v.id && x.vigenciaInicio > p.data,
        );
        if (seguinte && (antes === null || antes >= seguinte.vigenciaInicio))
          throw conflito(
            'MOVIMENTO_POSTERIOR',
            `Não dá para desfazer a rescisão: o colaborador já tem outra vigência de banco desde ${dataBr(seguinte.vigenciaInicio)}.`,
          );
        vigenciaFim = antes;
        await r.updateColaborador(v.id, { vigenciaFim });
      }
      await r.insertEstornoPagamento({
        pagamentoId: p.id,
        motivo,
        autorId: auth.usuarioId,
        criadoEm: agora,
      });
      await auditar(tx, auth, agora, {
        entidade: 'banco_horas_pagamento',
        entidadeId: p.id,
        acao: `estorno-${p.origem}`,
        antes: { estornado: false, vigenciaFim: v.vigenciaFim },
        depois: { estornado: true, motivo, vigenciaFim },
      });
      const [linha] = (await r.listPagamentosComEstorno(p.usuarioId)).filter(
        (l) => l.pagamento.id === p.id,
      );
      const itens = await r.listItensDePagamentos([p.id]);
      return paraWire(
        linha!,
        itens.map((i) => ({
          natureza: i.natureza as 'pagamento' | 'desconto',
          percentual: i.percentual,
          verba: i.verba,
          minutos: i.minutos,
        })),
      );
    });
  },
});
