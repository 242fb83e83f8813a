import type { Leiaute } from '@jornada/contracts';
import { MENSAGEM_ERRO_VERBAS } from '@jornada/contracts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { mensagemErroConfig } from './folha.api.ts';
import { folhaQueries, useGravarLeiaute } from './folha.queries.ts';
import { LeiauteDesigner } from './leiaute-designer.tsx';

type Edicao = { leiaute: Leiaute | null } | null;

const descreverTipo = (l: Leiaute) =>
  l.definicao.tipo === 'fixo' ? 'Largura fixa' : `Com separador “${l.definicao.separador ?? ''}”`;

/** Aba Leiautes: os leiautes próprios da empresa, com o designer e a prévia ao vivo. */
export const LeiautesTab = () => {
  const leiautes = useQuery(folhaQueries.leiautes());
  const { excluir } = useGravarLeiaute();
  const [edicao, setEdicao] = useState<Edicao>(null);
  const [aExcluir, setAExcluir] = useState<Leiaute | null>(null);

  if (edicao)
    return (
      <LeiauteDesigner
        key={edicao.leiaute?.id ?? 'novo'}
        leiaute={edicao.leiaute}
        onConcluir={() => setEdicao(null)}
      />
    );

  const confirmarExclusao = () => {
    if (!aExcluir) return;
    excluir.mutate(aExcluir.id, {
      onSuccess: (l) => {
        toast.sucesso(`Leiaute ${l.nome} excluído.`);
        setAExcluir(null);
      },
      onError: (erro) => toast.erro(mensagemErroConfig(erro)),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Monte o arquivo no formato que o seu sistema de folha importa, quando nenhum pronto
          servir.
        </Text>
        <Button onClick={() => setEdicao({ leiaute: null })}>Novo leiaute</Button>
      </Group>
      <ListaComEstados
        query={leiautes}
        items={leiautes.data?.personalizados}
        loadingLabel="Carregando leiautes…"
        errorState={{ fallback: MENSAGEM_ERRO_VERBAS, onRetry: () => void leiautes.refetch() }}
        emptyState={{
          title: 'Nenhum leiaute da empresa',
          description: 'Os leiautes prontos dos sistemas de folha já estão na exportação.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Leiautes da empresa">
            <Table aria-label="Leiautes da empresa" verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Campos</Table.Th>
                  <Table.Th>Arquivo</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td fw={600}>{l.nome}</Table.Td>
                    <Table.Td>{descreverTipo(l)}</Table.Td>
                    <Table.Td>{l.definicao.campos.length}</Table.Td>
                    <Table.Td>{l.extensao.toUpperCase()}</Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={l.nome}
                        actions={[
                          { label: 'Alterar', onClick: () => setEdicao({ leiaute: l }) },
                          {
                            label: 'Excluir',
                            color: 'red',
                            variant: 'light',
                            onClick: () => setAExcluir(l),
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
      <ConfirmModal
        isOpen={aExcluir !== null}
        title="Excluir leiaute"
        message={`O leiaute ${aExcluir?.nome ?? ''} deixa de aparecer na exportação.`}
        acceptLabel="Excluir"
        isLoading={excluir.isPending}
        onAccept={confirmarExclusao}
        onDeny={() => setAExcluir(null)}
      />
    </Stack>
  );
};
