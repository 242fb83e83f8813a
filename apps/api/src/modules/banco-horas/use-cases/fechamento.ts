import type { FechamentoCiclo, ItemFechamento } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { auditar, conflito, type Deps, hojeDa, isDuplicado } from '../banco-horas.comum.ts';
import { type BancoHorasRepository, bancoHorasRepository } from '../banco-horas.repository.ts';
import type { bancoHorasCiclo } from '../banco-horas.table.ts';
import { itensDoEncerramento, verbasFaltando } from './liquidacao.ts';
import { type Apuracao, apurarColaboradores, type ContextoBanco, loadContexto } from './razao.ts';

type LinhaCiclo = typeof bancoHorasCiclo.$inferSelect;

const ESTORNO = { pagamento: 'estorno-pagamento', desconto: 'estorno-desconto' } as const;

/**
 * Pagamentos (por percentual, CLT art. 59 §3º) e desconto de um colaborador, com a verba: os
 * ciclos do motor que terminam no fim do ciclo dentro do período do ciclo do banco. Um ciclo
 * encerrado por fechamento antecipado ou rescisão já foi pago no encerramento; os pagamentos
 * extraordinários, na sua data (liquidacao.ts).
 */
const itensDe = (a: Apuracao, ciclo: LinhaCiclo, ctx: ContextoBanco): ItemFechamento[] =>
  a.resultado.ciclos
    .filter((c) => c.encerradoPor === 'fim-do-ciclo' && c.fim >= ciclo.inicio && c.fim <= ciclo.fim)
    .flatMap((c) => itensDoEncerramento(a, c, ctx))
    .map((i) => ({ usuarioId: a.usuarioId, ...i }));

const faltando = verbasFaltando;

/**
 * Fechamento do ciclo: prévia (quem recebe quanto, por verba), confirmação que grava os
 * pagamentos uma só vez (unicidade ciclo + rodada) e reabertura com motivo, que estorna.
 */
export const createFechamento = (deps: Deps) => {
  const repoDe = (db: Parameters<typeof bancoHorasRepository>[0]['db'], auth: AuthContext) =>
    bancoHorasRepository({ db, empresaId: auth.empresaId });

  const cicloOu404 = async (repo: BancoHorasRepository, id: number) => {
    const c = await repo.cadastro('ciclo').find(id);
    if (!c) throw naoEncontrado('Ciclo');
    return c;
  };

  const calcular = async (auth: AuthContext, ciclo: LinhaCiclo) => {
    const repo = repoDe(deps.db, auth);
    const hoje = await hojeDa(deps, auth.empresaId);
    if (ciclo.fim >= hoje)
      throw conflito(
        'CICLO_EM_ANDAMENTO',
        `O ciclo só fecha depois do seu último dia (${ciclo.fim}).`,
      );
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
    const itens = apuracoes.flatMap((a) => itensDe(a, ciclo, ctx));
    return { colaboradores: vigencias.length, itens };
  };

  const previa = async (auth: AuthContext, cicloId: number): Promise<FechamentoCiclo> => {
    const repo = repoDe(deps.db, auth);
    const ciclo = await cicloOu404(repo, cicloId);
    if (ciclo.status === 'fechado') {
      const f = (await repo.findUltimoFechamento(cicloId))!;
      const itens = (await repo.listItens(f.id)).map(
        (i): ItemFechamento => ({
          usuarioId: i.usuarioId,
          natureza: i.natureza as ItemFechamento['natureza'],
          percentual: i.percentual,
          verba: i.verba,
          minutos: i.minutos,
        }),
      );
      const colaboradores = new Set(itens.map((i) => i.usuarioId)).size;
      return {
        cicloId,
        status: 'fechado',
        rodada: f.rodada,
        colaboradores,
        itens,
        verbasFaltando: [],
      };
    }
    const c = await calcular(auth, ciclo);
    return { cicloId, status: 'aberto', rodada: null, ...c, verbasFaltando: faltando(c.itens) };
  };

  const confirmar = async (auth: AuthContext, cicloId: number): Promise<FechamentoCiclo> => {
    const ciclo = await cicloOu404(repoDe(deps.db, auth), cicloId);
    if (ciclo.status === 'fechado') throw conflito('CICLO_JA_FECHADO', 'O ciclo já está fechado.');
    if (!ciclo.ativo) throw conflito('CICLO_INATIVO', 'Ciclo inativo não fecha: ative-o antes.');
    const c = await calcular(auth, ciclo);
    const semVerba = faltando(c.itens);
    if (semVerba.length > 0)
      throw new AppError(
        'VERBA_FALTANDO',
        `Configure a verba do fechamento antes de confirmar: ${semVerba.join(', ')}.`,
        422,
        'verba',
      );
    try {
      return await deps.db.transaction(async (tx) => {
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
        const f = await repo.insertFechamento(
          { cicloId, rodada, autorId: auth.usuarioId, confirmadoEm: agora },
          c.itens,
        );
        await repo.cadastro('ciclo').update(cicloId, { status: 'fechado' });
        await auditar(tx, auth, agora, {
          entidade: 'banco_horas_ciclo',
          entidadeId: cicloId,
          acao: 'fechar',
          antes: { status: 'aberto' },
          depois: { status: 'fechado', fechamentoId: f.id, rodada, itens: c.itens },
        });
        return { cicloId, status: 'fechado', rodada, ...c, verbasFaltando: [] };
      });
    } catch (e) {
      // Duas confirmações ao mesmo tempo: a unicidade (ciclo, rodada) deixa passar só uma.
      if (isDuplicado(e)) throw conflito('CICLO_JA_FECHADO', 'O ciclo já está fechado.');
      throw e;
    }
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

  return { previa, confirmar, reabrir };
};
