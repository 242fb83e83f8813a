import type { CercaDto, FilialCercaDto, FormaCercaDto, ModoCerca } from '@jornada/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { excluirCerca, salvarCerca, salvarConfigCerca } from './cerca-virtual.api.ts';
import { cercaKeys, cercaQueries } from './cerca-virtual.queries.ts';
import { ExcecoesCerca } from './excecoes-cerca.tsx';
import { FormularioCerca, lerNumero } from './formulario-cerca.tsx';
import { MapaCerca } from './mapa-cerca.tsx';

/** A fila de revisão só carrega (com o seletor de datas) quando a aba é aberta. */
const FilaForaDaCerca = lazy(async () => ({
  default: (await import('./fila-fora-da-cerca.tsx')).FilaForaDaCerca,
}));

const MODOS: { value: ModoCerca; label: string }[] = [
  { value: 'aceitar', label: 'Aceitar e marcar "fora da cerca" para revisão' },
  { value: 'recusar', label: 'Recusar a marcação fora da cerca' },
];

const mensagemDe = (erro: unknown) =>
  isErroApi(erro) ? erro.mensagem : 'Não foi possível concluir o pedido.';

const detalhe = (f: FormaCercaDto) =>
  f.tipo === 'circulo'
    ? `Círculo, raio de ${f.raioMetros} m`
    : `Polígono, ${f.vertices.length} vértices`;

const ConfiguracaoFilial = ({ filial }: { filial: FilialCercaDto }) => {
  const queryClient = useQueryClient();
  const [modo, setModo] = useState<ModoCerca>(filial.modo);
  const [tolerancia, setTolerancia] = useState(String(filial.toleranciaMetros));
  const [erro, setErro] = useState<string | null>(null);
  const salvar = useMutation({
    mutationFn: (toleranciaMetros: number) =>
      salvarConfigCerca(filial.filialId, { modo, toleranciaMetros }),
    onSuccess: () => toast.sucesso('Configuração salva.'),
    onError: (e) => toast.erro(mensagemDe(e)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cercaKeys.filiais }),
  });
  const handleSalvar = () => {
    const t = lerNumero(tolerancia);
    if (t === null || !Number.isInteger(t) || t < 0 || t > 5000) {
      setErro('Tolerância: informe metros inteiros de 0 a 5000.');
      return;
    }
    setErro(null);
    salvar.mutate(t);
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={`Modo da filial ${filial.filialNome}`}
        data={MODOS}
        value={modo}
        onChange={(v) => v && setModo(v as ModoCerca)}
        allowDeselect={false}
        w={340}
      />
      <TextInput
        label="Tolerância (metros)"
        inputMode="numeric"
        value={tolerancia}
        onChange={(e) => setTolerancia(e.currentTarget.value)}
        error={erro}
        w={160}
      />
      <Button variant="light" onClick={handleSalvar} loading={salvar.isPending}>
        Salvar configuração
      </Button>
    </Group>
  );
};

type Edicao = { filialId: number; cerca: CercaDto | null };

const CartaoFilial = ({
  filial,
  onEditar,
  onExcluir,
}: {
  filial: FilialCercaDto;
  onEditar: (e: Edicao) => void;
  onExcluir: (c: CercaDto) => void;
}) => (
  <Card withBorder padding="md">
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {filial.filialNome}
        </Title>
        <Badge variant="light" color={filial.cercas.length ? 'green' : 'gray'}>
          {filial.cercas.length ? `${filial.cercas.length} cerca(s)` : 'sem cerca'}
        </Badge>
      </Group>
      <ConfiguracaoFilial key={`${filial.modo}-${filial.toleranciaMetros}`} filial={filial} />
      {filial.cercas.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sem cerca, a marcação pelo celular e pelo navegador não é limitada nesta filial.
        </Text>
      ) : (
        <>
          <TabelaRolavel rotulo={`Cercas da filial ${filial.filialNome}`}>
            <Table aria-label={`Cercas da filial ${filial.filialNome}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Forma</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {filial.cercas.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.nome}</Table.Td>
                    <Table.Td>{detalhe(c.forma)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={`Editar cerca ${c.nome}`}
                          onClick={() => onEditar({ filialId: filial.filialId, cerca: c })}
                        >
                          Editar
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Excluir cerca ${c.nome}`}
                          onClick={() => onExcluir(c)}
                        >
                          Excluir
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
          <MapaCerca
            cercas={filial.cercas.map((c) => c.forma)}
            rotulo={`Mapa das cercas da filial ${filial.filialNome}`}
          />
        </>
      )}
      <Group>
        <Button
          variant="light"
          onClick={() => onEditar({ filialId: filial.filialId, cerca: null })}
        >
          Nova cerca em {filial.filialNome}
        </Button>
      </Group>
    </Stack>
  </Card>
);

/** Cercas virtuais por filial (#/dashboard/admin/cercas-virtuais): cercas, modo, tolerância e exceções. */
export const CercasVirtuaisPage = () => {
  const queryClient = useQueryClient();
  const filiais = useQuery(cercaQueries.filiais());
  const [edicao, setEdicao] = useState<Edicao | null>(null);
  const [aExcluir, setAExcluir] = useState<CercaDto | null>(null);
  const invalidar = () => queryClient.invalidateQueries({ queryKey: cercaKeys.filiais });

  const salvar = useMutation({
    mutationFn: ({ nome, forma }: { nome: string; forma: FormaCercaDto }) =>
      salvarCerca(edicao?.cerca?.id ?? null, { filialId: edicao?.filialId ?? 0, nome, forma }),
    onSuccess: () => {
      toast.sucesso(edicao?.cerca ? 'Cerca virtual alterada.' : 'Cerca virtual criada.');
      setEdicao(null);
    },
    onError: (e) => toast.erro(mensagemDe(e)),
    onSettled: invalidar,
  });
  const excluir = useMutation({
    mutationFn: (id: number) => excluirCerca(id),
    onSuccess: () => {
      toast.sucesso('Cerca virtual excluída.');
      setAExcluir(null);
    },
    onError: (e) => toast.erro(mensagemDe(e)),
    onSettled: invalidar,
  });

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        Cercas virtuais
      </Title>
      <Text size="sm" c="dimmed">
        Limite a marcação pelo celular e pelo navegador ao local de trabalho. O quiosque da filial
        não é afetado. A tolerância soma-se à cerca; a precisão informada pelo GPS conta até 100 m.
      </Text>
      <Tabs defaultValue="cercas" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="cercas">Cercas e exceções</Tabs.Tab>
          <Tabs.Tab value="fora">Fora da cerca (revisão)</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cercas" pt="md">
          <Stack gap="lg">
            {filiais.isPending ? <LoadingState label="Carregando filiais…" /> : null}
            {filiais.isError ? (
              <ErrorState
                error={filiais.error}
                fallback="Não foi possível carregar as cercas."
                onRetry={() => void filiais.refetch()}
              />
            ) : null}
            {filiais.data?.length === 0 ? <EmptyState title="Nenhuma filial cadastrada" /> : null}
            {filiais.data?.map((f) => (
              <CartaoFilial
                key={f.filialId}
                filial={f}
                onEditar={setEdicao}
                onExcluir={setAExcluir}
              />
            ))}
            <ExcecoesCerca />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="fora" pt="md">
          <Suspense fallback={<LoadingState label="Carregando…" />}>
            <FilaForaDaCerca />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <SidePanel
        isOpen={edicao !== null}
        title={edicao?.cerca ? 'Editar cerca' : 'Nova cerca'}
        onClose={() => setEdicao(null)}
      >
        {edicao ? (
          <FormularioCerca
            key={edicao.cerca?.id ?? 'nova'}
            cerca={edicao.cerca}
            isSalvando={salvar.isPending}
            onSalvar={(d) => salvar.mutate(d)}
            onCancelar={() => setEdicao(null)}
          />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={aExcluir !== null}
        title="Excluir cerca"
        message={`Excluir a cerca ${aExcluir?.nome ?? ''}? As marcações já gravadas não mudam.`}
        acceptLabel="Excluir"
        isLoading={excluir.isPending}
        onAccept={() => aExcluir && excluir.mutate(aExcluir.id)}
        onDeny={() => setAExcluir(null)}
      />
    </Stack>
  );
};
