import type { ModuloOpcional } from '@jornada/contracts';

/**
 * Rotas do catálogo de menus (acesso/recursos.ts) de cada módulo que a operadora liga e desliga
 * por empresa. Módulo desligado: as rotas saem dos menus e do token, e o servidor recusa as
 * chamadas dele (exigirRota). Ponto, espelho, escalas e cadastros são o núcleo e não desligam
 * (docs/decisoes/operador.md).
 */
export const ROTAS_DOS_MODULOS: Record<ModuloOpcional, readonly string[]> = {
  'banco-horas': [
    '/dashboard/admin/banco-horas',
    '/dashboard/minhas-rotinas/banco-horas',
    '/dashboard/gestor/banco-horas',
  ],
  sobreaviso: [
    '/dashboard/admin/sobreaviso',
    '/dashboard/minhas-rotinas/sobreaviso',
    '/dashboard/gestor/sobreaviso',
  ],
  intermitente: ['/dashboard/admin/intermitente', '/dashboard/minhas-rotinas/convocacoes'],
  holerite: ['/dashboard/admin/holerite', '/dashboard/minhas-rotinas/holerites'],
  folha: ['/dashboard/admin/folha'],
};

export const rotasBloqueadas = (desligados: readonly ModuloOpcional[]): ReadonlySet<string> =>
  new Set(desligados.flatMap((m) => ROTAS_DOS_MODULOS[m] ?? []));
