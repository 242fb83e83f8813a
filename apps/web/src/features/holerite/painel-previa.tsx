import type { ImportacaoPrevia } from '@jornada/contracts';
import { Card } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { excluirImportacao, publicarImportacao } from './holerite.api.ts';
import { holeriteKeys } from './holerite.queries.ts';
import { PreviaImportacao } from './previa-importacao.tsx';

export type PainelPreviaProps = { previa: ImportacaoPrevia; onConcluir: () => void };

const mensagemDe = (erro: unknown, padrao: string) => (isErroApi(erro) ? erro.mensagem : padrao);

/** A prévia de um rascunho com as ações: publicar ou descartar (ambas confirmadas). */
export const PainelPrevia = ({ previa, onConcluir }: PainelPreviaProps) => {
  const queryClient = useQueryClient();
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
