import type { StatusEntrega } from '@jornada/contracts';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { HistoricoPessoaModal } from './historico-pessoa.tsx';
import { baixarAnexo, baixarRelatorio } from './mensagens.api.ts';
import { mensagemQueries } from './mensagens.queries.ts';
import {
  COR_LEITURA,
  COR_STATUS,
  FALHA_DOWNLOAD,
  FALHA_LISTA,
  formatarDataHora,
  LARGURA_TELEFONE,
  ROTULO_STATUS,
  situacaoLeitura,
  TITULO_ERRO,
} from './mensagens-comum.ts';

const Status = ({ s }: { s: StatusEntrega | null }) =>
  s ? (
    <Badge color={COR_STATUS[s]} variant="light">
      {ROTULO_STATUS[s]}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );

export type DetalheMensagemProps = { id: number | null; onClose: () => void };

/** Uma mensagem enviada: texto, e a entrega e a leitura de cada pessoa; relatório CSV. */
export const DetalheMensagemModal = ({ id, onClose }: DetalheMensagemProps) => {
  const isPhone = useMediaQuery(`(max-width: ${LARGURA_TELEFONE}px)`) ?? false;
  const consulta = useQuery({ ...mensagemQueries.enviada(id ?? 0), enabled: id !== null });
  const m = consulta.data;
  const [pessoa, setPessoa] = useState<{ id: number; nome: string } | null>(null);
  const baixar = (acao: Promise<void>) =>
    void acao.catch(() => toast.erro(FALHA_DOWNLOAD, { title: TITULO_ERRO }));
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={m?.titulo ?? 'Mensagem'}
      size="80rem"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar detalhe' }}
    >
      {consulta.isError ? (
        <ErrorState
          error={consulta.error}
          fallback={FALHA_LISTA}
          title={TITULO_ERRO}
          onRetry={() => void consulta.refetch()}
        />
      ) : !m ? (
        <LoadingState label="Carregando a mensagem…" />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enviada por {m.remetenteNome} em {formatarDataHora(m.enviadaEm)} · {m.destinatarios}{' '}
            {m.destinatarios === 1 ? 'pessoa' : 'pessoas'} · {m.lidas} lidas
            {m.exigirConfirmacao ? ` · ${m.confirmadas} confirmadas` : ''}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.texto}</Text>
          <Group gap="xs">
            <Button variant="light" onClick={() => baixar(baixarRelatorio(m.id))}>
              Baixar relatório de leitura (CSV)
            </Button>
            {m.anexoNome ? (
              <Button variant="default" onClick={() => baixar(baixarAnexo(m.id, m.anexoNome))}>
                Baixar anexo ({m.anexoNome})
              </Button>
            ) : null}
            <Button variant="subtle" onClick={() => void consulta.refetch()}>
              Atualizar
            </Button>
          </Group>
          <TabelaRolavel rotulo="Destinatários">
            <Table striped aria-label="Destinatários">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Pessoa</Table.Th>
                  <Table.Th>Leitura</Table.Th>
                  <Table.Th>Lida em</Table.Th>
                  <Table.Th>Confirmada em</Table.Th>
                  <Table.Th>App</Table.Th>
                  <Table.Th>Push</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  {m.canais.sms ? <Table.Th>SMS</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {m.pessoas.map((p) => (
                  <Table.Tr key={p.usuarioId}>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        px={0}
                        onClick={() => setPessoa({ id: p.usuarioId, nome: p.nome })}
                        aria-label={`Histórico de mensagens de ${p.nome}`}
                      >
                        {p.nome}
                      </Button>
                      <Text size="xs" c="dimmed">
                        {p.departamento ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={COR_LEITURA[situacaoLeitura(p)]} variant="light">
                        {situacaoLeitura(p)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatarDataHora(p.lidaEm)}</Table.Td>
                    <Table.Td>{formatarDataHora(p.confirmadaEm)}</Table.Td>
                    <Table.Td>
                      <Status s={p.canalApp} />
                    </Table.Td>
                    <Table.Td>
                      <Status s={p.canalPush} />
                    </Table.Td>
                    <Table.Td>
                      <Status s={p.canalEmail} />
                    </Table.Td>
                    {m.canais.sms ? (
                      <Table.Td>
                        <Status s={p.canalSms} />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        </Stack>
      )}
      <HistoricoPessoaModal pessoa={pessoa} onClose={() => setPessoa(null)} />
    </Modal>
  );
};
