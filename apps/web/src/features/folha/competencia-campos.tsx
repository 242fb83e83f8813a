import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MESES } from '../../lib/competencia.ts';
import { folhaQueries } from './folha.queries.ts';

export type CompetenciaValor = { ano: number; mes: number };

export type CompetenciaCamposProps = {
  value: CompetenciaValor;
  onChange: (c: CompetenciaValor) => void;
};

const anos = () => {
  const atual = new Date().getFullYear();
  return Array.from({ length: 5 }, (_, i) => String(atual - i));
};

/** Mês e ano da competência. */
export const CompetenciaCampos = ({ value, onChange }: CompetenciaCamposProps) => (
  <Group gap="sm" align="flex-end">
    <Select
      label="Mês da competência"
      data={MESES.map((nome, i) => ({ value: String(i + 1), label: nome }))}
      value={String(value.mes)}
      onChange={(v) => v && onChange({ ...value, mes: Number(v) })}
      allowDeselect={false}
      w={160}
    />
    <Select
      label="Ano da competência"
      data={anos()}
      value={String(value.ano)}
      onChange={(v) => v && onChange({ ...value, ano: Number(v) })}
      allowDeselect={false}
      w={120}
    />
  </Group>
);

export type AlcanceValor = { filialId?: number | undefined; departamentoId?: number | undefined };

export type AlcanceCamposProps = { value: AlcanceValor; onChange: (a: AlcanceValor) => void };

/** Estabelecimento e departamento (opcionais): os mesmos cadastros dos filtros do sistema. */
export const AlcanceCampos = ({ value, onChange }: AlcanceCamposProps) => {
  const filiais = useQuery(folhaQueries.filiais());
  const departamentos = useQuery(folhaQueries.departamentos());
  const opcoes = (itens: { id: number; nome: string }[] | undefined) =>
    (itens ?? []).map((i) => ({ value: String(i.id), label: i.nome }));
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Estabelecimento"
        placeholder={filiais.isPending ? 'Carregando…' : 'Todos'}
        data={opcoes(filiais.data)}
        value={value.filialId ? String(value.filialId) : null}
        onChange={(v) => onChange({ ...value, filialId: v ? Number(v) : undefined })}
        error={filiais.isError ? 'Não foi possível carregar os estabelecimentos.' : undefined}
        clearable
        searchable
        w={240}
      />
      <Select
        label="Departamento"
        placeholder={departamentos.isPending ? 'Carregando…' : 'Todos'}
        data={opcoes(departamentos.data)}
        value={value.departamentoId ? String(value.departamentoId) : null}
        onChange={(v) => onChange({ ...value, departamentoId: v ? Number(v) : undefined })}
        error={departamentos.isError ? 'Não foi possível carregar os departamentos.' : undefined}
        clearable
        searchable
        w={240}
      />
    </Group>
  );
};
