import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { marcacao, rep } from '../marcacao/index.ts';
import { empresa, filial } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

/** Marcação com o que o comprovante precisa (art. 79): empregador, trabalhador, REP. */
const colunas = {
  m: marcacao,
  trabalhador: usuario.nome,
  empregador: empresa.nome,
  cnpj: filial.cnpj,
  numeroInpi: rep.numeroInpi,
};

const doCodigo = (codigo: string) => {
  const c = codigo.toLowerCase();
  return c.length === 64 ? eq(marcacao.hash, c) : eq(sql`left(${marcacao.hash}, 20)`, c);
};

const consulta = (db: Db | Escopo['db']) =>
  db
    .select(colunas)
    .from(marcacao)
    .innerJoin(
      usuario,
      and(eq(usuario.empresaId, marcacao.empresaId), eq(usuario.id, marcacao.usuarioId)),
    )
    .innerJoin(empresa, eq(empresa.id, marcacao.empresaId))
    .innerJoin(
      filial,
      and(eq(filial.empresaId, marcacao.empresaId), eq(filial.id, marcacao.filialId)),
    )
    .innerJoin(
      rep,
      and(eq(rep.empresaId, marcacao.empresaId), eq(rep.filialId, marcacao.filialId)),
    );

export type MarcacaoComprovante = Awaited<
  ReturnType<ReturnType<typeof consulta>['execute']>
>[number];

export const comprovanteRepository = ({ db, empresaId }: Escopo) => ({
  findPorCodigo: async (codigo: string): Promise<MarcacaoComprovante | undefined> => {
    const [r] = await consulta(db).where(and(eq(marcacao.empresaId, empresaId), doCodigo(codigo)));
    return r;
  },

  /** Hash do tipo 7 anterior na cadeia do REP (nulo na primeira marcação). */
  hashAnterior: async (filialId: number, nsr: number): Promise<string | null> => {
    const [r] = await db
      .select({ hash: marcacao.hash })
      .from(marcacao)
      .where(
        and(
          eq(marcacao.empresaId, empresaId),
          eq(marcacao.filialId, filialId),
          lt(marcacao.nsr, nsr),
        ),
      )
      .orderBy(desc(marcacao.nsr))
      .limit(1);
    return r?.hash ?? null;
  },
});

/**
 * Conferência pública (sem login): qualquer pessoa com o comprovante procura pelo código ou pelo
 * hash, em todas as empresas — é o único acesso fora do escopo de uma empresa, e só devolve o
 * que já está impresso no comprovante (CPF mascarado).
 */
export const findComprovantePublico = async (
  db: Db,
  codigo: string,
): Promise<MarcacaoComprovante | undefined> => {
  const [r] = await consulta(db).where(doCodigo(codigo)).limit(1);
  return r;
};
