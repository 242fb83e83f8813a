import type { ItemFiltro } from '@jornada/contracts';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { horasExtrasQueries } from './horas-extras.queries.ts';

/** Spec §5: a busca no servidor começa a partir de 3 caracteres. */
const MINIMO_BUSCA = 3;

export type PessoaEscolhida = { id: number; nome: string };

type Props = {
  label: string;
  value: PessoaEscolhida | null;
  onChange: (p: PessoaEscolhida | null) => void;
  error?: string | null;
  required?: boolean;
  clearable?: boolean;
  maw?: number;
};

const rotulo = (p: ItemFiltro) => (p.detalhe ? `${p.nome} — ${p.detalhe}` : p.nome);

/**
 * Escolha de uma pessoa da equipe (gestor) ou da empresa (RH), como `/filter/pessoas` limita;
 * com 3 letras ou mais, a busca vai ao servidor.
 */
export const PessoaSelect = ({
  label,
  value,
  onChange,
  error,
  required,
  clearable,
  maw,
}: Props) => {
  const [busca, setBusca] = useState('');
  // Escolhida a pessoa, o campo mostra o rótulo dela: isso não é uma busca nova.
  const termo = busca.trim().length >= MINIMO_BUSCA && !busca.includes(' — ') ? busca.trim() : '';
  const pessoas = useQuery(horasExtrasQueries.pessoas(termo));
  const opcoes = (pessoas.data ?? []).map((p) => ({ value: String(p.id), label: rotulo(p) }));
  if (value && !opcoes.some((o) => o.value === String(value.id)))
    opcoes.unshift({ value: String(value.id), label: value.nome });
  return (
    <Select
      label={label}
      placeholder="Busque pelo nome"
      searchable
      clearable={clearable}
      required={required}
      data={opcoes}
      value={value ? String(value.id) : null}
      onChange={(v, opcao) =>
        onChange(
          v && opcao ? { id: Number(v), nome: opcao.label.split(' — ')[0] ?? opcao.label } : null,
        )
      }
      searchValue={busca}
      onSearchChange={setBusca}
      nothingFoundMessage={
        pessoas.isPending
          ? 'Carregando…'
          : pessoas.isError
            ? 'Não foi possível carregar os colaboradores.'
            : 'Nenhum colaborador encontrado'
      }
      error={error}
      maw={maw}
    />
  );
};
