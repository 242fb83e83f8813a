import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { intermitenteQueries } from './intermitente.queries.ts';

export type Pessoa = { id: number; nome: string };

const opcoes = (pessoas: Pessoa[]) => {
  const vistos = new Map<number, Pessoa>();
  for (const p of pessoas) vistos.set(p.id, p);
  return [...vistos.values()].map((p) => ({ value: String(p.id), label: p.nome }));
};

const DICA = 'Digite ao menos 3 letras do nome para buscar.';

export type BuscaPessoasProps = {
  label: string;
  value: Pessoa[];
  onChange: (pessoas: Pessoa[]) => void;
  error?: string;
};

/** Escolha de várias pessoas pelo nome (GET /Usuario?search=, a partir de 3 caracteres). */
export const BuscaPessoas = ({ label, value, onChange, error }: BuscaPessoasProps) => {
  const [busca, setBusca] = useState('');
  const [termo] = useDebouncedValue(busca, 300);
  const achados = useQuery(intermitenteQueries.usuarios(termo));
  const todas = [...value, ...(achados.data ?? [])];
  return (
    <MultiSelect
      label={label}
      description={DICA}
      searchable
      searchValue={busca}
      onSearchChange={setBusca}
      data={opcoes(todas)}
      value={value.map((p) => String(p.id))}
      onChange={(ids) =>
        onChange(ids.map((id) => todas.find((p) => String(p.id) === id)!).filter(Boolean))
      }
      nothingFoundMessage={termo.trim().length >= 3 ? 'Ninguém encontrado.' : DICA}
      error={error}
    />
  );
};

export type BuscaResponsavelProps = {
  value: Pessoa | null;
  onChange: (pessoa: Pessoa | null) => void;
};

/** O responsável pelo contratante (quem ainda não responde por outro), buscado pelo nome. */
export const BuscaResponsavel = ({ value, onChange }: BuscaResponsavelProps) => {
  const [busca, setBusca] = useState('');
  const [termo] = useDebouncedValue(busca, 300);
  const achados = useQuery(intermitenteQueries.responsaveis(termo));
  const todas = [...(value ? [value] : []), ...(achados.data ?? [])];
  return (
    <Select
      label="Responsável (gestor que pode convocar)"
      description={DICA}
      searchable
      clearable
      searchValue={busca}
      onSearchChange={setBusca}
      data={opcoes(todas)}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(todas.find((p) => String(p.id) === id) ?? null)}
      nothingFoundMessage={termo.trim().length >= 3 ? 'Ninguém encontrado.' : DICA}
    />
  );
};
