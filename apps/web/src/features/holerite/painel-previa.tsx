import type { ImportacaoPrevia } from '@jornada/contracts';
import { Alert, Button, Card, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { excluirImportacao, publicarImportacao } from './holerite.api.ts';
import { holeriteKeys } from './holerite.queries.ts';
import { PreviaImportacao } from './previa-importacao.tsx';
import { isDivisaoEmAndamento, ProgressoDivisao } from './progresso-divisao.tsx';

export type PainelPreviaProps = { previa: ImportacaoPrevia; onConcluir: () => void };

const mensagemDe = (erro: unknown, padrao: string) => (isErroApi(erro) ? erro.mensagem : padrao);

/**
 * A importação enviada: enquanto a divisão corre na fila, o andamento; depois, a prévia com as
 * ações publicar ou descartar (ambas confirmadas), ou o motivo da falha.
 */
export const PainelPrevia = ({ previa: inicial, onConcluir }: PainelPreviaProps) => {
  const queryClient = useQueryClient();
  const [previa, setPrevia] = useState(inicial);
  const [confirmarDescarte, setConfirmarDescarte] = useState(false);
  const aoTerminar = useCallback(
    (p: ImportacaoPrevia) => {
      setPrevia(p);
      void queryClient.invalidateQueries({ queryKey: holeriteKeys.todos });
    },
    [queryClient],
  );
  const concluir = () => {
    void queryClient.invalidateQueries({ queryKey: holeriteKeys.todos });
    onConcluir();
  };
  const publicar = useMutation({
    mutationFn: publicarImportacao,
    onSuccess: (p) => {
      toast.sucesso(`${p.encontrados.length} holerite(s) publicado(s).`);
      concluir();
    },
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível publicar os holerites.')),
  });
  const descartar = useMutation({
    mutationFn: excluirImportacao,
    onSuccess: () => {
      toast.sucesso('Importação descartada.');
      concluir();
    },
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível descartar a importação.')),
  });
  if (isDivisaoEmAndamento(previa))
    return (
      <Card withBorder>
        <ProgressoDivisao previa={previa} onTerminar={aoTerminar} />
      </Card>
    );
  if (previa.processamento === 'falhou')
    return (
      <Card withBorder>
        <Stack gap="sm">
          <Alert color="red" title="A divisão do arquivo falhou" role="alert">
            {previa.erro ?? 'Falha inesperada ao dividir o arquivo de holerites.'}
          </Alert>
          <Button
            variant="default"
            onClick={() => setConfirmarDescarte(true)}
            loading={descartar.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Descartar importação
          </Button>
          <ConfirmModal
            isOpen={confirmarDescarte}
            title="Descartar importação"
            message="A importação com falha será excluída. Deseja descartar?"
            acceptLabel="Descartar"
            isLoading={descartar.isPending}
            onAccept={() => {
              setConfirmarDescarte(false);
              descartar.mutate(previa.loteId);
            }}
            onDeny={() => setConfirmarDescarte(false)}
          />
        </Stack>
      </Card>
    );
  return (
    <Card withBorder>
      <PreviaImportacao
        previa={previa}
        isPublicando={publicar.isPending}
        isDescartando={descartar.isPending}
        onPublicar={() => publicar.mutate(previa.loteId)}
        onDescartar={() => descartar.mutate(previa.loteId)}
      />
    </Card>
  );
};
