import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { revogarMinhaBiometria } from './biometria.api.ts';
import { biometriaKeys, biometriaQueries } from './biometria.queries.ts';
import { TermoConsentimento } from './termo-consentimento.tsx';

/** #/dashboard/minhas-rotinas/biometria: a pessoa vê o próprio cadastro facial e pode revogá-lo. */
export const MinhaBiometriaPage = () => {
  const qc = useQueryClient();
  const minha = useQuery(biometriaQueries.minha());
  const [confirmando, setConfirmando] = useState(false);
  const revogacao = useMutation({
    mutationFn: revogarMinhaBiometria,
    onSuccess: async (s) => {
      qc.setQueryData(biometriaKeys.minha, s);
      await qc.invalidateQueries({ queryKey: biometriaKeys.todos });
      toast.sucesso('Consentimento revogado e biometria excluída.');
      setConfirmando(false);
    },
    onError: (e) => {
      setConfirmando(false);
      toast.erro(e instanceof ErroApi ? e.mensagem : 'Não foi possível revogar o consentimento.');
    },
  });
  const s = minha.data;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Minha biometria facial
      </Title>
      {minha.isError ? (
        <ErrorState
          error={minha.error}
          fallback="Não foi possível carregar a sua biometria."
          onRetry={() => void minha.refetch()}
        />
      ) : !s ? (
        <LoadingState label="Carregando…" />
      ) : s.cadastrado ? (
        <Card withBorder>
          <Stack gap="xs">
            <Text fw={600}>Você tem biometria facial cadastrada.</Text>
            <Text size="sm">Cadastrada em {formatarData(s.cadastradoEm)}.</Text>
            {s.consentimento ? (
              <Text size="sm">
                Consentimento dado em {formatarData(s.consentimento.concedidoEm)} (termo versão{' '}
                {s.consentimento.versaoTermo}), coletado por {s.consentimento.coletadoPor}.
              </Text>
            ) : null}
            <TermoConsentimento />
            <Button
              color="red"
              variant="light"
              onClick={() => setConfirmando(true)}
              w="fit-content"
            >
              Revogar consentimento
            </Button>
          </Stack>
        </Card>
      ) : (
        <Alert color="gray" title="Sem biometria facial">
          Você não tem biometria facial cadastrada. Marque o ponto no quiosque pela matrícula e PIN
          ou pelo QR; para usar o rosto, peça o cadastro ao RH.
        </Alert>
      )}
      <ConfirmModal
        isOpen={confirmando}
        title="Revogar consentimento"
        message="O seu modelo facial será apagado agora e você não poderá mais marcar o ponto pelo rosto até um novo cadastro."
        acceptLabel="Revogar"
        isLoading={revogacao.isPending}
        onAccept={() => revogacao.mutate()}
        onDeny={() => setConfirmando(false)}
      />
    </Stack>
  );
};
