/**
 * Regras de dependência (npm run check e CI). Cada regra diz em uma linha por que existe.
 * Não há lista de violações conhecidas: toda regra vale para todo o código (issue #11).
 */
const MODULO = '^apps/api/src/modules/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'dominio-sem-dependencias',
      comment:
        'packages/domain é regra pura: sem pacotes, sem node:*, sem I/O, sem outro workspace.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '(\\.test\\.ts|/testes/.*)$' },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'ui-nao-importa-feature',
      comment:
        'components/ui é o kit comum: uma feature usa o kit, o kit nunca conhece uma feature.',
      severity: 'error',
      from: { path: '^apps/web/src/components/ui/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-nao-importa-api',
      comment:
        'O navegador fala com a API por HTTP e contratos; código do servidor não vai ao bundle.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'modulo-pela-porta',
      comment: 'Um módulo da API usa outro só pelo index.ts dele: o resto é privado e pode mudar.',
      severity: 'error',
      from: { path: MODULO },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'feature-pela-porta',
      comment: 'Uma feature do web usa outra só pelo index.ts dela, como os módulos da API.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'sem-ciclo-entre-modulos',
      comment:
        'Dois módulos que dependem um do outro viram um só: nenhum ciclo entre pastas de módulo.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: {
        path: '^apps/api/src/modules/[^/]+$',
        circular: true,
      },
    },
    {
      name: 'sem-ciclo-de-arquivos',
      comment:
        'Ciclos de import quebram a ordem de inicialização dos módulos ES e escondem acoplamento.',
      severity: 'error',
      from: { pathNot: '^node_modules' },
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 não tem API JS: o swc lê os .ts (tipos incluídos: import type também acopla).
    parser: 'swc',
    tsPreCompilationDeps: true,
    // db, shared, seed, jobs e os auxiliares de teste servem a todos os módulos e não são módulos:
    // não seguir o que eles importam, senão todo módulo fecharia um ciclo através deles.
    doNotFollow: {
      path: ['node_modules', '^apps/api/src/(db|shared|seed|jobs)/', '^apps/api/test/'],
    },
    // O swc do dependency-cruiser não lê JSX: os .tsx do web ficam com as regras do Biome
    // (biome.json: ui não importa feature; web não importa api).
    // db/schema.ts só junta as tabelas para o drizzle-kit: não é um elo entre módulos.
    exclude: {
      path: ['(^|/)(node_modules|dist|drizzle)/', '\\.tsx$', '^apps/api/src/db/schema\\.ts$'],
    },
  },
};
