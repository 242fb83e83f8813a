import { Pagination } from '@mantine/core';

export type PaginasProps = {
  total: number;
  value: number;
  onChange: (pagina: number) => void;
  rotulo: string;
};

/** Paginação com nomes em pt-BR nos botões ("Página 2", "Próxima página"); some com uma página. */
export const Paginas = ({ total, value, onChange, rotulo }: PaginasProps) =>
  total > 1 ? (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={rotulo}
      getControlProps={(c) => ({
        'aria-label':
          c === 'next'
            ? 'Próxima página'
            : c === 'previous'
              ? 'Página anterior'
              : c === 'first'
                ? 'Primeira página'
                : 'Última página',
      })}
      getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
    />
  ) : null;
