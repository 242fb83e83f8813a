import {
  type AcaoDivergencia,
  type Ocorrencia,
  ROTULO_ACAO_DIVERGENCIA,
  type TratativaDivergencia,
} from '@jornada/contracts';
import { Badge, Button, Group, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { aplicarAcaoDivergencia, desfazerTratativa } from './divergencias.api.ts';
import { reprocessamentoKeys } from './reprocessamento.queries.ts';

const erroDe = (e: unknown) =>
  e instanceof ErroApi ? e.mensagem : 'Não foi possível registrar a tratativa.';

const TITULO: Record<AcaoDivergencia, string> = {
  solicitarTratamento: 'Solicitar tratamento',
  justificar: 'Justificar',
  ignorar: 'Ignorar',
};
const AJUDA: Record<AcaoDivergencia, string> = {
  solicitarTratamento:
    'Cada pessoa recebe um aviso no app para revisar as marcações do dia. O motivo é opcional.',
  justificar:
    'Registra a explicação do dia. Marcações ímpares justificadas não impedem o fechamento do mês; o cálculo do dia não muda.',
  ignorar:
    'O dia deixa de impedir o fechamento do mês; o cálculo do dia não muda. Informe o motivo.',
};

const useInvalidarOcorrencias = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reprocessamentoKeys.todos });
};

/** Barra de ações em lote sobre os dias selecionados, com o modal do motivo. */
export const AcoesEmLote = ({
  selecionadas,
  onConcluir,
}: {
  selecionadas: Ocorrencia[];
  onConcluir: () => void;
}) => {
  const [acao, setAcao] = useState<AcaoDivergencia | null>(null);
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const invalidar = useInvalidarOcorrencias();
  const aplicar = useMutation({
    mutationFn: aplicarAcaoDivergencia,
    onSuccess: async (r) => {
      toast.sucesso(
        `${r?.aplicadas ?? 0} dia(s): ${ROTULO_ACAO_DIVERGENCIA[acao!].toLowerCase()}.`,
      );
      setAcao(null);
      setMotivo('');
      onConcluir();
      await invalidar();
    },
    onError: (e) => setErro(erroDe(e)),
  });
  const exigeMotivo = acao !== null && acao !== 'solicitarTratamento';
  const confirmar = () => {
    if (!acao) return;
    if (exigeMotivo && motivo.trim().length < 5) {
      setErro('Motivo: informe ao menos 5 caracteres.');
      return;
    }
    setErro(null);
    aplicar.mutate({
      acao,
      motivo: motivo.trim() || undefined,
      itens: selecionadas.map((o) => ({ usuarioId: o.usuarioId, data: o.data })),
    });
  };
  const abrir = (a: AcaoDivergencia) => {
    setAcao(a);
    setErro(null);
  };

  return (
    <>
      <Group gap="xs" role="toolbar" aria-label="Ações em lote">
        <Text size="sm" aria-live="polite">
          {selecionadas.length}{' '}
          {selecionadas.length === 1 ? 'dia selecionado' : 'dias selecionados'}
        </Text>
        {(['solicitarTratamento', 'justificar', 'ignorar'] as const).map((a) => (
          <Button
            key={a}
            size="xs"
            variant={a === 'ignorar' ? 'default' : 'light'}
            disabled={selecionadas.length === 0}
            onClick={() => abrir(a)}
          >
            {TITULO[a]}
          </Button>
        ))}
      </Group>
      <Modal
        opened={acao !== null}
        onClose={() => setAcao(null)}
        title={
          acao
            ? `${TITULO[acao]} (${selecionadas.length} ${selecionadas.length === 1 ? 'dia' : 'dias'})`
            : ''
        }
      >
        <Stack gap="sm">
          <Text size="sm">{acao ? AJUDA[acao] : ''}</Text>
          <Textarea
            label="Motivo"
            required={exigeMotivo}
            maxLength={500}
            minRows={3}
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            error={erro}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAcao(null)}>
              Cancelar
            </Button>
            <Button loading={aplicar.isPending} onClick={confirmar}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};

/** A tratativa vigente do dia, com quem, quando, o motivo e o "Desfazer". */
export const TratativaDoDia = ({
  tratativa,
  nome,
  data,
}: {
  tratativa: TratativaDivergencia;
  nome: string;
  data: string;
}) => {
  const invalidar = useInvalidarOcorrencias();
  const desfazer = useMutation({
    mutationFn: () => desfazerTratativa(tratativa.id),
    onSuccess: async () => {
      toast.sucesso('Tratativa desfeita: o dia voltou a estar aberto.');
      await invalidar();
    },
    onError: (e) => toast.erro(erroDe(e)),
  });
  const detalhe = [
    tratativa.por ? `por ${tratativa.por}` : null,
    `em ${formatarData(tratativa.em.slice(0, 10))}`,
    tratativa.motivo,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={detalhe} multiline w={260}>
        <Badge size="sm" color="teal" variant="light" tabIndex={0}>
          {ROTULO_ACAO_DIVERGENCIA[tratativa.acao]}
        </Badge>
      </Tooltip>
      <Button
        size="compact-xs"
        variant="subtle"
        loading={desfazer.isPending}
        onClick={() => desfazer.mutate()}
        aria-label={`Desfazer tratativa de ${nome} em ${formatarData(data)}`}
      >
        Desfazer
      </Button>
    </Group>
  );
};
