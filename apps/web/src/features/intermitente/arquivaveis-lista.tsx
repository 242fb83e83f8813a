import { Badge, Button, Group, SegmentedControl, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { FALHA_CHAMADA, mensagemDe } from './intermitente-comum.ts';

export type Arquivavel = { id: number; nome: string; detalhe: string; arquivado: boolean };

export type ArquivaveisListaProps<S extends string> = {
  /** 'grupo' ou 'contratante': entra nos textos ('Arquivar grupo'). */
  oque: string;
  status: { value: S; label: string }[];
  statusAtual: S;
  onStatus: (s: S) => void;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  itens: Arquivavel[] | undefined;
  colunaDetalhe: string;
  isGravando: boolean;
  onArquivar: (p: { id: number; arquivar: boolean }) => Promise<unknown>;
  /** Rótulo e ação do botão de inclusão ('Novo grupo'). */
  novo: { label: string; onClick: () => void };
  onEditar: (id: number) => void;
};

/** Lista por situação com arquivar/desarquivar confirmados (grupos e contratantes). */
export const ArquivaveisLista = <S extends string>({
  oque,
  status,
  statusAtual,
  onStatus,
  query,
  itens,
  colunaDetalhe,
  isGravando,
  onArquivar,
  novo,
  onEditar,
}: ArquivaveisListaProps<S>) => {
  const [alvo, setAlvo] = useState<Arquivavel | null>(null);
  const acao = alvo?.arquivado ? 'Desarquivar' : 'Arquivar';

  const confirmar = async () => {
    if (!alvo) return;
    try {
      await onArquivar({ id: alvo.id, arquivar: !alvo.arquivado });
      toast.sucesso(
        `${oque.charAt(0).toUpperCase()}${oque.slice(1)} ${alvo.arquivado ? 'desarquivado' : 'arquivado'}.`,
      );
    } catch (e) {
      toast.erro(mensagemDe(e));
    } finally {
      setAlvo(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          aria-label={`Situação: ${oque}`}
          data={status}
          value={statusAtual}
          onChange={(v) => onStatus(v as S)}
        />
        <Button onClick={novo.onClick}>{novo.label}</Button>
      </Group>
      <ListaComEstados
        query={query}
        items={itens}
        loadingLabel="Carregando…"
        errorState={{ fallback: FALHA_CHAMADA, onRetry: () => query.refetch() }}
        emptyState={{ title: 'Nada nesta situação' }}
      >
        {(lista) => (
          <TabelaRolavel rotulo={oque}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>{colunaDetalhe}</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>{i.nome}</Table.Td>
                    <Table.Td>{i.detalhe}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={i.arquivado ? 'gray' : 'green'}>
                        {i.arquivado ? 'Arquivado' : 'Ativo'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Editar ${i.nome}`}
                          onClick={() => onEditar(i.id)}
                        >
                          Editar
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={`${i.arquivado ? 'Desarquivar' : 'Arquivar'} ${i.nome}`}
                          onClick={() => setAlvo(i)}
                        >
                          {i.arquivado ? 'Desarquivar' : 'Arquivar'}
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
      <ConfirmModal
        isOpen={alvo !== null}
        title={`${acao} ${oque}`}
        message={`${acao} "${alvo?.nome ?? ''}"?`}
        acceptLabel={acao}
        isLoading={isGravando}
        onAccept={confirmar}
        onDeny={() => setAlvo(null)}
      />
    </Stack>
  );
};
