import type { RegraConvocacao, StatusRegraConvocacao } from '@jornada/contracts';
import { Button, Group, SegmentedControl, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { intermitenteQueries, useSalvarRegra } from './intermitente.queries.ts';
import { FALHA_CHAMADA, mensagemDe, reais } from './intermitente-comum.ts';
import { RegraForm } from './regra-form.tsx';

const STATUS: { value: StatusRegraConvocacao; label: string }[] = [
  { value: 'naoarquivadas', label: 'Não arquivadas' },
  { value: 'utilizadas', label: 'Utilizadas' },
  { value: 'arquivadas', label: 'Arquivadas' },
];

/** Regras de convocação por situação, com criação, edição e arquivamento (PUT arquivada). */
export const RegrasTab = () => {
  const [status, setStatus] = useState<StatusRegraConvocacao>('naoarquivadas');
  const [editando, setEditando] = useState<RegraConvocacao | 'nova' | null>(null);
  const [arquivando, setArquivando] = useState<RegraConvocacao | null>(null);
  const lista = useQuery(intermitenteQueries.regras(status));
  const salvar = useSalvarRegra();

  const confirmarArquivo = () => {
    if (!arquivando) return;
    const { id, nome, antecedencia, sabadoUtil, valorHora, verbas, arquivada } = arquivando;
    salvar.mutate(
      { id, nome, antecedencia, sabadoUtil, valorHora, verbas, arquivada: !arquivada },
      {
        onSuccess: () => toast.sucesso(arquivada ? 'Regra desarquivada.' : 'Regra arquivada.'),
        onError: (e) => toast.erro(mensagemDe(e)),
        onSettled: () => setArquivando(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Situação das regras"
          data={STATUS}
          value={status}
          onChange={(v) => setStatus(v as StatusRegraConvocacao)}
        />
        <Button onClick={() => setEditando('nova')}>Nova regra</Button>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando regras…"
        errorState={{ fallback: FALHA_CHAMADA, onRetry: () => lista.refetch() }}
        emptyState={{ title: 'Nenhuma regra nesta situação' }}
      >
        {(regras) => (
          <TabelaRolavel rotulo="Regras de convocação">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Antecedência</Table.Th>
                  <Table.Th>Valor da hora</Table.Th>
                  <Table.Th>Convocações</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {regras.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.nome}</Table.Td>
                    <Table.Td>
                      {r.antecedencia === '72h' ? '72 horas' : 'Três dias corridos'}
                    </Table.Td>
                    <Table.Td>{reais(r.valorHora)}</Table.Td>
                    <Table.Td>{r.convocacoes}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Editar ${r.nome}`}
                          onClick={() => setEditando(r)}
                        >
                          Editar
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={`${r.arquivada ? 'Desarquivar' : 'Arquivar'} ${r.nome}`}
                          onClick={() => setArquivando(r)}
                        >
                          {r.arquivada ? 'Desarquivar' : 'Arquivar'}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <SidePanel
        isOpen={editando !== null}
        title={editando === 'nova' ? 'Nova regra de convocação' : 'Editar regra de convocação'}
        onClose={() => setEditando(null)}
      >
        {editando !== null ? (
          <RegraForm
            regra={editando === 'nova' ? null : editando}
            onConcluir={() => setEditando(null)}
          />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={arquivando !== null}
        title={arquivando?.arquivada ? 'Desarquivar regra' : 'Arquivar regra'}
        message={`${arquivando?.arquivada ? 'Desarquivar' : 'Arquivar'} a regra "${arquivando?.nome ?? ''}"?`}
        isLoading={salvar.isPending}
        onAccept={confirmarArquivo}
        onDeny={() => setArquivando(null)}
      />
    </Stack>
  );
};
