import type { BancoHoraColaboradorEntrada, LancamentoManualEntrada } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { auditar, colaboradorVisivel, conflito, type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import type { bancoHorasColaborador } from '../banco-horas.table.ts';
import type { bancoHorasLancamento } from '../banco-horas-movimento.table.ts';
import { exigirReferencia } from './cadastros.ts';

type Vigencia = typeof bancoHorasColaborador.$inferSelect;
type Lancamento = typeof bancoHorasLancamento.$inferSelect;

const vigenciaParaWire = ({ empresaId: _e, ...v }: Vigencia) => v;
export const lancamentoParaWire = (l: Lancamento, estornado = false) => ({
  id: l.id,
  usuarioId: l.usuarioId,
  data: l.data,
  tipo: l.tipo as 'credito' | 'debito',
  minutos: l.minutos,
  motivo: l.motivo,
  autorId: l.autorId,
  criadoEm: l.criadoEm.toISOString(),
  estornoDeId: l.estornoDeId,
  estornado,
});

const sobrepoe = (a: { inicio: string; fim: string | null }, b: Vigencia) =>
  a.inicio <= (b.vigenciaFim ?? '9999-12-31') && b.vigenciaInicio <= (a.fim ?? '9999-12-31');

const cobre = (v: Vigencia, data: string) =>
  v.vigenciaInicio <= data && (v.vigenciaFim === null || v.vigenciaFim >= data);

/** Colaboradores no banco (vigência), saldo anterior e lançamentos manuais, todos auditados. */
export const createColaboradores = (deps: Deps) => {
  const repoDe = (db: Parameters<typeof bancoHorasRepository>[0]['db'], auth: AuthContext) =>
    bancoHorasRepository({ db, empresaId: auth.empresaId });

  const vigenteEm = async (auth: AuthContext, usuarioId: number, data: string) => {
    const v = await repoDe(deps.db, auth).findVigencia(usuarioId, data);
    return v && cobre(v, data) ? v : undefined;
  };

  return {
    listar: async (auth: AuthContext, f: { bancoHoraId?: number; usuarioId?: number }) =>
      (await repoDe(deps.db, auth).listColaboradores(f)).map(vigenciaParaWire),

    obter: async (auth: AuthContext, id: number) => {
      const v = await repoDe(deps.db, auth).findColaborador(id);
      if (!v) throw naoEncontrado('Vigência');
      return vigenciaParaWire(v);
    },

    atribuir: (auth: AuthContext, e: BancoHoraColaboradorEntrada) =>
      deps.db.transaction(async (tx) => {
        const repo = repoDe(tx, auth);
        await exigirReferencia(
          repo.cadastro('banco').find(e.bancoHoraId),
          'Banco de horas',
          'bancoHoraId',
        );
        await exigirReferencia(repo.findUsuario(e.usuarioId), 'Colaborador', 'usuarioId');
        const existentes = await repo.listColaboradores({ usuarioId: e.usuarioId });
        if (existentes.some((v) => sobrepoe({ inicio: e.vigenciaInicio, fim: e.vigenciaFim }, v)))
          throw conflito(
            'VIGENCIA_SOBREPOSTA',
            'O colaborador já está num banco de horas nesse período: encerre a vigência anterior.',
            'vigenciaInicio',
          );
        const v = vigenciaParaWire(
          await repo.insertColaborador({ ...e, empresaId: auth.empresaId }),
        );
        await auditar(tx, auth, deps.clock(), {
          entidade: 'banco_horas_colaborador',
          entidadeId: v.id,
          acao: 'atribuir',
          depois: v,
        });
        return v;
      }),

    encerrar: (auth: AuthContext, id: number, vigenciaFim: string | null) =>
      deps.db.transaction(async (tx) => {
        const repo = repoDe(tx, auth);
        const antes = await repo.findColaborador(id);
        if (!antes) throw naoEncontrado('Vigência');
        if (vigenciaFim !== null && vigenciaFim < antes.vigenciaInicio)
          throw new AppError(
            'VIGENCIA_PERIODO',
            'o fim da vigência não pode ser antes do início',
            400,
            'vigenciaFim',
          );
        const outras = (await repo.listColaboradores({ usuarioId: antes.usuarioId })).filter(
          (v) => v.id !== id,
        );
        if (outras.some((v) => sobrepoe({ inicio: antes.vigenciaInicio, fim: vigenciaFim }, v)))
          throw conflito(
            'VIGENCIA_SOBREPOSTA',
            'A vigência cobriria outra do colaborador.',
            'vigenciaFim',
          );
        const v = vigenciaParaWire(await repo.updateColaborador(id, { vigenciaFim }));
        await auditar(tx, auth, deps.clock(), {
          entidade: 'banco_horas_colaborador',
          entidadeId: id,
          acao: 'alterar-vigencia',
          antes: vigenciaParaWire(antes),
          depois: v,
        });
        return v;
      }),

    /** Saldo anterior (trazido de antes do banco): na vigência de hoje do colaborador. */
    definirSaldoAnterior: async (
      auth: AuthContext,
      e: { usuarioId: number; minutos: number; motivo: string },
    ) => {
      await exigirReferencia(
        repoDe(deps.db, auth).findUsuario(e.usuarioId),
        'Colaborador',
        'usuarioId',
      );
      const hoje = await hojeDa(deps, auth.empresaId);
      const v = await vigenteEm(auth, e.usuarioId, hoje);
      if (!v)
        throw conflito(
          'SEM_BANCO_HORAS',
          'O colaborador não está em nenhum banco de horas hoje.',
          'usuarioId',
        );
      return deps.db.transaction(async (tx) => {
        const depois = vigenciaParaWire(
          await repoDe(tx, auth).updateColaborador(v.id, { saldoAnteriorMinutos: e.minutos }),
        );
        await auditar(tx, auth, deps.clock(), {
          entidade: 'banco_horas_colaborador',
          entidadeId: v.id,
          acao: 'saldo-anterior',
          antes: { saldoAnteriorMinutos: v.saldoAnteriorMinutos },
          depois: { saldoAnteriorMinutos: e.minutos, motivo: e.motivo },
        });
        return depois;
      });
    },

    /** Crédito ou débito manual (abono, compensação) numa data coberta por uma vigência. */
    lancar: async (auth: AuthContext, e: LancamentoManualEntrada) => {
      await exigirReferencia(
        repoDe(deps.db, auth).findUsuario(e.usuarioId),
        'Colaborador',
        'usuarioId',
      );
      if (!(await vigenteEm(auth, e.usuarioId, e.data)))
        throw conflito(
          'SEM_BANCO_HORAS',
          'O colaborador não estava em nenhum banco de horas nessa data.',
          'data',
        );
      return deps.db.transaction(async (tx) => {
        const l = lancamentoParaWire(
          await repoDe(tx, auth).insertLancamento({
            ...e,
            autorId: auth.usuarioId,
            criadoEm: deps.clock(),
          }),
        );
        await auditar(tx, auth, deps.clock(), {
          entidade: 'banco_horas_lancamento',
          entidadeId: l.id,
          acao: 'lancar',
          depois: l,
        });
        return l;
      });
    },

    listarLancamentos: async (auth: AuthContext, usuarioId: number | undefined) => {
      const u = await colaboradorVisivel(deps.db, auth, usuarioId);
      const lista = await repoDe(deps.db, auth).listLancamentos([u.id]);
      const estornados = new Set(lista.map((l) => l.estornoDeId));
      return lista.map((l) => lancamentoParaWire(l, estornados.has(l.id)));
    },

    obterLancamento: async (auth: AuthContext, id: number) => {
      const l = await repoDe(deps.db, auth).findLancamento(id);
      if (!l) throw naoEncontrado('Lançamento');
      await colaboradorVisivel(deps.db, auth, l.usuarioId);
      return lancamentoParaWire(l, !!(await repoDe(deps.db, auth).findEstornoDe(id)));
    },

    vigenteEm,
  };
};
