import { PARAMETROS_PADRAO, TIPOS_REGRA_CALCULO } from '@jornada/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  alocacaoRegra,
  alocacaoRegraVersao,
} from '../modules/regras/alocacao/alocacao-regra.table.ts';
import { formaApuracao } from '../modules/regras/calculo/regra-apuracao.table.ts';
import { nomeDoTipo } from '../modules/regras/calculo/regra-calculo.service.ts';
import { regraCalculo, regraCalculoVersao } from '../modules/regras/calculo/regra-calculo.table.ts';
import {
  regraPonto,
  regraPontoPadrao,
  regraPontoVersao,
  regraPontoVersaoRegra,
} from '../modules/regras/ponto/regra-ponto.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';

/** A regra padrão da demo vale desde antes de qualquer marcação semeada. */
export const VIGENCIA_REGRAS_DEMO = '2024-01-01';
export const NOME_REGRA_PONTO_DEMO = 'Padrão CLT';

/**
 * Regras da demo (idempotente: nada se a empresa já tem regra de ponto): uma regra de cada tipo
 * com os valores de CFG-DEFAULT, a regra de ponto "Padrão CLT" que as escolhe, definida como
 * padrão da empresa e alocada a todos os colaboradores desde 2024-01-01, e as duas formas de
 * apuração. Uma inserção por tabela.
 */
export const semearRegrasDemo = async (db: Db, empresaId: number) => {
  const [existe] = await db
    .select({ id: regraPonto.id })
    .from(regraPonto)
    .where(eq(regraPonto.empresaId, empresaId))
    .limit(1);
  if (existe) return;
  await db.transaction(async (tx) => {
    const regras = await tx
      .insert(regraCalculo)
      .values(TIPOS_REGRA_CALCULO.map((tipo) => ({ empresaId, tipo })))
      .returning({ id: regraCalculo.id, tipo: regraCalculo.tipo });
    await tx.insert(regraCalculoVersao).values(
      regras.map((r) => ({
        empresaId,
        regraId: r.id,
        versao: 1,
        vigenciaInicio: VIGENCIA_REGRAS_DEMO,
        nome: `${nomeDoTipo(r.tipo as never)} — padrão CLT`,
        descricao: 'Valores padrão da CLT, sem acordo ou convenção coletiva.',
        parametros: PARAMETROS_PADRAO[r.tipo as keyof typeof PARAMETROS_PADRAO],
      })),
    );
    const [rp] = await tx.insert(regraPonto).values({ empresaId }).returning();
    const base = { empresaId, regraPontoId: rp!.id, versao: 1 };
    await tx.insert(regraPontoVersao).values({
      ...base,
      vigenciaInicio: VIGENCIA_REGRAS_DEMO,
      nome: NOME_REGRA_PONTO_DEMO,
      descricao: 'CLT sem acordo coletivo: tolerância 5/10, extras 50 % e 100 %, noturno urbano.',
    });
    await tx
      .insert(regraPontoVersaoRegra)
      .values(regras.map((r) => ({ ...base, tipo: r.tipo, regraId: r.id })));
    await tx
      .insert(regraPontoPadrao)
      .values({ empresaId, regraPontoId: rp!.id, vigenciaInicio: VIGENCIA_REGRAS_DEMO });
    const pessoas = await tx
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.empresaId, empresaId), eq(usuario.ativo, true)));
    if (pessoas.length) {
      const alocacoes = await tx
        .insert(alocacaoRegra)
        .values(
          pessoas.map((p) => ({
            empresaId,
            usuarioId: p.id,
            regraPontoId: rp!.id,
            dataInicio: VIGENCIA_REGRAS_DEMO,
          })),
        )
        .returning();
      await tx.insert(alocacaoRegraVersao).values(
        alocacoes.map((a) => ({
          empresaId,
          alocacaoId: a.id,
          versao: 1,
          acao: 'criacao',
          usuarioId: a.usuarioId,
          regraPontoId: a.regraPontoId,
          dataInicio: a.dataInicio,
          dataFim: null,
          status: a.status,
        })),
      );
    }
    await tx.insert(formaApuracao).values([
      { empresaId, nome: 'Mensal', periodo: 'mensal', descricao: 'Folha mensal (CLT art. 459).' },
      {
        empresaId,
        nome: 'Por convocação',
        periodo: 'convocacao',
        descricao: 'Intermitente: pago ao fim de cada período de prestação (CLT art. 452-A §6º).',
      },
    ]);
  });
};
