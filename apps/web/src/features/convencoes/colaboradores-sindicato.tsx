import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { ColaboradorSindicato } from './convencoes.api.ts';
import { convencoesQueries, useDefinirSindicato } from './convencoes.queries.ts';

/** A busca de pessoas vai ao servidor a partir de 3 letras (spec §9). */
const MINIMO_BUSCA = 3;

const mensagem = (e: unknown, padrao: string) => (e instanceof ErroApi ? e.mensagem : padrao);

type Sindicato = { id: number; nome: string };

/** Escolhe uma pessoa pelo nome e a liga ao sindicato (saindo do sindicato anterior, se houver). */
const IncluirColaborador = ({ sindicato }: { sindicato: Sindicato }) => {
  const definir = useDefinirSindicato();
  const [busca, setBusca] = useState('');
  const [termo] = useDebouncedValue(busca.trim(), 300);
  const pessoas = useQuery(convencoesQueries.pessoas(termo.length >= MINIMO_BUSCA ? termo : ''));
  const [escolhida, setEscolhida] = useState<{ id: string; nome: string } | null>(null);
  // Homônimos se distinguem pelo detalhe (cargo e departamento), como na busca do espelho.
  const opcoes = new Map(
    (pessoas.data ?? []).map((p) => [
      String(p.id),
      p.detalhe ? `${p.nome} — ${p.detalhe}` : p.nome,
    ]),
  );
  const nomes = new Map((pessoas.data ?? []).map((p) => [String(p.id), p.nome]));
  if (escolhida) opcoes.set(escolhida.id, opcoes.get(escolhida.id) ?? escolhida.nome);
  const [erro, setErro] = useState<string | null>(null);

  const incluir = () => {
    if (!escolhida) {
      setErro('Colaborador: escolha a pessoa.');
      return;
    }
    setErro(null);
    definir.mutate(
      { usuarioId: Number(escolhida.id), sindicatoId: sindicato.id },
      {
        onSuccess: () => {
          toast.sucesso(
            `${escolhida.nome} agora é do sindicato ${sindicato.nome}: a convenção dele vale no espelho.`,
          );
          setEscolhida(null);
          setBusca('');
        },
        onError: (e) => toast.erro(mensagem(e, 'Não foi possível incluir o colaborador.')),
      },
    );
  };

  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="Colaborador"
        description="Digite ao menos 3 letras do nome. Quem já é de outro sindicato passa para este."
        placeholder="Buscar pessoa"
        searchable
        data={[...opcoes].map(([value, label]) => ({ value, label }))}
        value={escolhida?.id ?? null}
        onChange={(id) =>
          setEscolhida(id ? { id, nome: nomes.get(id) ?? escolhida?.nome ?? '' } : null)
        }
        searchValue={busca}
        onSearchChange={setBusca}
        nothingFoundMessage={pessoas.isFetching ? 'Buscando…' : 'Ninguém encontrado'}
        error={erro}
        style={{ flex: 1 }}
      />
      <Button onClick={incluir} loading={definir.isPending}>
        Incluir no sindicato
      </Button>
    </Group>
  );
};

/** Quem é do sindicato (e por isso recebe a convenção dele), incluir e retirar pessoas. */
export const ColaboradoresSindicato = ({ sindicato }: { sindicato: Sindicato }) => {
  const lista = useQuery(convencoesQueries.colaboradores(sindicato.id));
  const definir = useDefinirSindicato();
  const [aRetirar, setARetirar] = useState<ColaboradorSindicato | null>(null);

  const retirar = () => {
    if (!aRetirar) return;
    definir.mutate(
      { usuarioId: aRetirar.usuarioId, sindicatoId: null },
      {
        onSuccess: () => toast.sucesso(`${aRetirar.nome} saiu do sindicato ${sindicato.nome}.`),
        onError: (e) => toast.erro(mensagem(e, 'Não foi possível retirar o colaborador.')),
        onSettled: () => setARetirar(null),
      },
    );
  };

  return (
    <Stack gap="sm">
      <IncluirColaborador sindicato={sindicato} />
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando colaboradores…"
        errorState={{
          fallback: 'Não foi possível carregar os colaboradores.',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Ninguém neste sindicato',
          description: 'Inclua colaboradores pelo campo acima para aplicar a convenção a eles.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo={`Colaboradores de ${sindicato.nome}`}>
            <Table aria-label={`Colaboradores de ${sindicato.nome}`} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((c) => (
                  <Table.Tr key={c.usuarioId}>
                    <Table.Td>
                      <Text size="sm">{c.nome}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Retirar ${c.nome} do sindicato`}
                        onClick={() => setARetirar(c)}
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
      <ConfirmModal
        isOpen={aRetirar !== null}
        title="Retirar do sindicato"
        message={
          aRetirar
            ? `Retirar ${aRetirar.nome} do sindicato ${sindicato.nome}? A convenção deixa de valer no espelho dele(a).`
            : ''
        }
        acceptLabel="Retirar"
        isLoading={definir.isPending}
        onAccept={retirar}
        onDeny={() => setARetirar(null)}
      />
    </Stack>
  );
};
