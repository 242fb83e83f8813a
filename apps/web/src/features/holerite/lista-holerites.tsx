import type { Holerite, ImportacaoFiltro } from '@jornada/contracts';
import { Badge, Button, Checkbox, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { anosCompetencia, formatarCompetencia, OPCOES_MESES } from '../../lib/competencia.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { baixarHolerite, excluirHolerite, excluirHolerites } from './holerite.api.ts';
import { holeriteKeys, holeriteQueries } from './holerite.queries.ts';
import { FALHA_DOWNLOAD, FALHA_LISTA, formatarCpf } from './holerite-comum.ts';

const TAMANHO_PAGINA = 25;
const SITUACOES = [
  { value: 'rascunho', label: 'Rascunho' },
  { value: 'publicada', label: 'Publicado' },
];

export type ListaHoleritesProps = { onAbrirPrevia: (loteId: number) => void };

type Exclusao = { ids: number[]; descricao: string } | null;

/** Holerites importados: filtros, página, download e exclusão de um ou de um grupo. */
export const ListaHolerites = ({ onAbrirPrevia }: ListaHoleritesProps) => {
  const queryClient = useQueryClient();
  const tipos = useQuery(holeriteQueries.tipos());
  const [tipo, setTipo] = useState<string | null>(null);
  const [mes, setMes] = useState<string | null>(null);
  const [ano, setAno] = useState<string | null>(null);
  const [situacao, setSituacao] = useState<string | null>(null);
  const [pagina, setPagina] = useState(1);
  const [marcados, setMarcados] = useState<number[]>([]);
  const [exclusao, setExclusao] = useState<Exclusao>(null);
  const filtro: ImportacaoFiltro = {
    pageNumber: pagina,
    pageSize: TAMANHO_PAGINA,
    ...(tipo ? { holeriteTipoId: Number(tipo) } : {}),
    ...(mes && ano ? { competencia: `${ano}-${mes}` } : {}),
    ...(situacao === 'rascunho' || situacao === 'publicada' ? { situacao } : {}),
  };
  const lista = useQuery(holeriteQueries.lista(filtro));
  const excluir = useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1 ? excluirHolerite(ids[0]!) : excluirHolerites(ids),
    onSuccess: (n) => {
      toast.sucesso(n === 1 ? 'Holerite excluído.' : `${n} holerites excluídos.`);
      setMarcados([]);
      setExclusao(null);
      void queryClient.invalidateQueries({ queryKey: holeriteKeys.todos });
    },
    onError: (e) => {
      setExclusao(null);
      toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível excluir.');
    },
  });
  const filtrar = (definir: (v: string | null) => void) => (v: string | null) => {
    definir(v);
    setPagina(1);
    setMarcados([]);
  };
  const alternar = (id: number) =>
    setMarcados((m) => (m.includes(id) ? m.filter((x) => x !== id) : [...m, id]));
  const baixar = (h: Holerite) => baixarHolerite(h).catch(() => toast.erro(FALHA_DOWNLOAD));
  const paginas = Math.ceil((lista.data?.total ?? 0) / TAMANHO_PAGINA);

  return (
    <Stack gap="sm" component="section" aria-label="Holerites importados">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Holerites importados
        </Title>
        <Button
          color="red"
          variant="light"
          disabled={marcados.length === 0}
          onClick={() =>
            setExclusao({
              ids: marcados,
              descricao: `os ${marcados.length} holerites selecionados`,
            })
          }
        >
          Excluir selecionados
        </Button>
      </Group>
      <Group grow align="flex-end">
        <Select
          label="Filtrar por tipo"
          placeholder="Todos"
          data={(tipos.data ?? []).map((t) => ({ value: String(t.id), label: t.nome }))}
          value={tipo}
          onChange={filtrar(setTipo)}
          clearable
        />
        <Select
          label="Mês"
          placeholder="Todos"
          data={OPCOES_MESES}
          value={mes}
          onChange={filtrar(setMes)}
          clearable
        />
        <Select
          label="Ano"
          placeholder="Todos"
          data={anosCompetencia(new Date())}
          value={ano}
          onChange={filtrar(setAno)}
          clearable
        />
        <Select
          label="Situação"
          placeholder="Todas"
          data={SITUACOES}
          value={situacao}
          onChange={filtrar(setSituacao)}
          clearable
        />
      </Group>
      {mes && !ano ? (
        <Text size="sm" c="dimmed">
          Escolha também o ano para filtrar pela competência.
        </Text>
      ) : null}
      <ListaComEstados
        query={lista}
        items={lista.data?.itens}
        loadingLabel="Carregando holerites…"
        errorState={{ fallback: FALHA_LISTA, onRetry: () => void lista.refetch() }}
        emptyState={{
          title: 'Nenhum holerite encontrado',
          description: 'Importe o arquivo da folha ou mude os filtros.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Holerites importados">
            <Table striped aria-label="Holerites importados">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Selecionar</Table.Th>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>CPF</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Competência</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((h) => {
                  const descricao = `${h.nome} — ${h.tipo} ${formatarCompetencia(h.competencia)}`;
                  return (
                    <Table.Tr key={h.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Selecionar ${descricao}`}
                          checked={marcados.includes(h.id)}
                          onChange={() => alternar(h.id)}
                        />
                      </Table.Td>
                      <Table.Td>{h.nome}</Table.Td>
                      <Table.Td>{formatarCpf(h.cpf)}</Table.Td>
                      <Table.Td>{h.tipo}</Table.Td>
                      <Table.Td>{formatarCompetencia(h.competencia)}</Table.Td>
                      <Table.Td>
                        <Badge color={h.situacao === 'publicada' ? 'green' : 'yellow'}>
                          {h.situacao === 'publicada' ? 'Publicado' : 'Rascunho'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Baixar ${descricao}`}
                            onClick={() => void baixar(h)}
                          >
                            Baixar
                          </Button>
                          {h.situacao === 'rascunho' ? (
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={`Ver prévia de ${descricao}`}
                              onClick={() => onAbrirPrevia(h.loteId)}
                            >
                              Ver prévia
                            </Button>
                          ) : null}
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={`Excluir ${descricao}`}
                            onClick={() =>
                              setExclusao({ ids: [h.id], descricao: `o holerite de ${descricao}` })
                            }
                          >
                            Excluir
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas total={paginas} value={pagina} onChange={setPagina} rotulo="Páginas de holerites" />
      <ConfirmModal
        isOpen={exclusao !== null}
        title="Excluir holerites"
        message={`Deseja excluir ${exclusao?.descricao ?? ''}? O colaborador deixará de vê-lo.`}
        acceptLabel="Excluir"
        isLoading={excluir.isPending}
        onAccept={() => exclusao && excluir.mutate(exclusao.ids)}
        onDeny={() => setExclusao(null)}
      />
    </Stack>
  );
};
