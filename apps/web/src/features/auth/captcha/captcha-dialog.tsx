import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { findDesafio } from './captcha.api.ts';
import { captchaStore, useCaptchaAberto } from './captcha-store.ts';

type Etapa = 'verificando' | 'verificado' | 'erro';

const MENSAGEM_ERRO = 'Não foi possível concluir a verificação. Tente novamente.';

/**
 * Verificação anti-robô (ALTCHA auto-hospedado, spec §7): depois de tentativas demais o servidor
 * responde 405; esta janela busca um desafio na nossa API e o resolve por prova de trabalho no
 * navegador — nenhum serviço de terceiros, nenhum dado da pessoa sai daqui. A pessoa só espera
 * (ou cancela); resolvido, a chamada original é repetida com o token.
 */
export const CaptchaDialog = () => {
  const isAberto = useCaptchaAberto();
  const [etapa, setEtapa] = useState<Etapa>('verificando');
  const controle = useRef<AbortController | null>(null);

  const iniciar = useCallback(() => {
    controle.current?.abort();
    const controller = new AbortController();
    controle.current = controller;
    setEtapa('verificando');
    const verificar = async () => {
      try {
        // O solucionador (altcha-lib) só é baixado quando o servidor pede o captcha.
        const [desafio, { resolverDesafio }] = await Promise.all([
          findDesafio(controller.signal),
          import('./resolver-captcha.ts'),
        ]);
        const token = await resolverDesafio(desafio, controller);
        if (controller.signal.aborted) return;
        if (!token) {
          setEtapa('erro');
          return;
        }
        setEtapa('verificado');
        captchaStore.concluir(token);
      } catch {
        if (!controller.signal.aborted) setEtapa('erro');
      }
    };
    void verificar();
  }, []);

  useEffect(() => {
    if (!isAberto) return;
    iniciar();
    return () => controle.current?.abort();
  }, [isAberto, iniciar]);

  const handleCancelar = useCallback(() => {
    controle.current?.abort();
    captchaStore.cancelar();
  }, []);

  return (
    <Modal
      opened={isAberto}
      onClose={handleCancelar}
      title="Verificação de segurança"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        <Text size="sm">
          Houve muitas tentativas sem sucesso. Para continuar, o seu navegador faz uma verificação
          automática de que você não é um robô.
        </Text>
        {etapa === 'erro' ? (
          <Alert color="red" role="alert">
            {MENSAGEM_ERRO}
          </Alert>
        ) : (
          <Group gap="sm" role="status" aria-live="polite">
            {etapa === 'verificando' ? <Loader size="sm" /> : null}
            <Text size="sm">
              {etapa === 'verificando' ? 'Verificando que você não é um robô…' : 'Verificado.'}
            </Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={handleCancelar}>
            Cancelar
          </Button>
          {etapa === 'erro' ? <Button onClick={iniciar}>Tentar novamente</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
};
