import type { Fechamento } from '@jornada/contracts';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { fechamentoQueries, useReabrirFechamento } from './fechamento.queries.ts';
import { dataHora, nomeAlcance } from './fechamento-formato.ts';
import { mensagemDeErro } from './folha.api.ts';
import { nomeCompetencia } from './folha-formato.ts';

const MOTIVO_MINIMO = 5;

/** Reabrir pede o motivo (obrigatório, fica na auditoria). */
const ReabrirModal = ({ alvo, onClose }: { alvo: Fechamento | null; onClose: () => void }) => {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const reabrir = useReabrirFechamento();
  const fechar = () => {
    setMotivo('');
    setErro(null);
    reabrir.reset();
    onClose();
  };
  const enviar = () => {
    if (motivo.trim().length < MOTIVO_MINIMO) {
      setErro('Motivo da reabertura: informe ao menos 5 caracteres.');
      return;
    }
    if (alvo) reabrir.mutate({ id: alvo.id, motivo: motivo.trim() }, { onSuccess: fechar });
  };
  return (
    <Modal
      opened={alvo !== null}
      onClose={fechar}
      title={alvo ? `Reabrir ${nomeCompetencia(alvo)}` : 'Reabrir'}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Os dias voltam a aceitar tratamentos, ausências e aprovações. Ao fechar de novo, as
          diferenças vão para a competência seguinte.
        </Text>
        <Textarea
          label="Motivo da reabertura"
          required
          rows={3}
          maxLength={500}
          value={motivo}
          onChange={(e) => {
            setMotivo(e.currentTarget.value);
            setErro(null);
          }}
          error={erro}
        />
        {reabrir.isError ? (
          <Alert color="red" role="alert">
            {mensagemDeErro(reabrir.error, 'Não foi possível reabrir a competência.')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={fechar} disabled={reabrir.isPending}>
            Cancelar
          </Button>
          <Button color="red" onClick={enviar} loading={reabrir.isPending}>
            Reabrir competência
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** Histórico de fechamentos e reaberturas da competência, com a ação de reabrir. */
export const FechamentoHistorico = ({
  competencia,
}: {
  competencia: { ano: number; mes: number };
}) => {
  const [pagina, setPagina] = useState(1);
  const [alvo, setAlvo] = useState<Fechamento | null>(null);
  const historico = useQuery(fechamentoQueries.historico(competencia, pagina));
  if (historico.isError)
    return (
      <Alert color="red" role="alert" title="Histórico não carregado">
        {mensagemDeErro(historico.error, 'Não foi possível carregar o histórico de fechamentos.')}
      </Alert>
    );
  if (historico.isPending) return <LoadingState label="Carregando histórico…" />;
  const { items, total } = historico.data;
  if (items.length === 0)
    return (
      <EmptyState
        title="Nenhum fechamento"
        description={`${nomeCompetencia(competencia)} ainda não foi fechada.`}
      />
    );
  return (
    <Stack gap="sm">
      <TabelaRolavel rotulo="Histórico de fechamentos">
        <Table aria-label="Histórico de fechamentos" verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Alcance</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Colaboradores</Table.Th>
              <Table.Th>Fechamento</Table.Th>
              <Table.Th>Reabertura</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>{nomeAlcance(f)}</Table.Td>
                <Table.Td>
                  <Badge color={f.status === 'fechado' ? 'green' : 'gray'} variant="light">
                    {f.status === 'fechado' ? 'Fechado' : 'Reaberto'}
                  </Badge>
                  {f.diferencas > 0 ? (
                    <Text size="xs" c="dimmed">
                      {f.diferencas} diferença(s) para o mês seguinte
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{f.colaboradores}</Table.Td>
                <Table.Td>
                  {dataHora(f.fechadoEm)} por {f.fechadoPor}
                </Table.Td>
                <Table.Td>
                  {f.reabertoEm ? (
                    <>
                      {dataHora(f.reabertoEm)} por {f.reabertoPor}
                      <Text size="xs" c="dimmed">
                        Motivo: {f.motivoReabertura}
                      </Text>
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {f.status === 'fechado' ? (
                    <Button size="xs" variant="light" color="red" onClick={() => setAlvo(f)}>
                      Reabrir
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaRolavel>
      <Paginas
        total={Math.ceil(total / 10)}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas do histórico"
      />
      <ReabrirModal alvo={alvo} onClose={() => setAlvo(null)} />
    </Stack>
  );
};
