import { TextInput, type TextInputProps } from '@mantine/core';
import { completarHora, mascararHora } from './time-mask.ts';

export type TimeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** Texto exibido, já mascarado ('HH:MM' ou parcial). */
  value: string;
  onChange: (valor: string) => void;
};

/** Campo de hora com a máscara 99:99 do spec §5; a regra fica em `time-mask.ts`. */
export const TimeInput = ({ value, onChange, onBlur, ...props }: TimeInputProps) => (
  <TextInput
    placeholder="HH:MM"
    inputMode="numeric"
    autoComplete="off"
    maxLength={5}
    {...props}
    value={value}
    onChange={(evento) => onChange(mascararHora(evento.currentTarget.value))}
    onBlur={(evento) => {
      onChange(completarHora(evento.currentTarget.value));
      onBlur?.(evento);
    }}
  />
);
