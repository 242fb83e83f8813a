import type { ImportacaoPrevia } from '@jornada/contracts';
import { Alert, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatarCompetencia } from '../../lib/competencia.ts';
import { holeriteQueries } from './holerite.queries.ts';

/** Intervalo da consulta do andamento enquanto a divisão está na fila ou processando. */
const INTERVALO_MS = 1000;

export const isDivisaoEmAndamento = (p: ImportacaoPrevia) =>
  p.processamento === 'na_fila' || p.processamento === 'processando';

const rotulo = (p: ImportacaoPrevia) => {
  if (p.processamento === 'na_fila') return 'Na fila: a divisão começa em instantes.';
  const feitas = p.paginasProcessadas.toLocaleString('pt-BR');
  const total = p.paginas.toLocaleString('pt-BR');
  if (p.paginas === 0) return 'Processando: abrindo o arquivo…';
  return p.etapa === 'montagem'
    ? `Montando o holerite de cada colaborador: ${feitas} de ${total} páginas`
    : `Lendo as páginas: ${feitas} de ${total}`;
};

/** Percentual da barra: metade para a leitura das páginas, metade para a montagem dos PDFs. */
const percentual = (p: ImportacaoPrevia) => {
  if (p.paginas === 0) return 0;
  const daEtapa = Math.min(1, p.paginasProcessadas / p.paginas);
  return Math.floor((p.etapa === 'montagem' ? 50 : 0) + daEtapa * 50);
};

export type ProgressoDivisaoProps = {
  previa: ImportacaoPrevia;
  /** Chamado com a importação quando a divisão termina (concluída ou com falha). */
  onTerminar: (previa: ImportacaoPrevia) => void;
};

/**
 * Andamento da divisão do arquivo na fila de jobs: consulta a importação a cada segundo e mostra a
 * barra de progresso (páginas feitas de quantas); terminada, devolve a prévia à página.
 */
export const ProgressoDivisao = ({ previa, onTerminar }: ProgressoDivisaoProps) => {
  const lote = useQuery({
    ...holeriteQueries.lote(previa.loteId),
    refetchInterval: (q) =>
      q.state.data && !isDivisaoEmAndamento(q.state.data) ? false : INTERVALO_MS,
  });
  const atual = lote.data ?? previa;
  useEffect(() => {
    if (lote.data && !isDivisaoEmAndamento(lote.data)) onTerminar(lote.data);
  }, [lote.data, onTerminar]);
  const valor = percentual(atual);
  return (
    <Stack gap="sm" component="section" aria-label="Divisão do arquivo">
      <Title order={2} size="h4">
        Dividindo o arquivo
      </Title>
      <Text size="sm">
        {atual.nomeArquivo} · {atual.tipo} · {formatarCompetencia(atual.competencia)}
      </Text>
      <Text size="sm" id={`progresso-holerite-${atual.loteId}`} role="status">
        {rotulo(atual)} ({valor}%)
      </Text>
      <Progress value={valor} animated aria-labelledby={`progresso-holerite-${atual.loteId}`} />
      <Text size="xs" c="dimmed">
        Você pode sair desta página: a divisão continua no servidor e, quando terminar, os holerites
        aparecem na lista como rascunho.
      </Text>
      {lote.isError ? (
        <Alert color="yellow" role="alert">
          Não foi possível consultar o andamento agora; tentando de novo.
        </Alert>
      ) : null}
    </Stack>
  );
};
