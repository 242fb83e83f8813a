import type { ConvocacaoWire, Convocado } from '@jornada/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { DescumprimentoBotao } from './descumprimento-botao.tsx';
import { intermitenteQueries, useInterromperConvocacao } from './intermitente.queries.ts';
import { dataHora, FALHA_CHAMADA, mensagemDe, periodo, reais } from './intermitente-comum.ts';
import { ReciboPeriodo } from './recibo-periodo.tsx';

type PessoasProps = {
  titulo: string;
  pessoas: Convocado[];
  /** Ação ao lado de cada pessoa (ex.: registrar o não comparecimento de quem aceitou). */
  acao?: (p: Convocado) => ReactNode;
};

const Pessoas = ({ titulo, pessoas, acao }: PessoasProps) => (
  <section aria-label={titulo}>
    <Title order={3} size="h5">
      {titulo} ({pessoas.length})
    </Title>
    {pessoas.length === 0 ? (
      <Text size="sm" c="dimmed">
        Ninguém.
      </Text>
    ) : (
      <List size="sm">
        {pessoas.map((p) => (
          <List.Item key={p.usuarioId}>
            {p.nome}
            {p.situacao === 'recusa-presumida' ? ' — sem resposta no prazo' : ''}
            {p.situacao === 'aguardando' ? ` — prazo até ${dataHora(p.prazoResposta)}` : ''}
            {p.multa
              ? ` — multa de ${reais(p.multa.valor)} até ${formatarData(p.multa.prazo)}${p.multa.devidaPor === 'empregado' ? ', devida pelo convocado (não compareceu)' : ''}`
              : ''}
            {acao?.(p)}
          </List.Item>
        ))}
      </List>
    )}
  </section>
);

export type ConvocacaoResumoProps = { convocacao: ConvocacaoWire };

/**
 * Resumo de uma convocação (aceitaram, recusaram, sem resposta, interrompida) e a interrupção
 * com motivo; quem já aceitou recebe a multa de 50 % (art. 452-A §4º), que aparece aqui.
 */
export const ConvocacaoResumo = ({ convocacao: c }: ConvocacaoResumoProps) => {
  const resumo = useQuery(intermitenteQueries.resumo(c.id));
  const motivos = useQuery(intermitenteQueries.motivos());
  const interromper = useInterromperConvocacao();
  const [motivoId, setMotivoId] = useState<string | null>(null);
  const [observacao, setObservacao] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);
  const [isConfirmando, setConfirmando] = useState(false);
  const canInterromper = !c.interrompido && c.status !== 'encerradas';
  // Depois do início há horas no espelho (recibo) e pode haver não comparecimento.
  const iniciada = c.status !== 'ativas';

  const pedir = () => {
    if (!motivoId) return setErroMotivo('Escolha o motivo da interrupção.');
    setErroMotivo(null);
    setConfirmando(true);
  };
  const confirmar = () =>
    interromper.mutate(
      { convocacaoId: c.id, motivoId: Number(motivoId), observacao: observacao.trim() || null },
      {
        onSuccess: (r) => {
          const multa = r.convocados.reduce((s, x) => s + (x.multa?.valor ?? 0), 0);
          toast.sucesso(
            multa > 0
              ? `Convocação interrompida. Multa total devida: ${reais(multa)}.`
              : 'Convocação interrompida.',
          );
          setConfirmando(false);
        },
        onError: (erro) => {
          toast.erro(mensagemDe(erro));
          setConfirmando(false);
        },
      },
    );

  return (
    <Stack gap="sm">
      <Text fw={600}>{c.contratante}</Text>
      <Text size="sm">
        {periodo(c.dataInicio, c.dataFim)}, das {c.horaEntrada} às {c.horaSaida} ·{' '}
        {reais(c.valorHora)}/h · enviada em {dataHora(c.enviadaEm)}
      </Text>
      {resumo.isError ? (
        <ErrorState error={resumo.error} fallback={FALHA_CHAMADA} />
      ) : resumo.isPending ? (
        <LoadingState label="Carregando resumo…" />
      ) : (
        <>
          {resumo.data.interrompido ? (
            <Alert color="gray" title="Interrompida">
              {resumo.data.interrupcao
                ? `${dataHora(resumo.data.interrupcao.em)} — ${resumo.data.interrupcao.motivo}${resumo.data.interrupcao.observacao ? ` (${resumo.data.interrupcao.observacao})` : ''}`
                : 'Convocação interrompida.'}
            </Alert>
          ) : null}
          <Pessoas
            titulo="Aceitaram"
            pessoas={resumo.data.colaboraresAcitaram}
            acao={(p) =>
              iniciada && !c.interrompido && !p.multa ? (
                <DescumprimentoBotao convocacaoId={c.id} pessoa={p} />
              ) : null
            }
          />
          <Pessoas titulo="Recusaram" pessoas={resumo.data.colaboraresRecusaram} />
          <Pessoas titulo="Sem resposta" pessoas={resumo.data.semResposta} />
        </>
      )}
      {iniciada ? <ReciboPeriodo convocacaoId={c.id} mostrarNome /> : null}
      {canInterromper ? (
        <Stack gap="xs" mt="md">
          <Title order={3} size="h5">
            Interromper convocação
          </Title>
          <Text size="sm" c="dimmed">
            Quem já aceitou recebe multa de 50 % da remuneração prevista (
            {reais(c.remuneracaoPrevista)}), paga em até 30 dias.
          </Text>
          <Select
            label="Motivo da interrupção"
            data={(motivos.data ?? [])
              .filter((m) => m.ativo)
              .map((m) => ({ value: String(m.id), label: m.descricao }))}
            value={motivoId}
            onChange={setMotivoId}
            error={erroMotivo}
          />
          <Textarea
            label="Observação"
            maxLength={500}
            value={observacao}
            onChange={(e) => setObservacao(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={pedir}>
              Interromper
            </Button>
          </Group>
        </Stack>
      ) : (
        <Badge variant="light" color="gray">
          {c.interrompido ? 'Interrompida' : 'Encerrada'}
        </Badge>
      )}
      <ConfirmModal
        isOpen={isConfirmando}
        title="Interromper convocação"
        message="A interrupção não pode ser desfeita e gera multa para quem já aceitou. Confirmar?"
        acceptLabel="Interromper"
        isLoading={interromper.isPending}
        onAccept={confirmar}
        onDeny={() => setConfirmando(false)}
      />
    </Stack>
  );
};
