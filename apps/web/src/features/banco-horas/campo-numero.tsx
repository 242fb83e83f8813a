import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/** Texto do campo → número; vazio é null e o que não é número (ex.: '1,') é NaN. */
export const paraNumero = (v: number | string): number | null => {
  if (typeof v === 'number') return v;
  if (v.trim() === '') return null;
  return Number(v.replace(',', '.'));
};

export type CampoNumeroProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  valorInicial: number | null;
  onValor: (valor: number | null) => void;
};

/**
 * Campo numérico que guarda o texto digitado ('1,' enquanto se digita '1,5') e entrega ao
 * formulário o número (ou null/NaN para a validação nomear o campo), sem apagar o que se digita.
 */
export const CampoNumero = ({ valorInicial, onValor, ...props }: CampoNumeroProps) => {
  const [bruto, setBruto] = useState<number | string>(valorInicial ?? '');
  return (
    <NumberInput
      decimalSeparator=","
      clampBehavior="none"
      {...props}
      value={bruto}
      onChange={(v) => {
        setBruto(v);
        onValor(paraNumero(v));
      }}
    />
  );
};
