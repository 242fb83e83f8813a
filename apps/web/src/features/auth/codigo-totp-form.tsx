import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

export type CodigoTotpFormProps = {
  /** Mensagem do servidor na última tentativa (ex.: código inválido). */
  erro: string | null;
  isEnviando: boolean;
  rotuloConfirmar?: string;
  onConfirmar: (codigo: string) => void;
  onVoltar?: () => void;
};

/** Código de 6 dígitos do aplicativo autenticador (segundo fator, TOTP RFC 6238). */
export const CodigoTotpForm = ({
  erro,
  isEnviando,
  rotuloConfirmar = 'Confirmar',
  onConfirmar,
  onVoltar,
}: CodigoTotpFormProps) => {
  const [codigo, setCodigo] = useState('');
  const [validacao, setValidacao] = useState<string | null>(null);

  const handleSubmit = (evento: FormEvent) => {
    evento.preventDefault();
    if (!/^\d{6}$/.test(codigo)) {
      setValidacao('Código de verificação: informe os 6 dígitos do aplicativo autenticador');
      return;
    }
    setValidacao(null);
    onConfirmar(codigo);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Verificação em duas etapas">
      <Stack>
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <TextInput
          label="Código de verificação"
          description="6 dígitos mostrados no seu aplicativo autenticador"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          autoFocus
          value={codigo}
          error={validacao}
          onChange={(e) => setCodigo(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        />
        <Group justify="space-between">
          {onVoltar ? (
            <Button variant="default" onClick={onVoltar} disabled={isEnviando}>
              Voltar
            </Button>
          ) : (
            <Text />
          )}
          <Button type="submit" loading={isEnviando}>
            {rotuloConfirmar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
