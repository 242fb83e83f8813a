import { periodoAquisitivoDe } from '@jornada/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { instanteLocal } from '../../../shared/fuso.ts';
import { cargo, empresa } from '../../organizacao/index.ts';
import { usuario } from '../../usuario/index.ts';
import {
  type DadosDocumentoFerias,
  pdfAvisoFerias,
  pdfReciboFerias,
} from '../ferias-documentos.pdf.ts';
import { paraFio } from '../lancamento.mapper.ts';
import { colaboradorVisivel } from '../lancamento.permissao.ts';
import { type Deps, repo } from './comum.ts';

const naoEncontrado = () =>
  new AppError('NAO_ENCONTRADO', 'Erro ao carregar ausência: lançamento não encontrado.', 404);

/** Empresa e colaborador como o documento os mostra (CPF, matrícula, cargo). */
const findPartes = async (db: Db, empresaId: number, usuarioId: number) => {
  const [r] = await db
    .select({
      empresaNome: empresa.nome,
      cnpj: empresa.cnpj,
      fuso: empresa.fusoHorario,
      nome: usuario.nome,
      cpf: usuario.cpf,
      matricula: usuario.matricula,
      admissao: usuario.admissao,
      cargo: cargo.nome,
    })
    .from(usuario)
    .innerJoin(empresa, eq(empresa.id, usuario.empresaId))
    .leftJoin(cargo, and(eq(cargo.empresaId, usuario.empresaId), eq(cargo.id, usuario.cargoId)))
    .where(and(eq(usuario.empresaId, empresaId), eq(usuario.id, usuarioId)));
  return r;
};

/**
 * Aviso (CLT art. 135) e recibo (art. 145) de uma programação de férias aprovada, em PDF: para a
 * própria pessoa, o gestor da equipe e o RH. Antes da aprovação não há concessão a avisar (409).
 */
export const createFeriasDocumentos = (deps: Deps) => {
  const dados = async (auth: AuthContext, id: number): Promise<DadosDocumentoFerias> => {
    const l = await repo(deps.db, auth).find(id);
    if (l?.tipo !== 'Ferias') throw naoEncontrado();
    await colaboradorVisivel(deps.db, auth, l.usuarioId).catch(() => {
      throw naoEncontrado();
    });
    if (l.status !== 'Aprovado')
      throw new AppError(
        'FERIAS_NAO_APROVADAS',
        'O aviso e o recibo de férias saem depois que a programação é aprovada.',
        409,
        'id',
      );
    const p = (await findPartes(deps.db, auth.empresaId, l.usuarioId))!;
    const fio = paraFio(l);
    const agora = deps.clock();
    return {
      empresa: { nome: p.empresaNome, cnpj: p.cnpj },
      colaborador: { nome: p.nome, cpf: p.cpf, matricula: p.matricula, cargo: p.cargo },
      aquisitivo: periodoAquisitivoDe(l.periodoAquisitivo!, p.admissao),
      periodos: fio.periodos,
      abonoPecuniario: l.abonoPecuniario,
      avisoEm: instanteLocal(l.decididoEm ?? agora, p.fuso).data,
      emitidoEm: instanteLocal(agora, p.fuso).data,
    };
  };
  const nomeArquivo = (tipo: string, d: DadosDocumentoFerias) =>
    `${tipo}-ferias-${d.periodos[0]?.inicio ?? d.avisoEm}.pdf`;
  return {
    aviso: async (auth: AuthContext, id: number) => {
      const d = await dados(auth, id);
      return { nome: nomeArquivo('aviso', d), conteudo: await pdfAvisoFerias(d) };
    },
    recibo: async (auth: AuthContext, id: number) => {
      const d = await dados(auth, id);
      return { nome: nomeArquivo('recibo', d), conteudo: await pdfReciboFerias(d) };
    },
  };
};
