import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DICA_SENHA } from './regras-senha.ts';

type ComNovaSenha = { novaSenha: string; confirmacao: string };

export type CamposNovaSenhaProps<T extends ComNovaSenha> = { form: UseFormReturnType<T> };

/** Nova senha e confirmação, com a dica da regra (regras-senha.ts). */
export const CamposNovaSenha = <T extends ComNovaSenha>({ form }: CamposNovaSenhaProps<T>) => (
  <>
    <PasswordInput
      label="Nova senha"
      description={DICA_SENHA}
      autoComplete="new-password"
      required
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a nova senha' }}
      {...form.getInputProps('novaSenha')}
    />
    <PasswordInput
      label="Confirmar nova senha"
      autoComplete="new-password"
      required
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a confirmação' }}
      {...form.getInputProps('confirmacao')}
    />
  </>
);
