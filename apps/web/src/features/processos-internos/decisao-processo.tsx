import type { AcaoProcesso, SolicitacaoProcesso } from '@jornada/contracts';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { gerenciar } from './processos.api.ts';
import { processoKeys } from './processos.queries.ts';

const SUCESSO: Record<AcaoProcesso, string> = {
  Aprovar: 'Etapa aprovada.',
  Reprovar: 'Processo reprovado.',
  Devolver: 'Processo devolvido para correção.',
  Concluir: 'Processo concluído.',
};

/** As ações de quem decide a etapa atual, com o comentário (obrigatório ao reprovar e devolver). */
export const DecisaoProcesso = ({ processo: p }: { processo: SolicitacaoProcesso }) => {
  const qc = useQueryClient();
  const [comentario, setComentario] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const acao = useMutation({
    mutationFn: gerenciar,
    onSuccess: (_s, v) => {
      toast.sucesso(SUCESSO[v.acao]);
      setComentario('');
      void qc.invalidateQueries({ queryKey: processoKeys.todas });
    },
    onError: (e) => toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível registrar a ação.'),
  });
  const executar = (a: AcaoProcesso) => {
    if ((a === 'Reprovar' || a === 'Devolver') && comentario.trim() === '') {
      setErro(
        a === 'Reprovar'
          ? 'Comentário: informe o motivo da reprovação.'
          : 'Comentário: informe o que o colaborador deve corrigir.',
      );
      return;
    }
    setErro(null);
    acao.mutate({ processoId: p.id, acao: a, comentario });
  };
  const ultima = p.etapaAtual >= p.etapas.length - 1;
  const ocupado = acao.isPending;
  return (
    <Stack gap="sm">
      <Textarea
        label="Comentário"
        value={comentario}
        onChange={(e) => setComentario(e.currentTarget.value)}
        error={erro}
        maxLength={1000}
        minRows={2}
      />
      <Group justify="flex-end" gap="xs">
        {p.status === 'EmAnalise' ? (
          <>
            <Button
              variant="light"
              color="orange"
              onClick={() => executar('Devolver')}
              disabled={ocupado}
            >
              Devolver para correção
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => executar('Reprovar')}
              disabled={ocupado}
            >
              Reprovar
            </Button>
            <Button onClick={() => executar('Aprovar')} loading={ocupado}>
              {ultima ? 'Aprovar' : 'Aprovar etapa'}
            </Button>
          </>
        ) : null}
        {p.status === 'Aprovado' || (p.status === 'EmAnalise' && ultima) ? (
          <Button color="teal" onClick={() => executar('Concluir')} disabled={ocupado}>
            Concluir
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
};
