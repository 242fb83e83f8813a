import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Uma faixa de horas extras: até N minutos acumulados no dia (a última sem limite), com o %. */
export type FaixaEditavel = { ateMinutos?: number; percentual?: number };

/** Valor de um NumberInput: vazio vira undefined (o campo fica sem valor). */
export const numero = (v: string | number): number | undefined =>
  v === '' || v === undefined ? undefined : Number(v);

export type EditorFaixasProps = {
  faixas: FaixaEditavel[];
  onChange: (f: FaixaEditavel[]) => void;
  erro?: string;
  /** Texto acima das faixas (ex.: "a última não tem limite"). */
  titulo: ReactNode;
  /** Menos faixas que isto não se remove (a regra exige uma; a convenção aceita nenhuma). */
  minimo: number;
  /** Percentual proposto numa faixa nova. */
  percentualNovo: number;
};

/** Editor das faixas de horas extras, o mesmo nas regras de cálculo e nas convenções. */
export const EditorFaixas = ({
  faixas,
  onChange,
  erro,
  titulo,
  minimo,
  percentualNovo,
}: EditorFaixasProps) => (
  <Stack gap="xs">
    {titulo}
    {faixas.map((f, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: faixas são posicionais
      <Group key={i} align="flex-end" gap="xs">
        <NumberInput
          label={`Faixa ${i + 1}, até (min acumulados)`}
          value={f.ateMinutos ?? ''}
          onChange={(v) =>
            onChange(faixas.map((g, j) => (j === i ? { ...g, ateMinutos: numero(v) } : g)))
          }
          min={1}
          max={1440}
          allowDecimal={false}
          placeholder={i === faixas.length - 1 ? 'sem limite' : undefined}
        />
        <NumberInput
          label={`Faixa ${i + 1}, percentual (%)`}
          value={f.percentual ?? ''}
          onChange={(v) =>
            onChange(faixas.map((g, j) => (j === i ? { ...g, percentual: numero(v) } : g)))
          }
          min={0}
          max={1000}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remover faixa ${i + 1}`}
          disabled={faixas.length <= minimo}
          onClick={() => onChange(faixas.filter((_g, j) => j !== i))}
          mb={4}
        >
          ✕
        </ActionIcon>
      </Group>
    ))}
    {erro ? (
      <Text size="sm" c="red">
        {erro}
      </Text>
    ) : null}
    <Group>
      <Button
        variant="light"
        size="xs"
        disabled={faixas.length >= 10}
        onClick={() => onChange([...faixas, { percentual: percentualNovo }])}
      >
        Adicionar faixa
      </Button>
    </Group>
  </Stack>
);
