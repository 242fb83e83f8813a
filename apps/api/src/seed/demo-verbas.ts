import type { ChaveQuantidade } from '@jornada/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verba, verbaHistorico } from '../modules/verba/verba.table.ts';

/** A vigência das verbas da demo: desde o início dos dois meses de marcações. */
export const VIGENCIA_VERBAS_DEMO = '2026-01-01';

/**
 * Verbas da demo com os códigos padrão do Domínio onde a pesquisa os viu (150 HE 50 %, 200 HE
 * 100 %, 8069 horas faltas parcial: shared/design/payroll-layouts.md §1) e os demais inventados.
 * O 8069 junta atrasos e faltas em horas: um código pode reunir várias quantidades.
 */
export const VERBAS_DEMO: {
  codigo: string;
  descricao: string;
  unidade: 'horas' | 'dias';
  quantidades: ChaveQuantidade[];
}[] = [
  {
    codigo: '150',
    descricao: 'Horas extras 50 %',
    unidade: 'horas',
    quantidades: [{ tipo: 'extras', percentual: 50 }],
  },
  {
    codigo: '200',
    descricao: 'Horas extras 100 %',
    unidade: 'horas',
    quantidades: [{ tipo: 'extras', percentual: 100 }],
  },
  {
    codigo: '250',
    descricao: 'Adicional noturno',
    unidade: 'horas',
    quantidades: [{ tipo: 'noturno' }],
  },
  {
    codigo: '251',
    descricao: 'Horas extras noturnas',
    unidade: 'horas',
    quantidades: [{ tipo: 'extrasNoturnas' }],
  },
  {
    codigo: '8069',
    descricao: 'Horas faltas parcial (atrasos e faltas)',
    unidade: 'horas',
    quantidades: [{ tipo: 'debitos' }, { tipo: 'faltas' }],
  },
  {
    codigo: '8070',
    descricao: 'Dias de falta',
    unidade: 'dias',
    quantidades: [{ tipo: 'diasFalta' }],
  },
  {
    codigo: '8071',
    descricao: 'DSR perdido',
    unidade: 'dias',
    quantidades: [{ tipo: 'dsrPerdidos' }],
  },
  {
    codigo: '300',
    descricao: 'Intervalo intrajornada indenizado',
    unidade: 'horas',
    quantidades: [{ tipo: 'intervaloIndenizado' }],
  },
  {
    codigo: '301',
    descricao: 'Interjornada suprimida',
    unidade: 'horas',
    quantidades: [{ tipo: 'interjornadaSuprimida' }],
  },
];

/** Verbas da demo (idempotente: nada se a empresa já tem alguma), com a versão 1 no histórico. */
export const semearVerbasDemo = async (db: Db, empresaId: number, agora: Date) => {
  const [existe] = await db
    .select({ id: verba.id })
    .from(verba)
    .where(eq(verba.empresaId, empresaId))
    .limit(1);
  if (existe) return;
  await db.transaction(async (tx) => {
    const criadas = await tx
      .insert(verba)
      .values(VERBAS_DEMO.map((v) => ({ empresaId, ...v, vigenciaInicio: VIGENCIA_VERBAS_DEMO })))
      .returning();
    await tx.insert(verbaHistorico).values(
      criadas.map((v) => ({
        empresaId,
        entidade: 'verba',
        entidadeId: v.id,
        versao: 1,
        acao: 'inclusao',
        dados: {
          id: v.id,
          codigo: v.codigo,
          descricao: v.descricao,
          unidade: v.unidade,
          quantidades: v.quantidades,
          vigenciaInicio: v.vigenciaInicio,
          vigenciaFim: v.vigenciaFim,
          ativo: v.ativo,
          versao: v.versao,
        },
        autorId: null,
        em: agora,
      })),
    );
  });
};
