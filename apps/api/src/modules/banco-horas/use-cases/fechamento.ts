import type { FechamentoCiclo, ItemFechamento, ProgressoFechamento } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { auditar, conflito, type Deps, hojeDa, isDuplicado } from '../banco-horas.comum.ts';
import { type BancoHorasRepository, bancoHorasRepository } from '../banco-horas.repository.ts';
import type { bancoHorasCiclo } from '../banco-horas.table.ts';
import { liquidacaoRepository } from '../banco-horas-liquidacao.repository.ts';
import {
  type DadosLiquidacao,
  itensDoCiclo,
  liquidarFechamento,
  type OpcoesLiquidacao,
  verbasDaConfiguracao,
  verbasFaltando,
} from './liquidacao.ts';
import { apurarColaboradores, loadContexto } from './razao.ts';

type LinhaCiclo = typeof bancoHorasCiclo.$inferSelect;

const ESTORNO = { pagamento: 'estorno-pagamento', desconto: 'estorno-desconto' } as const;

/** Sem fila (testes, CLI), a liquidação roda na própria requisição, em lotes deste tamanho. */
const LOTE_SEM_FILA = 500;

/**
 * Fechamento do ciclo: prévia (quem recebe quanto, por verba), confirmação que fecha o ciclo e
 * enfileira a liquidação (liquidacao.ts: lotes, progresso, retomada, nunca paga duas vezes) e
 * reabertura com motivo, que estorna.
 */
export const createFechamento = (deps: Deps) => {
  const repoDe = (db: Parameters<typeof bancoHorasRepository>[0]['db'], auth: AuthContext) =>
    bancoHorasRepository({ db, empresaId: auth.empresaId });
  /** A fila do servidor (jobs/fechamento-banco-horas.job.ts); sem ela, liquida na requisição. */
  let enfileirar: ((dados: DadosLiquidacao) => Promise<unknown>) | null = null;

  const cicloOu404 = async (repo: BancoHorasRepository, id: number) => {
    const c = await repo.cadastro('ciclo').find(id);
    if (!c) throw naoEncontrado('Ciclo');
    return c;
  };

  const exigirCicloTerminado = async (auth: AuthContext, ciclo: LinhaCiclo) => {
    const hoje = await hojeDa(deps, auth.empresaId);
    if (ciclo.fim >= hoje)
      throw conflito(
        'CICLO_EM_ANDAMENTO',
        `O ciclo só fecha depois do seu último dia (${ciclo.fim}).`,
      );
    return hoje;
  };

  const calcular = async (auth: AuthContext, ciclo: LinhaCiclo) => {
    const repo = repoDe(deps.db, auth);
    const hoje = await exigirCicloTerminado(auth, ciclo);
    const ctx = await loadContexto(repo, ciclo.bancoHoraId);
    const vigencias = await repo.listVigenciasNoPeriodo(ciclo.bancoHoraId, ciclo.inicio, ciclo.fim);
    const apuracoes = await apurarColaboradores(
      deps,
      auth.empresaId,
      ctx,
      vigencias,
      ciclo.fim,
      hoje,
    );
    const itens = apuracoes.flatMap((a) => itensDoCiclo(a, ciclo, ctx));
    return { colaboradores: vigencias.length, itens };
  };

  const progressoDe = (f: {
    status: string;
    feitos: number;
    total: number;
    erro: string | null;
  }): ProgressoFechamento => ({
    status: f.status as ProgressoFechamento['status'],
    feitos: f.feitos,
    total: f.total,
    erro: f.erro,
  });

  /**
   * O fechamento gravado do ciclo fechado: itens da última rodada e o andamento da liquidação.
   * Enquanto a fila trabalha, só o progresso (a tela consulta a cada segundo; os itens vêm no fim).
   */
  const gravado = async (auth: AuthContext, cicloId: number): Promise<FechamentoCiclo> => {
    const repo = repoDe(deps.db, auth);
    const f = (await repo.findUltimoFechamento(cicloId))!;
    const itens = (f.status === 'processando' ? [] : await repo.listItens(f.id)).map(
      (i): ItemFechamento => ({
        usuarioId: i.usuarioId,
        natureza: i.natureza as ItemFechamento['natureza'],
        percentual: i.percentual,
        verba: i.verba,
        minutos: i.minutos,
      }),
    );
    return {
      cicloId,
      status: 'fechado',
      rodada: f.rodada,
      colaboradores: new Set(itens.map((i) => i.usuarioId)).size,
      itens,
      verbasFaltando: [],
      progresso: progressoDe(f),
    };
  };

  const previa = async (auth: AuthContext, cicloId: number): Promise<FechamentoCiclo> => {
    const ciclo = await cicloOu404(repoDe(deps.db, auth), cicloId);
    if (ciclo.status === 'fechado') return gravado(auth, cicloId);
    const c = await calcular(auth, ciclo);
    return {
      cicloId,
      status: 'aberto',
      rodada: null,
      ...c,
      verbasFaltando: verbasFaltando(c.itens),
    };
  };

  const liquidar = (dados: DadosLiquidacao, opcoes: OpcoesLiquidacao) =>
    liquidarFechamento(deps, dados, opcoes);

  /** Enfileira a liquidação; sem fila, roda já (em lotes, a mesma função do job). */
  const iniciar = async (dados: DadosLiquidacao) => {
    if (enfileirar) await enfileirar(dados);
    else await liquidar(dados, { tamanhoLote: LOTE_SEM_FILA, interrompido: () => false });
  };

  /** Liquidação que parou com erro (verba removida no meio, por exemplo): confirmar retoma. */
  const retomar = async (auth: AuthContext, cicloId: number) => {
    const f = await deps.db.transaction(async (tx) => {
      const repo = repoDe(tx, auth);
      const ultimo = await repo.findUltimoFechamento(cicloId);
      const liq = liquidacaoRepository({ db: tx, empresaId: auth.empresaId });
      const travado = ultimo ? await liq.lockFechamento(ultimo.id) : undefined;
      if (travado?.status !== 'erro' || travado.reabertoEm)
        throw conflito('CICLO_JA_FECHADO', 'O ciclo já está fechado.');
      await liq.finalizar(travado.id, 'processando', null);
      await auditar(tx, auth, deps.clock(), {
        entidade: 'banco_horas_ciclo',
        entidadeId: cicloId,
        acao: 'retomar-fechamento',
        antes: { status: 'erro', erro: travado.erro, feitos: travado.feitos },
        depois: { status: 'processando' },
      });
      return travado;
    });
    await iniciar({ empresaId: auth.empresaId, fechamentoId: f.id });
    return gravado(auth, cicloId);
  };

  const confirmar = async (auth: AuthContext, cicloId: number): Promise<FechamentoCiclo> => {
    const repo0 = repoDe(deps.db, auth);
    const ciclo = await cicloOu404(repo0, cicloId);
    if (ciclo.status === 'fechado') {
      const ultimo = await repo0.findUltimoFechamento(cicloId);
      if (ultimo?.status === 'erro') return retomar(auth, cicloId);
      if (ultimo?.status === 'processando')
        throw conflito(
          'FECHAMENTO_EM_ANDAMENTO',
          'O fechamento deste ciclo está em andamento: acompanhe o progresso.',
        );
      throw conflito('CICLO_JA_FECHADO', 'O ciclo já está fechado.');
    }
    if (!ciclo.ativo) throw conflito('CICLO_INATIVO', 'Ciclo inativo não fecha: ative-o antes.');
    await exigirCicloTerminado(auth, ciclo);
    const semVerba = verbasDaConfiguracao(await loadContexto(repo0, ciclo.bancoHoraId));
    if (semVerba.length > 0)
      throw new AppError(
        'VERBA_FALTANDO',
        `Configure a verba do fechamento antes de confirmar: ${semVerba.join(', ')}.`,
        422,
        'verba',
      );
    let fechamentoId: number;
    try {
      fechamentoId = await deps.db.transaction(async (tx) => {
        const repo = repoDe(tx, auth);
        const travado = (await repo.lockCiclo(cicloId))!;
        if (travado.status === 'fechado')
          throw conflito('CICLO_JA_FECHADO', 'O ciclo já está fechado.');
        const anteriores = await repo.listCiclos(ciclo.bancoHoraId);
        if (anteriores.some((x) => x.fim < ciclo.inicio && x.ativo && x.status === 'aberto'))
          throw conflito('CICLO_ANTERIOR_ABERTO', 'Feche antes os ciclos anteriores deste banco.');
        const ultimo = await repo.findUltimoFechamento(cicloId);
        const rodada = (ultimo?.rodada ?? 0) + 1;
        const agora = deps.clock();
        const total = await liquidacaoRepository({
          db: tx,
          empresaId: auth.empresaId,
        }).contarVigencias(ciclo.bancoHoraId, ciclo.inicio, ciclo.fim);
        const f = await repo.insertFechamento(
          {
            cicloId,
            rodada,
            autorId: auth.usuarioId,
            confirmadoEm: agora,
            status: 'processando',
            total,
          },
          [],
        );
        await repo.cadastro('ciclo').update(cicloId, { status: 'fechado' });
        await auditar(tx, auth, agora, {
          entidade: 'banco_horas_ciclo',
          entidadeId: cicloId,
          acao: 'fechar',
          antes: { status: 'aberto' },
          depois: { status: 'fechado', fechamentoId: f.id, rodada, colaboradores: total },
        });
        return f.id;
      });
    } catch (e) {
      // Duas confirmações ao mesmo tempo: a unicidade (ciclo, rodada) deixa passar só uma.
      if (isDuplicado(e)) throw conflito('CICLO_JA_FECHADO', 'O ciclo já está fechado.');
      throw e;
    }
    await iniciar({ empresaId: auth.empresaId, fechamentoId });
    return gravado(auth, cicloId);
  };

  const reabrir = (auth: AuthContext, cicloId: number, motivo: string) =>
    deps.db.transaction(async (tx): Promise<FechamentoCiclo> => {
      const repo = repoDe(tx, auth);
      const ciclo = await repo.lockCiclo(cicloId);
      if (!ciclo) throw naoEncontrado('Ciclo');
      if (ciclo.status !== 'fechado')
        throw conflito('CICLO_NAO_FECHADO', 'Só um ciclo fechado pode ser reaberto.');
      const seguintes = await repo.listCiclos(ciclo.bancoHoraId);
      if (seguintes.some((x) => x.inicio > ciclo.fim && x.status === 'fechado'))
        throw conflito('CICLO_SEGUINTE_FECHADO', 'Reabra antes os ciclos seguintes deste banco.');
      const f = (await repo.findUltimoFechamento(cicloId))!;
      if (f.status === 'processando')
        throw conflito(
          'FECHAMENTO_EM_ANDAMENTO',
          'O fechamento deste ciclo está em andamento: reabra quando terminar.',
        );
      const originais = (await repo.listItens(f.id)).filter(
        (i) => i.natureza === 'pagamento' || i.natureza === 'desconto',
      );
      const estornos = originais.map((i) => ({
        usuarioId: i.usuarioId,
        natureza: ESTORNO[i.natureza as keyof typeof ESTORNO],
        percentual: i.percentual,
        verba: i.verba,
        minutos: i.minutos,
      }));
      const agora = deps.clock();
      await repo.insertItens(f.id, estornos);
      await repo.marcarReaberto(f.id, { reabertoEm: agora, reabertoPor: auth.usuarioId, motivo });
      await repo.cadastro('ciclo').update(cicloId, { status: 'aberto' });
      await auditar(tx, auth, agora, {
        entidade: 'banco_horas_ciclo',
        entidadeId: cicloId,
        acao: 'reabrir',
        antes: { status: 'fechado', rodada: f.rodada },
        depois: { status: 'aberto', motivo, estornos },
      });
      return {
        cicloId,
        status: 'aberto',
        rodada: f.rodada,
        colaboradores: new Set(estornos.map((i) => i.usuarioId)).size,
        itens: estornos,
        verbasFaltando: [],
      };
    });

  return {
    previa,
    confirmar,
    reabrir,
    /** O job (a fila chama; sem fila, `confirmar` chama direto). */
    liquidar,
    /** O servidor liga a fila aqui (jobs/fechamento-banco-horas.job.ts). */
    usarFila: (f: (dados: DadosLiquidacao) => Promise<unknown>) => {
      enfileirar = f;
    },
  };
};
