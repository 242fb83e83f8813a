import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { intermitenteQueries } from './intermitente.queries.ts';

export type FiltroCadastros = { contratanteId: string | null; grupoId: string | null };

export type FiltroCadastrosCamposProps = {
  value: FiltroCadastros;
  onChange: (f: FiltroCadastros) => void;
};

/** Contratante e grupo opcionais (todos, quando em branco), para listas e exportações. */
export const FiltroCadastrosCampos = ({ value, onChange }: FiltroCadastrosCamposProps) => {
  const contratantes = useQuery(intermitenteQueries.contratantes('todos'));
  const grupos = useQuery(intermitenteQueries.grupos('todos'));
  return (
    <>
      <Select
        label="Filtrar por contratante"
        placeholder="Todos"
        clearable
        data={(contratantes.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))}
        value={value.contratanteId}
        onChange={(contratanteId) => onChange({ ...value, contratanteId })}
      />
      <Select
        label="Filtrar por grupo"
        placeholder="Todos"
        clearable
        data={(grupos.data ?? []).map((g) => ({ value: String(g.grupoId), label: g.nome }))}
        value={value.grupoId}
        onChange={(grupoId) => onChange({ ...value, grupoId })}
      />
    </>
  );
};

/** Só os filtros escolhidos, como números (o corpo não leva campos vazios). */
export const filtrosEscolhidos = (f: FiltroCadastros) => ({
  ...(f.contratanteId ? { contratanteId: Number(f.contratanteId) } : {}),
  ...(f.grupoId ? { grupoId: Number(f.grupoId) } : {}),
});
