import { fimDoPeriodo } from '@jornada/domain';
import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import type { LinhaPeriodo } from './programacao.ts';

export type PeriodoCamposProps = {
  indice: number;
  linha: LinhaPeriodo;
  /** Erros do início (regras do §3º, aviso, sobreposição...) e dos dias (mínimo de 5). */
  errosInicio: readonly string[];
  errosDias: readonly string[];
  isRemovivel: boolean;
  onChange: (linha: LinhaPeriodo) => void;
  onRemover: () => void;
};

/** Vários erros no mesmo campo: um por linha, lidos junto com o campo (aria-describedby). */
const textoDosErros = (erros: readonly string[]): ReactNode =>
  erros.length === 0 ? undefined : (
    <Stack gap={2} component="span">
      {erros.map((e) => (
        <span key={e}>{e}</span>
      ))}
    </Stack>
  );

/** Um período de gozo: início, dias corridos, o último dia e os erros que a lei aponta nele. */
export const PeriodoCampos = ({
  indice,
  linha,
  errosInicio,
  errosDias,
  isRemovivel,
  onChange,
  onRemover,
}: PeriodoCamposProps) => {
  const ordem = `${indice + 1}º período`;
  const fim =
    linha.inicio && linha.dias !== null && linha.dias >= 1
      ? fimDoPeriodo({ inicio: linha.inicio, dias: linha.dias })
      : null;
  return (
    <Card withBorder padding="sm" role="group" aria-label={ordem}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{ordem}</Text>
        {isRemovivel ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={onRemover}
            aria-label={`Remover o ${ordem}`}
          >
            Remover
          </Button>
        ) : null}
      </Group>
      <Group align="flex-start" grow wrap="wrap" gap="sm">
        <DatePickerPtBr
          label={`Início do ${ordem}`}
          value={linha.inicio}
          onChange={(inicio) => onChange({ ...linha, inicio })}
          error={textoDosErros(errosInicio)}
          isRequired
        />
        <NumberInput
          label={`Dias do ${ordem}`}
          value={linha.dias ?? ''}
          onChange={(v) => onChange({ ...linha, dias: typeof v === 'number' ? v : null })}
          min={1}
          max={30}
          allowDecimal={false}
          allowNegative={false}
          error={textoDosErros(errosDias)}
          required
          miw={120}
        />
      </Group>
      {fim ? (
        <Text size="sm" c="dimmed" mt="xs">
          Último dia de férias: {formatarData(fim)} ({dayjs(fim).format('dddd')}).
        </Text>
      ) : null}
    </Card>
  );
};
