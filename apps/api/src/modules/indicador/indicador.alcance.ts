import type { IndicadoresQuery } from '@jornada/contracts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado, semPermissao } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import { type FiltroPessoas, indicadorRepository } from './indicador.repository.ts';

/** RH: a empresa toda. */
export const ROTA_INDICADORES_RH = '/dashboard/admin/indicadores';
/** Gestor: só a própria equipe (usuario.gestor_id). */
export const ROTA_INDICADORES_GESTOR = '/dashboard/gestor/indicadores';

/** Os meses de `de` a `ate` (AAAA-MM), em ordem. */
export const mesesDoPeriodo = (de: string, ate: string) => {
  const meses: { ano: number; mes: number; competencia: string }[] = [];
  let [ano, mes] = de.split('-').map(Number) as [number, number];
  for (;;) {
    const competencia = `${ano}-${String(mes).padStart(2, '0')}`;
    if (competencia > ate) break;
    meses.push({ ano, mes, competencia });
    [ano, mes] = mes === 12 ? [ano + 1, 1] : [ano, mes + 1];
  }
  return meses;
};

/** Último dia do mês `AAAA-MM`. */
const fimDoMes = (competencia: string) => {
  const [a, m] = competencia.split('-').map(Number) as [number, number];
  return `${competencia}-${String(new Date(Date.UTC(a, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * O filtro de pessoas de uma consulta: o RH vê a empresa; o gestor, só a equipe; filial e
 * departamento de outra empresa (ou inexistentes) são 404, sem revelar que existem.
 */
export const filtroDaConsulta = async (
  escopo: Escopo,
  auth: AuthContext,
  q: IndicadoresQuery,
): Promise<FiltroPessoas> => {
  const rh = auth.rotas.has(ROTA_INDICADORES_RH);
  if (!rh && !auth.rotas.has(ROTA_INDICADORES_GESTOR)) throw semPermissao();
  const repo = indicadorRepository(escopo);
  if (q.filialId && !(await repo.findFilial(q.filialId))) throw naoEncontrado('Filial');
  if (q.departamentoId && !(await repo.findDepartamento(q.departamentoId)))
    throw naoEncontrado('Departamento');
  return {
    inicio: `${q.de}-01`,
    fim: fimDoMes(q.ate),
    filialId: q.filialId,
    departamentoId: q.departamentoId,
    gestorId: rh ? undefined : auth.usuarioId,
  };
};
