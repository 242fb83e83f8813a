import { FUSOS_BRASIL, type RepRelogio } from '@jornada/contracts';
import { Button, Group, List, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { editarRelogio, relogiosQuery } from './importacao-afd.api.ts';

const emDataHora = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
const fusoLegivel = (fuso: string) => fuso.replace('America/', '').replace(/_/g, ' ');
const OPCOES_FUSO = FUSOS_BRASIL.map((f) => ({ value: f, label: fusoLegivel(f) }));

/** Painel de edição: nome do relógio e fuso das marcações sem fuso (1510/595). */
const EditarRelogio = ({ rep, onClose }: { rep: RepRelogio; onClose: () => void }) => {
  const [nome, setNome] = useState(rep.nome ?? '');
  const [fuso, setFuso] = useState<string | null>(rep.fuso);
  const [erro, setErro] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const salvar = useMutation({
    mutationFn: () =>
      editarRelogio(rep.id, {
        nome: nome.trim() || null,
        fuso: fuso as (typeof FUSOS_BRASIL)[number],
      }),
    onSuccess: () => {
      toast.sucesso('Relógio atualizado.');
      void queryClient.invalidateQueries({ queryKey: relogiosQuery().queryKey });
      onClose();
    },
    onError: (e) => toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível atualizar o relógio.'),
  });
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    evento.stopPropagation();
    if (nome.trim().length > 100) return setErro('Nome do relógio: até 100 caracteres.');
    if (!fuso) return setErro('Fuso horário: escolha o fuso do relógio.');
    setErro(null);
    salvar.mutate();
  };
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {rep.tipo} nº {rep.numero} · {rep.filial}
        </Text>
        <TextInput
          label="Nome do relógio"
          description="Ex.: Portaria da fábrica"
          value={nome}
          onChange={(e) => setNome(e.currentTarget.value)}
          error={erro?.startsWith('Nome') ? erro : null}
        />
        <Select
          label="Fuso horário"
          description="Vale para as marcações sem fuso (1510/595) das próximas importações."
          data={OPCOES_FUSO}
          value={fuso}
          onChange={setFuso}
          error={erro?.startsWith('Fuso') ? erro : null}
          allowDeselect={false}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const Importacoes = ({ rep }: { rep: RepRelogio }) =>
  rep.importacoes.length === 0 ? (
    <Text size="sm">Nenhuma importação gravou marcações deste relógio.</Text>
  ) : (
    <List size="sm">
      {rep.importacoes.map((i) => (
        <List.Item key={i.id}>
          {emDataHora(i.em)} · {i.nomeArquivo} · {i.autor}: {i.importadas} importada(s),{' '}
          {i.duplicadas} duplicada(s), {i.rejeitadas} rejeitada(s)
        </List.Item>
      ))}
    </List>
  );

/** Relógios REP-C/REP-A de cada filial, criados pela importação, com as importações de cada um. */
export const RelogiosAfd = () => {
  const relogios = useQuery(relogiosQuery());
  const [editando, setEditando] = useState<RepRelogio | null>(null);
  const [abertos, setAbertos] = useState<ReadonlySet<number>>(new Set());
  const alternar = (id: number) =>
    setAbertos((a) => {
      const novo = new Set(a);
      if (!novo.delete(id)) novo.add(id);
      return novo;
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Relógios cadastrados
      </Title>
      <ListaComEstados
        query={relogios}
        items={relogios.data}
        loadingLabel="Carregando relógios…"
        errorState={{ fallback: 'Não foi possível carregar os relógios.' }}
        emptyState={{
          title: 'Nenhum relógio cadastrado',
          description: 'O relógio é cadastrado na primeira importação que grava marcações dele.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Relógios cadastrados">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Relógio</Table.Th>
                  <Table.Th>Filial</Table.Th>
                  <Table.Th>Leiaute</Table.Th>
                  <Table.Th>Fabricante / modelo</Table.Th>
                  <Table.Th>Fuso</Table.Th>
                  <Table.Th>Importações</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.flatMap((r) => [
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      {r.nome ?? 'Sem nome'}
                      <Text size="xs" c="dimmed">
                        {r.tipo} nº {r.numero}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.filial}</Table.Td>
                    <Table.Td>{r.leiaute ?? 'Não informado'}</Table.Td>
                    <Table.Td>
                      {[r.fabricante, r.modelo].filter(Boolean).join(' / ') || 'Não informado'}
                    </Table.Td>
                    <Table.Td>{fusoLegivel(r.fuso)}</Table.Td>
                    <Table.Td>{r.importacoes.length}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => alternar(r.id)}
                          aria-expanded={abertos.has(r.id)}
                          aria-label={`Importações do relógio ${r.numero}`}
                        >
                          Importações
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => setEditando(r)}
                          aria-label={`Editar o relógio ${r.numero}`}
                        >
                          Editar
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>,
                  abertos.has(r.id) ? (
                    <Table.Tr key={`${r.id}-importacoes`}>
                      <Table.Td colSpan={7}>
                        <Importacoes rep={r} />
                      </Table.Td>
                    </Table.Tr>
                  ) : null,
                ])}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <SidePanel isOpen={!!editando} title="Editar relógio" onClose={() => setEditando(null)}>
        {editando ? (
          <EditarRelogio key={editando.id} rep={editando} onClose={() => setEditando(null)} />
        ) : null}
      </SidePanel>
    </Stack>
  );
};
