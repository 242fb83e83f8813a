import type { SituacaoBiometria } from '@jornada/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { testarVerificacao } from './biometria.api.ts';
import { biometriaKeys } from './biometria.queries.ts';
import { CapturaFacial } from './captura-facial.tsx';

const decimal = (n: number) =>
  n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Props = { pessoa: SituacaoBiometria; onFechar: () => void };

/** "Testar verificação": a mesma comparação 1:1 do quiosque, gravada como teste do RH. */
export const TesteVerificacaoModal = ({ pessoa, onFechar }: Props) => {
  const qc = useQueryClient();
  const [rodada, setRodada] = useState(0);
  const teste = useMutation({
    mutationFn: testarVerificacao,
    onSettled: () => qc.invalidateQueries({ queryKey: biometriaKeys.detalhe(pessoa.usuarioId) }),
  });
  const r = teste.data;
  return (
    <Modal
      opened
      onClose={onFechar}
      title={`Testar verificação de ${pessoa.nome}`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        {teste.isIdle ? (
          <CapturaFacial
            key={rodada}
            onCancelar={onFechar}
            onCapturar={(c) => teste.mutate({ usuarioId: pessoa.usuarioId, ...c })}
          />
        ) : null}
        {teste.isPending ? <Text role="status">Comparando com o cadastro…</Text> : null}
        {r ? (
          <Alert
            color={r.aprovado ? 'green' : 'red'}
            role="alert"
            title={r.aprovado ? 'Verificação aprovada' : 'Verificação recusada'}
          >
            Semelhança {decimal(r.pontuacao)} (mínimo {decimal(r.limiarSemelhanca)}) · vivacidade{' '}
            {decimal(r.vivacidade)} (mínimo {decimal(r.limiarVivacidade)})
          </Alert>
        ) : null}
        {teste.isError ? (
          <Alert color="red" role="alert">
            {teste.error instanceof ErroApi
              ? teste.error.mensagem
              : 'Não foi possível testar a verificação.'}
          </Alert>
        ) : null}
        {teste.isIdle ? null : (
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                teste.reset();
                setRodada((n) => n + 1);
              }}
            >
              Testar de novo
            </Button>
            <Button onClick={onFechar}>Fechar</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
};
