import { Badge, Button, Checkbox, Group, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { bancoHorasQueries, useMutacoesBancoHoras } from './banco-horas.queries.ts';
import { CiclosLoteForm, NovoCicloForm } from './ciclo-forms.tsx';
import { useFalha } from './falha.tsx';
import { FechamentoPainel } from './fechamento-painel.tsx';
import type { Ciclo } from './tipos.ts';

type Painel = { modo: 'novo' } | { modo: 'lote' } | { modo: 'fechamento'; ciclo: Ciclo };

const periodo = (c: Ciclo) => `${formatarData(c.inicio)} a ${formatarData(c.fim)}`;

const titulo = (p: Painel | null) => {
  if (p?.modo === 'novo') return 'Novo ciclo';
  if (p?.modo === 'lote') return 'Criar próximos ciclos';
  if (p?.modo === 'fechamento') return `Fechamento do ciclo de ${periodo(p.ciclo)}`;
  return '';
};

/** Ciclos do banco: criação (um ou os próximos), ativação em lote e fechamento. */
export const CiclosTab = ({ bancoHoraId }: { bancoHoraId: number }) => {
  const ciclos = useQuery(bancoHorasQueries.ciclos(bancoHoraId));
  const { definirCiclosAtivos } = useMutacoesBancoHoras();
  const falha = useFalha();
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const [emLote, setEmLote] = useState<boolean | null>(null);
  const [painel, setPainel] = useState<Painel | null>(null);
  const fechar = () => setPainel(null);
  const alternar = (id: number) =>
    setSelecionados((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const aplicarLote = () => {
    if (emLote === null) return;
    const ativo = emLote;
    definirCiclosAtivos.mutate(
      { ids: selecionados, ativo },
      {
        onSuccess: (r) => {
          toast.sucesso(`${r.length} ciclo(s) ${ativo ? 'ativado(s)' : 'inativado(s)'}.`);
          setSelecionados([]);
          setEmLote(null);
        },
        onError: (e) => {
          setEmLote(null);
          falha.mostrar(e, 'Não foi possível alterar os ciclos.');
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            variant="light"
            disabled={selecionados.length === 0}
            onClick={() => setEmLote(true)}
          >
            Ativar selecionados
          </Button>
          <Button
            variant="light"
            color="orange"
            disabled={selecionados.length === 0}
            onClick={() => setEmLote(false)}
          >
            Inativar selecionados
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => setPainel({ modo: 'lote' })}>
            Criar próximos ciclos
          </Button>
          <Button onClick={() => setPainel({ modo: 'novo' })}>Novo ciclo</Button>
        </Group>
      </Group>
      <ListaComEstados
        query={ciclos}
        items={ciclos.data}
        loadingLabel="Carregando ciclos…"
        errorState={{
          fallback: 'Não foi possível carregar os ciclos.',
          onRetry: () => void ciclos.refetch(),
        }}
        emptyState={{
          title: 'Nenhum ciclo',
          description: 'Crie o primeiro ciclo ou os próximos pelo calendário do regime.',
        }}
      >
        {(lista) => (
          <TabelaRolavel rotulo="Ciclos">
            <Table aria-label="Ciclos" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Seleção</Table.Th>
                  <Table.Th>Período</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Selecionar ciclo de ${periodo(c)}`}
                        checked={selecionados.includes(c.id)}
                        onChange={() => alternar(c.id)}
                      />
                    </Table.Td>
                    <Table.Td>{periodo(c)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge color={c.status === 'fechado' ? 'gray' : 'blue'} variant="light">
                          {c.status === 'fechado' ? 'Fechado' : 'Aberto'}
                        </Badge>
                        {c.ativo ? null : (
                          <Badge color="orange" variant="light">
                            Inativo
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={`ciclo de ${periodo(c)}`}
                        actions={[
                          {
                            label: 'Fechamento',
                            ariaLabel: `Fechamento do ciclo de ${periodo(c)}`,
                            variant: 'light',
                            onClick: () => setPainel({ modo: 'fechamento', ciclo: c }),
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <SidePanel isOpen={painel !== null} onClose={fechar} title={titulo(painel)}>
        {painel?.modo === 'novo' ? (
          <NovoCicloForm bancoHoraId={bancoHoraId} onConcluir={fechar} />
        ) : painel?.modo === 'lote' ? (
          <CiclosLoteForm bancoHoraId={bancoHoraId} onConcluir={fechar} />
        ) : painel?.modo === 'fechamento' ? (
          <FechamentoPainel key={painel.ciclo.id} ciclo={painel.ciclo} />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={emLote !== null}
        title={emLote ? 'Ativar ciclos' : 'Inativar ciclos'}
        message={
          emLote
            ? `Ativar ${selecionados.length} ciclo(s) selecionado(s)?`
            : `Inativar ${selecionados.length} ciclo(s) selecionado(s)? Ciclo inativo não fecha.`
        }
        acceptLabel={emLote ? 'Ativar' : 'Inativar'}
        isLoading={definirCiclosAtivos.isPending}
        onAccept={aplicarLote}
        onDeny={() => setEmLote(null)}
      />
      {falha.modal}
    </Stack>
  );
};
