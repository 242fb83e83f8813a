import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { EscolhaLeiaute } from './folha.api.ts';
import { folhaQueries } from './folha.queries.ts';

/** Valor do Select: 'pronto:<chave>' ou 'empresa:<id>'. */
export const lerEscolhaLeiaute = (valor: string | null): EscolhaLeiaute | null => {
  if (!valor) return null;
  const [origem, chave = ''] = valor.split(':');
  if (origem === 'pronto') return { leiaute: chave };
  return { leiauteId: Number(chave) };
};

export type LeiauteEscolhaProps = {
  value: string | null;
  onChange: (valor: string | null) => void;
  error?: string | undefined;
};

/** Os leiautes prontos (sistemas de folha) e os da empresa, agrupados. */
export const LeiauteEscolha = ({ value, onChange, error }: LeiauteEscolhaProps) => {
  const leiautes = useQuery(folhaQueries.leiautes());
  const data = [
    {
      group: 'Sistemas de folha',
      items: (leiautes.data?.prontos ?? []).map((l) => ({
        value: `pronto:${l.chave}`,
        label: l.nome,
      })),
    },
    {
      group: 'Leiautes da empresa',
      items: (leiautes.data?.personalizados ?? []).map((l) => ({
        value: `empresa:${l.id}`,
        label: l.nome,
      })),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <Select
      label="Leiaute do arquivo"
      placeholder={leiautes.isPending ? 'Carregando…' : 'Escolha o leiaute'}
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? (leiautes.isError ? 'Não foi possível carregar os leiautes.' : undefined)}
      searchable
      required
      w={320}
    />
  );
};
