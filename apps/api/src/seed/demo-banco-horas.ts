import { addDias, apurarBancoHoras, calendarioCiclos } from '@jornada/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bancoHoras,
  bancoHorasCiclo,
  bancoHorasCicloVerba,
  bancoHorasColaborador,
  bancoHorasConfiguracao,
  bancoHorasConfiguracaoCiclo,
  bancoHorasEstagio,
  bancoHorasEstagioVerba,
  bancoHorasFaixa,
  bancoHorasFaixaVerba,
} from '../modules/banco-horas/banco-horas.table.ts';
import {
  bancoHorasFechamento,
  bancoHorasFechamentoItem,
  bancoHorasLancamento,
} from '../modules/banco-horas/banco-horas-movimento.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';

/** Início do semestre civil anterior ao de `hoje`: um ciclo fechado e o atual em aberto. */
const inicioDemo = (hoje: string) => {
  const ano = Number(hoje.slice(0, 4));
  return Number(hoje.slice(5, 7)) <= 6 ? `${ano - 1}-07-01` : `${ano}-01-01`;
};

const VERBAS = [
  { tipo: 'pagamento', percentual: 50, verba: '0150', descricao: 'Horas extras 50% (banco)' },
  { tipo: 'pagamento', percentual: 100, verba: '0200', descricao: 'Horas extras 100% (banco)' },
  { tipo: 'desconto', percentual: 0, verba: '0300', descricao: 'Desconto de saldo negativo' },
];

/**
 * Banco de horas da demo (idempotente: nada se a empresa já tem banco): acordo individual de 6
 * meses (CLT art. 59 §5º) para todos os colaboradores, o ciclo anterior fechado (pagamentos pelo
 * motor) e o atual em aberto, saldo anterior e lançamentos manuais com motivo.
 */
export const semearBancoHorasDemo = async (db: Db, empresaId: number, hoje: string) => {
  const [existe] = await db
    .select({ id: bancoHoras.id })
    .from(bancoHoras)
    .where(eq(bancoHoras.empresaId, empresaId))
    .limit(1);
  if (existe) return;
  const inicioCiclo = inicioDemo(hoje);
  const [anterior, atual] = calendarioCiclos({
    regime: 'individual-6m',
    inicioCiclo,
    ate: hoje,
    fechamentoAntecipado: null,
    rescisao: null,
  });
  await db.transaction(async (tx) => {
    const [cfg] = await tx
      .insert(bancoHorasConfiguracao)
      .values({
        empresaId,
        nome: 'Acordo individual — 6 meses',
        fatorDomingoFeriado: 1,
        percentualPagamento: 50,
        percentualPagamentoDomingoFeriado: 100,
        saldoNegativoNoFechamento: 'perdoar',
        vencimentoMeses: null,
      })
      .returning();
    const configuracaoId = cfg!.id;
    await tx
      .insert(bancoHorasConfiguracaoCiclo)
      .values({ empresaId, configuracaoId, regime: 'individual-6m', inicioCiclo });
    const [faixa] = await tx
      .insert(bancoHorasFaixa)
      .values({ empresaId, configuracaoId, ordem: 1, ateMinutos: null, fator: 1 })
      .returning();
    await tx
      .insert(bancoHorasFaixaVerba)
      .values({ empresaId, faixaId: faixa!.id, verba: '0150', descricao: 'Horas de banco' });
    await tx
      .insert(bancoHorasCicloVerba)
      .values(VERBAS.map((v) => ({ ...v, empresaId, configuracaoId })));
    const [banco] = await tx
      .insert(bancoHoras)
      .values({ empresaId, nome: 'Banco de horas — acordo individual', configuracaoId })
      .returning();
    const bancoHoraId = banco!.id;
    await tx.insert(bancoHorasEstagio).values([
      { empresaId, bancoHoraId, ordem: 1, limiteMinutos: 2400 },
      { empresaId, bancoHoraId, ordem: 2, limiteMinutos: 3600 },
    ]);
    await tx
      .insert(bancoHorasEstagioVerba)
      .values({ empresaId, verba: '0160', descricao: 'Excedente de banco por estágio' });
    const ciclos = await tx
      .insert(bancoHorasCiclo)
      .values([
        { empresaId, bancoHoraId, inicio: anterior!.inicio, fim: anterior!.fim, status: 'fechado' },
        { empresaId, bancoHoraId, inicio: atual!.inicio, fim: atual!.fim },
      ])
      .returning();
    const [rh] = await tx
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.email, 'rh@demo.jornada.dev')));
    const pessoas = await tx
      .select({ id: usuario.id, email: usuario.email })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), isNotNull(usuario.email)))
      .orderBy(usuario.id);
    // Saldo anterior e lançamentos variados: uns terminam o 1º ciclo com saldo (pago), outros não.
    const saldoAnterior = (i: number) => (i % 3 === 0 ? 180 : i % 3 === 1 ? -60 : 0);
    await tx.insert(bancoHorasColaborador).values(
      pessoas.map((p, i) => ({
        empresaId,
        bancoHoraId,
        usuarioId: p.id,
        vigenciaInicio: inicioCiclo,
        saldoAnteriorMinutos: saldoAnterior(i),
      })),
    );
    const lancamentos = pessoas.flatMap((p, i) => [
      {
        empresaId,
        usuarioId: p.id,
        data: addDias(anterior!.inicio, 30 + (i % 20)),
        tipo: 'credito',
        minutos: 60 + 15 * (i % 5),
        motivo: 'Inventário anual (horas acordadas com o gestor)',
        autorId: rh?.id ?? p.id,
      },
      {
        empresaId,
        usuarioId: p.id,
        data: addDias(atual!.inicio, 10 + (i % 20)),
        tipo: 'debito',
        minutos: 30,
        motivo: 'Compensação: saída antecipada combinada',
        autorId: rh?.id ?? p.id,
      },
    ]);
    await tx.insert(bancoHorasLancamento).values(lancamentos);
    // O fechamento do ciclo anterior, pelo mesmo motor (a regra da demo não credita banco pelo
    // espelho: os movimentos são o saldo anterior e os lançamentos manuais).
    const [f] = await tx
      .insert(bancoHorasFechamento)
      .values({
        empresaId,
        cicloId: ciclos[0]!.id,
        rodada: 1,
        autorId: null,
        confirmadoEm: new Date(`${addDias(anterior!.fim, 1)}T12:00:00Z`),
      })
      .returning();
    const itens = pessoas.flatMap((p, i) => {
      const r = apurarBancoHoras({
        configuracao: { regime: 'individual-6m', inicioCiclo },
        saldoAnterior: saldoAnterior(i),
        movimentos: lancamentos
          .filter((l) => l.usuarioId === p.id && l.data <= anterior!.fim)
          .map((l) => ({ data: l.data, credito: l.minutos })),
        ate: anterior!.fim,
      });
      return r.ciclos[0]!.pagarComoExtra.map((x) => ({
        empresaId,
        fechamentoId: f!.id,
        usuarioId: p.id,
        natureza: 'pagamento',
        percentual: x.percentual,
        verba: VERBAS.find((v) => v.tipo === 'pagamento' && v.percentual === x.percentual)!.verba,
        minutos: x.minutos,
      }));
    });
    if (itens.length > 0) await tx.insert(bancoHorasFechamentoItem).values(itens);
  });
};
