import { Badge, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { BancoForm } from './banco-form.tsx';
import { bancoHorasQueries } from './banco-horas.queries.ts';
import type { BancoHora } from './tipos.ts';

export const TAMANHO_PAGINA = 10;

/** Busca sem acento nem caixa: "acordo" acha "Acordo Individual". */
export const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export type BancosListaProps = { onAbrir: (banco: BancoHora) => void };

/** Os bancos da empresa: busca por nome, páginas de 10 e o cadastro de um novo. */
export const BancosLista = ({ onAbrir }: BancosListaProps) => {
  const bancos = useQuery(bancoHorasQueries.bancos());
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const [isNovo, setNovo] = useState(false);
  const filtrados = bancos.data?.filter((b) => normalizar(b.nome).includes(normalizar(busca)));
  const paginas = Math.max(1, Math.ceil((filtrados?.length ?? 0) / TAMANHO_PAGINA));
  const daPagina = filtrados?.slice((pagina - 1) * TAMANHO_PAGINA, pagina * TAMANHO_PAGINA);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Buscar banco"
          placeholder="Nome do banco"
          value={busca}
          onChange={(e) => {
            setBusca(e.currentTarget.value);
            setPagina(1);
          }}
          w={320}
        />
        <Button onClick={() => setNovo(true)}>Novo banco de horas</Button>
      </Group>
      <ListaComEstados
        query={bancos}
        items={daPagina}
        loadingLabel="Carregando bancos de horas…"
        errorState={{
          fallback: 'Não foi possível carregar os bancos de horas.',
          onRetry: () => void bancos.refetch(),
        }}
        emptyState={
          busca.trim()
            ? { title: 'Nenhum banco encontrado', description: `Nada com "${busca.trim()}".` }
            : {
                title: 'Nenhum banco de horas',
                description:
                  'Crie um banco com o acordo (regime, adicionais e faixas) e inclua os colaboradores.',
              }
        }
      >
        {(lista) => (
          <TabelaRolavel rotulo="Bancos de horas">
            <Table aria-label="Bancos de horas" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>{b.nome}</Table.Td>
                    <Table.Td>
                      <Badge color={b.ativo ? 'green' : 'gray'} variant="light">
                        {b.ativo ? 'Ativo' : 'Inativo'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={b.nome}
                        actions={[{ label: 'Abrir', variant: 'light', onClick: () => onAbrir(b) }]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas total={paginas} value={pagina} onChange={setPagina} rotulo="Páginas de bancos" />
      <SidePanel isOpen={isNovo} onClose={() => setNovo(false)} title="Novo banco de horas">
        {isNovo ? <BancoForm atual={null} onConcluir={() => setNovo(false)} /> : null}
      </SidePanel>
    </Stack>
  );
};
