import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { FALHA_GENERICA, mensagemDoServidor } from '../acao.ts';
import { DetalheAcao } from '../detalhe-acao.tsx';
import { escalaQueries } from '../escala.queries.ts';

export type AcaoVisualizarProps = {
  acaoId: number;
  isEnviando: boolean;
  isBloqueado: boolean;
  onVoltar: () => void;
  onRemover: (acaoId: number) => void;
};

/** 8 Visualizar Alteração: o detalhe da ação; só uma Aprovada mostra REMOVER (spec §4). */
export const AcaoVisualizar = ({
  acaoId,
  isEnviando,
  isBloqueado,
  onVoltar,
  onRemover,
}: AcaoVisualizarProps) => {
  const acao = useQuery(escalaQueries.acao(acaoId));
  const [isConfirmando, setConfirmando] = useState(false);

  const conteudo = () => {
    if (acao.isPending) return <LoadingState label="Carregando a alteração…" />;
    if (acao.isError) {
      return (
        <EmptyState
          title="Não foi possível carregar a alteração"
          description={mensagemDoServidor(acao.error) ?? FALHA_GENERICA}
        />
      );
    }
    return <DetalheAcao acao={acao.data} />;
  };

  return (
    <Stack gap="md" component="section" aria-label="Visualizar Alteração">
      <Title order={3} size="h4">
        Visualizar Alteração
      </Title>
      {conteudo()}
      <Group justify="space-between">
        <Button variant="default" onClick={onVoltar} disabled={isBloqueado}>
          Voltar
        </Button>
        {acao.data?.status === 'Aprovada' ? (
          <Button
            color="red"
            onClick={() => setConfirmando(true)}
            disabled={isBloqueado}
            loading={isEnviando}
          >
            REMOVER
          </Button>
        ) : null}
      </Group>
      <ConfirmModal
        isOpen={isConfirmando}
        title="Remover alteração"
        message="A alteração de escala será removida e o dia volta a seguir a escala. Deseja continuar?"
        acceptLabel="Remover"
        onAccept={() => {
          setConfirmando(false);
          onRemover(acaoId);
        }}
        onDeny={() => setConfirmando(false)}
      />
    </Stack>
  );
};
