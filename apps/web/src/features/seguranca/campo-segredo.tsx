import { PasswordInput } from '@mantine/core';
import type { ReactNode } from 'react';

export type CampoSegredoProps = {
  /** Rótulo quando ainda não há segredo guardado, ex.: "Senha da conta de serviço". */
  label: string;
  /** Rótulo quando já há um guardado, ex.: "Nova senha da conta de serviço". */
  labelTroca: string;
  /** O servidor já guarda um segredo (cifrado): o campo serve para trocar, e vazio mantém. */
  hasGuardado: boolean;
  value: string;
  onChange: (valor: string) => void;
  error?: ReactNode;
};

/**
 * Segredo só de escrita: o servidor nunca devolve o valor guardado (só diz se há um), então o
 * campo nasce vazio e serve para informar um novo.
 */
export const CampoSegredo = ({
  label,
  labelTroca,
  hasGuardado,
  value,
  onChange,
  error,
}: CampoSegredoProps) => (
  <PasswordInput
    label={hasGuardado ? labelTroca : label}
    required={!hasGuardado}
    description={
      hasGuardado
        ? 'Já há um valor guardado (cifrado, não é exibido). Deixe em branco para mantê-lo.'
        : 'Guardado cifrado; depois de salvo, não é exibido de novo.'
    }
    autoComplete="new-password"
    value={value}
    onChange={(e) => onChange(e.currentTarget.value)}
    error={error}
    visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar o valor digitado' }}
  />
);
