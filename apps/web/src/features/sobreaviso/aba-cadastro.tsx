import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import type { EmptyStateProps } from '../../components/ui/empty-state.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { HistoricoSobreavisoPainel } from './historico-sobreaviso.tsx';
import type { EntidadeSobreaviso } from './sobreaviso.api.ts';
import { FALHA, semMensagem } from './sobreaviso-formato.ts';

type Cadastro = { id: number; ativo: boolean };

type Painel<T> = { modo: 'novo' } | { modo: 'editar'; item: T } | { modo: 'historico'; item: T };

export type AbaCadastroProps<T extends Cadastro> = {
  titulo: string;
  explicacao: ReactNode;
  /** Largura máxima da explicação, quando ela é longa. */
  larguraExplicacao?: number;
  /** "Novo motivo": o botão e o título do painel de inclusão. */
  rotuloNovo: string;
  /** "Alterar motivo": o título do painel de alteração. */
  rotuloAlterar: string;
  busca: { rotulo: string; descricao?: string; valor: string; onMudar: (texto: string) => void };
  lista: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  /** Os itens a mostrar (já filtrados pela busca, se ela é local). */
  itens: readonly T[] | undefined;
  carregando: string;
  vazia: EmptyStateProps;
  /** Nome da tabela (e da área rolável) para leitores de tela. */
  rotuloTabela: string;
  /** As colunas antes de Situação e Ações, e as células de cada item nelas. */
  colunas: readonly string[];
  celulas: (item: T) => ReactNode;
  /** Situação de um item ativo e de um inativo ("Ativo", "Inativo"). */
  situacao: readonly [ativo: string, inativo: string];
  nome: (item: T) => string;
  historico: {
    entidade: EntidadeSobreaviso;
    resumir: (dados: Record<string, unknown>) => string;
    /** Como o histórico chama o item ("a escala de Maria"); sem isso, o nome. */
    nome?: (item: T) => string;
    /** O título do painel ("Histórico da escala de Maria"); sem isso, "Histórico de <nome>". */
    titulo?: (item: T) => string;
  };
  /** Nomes acessíveis de Alterar e Histórico; sem isso, a ação e o nome do item. */
  rotulosAcoes?: (item: T) => { alterar: string; historico: string };
  /** Controles entre o título e a busca (ex.: ver a lista ou o calendário). */
  controles?: ReactNode;
  /** Outra vista no lugar da busca e da lista (ex.: o calendário do mês). */
  outraVista?: ReactNode;
  formulario: (item: T | null, onConcluir: () => void) => ReactNode;
};

/**
 * Uma aba de cadastro do RH: título e botão de inclusão, busca, a lista (com carregando, falha e
 * vazia) e, no painel lateral, o formulário de inclusão ou alteração ou o histórico do item.
 */
export const AbaCadastro = <T extends Cadastro>(p: AbaCadastroProps<T>) => {
  const [painel, setPainel] = useState<Painel<T> | null>(null);
  const fechar = () => setPainel(null);
  const nomeNoHistorico = p.historico.nome ?? p.nome;
  const tituloHistorico = p.historico.titulo ?? ((item: T) => `Histórico de ${p.nome(item)}`);
  const titulo =
    painel?.modo === 'historico'
      ? tituloHistorico(painel.item)
      : painel?.modo === 'editar'
        ? p.rotuloAlterar
        : p.rotuloNovo;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            {p.titulo}
          </Title>
          <Text size="sm" c="dimmed" maw={p.larguraExplicacao}>
            {p.explicacao}
          </Text>
        </div>
        <Button onClick={() => setPainel({ modo: 'novo' })}>{p.rotuloNovo}</Button>
      </Group>
      {p.controles}
      {p.outraVista ?? (
        <>
          <TextInput
            label={p.busca.rotulo}
            description={p.busca.descricao}
            value={p.busca.valor}
            onChange={(e) => p.busca.onMudar(e.currentTarget.value)}
            maw={320}
          />
          <ListaComEstados
            query={semMensagem(p.lista)}
            items={p.itens}
            loadingLabel={p.carregando}
            errorState={{ fallback: FALHA.carregar, onRetry: () => void p.lista.refetch() }}
            emptyState={p.vazia}
          >
            {(itens) => (
              <TabelaRolavel rotulo={p.rotuloTabela}>
                <Table aria-label={p.rotuloTabela} striped verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      {[...p.colunas, 'Situação', 'Ações'].map((coluna) => (
                        <Table.Th key={coluna}>{coluna}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {itens.map((item) => (
                      <Table.Tr key={item.id}>
                        {p.celulas(item)}
                        <Table.Td>
                          <Badge color={item.ativo ? 'green' : 'gray'} variant="light">
                            {item.ativo ? p.situacao[0] : p.situacao[1]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <RowActions
                            itemName={p.nome(item)}
                            actions={[
                              {
                                label: 'Alterar',
                                ...(p.rotulosAcoes
                                  ? { ariaLabel: p.rotulosAcoes(item).alterar }
                                  : {}),
                                onClick: () => setPainel({ modo: 'editar', item }),
                              },
                              {
                                label: 'Histórico',
                                ...(p.rotulosAcoes
                                  ? { ariaLabel: p.rotulosAcoes(item).historico }
                                  : {}),
                                onClick: () => setPainel({ modo: 'historico', item }),
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
        </>
      )}
      <SidePanel isOpen={painel !== null} onClose={fechar} title={titulo}>
        {painel?.modo === 'historico' ? (
          <HistoricoSobreavisoPainel
            entidade={p.historico.entidade}
            id={painel.item.id}
            nome={nomeNoHistorico(painel.item)}
            resumir={p.historico.resumir}
          />
        ) : painel ? (
          <Fragment key={painel.modo === 'editar' ? painel.item.id : 'novo'}>
            {p.formulario(painel.modo === 'editar' ? painel.item : null, fechar)}
          </Fragment>
        ) : null}
      </SidePanel>
    </Stack>
  );
};
