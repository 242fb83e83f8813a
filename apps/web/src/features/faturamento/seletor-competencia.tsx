import { Group, Select } from '@mantine/core';
import { MESES } from '../../lib/competencia.ts';

export type SeletorCompetenciaProps = {
  value: string;
  onChange: (c: string) => void;
  /** Prefixo dos rótulos ('Mês' e 'Ano' por padrão; ex.: 'Vigência desde'). */
  rotulo?: string;
};

/** Mês e ano da competência faturada. */
export const SeletorCompetencia = ({ value, onChange, rotulo }: SeletorCompetenciaProps) => {
  const ano = Number(value.slice(0, 4));
  const mes = Number(value.slice(5, 7));
  const atual = new Date().getFullYear();
  const anos = Array.from({ length: 6 }, (_, i) => String(atual + 1 - i));
  const montar = (a: number, m: number) => `${a}-${String(m).padStart(2, '0')}`;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={rotulo ? `${rotulo}: mês` : 'Mês'}
        data={MESES.map((nome, i) => ({ value: String(i + 1), label: nome }))}
        value={String(mes)}
        onChange={(v) => v && onChange(montar(ano, Number(v)))}
        allowDeselect={false}
        w={160}
      />
      <Select
        label={rotulo ? `${rotulo}: ano` : 'Ano'}
        data={anos.includes(String(ano)) ? anos : [String(ano), ...anos]}
        value={String(ano)}
        onChange={(v) => v && onChange(montar(Number(v), mes))}
        allowDeselect={false}
        w={110}
      />
    </Group>
  );
};
