import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { auditar, conflito, type Deps, isDuplicado } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { lancamentoParaWire } from './colaboradores.ts';
import { conferirVersao, prepararOperacao } from './pagamentos.ts';
import { apurarColaboradores } from './razao.ts';

const JA_ESTORNADO = () => conflito('JA_ESTORNADO', 'Este lançamento já foi desfeito.');

/**
 * Desfaz um lançamento manual com o lançamento inverso (mesma data e minutos, `estornoDeId`):
 * nada se apaga do razão; o par sai do cálculo. Um só estorno por lançamento; nunca num ciclo
 * já fechado; recusado se deixar sem saldo um pagamento já gravado (o motor confere sem o par).
 */
export const createEstorno = (deps: Deps) => ({
  estornar: async (auth: AuthContext, id: number, motivo: string) => {
    const repo = bancoHorasRepository({ db: deps.db, empresaId: auth.empresaId });
    const l = await repo.findLancamento(id);
    if (!l) throw naoEncontrado('Lançamento');
    if (l.estornoDeId !== null)
      throw conflito('LANCAMENTO_E_ESTORNO', 'Este lançamento já desfaz outro.');
    if (await repo.findEstornoDe(id)) throw JA_ESTORNADO();
    const { hoje, v, ctx, versao } = await prepararOperacao(
      deps.db,
      deps,
      auth,
      { usuarioId: l.usuarioId, data: l.data },
      { futuro: true },
    );
    const sem = new Map([[v.id, { semLancamentos: [l.id] }]]);
    await apurarColaboradores(deps, auth.empresaId, ctx, [v], hoje, hoje, sem);
    try {
      return await deps.db.transaction(async (tx) => {
        await conferirVersao(tx, auth.empresaId, [v.id], [l.usuarioId], versao);
        const agora = deps.clock();
        const novo = await bancoHorasRepository({
          db: tx,
          empresaId: auth.empresaId,
        }).insertLancamento({
          usuarioId: l.usuarioId,
          data: l.data,
          tipo: l.tipo === 'credito' ? 'debito' : 'credito',
          minutos: l.minutos,
          motivo,
          autorId: auth.usuarioId,
          criadoEm: agora,
          estornoDeId: l.id,
        });
        const depois = lancamentoParaWire(novo);
        await auditar(tx, auth, agora, {
          entidade: 'banco_horas_lancamento',
          entidadeId: l.id,
          acao: 'estornar',
          antes: lancamentoParaWire(l),
          depois,
        });
        return depois;
      });
    } catch (e) {
      if (isDuplicado(e)) throw JA_ESTORNADO();
      throw e;
    }
  },
});
