import { addDias, diaDaSemana, diasNoMes } from '@jornada/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  sobreavisoAlocacao,
  sobreavisoLancamento,
  sobreavisoMotivo,
  sobreavisoRegra,
} from '../modules/sobreaviso/sobreaviso.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { instanteLocal } from '../shared/fuso.ts';

/** Quem fica de sobreaviso na demo, em que dias da semana e horário (0 = domingo). */
const ESCALA_DEMO = [
  { email: 'colaborador@demo.jornada.dev', dias: [1, 3], inicio: '19:00', fim: '07:00' },
  { email: 'colaborador02@demo.jornada.dev', dias: [2, 4], inicio: '19:00', fim: '07:00' },
  { email: 'colaborador05@demo.jornada.dev', dias: [0, 6], inicio: '08:00', fim: '20:00' },
] as const;

/**
 * Sobreaviso da demo (idempotente: nada se a empresa já tem regra de sobreaviso): a regra
 * "Plantão de manutenção" (sobreaviso, 1/3), dois motivos, a escala do mês corrente para três
 * colaboradores e, nas duas primeiras escalas já encerradas de cada um, um acionamento de 1h30
 * (o primeiro aprovado pelo gestor, o segundo pendente).
 */
export const semearSobreavisoDemo = async (db: Db, empresaId: number, agora: Date) => {
  const [existe] = await db
    .select({ id: sobreavisoRegra.id })
    .from(sobreavisoRegra)
    .where(eq(sobreavisoRegra.empresaId, empresaId))
    .limit(1);
  if (existe) return;
  const local = instanteLocal(agora, 'America/Sao_Paulo');
  const agoraLocal = `${local.data}T${local.hora}`;
  const ano = Number(local.data.slice(0, 4));
  const mes = Number(local.data.slice(5, 7));
  const dataInicio = `${local.data.slice(0, 8)}01`;
  const dataFim = `${local.data.slice(0, 8)}${diasNoMes(ano, mes)}`;
  await db.transaction(async (tx) => {
    const pessoas = await tx
      .select({ id: usuario.id, email: usuario.email, gestorId: usuario.gestorId })
      .from(usuario)
      .where(
        and(
          eq(usuario.empresaId, empresaId),
          inArray(
            usuario.email,
            ESCALA_DEMO.map((e) => e.email),
          ),
        ),
      );
    const [regra] = await tx
      .insert(sobreavisoRegra)
      .values({
        empresaId,
        nome: 'Plantão de manutenção',
        tipo: 'sobreaviso',
        verbaEspera: '0250',
        verbaAcionamento: '0150',
      })
      .returning();
    const motivos = await tx
      .insert(sobreavisoMotivo)
      .values([
        { empresaId, descricao: 'Incidente em produção' },
        { empresaId, descricao: 'Manutenção programada' },
      ])
      .returning();
    for (const [i, e] of ESCALA_DEMO.entries()) {
      const p = pessoas.find((x) => x.email === e.email);
      if (!p) continue;
      await tx.insert(sobreavisoAlocacao).values({
        empresaId,
        usuarioId: p.id,
        regraId: regra!.id,
        dataInicio,
        dataFim,
        diasSemana: [...e.dias],
        horaInicio: e.inicio,
        horaFim: e.fim,
      });
      const encerradas: string[] = [];
      for (let d = dataInicio; d <= dataFim && encerradas.length < 2; d = addDias(d, 1)) {
        const fimEscala = `${e.fim <= e.inicio ? addDias(d, 1) : d}T${e.fim}`;
        if ((e.dias as readonly number[]).includes(diaDaSemana(d)) && fimEscala <= agoraLocal)
          encerradas.push(d);
      }
      for (const [k, d] of encerradas.entries()) {
        const inicioHora = Number(e.inicio.slice(0, 2)) + 2;
        const aprovado = k === 0;
        await tx.insert(sobreavisoLancamento).values({
          empresaId,
          usuarioId: p.id,
          natureza: 'acionamento',
          inicio: `${d}T${String(inicioHora).padStart(2, '0')}:00`,
          fim: `${d}T${String(inicioHora + 1).padStart(2, '0')}:30`,
          motivoId: motivos[(i + k) % motivos.length]!.id,
          descricao: aprovado ? 'Queda do servidor de vendas' : 'Troca de peça do compressor',
          regraId: regra!.id,
          tipo: 'sobreaviso',
          status: aprovado ? 'aprovado' : 'pendente',
          decididoPor: aprovado ? p.gestorId : null,
          decididoEm: aprovado ? agora : null,
          criadoPor: p.id,
          criadoEm: agora,
        });
      }
    }
  });
};
