import type { CadastroItem, MembroGrupo } from '@jornada/contracts';
import { Button, Divider, Group, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { TAMANHO_PAGINA } from './estrutura.api.ts';
import { estruturaQueries, useMembros } from './estrutura.queries.ts';

export type MembrosPainelProps = { grupo: CadastroItem; onFechar: () => void };

/** A busca de pessoas vai ao servidor a partir de 3 letras (spec §9). */
const MINIMO_BUSCA = 3;

const mensagem = (e: unknown, padrao: string) => (e instanceof ErroApi ? e.mensagem : padrao);

/** Escolhe pessoas ativas da empresa pelo nome e as inclui no grupo. */
const IncluirPessoas = ({ grupo }: { grupo: CadastroItem }) => {
  const { incluir } = useMembros();
  const [busca, setBusca] = useState('');
  const [termo] = useDebouncedValue(busca.trim(), 300);
  const pessoas = useQuery(estruturaQueries.pessoas(termo.length >= MINIMO_BUSCA ? termo : ''));
  const [escolhidas, setEscolhidas] = useState<Record<string, string>>({});
  // Escolhida uma pessoa, a lista fecha: o botão de incluir logo abaixo fica à vista.
  const [isAberta, setAberta] = useState(false);
  // As já escolhidas continuam nas opções mesmo quando a busca muda.
  const opcoes = new Map(Object.entries(escolhidas));
  for (const p of pessoas.data ?? []) opcoes.set(String(p.id), p.nome);

  const enviar = () =>
    incluir.mutate(
      { grupoId: grupo.id, usuarioIds: Object.keys(escolhidas).map(Number) },
      {
        onSuccess: () => {
          toast.sucesso(`Pessoas incluídas em ${grupo.nome}.`);
          setEscolhidas({});
          setBusca('');
        },
        onError: (e) => toast.erro(mensagem(e, 'Não foi possível incluir as pessoas.')),
      },
    );

  return (
    <Stack gap="xs">
      <MultiSelect
        label="Incluir pessoas"
        description="Digite ao menos 3 letras do nome para buscar."
        placeholder="Buscar pessoa"
        data={[...opcoes].map(([value, label]) => ({ value, label }))}
        value={Object.keys(escolhidas)}
        onChange={(ids) =>
          setEscolhidas(Object.fromEntries(ids.map((id) => [id, opcoes.get(id) ?? id])))
        }
        searchable
        dropdownOpened={isAberta}
        onDropdownOpen={() => setAberta(true)}
        onDropdownClose={() => setAberta(false)}
        onOptionSubmit={() => setAberta(false)}
        searchValue={busca}
        onSearchChange={setBusca}
        nothingFoundMessage={pessoas.isFetching ? 'Buscando…' : 'Ninguém encontrado'}
        disabled={!grupo.ativo}
      />
      <Group justify="flex-end">
        <Button
          onClick={enviar}
          loading={incluir.isPending}
          disabled={Object.keys(escolhidas).length === 0 || !grupo.ativo}
        >
          Incluir no grupo
        </Button>
      </Group>
    </Stack>
  );
};

/** Painel lateral do grupo: quem está nele (paginado, com busca), incluir e retirar pessoas. */
export const MembrosPainel = ({ grupo, onFechar }: MembrosPainelProps) => {
  const { retirar } = useMembros();
  const [busca, setBusca] = useState('');
  const [termo] = useDebouncedValue(busca.trim(), 300);
  const [pagina, setPagina] = useState(1);
  const lista = useQuery(estruturaQueries.membros(grupo.id, { pageNumber: pagina, search: termo }));
  const [aRetirar, setARetirar] = useState<MembroGrupo | null>(null);

  const confirmarRetirada = () => {
    if (!aRetirar) return;
    retirar.mutate(
      { grupoId: grupo.id, usuarioId: aRetirar.usuarioId },
      {
        onSuccess: () => toast.sucesso(`${aRetirar.nome} saiu de ${grupo.nome}.`),
        onError: (e) => toast.erro(mensagem(e, 'Não foi possível retirar a pessoa.')),
        onSettled: () => setARetirar(null),
      },
    );
  };

  return (
    <SidePanel isOpen title={`Membros de ${grupo.nome}`} onClose={onFechar}>
      <Stack gap="sm">
        {grupo.ativo ? (
          <IncluirPessoas grupo={grupo} />
        ) : (
          <Text size="sm" c="dimmed">
            Grupo arquivado: desarquive-o para alterar os membros.
          </Text>
        )}
        <Divider />
        <TextInput
          label="Buscar membro"
          value={busca}
          onChange={(e) => {
            setBusca(e.currentTarget.value);
            setPagina(1);
          }}
        />
        <ListaComEstados
          query={lista}
          items={lista.data?.items}
          loadingLabel="Carregando membros…"
          errorState={{
            fallback: 'Não foi possível carregar os membros.',
            onRetry: () => void lista.refetch(),
          }}
          emptyState={{
            title: termo ? 'Ninguém encontrado' : 'Grupo sem membros',
            description: termo ? 'Tente outro nome.' : 'Inclua pessoas pelo campo acima.',
          }}
        >
          {(membros) => (
            <TabelaRolavel rotulo={`Membros de ${grupo.nome}`}>
              <Table aria-label={`Membros de ${grupo.nome}`} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Pessoa</Table.Th>
                    <Table.Th>Ações</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {membros.map((m) => (
                    <Table.Tr key={m.usuarioId}>
                      <Table.Td>
                        <Text size="sm">{m.nome}</Text>
                        {m.detalhe ? (
                          <Text size="xs" c="dimmed">
                            {m.detalhe}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Retirar ${m.nome}`}
                          disabled={!grupo.ativo}
                          onClick={() => setARetirar(m)}
                        >
                          Retirar
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TabelaRolavel>
          )}
        </ListaComEstados>
        <Paginas
          total={Math.ceil((lista.data?.total ?? 0) / TAMANHO_PAGINA)}
          value={pagina}
          onChange={setPagina}
          rotulo="Páginas de membros"
        />
      </Stack>
      <ConfirmModal
        isOpen={aRetirar !== null}
        title="Retirar do grupo"
        message={`Retirar ${aRetirar?.nome ?? ''} de ${grupo.nome}?`}
        acceptLabel="Retirar"
        isLoading={retirar.isPending}
        onAccept={confirmarRetirada}
        onDeny={() => setARetirar(null)}
      />
    </SidePanel>
  );
};
