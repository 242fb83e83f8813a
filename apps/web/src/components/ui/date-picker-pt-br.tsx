import { Button, Group, Input, InputBase, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { dayjs, LOCALE_DATAS } from '../../lib/dayjs.ts';
import { DIAS_SEMANA_ABREVIADOS, formatarData } from '../../lib/format.ts';

export type DatePickerPtBrProps = {
  label: string;
  /** Data ISO 'YYYY-MM-DD' ou null. */
  value: string | null;
  onChange: (valor: string | null) => void;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  minDate?: string;
  maxDate?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
};

const rotuloDiaSemana = (data: string) => DIAS_SEMANA_ABREVIADOS[dayjs(data).day()] ?? '';

/**
 * Seletor de data em português (spec §2): mostra DD/MM/AAAA e, no calendário, os botões Limpar,
 * Cancelar e Selecionar. A escolha no calendário é um rascunho: só Selecionar a confirma, e
 * Cancelar devolve o valor anterior intacto.
 */
export const DatePickerPtBr = ({
  label,
  value,
  onChange,
  placeholder = 'DD/MM/AAAA',
  description,
  error,
  minDate,
  maxDate,
  isDisabled = false,
  isRequired = false,
}: DatePickerPtBrProps) => {
  const [isAberto, setAberto] = useState(false);
  const [rascunho, setRascunho] = useState<string | null>(value);

  const abrir = () => {
    setRascunho(value);
    setAberto(true);
  };
  const confirmar = (valor: string | null) => {
    onChange(valor);
    setAberto(false);
  };

  return (
    <Popover opened={isAberto} onChange={setAberto} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          description={description}
          error={error}
          required={isRequired}
          disabled={isDisabled}
          onClick={() => (isAberto ? setAberto(false) : abrir())}
        >
          {value ? formatarData(value) : <Input.Placeholder>{placeholder}</Input.Placeholder>}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          locale={LOCALE_DATAS}
          firstDayOfWeek={0}
          weekdayFormat={rotuloDiaSemana}
          value={rascunho}
          onChange={setRascunho}
          defaultDate={rascunho ?? undefined}
          minDate={minDate}
          maxDate={maxDate}
        />
        <Group justify="space-between" mt="sm" gap="xs">
          <Button variant="subtle" color="gray" onClick={() => confirmar(null)}>
            Limpar
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={() => setAberto(false)}>
              Cancelar
            </Button>
            <Button onClick={() => confirmar(rascunho)} disabled={rascunho === null}>
              Selecionar
            </Button>
          </Group>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
};
