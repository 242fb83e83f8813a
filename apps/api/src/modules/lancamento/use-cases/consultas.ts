import type { ListarSolicitacoesQuery, TipoSolicitacao } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { paraFio } from '../lancamento.mapper.ts';
import { colaboradorVisivel, idsNoAlcance } from '../lancamento.permissao.ts';
import type { LancamentoComPeriodos } from '../lancamento.repository.ts';
import { type Deps, repo } from './comum.ts';

const TIPOS: readonly TipoSolicitacao[] = ['Ferias', 'Recesso', 'DayOff', 'AvisoAusencia'];
const STATUS = ['Pendente', 'Aprovado', 'Reprovado', 'Cancelado'] as const;

const contar = (lista: readonly LancamentoComPeriodos[]) =>
  Object.fromEntries(STATUS.map((s) => [s, lista.filter((l) => l.status === s).length])) as Record<
    (typeof STATUS)[number],
    number
  >;

export const criarConsultas = (deps: Deps) => {
  /** Os lançamentos visíveis: de um colaborador (se quem chama o alcança) ou de todo o alcance. */
  const listLinhas = async (auth: AuthContext, f: ListarSolicitacoesQuery) => {
    const usuarioIds =
      f.usuarioId === undefined
        ? await idsNoAlcance(deps.db, auth)
        : [(await colaboradorVisivel(deps.db, auth, f.usuarioId)).id];
    return repo(deps.db, auth).list({ ...f, usuarioIds });
  };

  return {
    listar: async (auth: AuthContext, f: ListarSolicitacoesQuery) =>
      (await listLinhas(auth, f)).map(paraFio),

    /** Um lançamento do tipo pedido; fora do alcance, de outro tipo ou empresa: 404. */
    obter: async (auth: AuthContext, id: number, tipo: TipoSolicitacao) => {
      const l = await repo(deps.db, auth).find(id);
      // Fora do alcance, o lançamento "não existe" para quem pede (a mesma resposta de outra empresa).
      const visivel =
        l !== undefined &&
        (await colaboradorVisivel(deps.db, auth, l.usuarioId).then(
          () => true,
          (e: unknown) => {
            if (e instanceof AppError && e.status === 404) return false;
            throw e;
          },
        ));
      if (!l || !visivel || l.tipo !== tipo)
        throw new AppError(
          'NAO_ENCONTRADO',
          'Erro ao carregar ausência: lançamento não encontrado.',
          404,
        );
      return paraFio(l);
    },

    /** Quantos de cada tipo por status (o painel do colaborador). */
    totais: async (auth: AuthContext, usuarioId: number | undefined) => {
      const c = await colaboradorVisivel(deps.db, auth, usuarioId ?? auth.usuarioId);
      const lista = await repo(deps.db, auth).list({ usuarioIds: [c.id] });
      const porTipo = Object.fromEntries(
        TIPOS.map((t) => [t, contar(lista.filter((l) => l.tipo === t))]),
      ) as Record<TipoSolicitacao, ReturnType<typeof contar>>;
      return { usuarioId: c.id, ...porTipo };
    },

    /** Por colaborador do alcance: pendentes, aprovados e total (a caixa de aprovações). */
    porFuncionario: async (auth: AuthContext, f: ListarSolicitacoesQuery) => {
      const lista = await listLinhas(auth, f);
      const porUsuario = new Map<number, { nome: string; itens: LancamentoComPeriodos[] }>();
      for (const l of lista) {
        const g = porUsuario.get(l.usuarioId) ?? { nome: l.nome, itens: [] };
        g.itens.push(l);
        porUsuario.set(l.usuarioId, g);
      }
      return [...porUsuario.entries()]
        .map(([usuarioId, g]) => ({
          usuarioId,
          nome: g.nome,
          pendentes: g.itens.filter((l) => l.status === 'Pendente').length,
          aprovados: g.itens.filter((l) => l.status === 'Aprovado').length,
          total: g.itens.length,
        }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    },
  };
};
