import { eq, min } from 'drizzle-orm';
import type { Escopo } from '../../shared/escopo.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import { empresa } from '../organizacao/index.ts';
import { usuario } from '../usuario/index.ts';

const DATA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Início dos dados da empresa e o dia de hoje no fuso dela (competências do período). */
export const produtoBaseRepository = ({ db, empresaId }: Escopo) => ({
  /**
   * O primeiro dia com dados: a admissão mais antiga (de qualquer pessoa, também desligada) ou a
   * criação da empresa, o que vier antes; e hoje no fuso da empresa.
   */
  inicioEHoje: async (agora: Date): Promise<{ primeiroDia: string; hoje: string } | null> => {
    const [e] = await db
      .select({ fuso: empresa.fusoHorario, criadoEm: empresa.criadoEm })
      .from(empresa)
      .where(eq(empresa.id, empresaId));
    if (!e) return null;
    const [u] = await db
      .select({ admissao: min(usuario.admissao) })
      .from(usuario)
      .where(eq(usuario.empresaId, empresaId));
    const criacao = instanteLocal(e.criadoEm, e.fuso).data;
    const admissao = u?.admissao && DATA_ISO.test(u.admissao) ? u.admissao : null;
    return {
      primeiroDia: admissao && admissao < criacao ? admissao : criacao,
      hoje: instanteLocal(agora, e.fuso).data,
    };
  },
});
