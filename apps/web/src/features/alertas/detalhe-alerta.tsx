import { Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { alertaQueries } from './alertas.queries.ts';
import {
  FALHA_LISTA,
  formatarData,
  formatarDataHora,
  NOME_TIPO,
  ROTULO_CANAL,
  ROTULO_ENTREGA,
  TITULO_ERRO,
} from './alertas-comum.ts';

/** Um alerta: a regra, a lei, quem recebeu e por quais canais, e quem o viu e quando. */
export const DetalheAlertaModal = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 600px)') ?? false;
  const consulta = useQuery({ ...alertaQueries.detalhe(id ?? 0), enabled: id !== null });
  const a = consulta.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={a?.titulo ?? 'Alerta'}
      size="60rem"
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
      ) : !a ? (
        <LoadingState label="Carregando o alerta…" />
      ) : (
        <Stack gap="md">
          <Badge variant="light">{NOME_TIPO[a.tipo]}</Badge>
          <Text>{a.descricao}</Text>
          <Text size="sm">
            <b>Pessoa:</b> {a.pessoaNome} · <b>Dia:</b> {formatarData(a.data)}
          </Text>
          <Text size="sm">
            <b>Regra:</b> {a.regra} · <b>Lei:</b> {a.lei}
          </Text>
          <TabelaRolavel rotulo="Entregas do alerta">
            <Table aria-label="Entregas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Destinatário</Table.Th>
                  <Table.Th>Canais</Table.Th>
                  <Table.Th>Push</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.entregas.map((e) => (
                  <Table.Tr key={e.usuarioNome}>
                    <Table.Td>{e.usuarioNome}</Table.Td>
                    <Table.Td>{e.canais.map((c) => ROTULO_CANAL[c]).join(', ')}</Table.Td>
                    <Table.Td>{ROTULO_ENTREGA[e.statusPush] ?? e.statusPush}</Table.Td>
                    <Table.Td>{ROTULO_ENTREGA[e.statusEmail] ?? e.statusEmail}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
          <Text fw={600}>Quem viu</Text>
          {a.leituras.length === 0 ? (
            <Text size="sm" c="dimmed">
              Ninguém viu este alerta ainda.
            </Text>
          ) : (
            <Stack component="ul" gap={2} aria-label="Leituras" style={{ margin: 0 }}>
              {a.leituras.map((l) => (
                <li key={`${l.usuarioNome}-${l.vistoEm}`}>
                  <Text size="sm">
                    {l.usuarioNome} em {formatarDataHora(l.vistoEm)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
};
