import {
  type HistoricoPessoa,
  historicoPessoaRespostaSchema,
  type StatusEntrega,
} from '@jornada/contracts';
import { Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import {
  COR_LEITURA,
  COR_STATUS,
  formatarDataHora,
  ROTULO_STATUS,
  situacaoLeitura,
  TAMANHO_PAGINA,
  TITULO_ERRO,
} from './mensagens-comum.ts';

/** GET /pessoas/{id}/historico: o que a pessoa recebeu, com leitura e entrega por canal. */
const listHistorico = async (usuarioId: number, pageNumber: number): Promise<HistoricoPessoa> => {
  const r = historicoPessoaRespostaSchema.parse(
    await apiFetch('mensagens', `/pessoas/${usuarioId}/historico`, {
      query: { pageNumber, pageSize: TAMANHO_PAGINA },
    }),
  );
  if (!r.data) throw new Error('resposta sem dados');
  return r.data;
};

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

export type HistoricoPessoaProps = {
  pessoa: { id: number; nome: string } | null;
  onClose: () => void;
};

/**
 * Histórico de mensagens de uma pessoa (RH e gestor): cada mensagem que ela recebeu, da mais
 * nova, com a leitura e a situação em cada canal; 25 por página, paginadas no servidor.
 */
export const HistoricoPessoaModal = ({ pessoa, onClose }: HistoricoPessoaProps) => {
  const [pagina, setPagina] = useState(1);
  const consulta = useQuery({
    queryKey: ['mensagens', 'historico', pessoa?.id ?? 0, pagina],
    queryFn: () => listHistorico(pessoa!.id, pagina),
    enabled: pessoa !== null,
    placeholderData: keepPreviousData,
  });
  const h = consulta.data;
  return (
    <Modal
      opened={pessoa !== null}
      onClose={() => {
        setPagina(1);
        onClose();
      }}
      title={pessoa ? `Mensagens de ${pessoa.nome}` : 'Mensagens'}
      size="70rem"
      closeButtonProps={{ 'aria-label': 'Fechar histórico' }}
    >
      {consulta.isError ? (
        <ErrorState
          error={consulta.error}
          fallback="Não foi possível carregar o histórico de mensagens."
          title={TITULO_ERRO}
          onRetry={() => void consulta.refetch()}
        />
      ) : !h ? (
        <LoadingState label="Carregando o histórico…" />
      ) : h.total === 0 ? (
        <EmptyState
          title="Nenhuma mensagem"
          description="Esta pessoa ainda não recebeu mensagens que você possa ver."
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {h.total} {h.total === 1 ? 'mensagem' : 'mensagens'} · {h.naoLidas} não{' '}
            {h.naoLidas === 1 ? 'lida' : 'lidas'}
          </Text>
          <TabelaRolavel rotulo="Histórico de mensagens">
            <Table striped aria-label="Histórico de mensagens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Mensagem</Table.Th>
                  <Table.Th>Enviada em</Table.Th>
                  <Table.Th>Leitura</Table.Th>
                  <Table.Th>Lida em</Table.Th>
                  <Table.Th>App</Table.Th>
                  <Table.Th>Push</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>SMS</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {h.itens.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Text size="sm">{m.titulo}</Text>
                      <Text size="xs" c="dimmed">
                        de {m.remetenteNome}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatarDataHora(m.enviadaEm)}</Table.Td>
                    <Table.Td>
                      <Badge color={COR_LEITURA[situacaoLeitura(m)]} variant="light">
                        {situacaoLeitura(m)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatarDataHora(m.lidaEm)}</Table.Td>
                    <Table.Td>
                      <Status s={m.canalApp} />
                    </Table.Td>
                    <Table.Td>
                      <Status s={m.canalPush} />
                    </Table.Td>
                    <Table.Td>
                      <Status s={m.canalEmail} />
                    </Table.Td>
                    <Table.Td>
                      <Status s={m.canalSms} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
          <Paginas
            total={Math.max(1, Math.ceil(h.total / TAMANHO_PAGINA))}
            value={pagina}
            onChange={setPagina}
            rotulo="Páginas do histórico"
          />
        </Stack>
      )}
    </Modal>
  );
};
