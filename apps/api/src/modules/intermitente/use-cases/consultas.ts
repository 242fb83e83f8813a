import type { UsuariosConvocacaoBody } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { cadastroRepository } from '../cadastro.repository.ts';
import { convocacaoRepository } from '../convocacao.repository.ts';
import { campoInvalido, type Deps } from '../intermitente.comum.ts';

/** Listas de apoio da tela de convocação: cargos, locais, usuários, departamentos, intermitentes. */
export const createConsultas = ({ db }: Pick<Deps, 'db'>) => {
  const repo = (auth: AuthContext) => cadastroRepository({ db, empresaId: auth.empresaId });

  const usuarios = async (auth: AuthContext, search?: string) =>
    (await repo(auth).listUsuarios({ search })).map(({ cpf: _cpf, ...u }) => u);

  /**
   * Intermitentes (membros de grupos ativos) que atendem ao filtro; `disponivel` é falso para
   * quem já aceitou convocação que toca o período pedido.
   */
  const usuariosConvocacao = async (auth: AuthContext, f: UsuariosConvocacaoBody) => {
    if (f.dataInicio && f.dataFim && f.dataFim < f.dataInicio)
      throw campoInvalido('dataFim', 'o fim é anterior ao início');
    const r = repo(auth);
    const membros = await r.gruposAtivosDosMembros();
    const grupos = new Map<number, number[]>();
    for (const m of membros)
      grupos.set(m.usuarioId, [...(grupos.get(m.usuarioId) ?? []), m.grupoId]);
    const ids = [...grupos.keys()].filter(
      (id) => !f.grupoIds?.length || grupos.get(id)!.some((g) => f.grupoIds!.includes(g)),
    );
    if (ids.length === 0) return [];
    const lista = (await r.listUsuarios({ ids, search: f.search || undefined })).filter(
      (u) =>
        (!f.cargoIds?.length || (u.cargoId !== null && f.cargoIds.includes(u.cargoId))) &&
        (!f.departamentoIds?.length ||
          (u.departamentoId !== null && f.departamentoIds.includes(u.departamentoId))),
    );
    const inicio = f.dataInicio ?? f.dataFim;
    const ocupados = inicio
      ? new Set(
          (
            await convocacaoRepository({ db, empresaId: auth.empresaId }).aceitasQueTocam(
              lista.map((u) => u.id),
              inicio,
              f.dataFim ?? inicio,
            )
          ).map((a) => a.usuarioId),
        )
      : new Set<number>();
    return lista.map(({ cpf: _cpf, ...u }) => ({
      ...u,
      grupoIds: grupos.get(u.id)!.sort((a, b) => a - b),
      disponivel: !ocupados.has(u.id),
    }));
  };

  return {
    cargos: (auth: AuthContext) => repo(auth).listCargos(),
    departamentos: (auth: AuthContext) => repo(auth).listDepartamentos(),
    locais: (auth: AuthContext) => repo(auth).listLocais(),
    usuarios,
    usuariosConvocacao,
  };
};
