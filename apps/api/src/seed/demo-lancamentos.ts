import { fimDoPeriodo, validarProgramacaoFerias } from '@jornada/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  lancamento,
  lancamentoFeriasAjuste,
  lancamentoFeriasPeriodo,
} from '../modules/lancamento/lancamento.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';

/** Quem tem saldo migrado do sistema anterior (faltas dos períodos já encerrados). */
const COM_SALDO_MIGRADO = [
  'colaborador@demo.jornada.dev',
  'colaborador02@demo.jornada.dev',
  'colaborador03@demo.jornada.dev',
  'colaborador04@demo.jornada.dev',
] as const;

const MOTIVO_MIGRACAO = 'Saldo migrado do sistema anterior (sem faltas injustificadas).';

/**
 * Lançamentos da demo (idempotente: nada se a empresa já tem ajuste de período): o saldo migrado
 * dos períodos aquisitivos encerrados (admissão 01/03/2024), as férias de 2024/2025 já gozadas em
 * julho de 2025, uma programação fracionada pendente (20 dias + 10 de abono) e um day off de
 * aniversário aprovado. As férias passam pelo mesmo motor de férias da API.
 */
export const semearLancamentosDemo = async (db: Db, empresaId: number, agora: Date) => {
  const [existe] = await db
    .select({ id: lancamentoFeriasAjuste.id })
    .from(lancamentoFeriasAjuste)
    .where(eq(lancamentoFeriasAjuste.empresaId, empresaId))
    .limit(1);
  if (existe) return;
  const pessoas = await db
    .select({ id: usuario.id, email: usuario.email, admissao: usuario.admissao })
    .from(usuario)
    .where(and(eq(usuario.empresaId, empresaId), inArray(usuario.email, [...COM_SALDO_MIGRADO])));
  const [rh] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.empresaId, empresaId), eq(usuario.email, 'rh@demo.jornada.dev')));
  if (!rh || pessoas.length === 0) return;
  const porEmail = new Map(pessoas.map((p) => [p.email, p]));
  await db.transaction(async (tx) => {
    await tx.insert(lancamentoFeriasAjuste).values(
      pessoas.flatMap((p) =>
        ['2024-03-01', '2025-03-01'].map((periodoAquisitivo) => ({
          empresaId,
          usuarioId: p.id,
          periodoAquisitivo,
          faltasInjustificadas: 0,
          motivo: MOTIVO_MIGRACAO,
          autorId: rh.id,
          criadoEm: agora,
        })),
      ),
    );
    const ferias = async (
      email: string,
      periodoAquisitivo: string,
      periodos: { inicio: string; dias: number }[],
      abono: number,
      status: 'Pendente' | 'Aprovado',
    ) => {
      const p = porEmail.get(email);
      if (!p?.admissao) return;
      const r = validarProgramacaoFerias({
        admissao: p.admissao,
        periodoAquisitivo,
        faltasInjustificadas: 0,
        periodos,
        abonoPecuniario: abono,
        feriados: [],
      });
      if (!r.valido) throw new Error(`férias da demo inválidas: ${r.erros[0]?.mensagem}`);
      const trechos = periodos.map((x) => ({
        inicio: x.inicio,
        fim: fimDoPeriodo(x),
        dias: x.dias,
      }));
      const [l] = await tx
        .insert(lancamento)
        .values({
          empresaId,
          usuarioId: p.id,
          tipo: 'Ferias',
          status,
          dataInicio: trechos[0]!.inicio,
          dataFim: trechos[trechos.length - 1]!.fim,
          dias: periodos.reduce((s, x) => s + x.dias, 0),
          periodoAquisitivo,
          abonoPecuniario: abono,
          solicitanteId: p.id,
          criadoEm: agora,
          ...(status === 'Aprovado' ? { decididoPor: rh.id, decididoEm: agora } : {}),
        })
        .returning({ id: lancamento.id });
      await tx
        .insert(lancamentoFeriasPeriodo)
        .values(trechos.map((x, i) => ({ empresaId, lancamentoId: l!.id, ordem: i + 1, ...x })));
    };
    for (const email of COM_SALDO_MIGRADO)
      await ferias(email, '2024-03-01', [{ inicio: '2025-07-07', dias: 30 }], 0, 'Aprovado');
    await ferias(
      'colaborador02@demo.jornada.dev',
      '2025-03-01',
      [
        { inicio: '2027-01-11', dias: 14 },
        { inicio: '2027-02-01', dias: 6 },
      ],
      10,
      'Pendente',
    );
    const c3 = porEmail.get('colaborador03@demo.jornada.dev');
    if (c3)
      await tx.insert(lancamento).values({
        empresaId,
        usuarioId: c3.id,
        tipo: 'DayOff',
        status: 'Aprovado',
        dataInicio: '2026-12-07',
        dataFim: '2026-12-07',
        dias: 1,
        motivo: 'Aniversario',
        solicitanteId: c3.id,
        criadoEm: agora,
        decididoPor: rh.id,
        decididoEm: agora,
      });
  });
};
