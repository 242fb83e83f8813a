import type { SituacaoBiometria } from '@jornada/contracts';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { cadastrarBiometria } from './biometria.api.ts';
import { biometriaKeys } from './biometria.queries.ts';
import { CapturaAmostras } from './captura-facial.tsx';
import { TermoConsentimento } from './termo-consentimento.tsx';

/** Quadros capturados no cadastro: o modelo é a média deles. */
const QUADROS_CADASTRO = 3;

type Props = { pessoa: SituacaoBiometria; onFechar: () => void };

/**
 * Cadastro do rosto pelo RH: a pessoa lê o termo e consente (caixa marcada diante do RH, que fica
 * registrado como quem coletou); depois a câmera captura os quadros.
 */
export const CadastroFacialModal = ({ pessoa, onFechar }: Props) => {
  const qc = useQueryClient();
  const [consentiu, setConsentiu] = useState(false);
  const [erroConsentimento, setErroConsentimento] = useState<string | null>(null);
  const [capturando, setCapturando] = useState(false);
  const cadastro = useMutation({
    mutationFn: cadastrarBiometria,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: biometriaKeys.todos });
      toast.sucesso(`Biometria facial de ${pessoa.nome} cadastrada.`);
      onFechar();
    },
    onError: () => setCapturando(false),
  });
  const iniciar = () => {
    if (!consentiu) {
      setErroConsentimento('Marque o consentimento da pessoa para continuar.');
      return;
    }
    cadastro.reset();
    setCapturando(true);
  };
  return (
    <Modal
      opened
      onClose={onFechar}
      title={`Cadastrar rosto de ${pessoa.nome}`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        {capturando ? (
          cadastro.isPending ? (
            <Text role="status">Salvando a biometria…</Text>
          ) : (
            <CapturaAmostras
              quantidade={QUADROS_CADASTRO}
              onCancelar={() => setCapturando(false)}
              onCapturar={(r) =>
                cadastro.mutate({
                  usuarioId: pessoa.usuarioId,
                  amostras: r.descritores,
                  vivacidade: r.vivacidade,
                })
              }
            />
          )
        ) : (
          <>
            <TermoConsentimento />
            <Checkbox
              label={`${pessoa.nome} leu o termo e consente com o uso do rosto para marcar o ponto`}
              checked={consentiu}
              error={erroConsentimento}
              onChange={(e) => {
                setConsentiu(e.currentTarget.checked);
                setErroConsentimento(null);
              }}
            />
            {cadastro.isError ? (
              <Alert color="red" role="alert">
                {cadastro.error instanceof ErroApi
                  ? cadastro.error.mensagem
                  : 'Não foi possível cadastrar a biometria.'}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onFechar}>
                Cancelar
              </Button>
              <Button onClick={iniciar}>Iniciar captura</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
};
