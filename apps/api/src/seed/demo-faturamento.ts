import type { FaixaPreco } from '@jornada/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  planoFaturamento,
  planoFaturamentoEmpresa,
  planoFaturamentoVersao,
} from '../modules/faturamento/faturamento.table.ts';

/** Desde quando valem os preços e os planos da demo. */
export const VIGENCIA_FATURAMENTO_DEMO = '2026-01';

/**
 * Planos da operadora na demo: mensalidade mínima e preço por colaborador ativo em faixas
 * progressivas (centavos). Os nomes são os planos do cadastro de empresas do admin-master.
 */
export const PLANOS_DEMO: {
  nome: string;
  mensalidadeMinimaCentavos: number;
  faixas: FaixaPreco[];
}[] = [
  {
    nome: 'Essencial',
    mensalidadeMinimaCentavos: 14_900,
    faixas: [
      { ate: 50, precoCentavos: 890 },
      { ate: 200, precoCentavos: 750 },
      { ate: null, precoCentavos: 590 },
    ],
  },
  {
    nome: 'Profissional',
    mensalidadeMinimaCentavos: 29_900,
    faixas: [
      { ate: 100, precoCentavos: 1_190 },
      { ate: 500, precoCentavos: 990 },
      { ate: null, precoCentavos: 790 },
    ],
  },
  {
    nome: 'Corporativo',
    mensalidadeMinimaCentavos: 99_000,
    faixas: [
      { ate: 500, precoCentavos: 950 },
      { ate: null, precoCentavos: 690 },
    ],
  },
];

/**
 * Semeia os planos e dá um plano a cada empresa cliente da demo (idempotente: só se a operadora
 * ainda não tem planos). `planoDe`: empresa cliente → nome do plano.
 */
export const semearFaturamentoDemo = async (
  db: Db,
  operadora: number,
  planoDe: Record<number, string>,
  agora: Date,
) => {
  const [existe] = await db
    .select({ id: planoFaturamento.id })
    .from(planoFaturamento)
    .where(eq(planoFaturamento.empresaId, operadora))
    .limit(1);
  if (existe) return;
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const p of PLANOS_DEMO) {
      const [plano] = await tx
        .insert(planoFaturamento)
        .values({ empresaId: operadora, nome: p.nome, criadoEm: agora })
        .returning({ id: planoFaturamento.id });
      ids.set(p.nome, plano!.id);
      await tx.insert(planoFaturamentoVersao).values({
        empresaId: operadora,
        planoId: plano!.id,
        versao: 1,
        vigenciaInicio: VIGENCIA_FATURAMENTO_DEMO,
        mensalidadeMinimaCentavos: p.mensalidadeMinimaCentavos,
        faixas: p.faixas,
        criadoEm: agora,
      });
    }
    for (const [cliente, nome] of Object.entries(planoDe))
      await tx.insert(planoFaturamentoEmpresa).values({
        empresaId: operadora,
        clienteEmpresaId: Number(cliente),
        planoId: ids.get(nome)!,
        vigenciaInicio: VIGENCIA_FATURAMENTO_DEMO,
        atribuidoEm: agora,
      });
  });
};
