import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type PaginationProps,
} from '@mantine/core';

/**
 * Tons 8 e 9 mais escuros onde os do Mantine não têm contraste AA (4,5:1, WCAG 1.4.3): o tom 8
 * é o fundo das variantes filled (texto branco) e o 9 o texto das variantes light (sobre o tom 1).
 * Todos ficam acima de 5,2:1; os tons 0 a 7 não mudam.
 */
const TONS_ESCUROS: Record<string, readonly [string, string]> = {
  red: ['#d32020', '#b62626'],
  cyan: ['#0b7788', '#0a6a7c'],
  teal: ['#087c59', '#077151'],
  green: ['#247b35', '#237133'],
  lime: ['#4a790b', '#46710a'],
  yellow: ['#9e5c00', '#9c5100'],
  orange: ['#ba470a', '#ac390c'],
};

const comTonsEscuros = (nome: string, [oito, nove]: readonly [string, string]) => {
  const base = DEFAULT_THEME.colors[nome] ?? DEFAULT_THEME.colors.gray;
  return [...base.slice(0, 8), oito, nove] as unknown as MantineColorsTuple;
};

const ROTULOS_PAGINACAO: Record<string, string> = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
};

export const tema = createTheme({
  primaryColor: 'indigo',
  // Tom 8 nas variantes filled e outline: texto branco sobre indigo.8 tem 5,7:1; o tom 6 padrão
  // fica em 4,3:1.
  primaryShade: { light: 8, dark: 8 },
  colors: Object.fromEntries(
    Object.entries(TONS_ESCUROS).map(([nome, tons]) => [nome, comTonsEscuros(nome, tons)]),
  ),
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // Foco sempre visível ao navegar pelo teclado (e só nele, para não poluir o clique).
  focusRing: 'auto',
  components: {
    // Os botões da paginação são só ícones e números: o nome acessível vem daqui, em português.
    // Objeto simples e não Pagination.extend(): importar o componente o traria ao primeiro
    // carregamento (o /login), e o extend só serve à tipagem.
    Pagination: {
      defaultProps: {
        getItemProps: (pagina: number) => ({ 'aria-label': `Página ${pagina}` }),
        getControlProps: (controle: string) => ({ 'aria-label': ROTULOS_PAGINACAO[controle] }),
      } satisfies Partial<PaginationProps>,
    },
  },
});

/**
 * Texto de apoio ("dimmed") com contraste AA sobre branco: o padrão (gray.6, #868e96) fica em
 * 3,32:1; gray.7 (#495057) tem 8,2:1.
 */
export const resolverVariaveisCss: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
