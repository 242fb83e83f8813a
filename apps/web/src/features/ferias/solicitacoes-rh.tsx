import type { Solicitacao, StatusSolicitacao, TipoSolicitacao } from '@jornada/contracts';
import { Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessao } from '../../app/session/session-store.ts';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { AnexoDoAviso } from './documentos-ferias.tsx';
import { useAlterarStatus } from './ferias.queries.ts';
import { feriasRhQueries } from './ferias-rh.queries.ts';
import {
  detalheDoPedido,
  FALHA_GENERICA,
  intervalo,
  mensagemDoErro,
  nomeDoPedido,
  quantosDias,
  ROTULO_STATUS,
  ROTULO_TIPO,
} from './formato.ts';
import { ReprovarModal } from './reprovar-modal.tsx';

const TODOS = 'Todos';
const POR_PAGINA = 25;
const TIPOS = [
  { value: TODOS, label: 'Todos' },
  { value: 'Ferias', label: 'Férias' },
  { value: 'Recesso', label: 'Recesso' },
  { value: 'DayOff', label: 'Day off' },
  { value: 'AvisoAusencia', label: 'Aviso de ausência' },
];
const SITUACOES = [
  { value: TODOS, label: 'Todas' },
  { value: 'Pendente', label: 'Pendentes' },
  { value: 'Aprovado', label: 'Aprovadas' },
  { value: 'Reprovado', label: 'Reprovadas' },
  { value: 'Cancelado', label: 'Canceladas' },
];

/**
 * Solicitações de todos os colaboradores para o RH: filtros por tipo, situação, período,
 * departamento e nome, paginadas no servidor; aprovar ou reprovar (com o motivo) daqui.
 */
export const SolicitacoesRh = () => {
  const eu = useSessao().usuario?.Id ?? 0;
  const [tipo, setTipo] = useState(TODOS);
  const [situacao, setSituacao] = useState('Pendente');
  const [departamento, setDepartamento] = useState(TODOS);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const [aprovando, setAprovando] = useState<Solicitacao | null>(null);
  const [reprovando, setReprovando] = useState<Solicitacao | null>(null);
  const departamentos = useQuery(feriasRhQueries.grupos('departamentos'));
  const erroPeriodo = inicio && fim && fim < inicio ? 'O fim não pode ser antes do início.' : null;
  const filtro = {
    tipo: tipo === TODOS ? undefined : (tipo as TipoSolicitacao),
    status: situacao === TODOS ? undefined : (situacao as StatusSolicitacao),
    departamentoId: departamento === TODOS ? undefined : Number(departamento),
    inicio: inicio ?? undefined,
    fim: erroPeriodo ? undefined : (fim ?? undefined),
    search: busca.trim() || undefined,
    pageNumber: pagina,
    pageSize: POR_PAGINA,
  };
  const lista = useQuery({
    ...feriasRhQueries.paginados(filtro),
    placeholderData: keepPreviousData,
  });
  const status = useAlterarStatus();
  const filtrar = (f: () => void) => {
    f();
    setPagina(1);
  };
  const decidir = (s: Solicitacao, novo: 'Aprovado' | 'Reprovado', motivo?: string) =>
    status.mutate(
      { lancamentoId: s.id, status: novo, motivo },
      {
        onSuccess: ({ mensagem }) => {
          setAprovando(null);
          setReprovando(null);
          toast.sucesso(mensagem ?? 'Pedido decidido.');
        },
        onError: (e) => toast.erro(mensagemDoErro(e)),
      },
    );

  return (
    <Stack gap="sm" component="section" aria-label="Solicitações de todos os colaboradores">
      <Group align="flex-end" gap="sm">
        <Select
          label="Tipo"
          data={TIPOS}
          value={tipo}
          allowDeselect={false}
          w={140}
          onChange={(v) => filtrar(() => setTipo(v ?? TODOS))}
        />
        <Select
          label="Situação"
          data={SITUACOES}
          value={situacao}
          allowDeselect={false}
          w={150}
          onChange={(v) => filtrar(() => setSituacao(v ?? TODOS))}
        />
        <Select
          label="Departamento"
          data={[
            { value: TODOS, label: 'Todos' },
            ...(departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nome })),
          ]}
          value={departamento}
          allowDeselect={false}
          searchable
          w={220}
          onChange={(v) => filtrar(() => setDepartamento(v ?? TODOS))}
        />
        <DatePickerPtBr label="De" value={inicio} onChange={(v) => filtrar(() => setInicio(v))} />
        <DatePickerPtBr
          label="Até"
          value={fim}
          error={erroPeriodo}
          onChange={(v) => filtrar(() => setFim(v))}
        />
        <TextInput
          label="Colaborador"
          placeholder="Nome"
          value={busca}
          w={200}
          onChange={(e) => {
            const v = e.currentTarget.value;
            filtrar(() => setBusca(v));
          }}
        />
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data?.items}
        loadingLabel="Carregando as solicitações…"
        errorState={{
          fallback: FALHA_GENERICA,
          title: 'Não foi possível carregar as solicitações',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma solicitação',
          description: 'Nenhuma solicitação neste filtro.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Solicitações">
            <Table striped aria-label="Solicitações" miw={1000}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Departamento</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Período</Table.Th>
                  <Table.Th>Detalhe</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Decisão</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((s) => {
                  const nome = `${nomeDoPedido(s)}, ${s.colaboradorNome}`;
                  const isDecidivel = s.status === 'Pendente' && s.usuarioId !== eu;
                  return (
                    <Table.Tr key={s.id}>
                      <Table.Td>{s.colaboradorNome}</Table.Td>
                      <Table.Td>{s.departamento ?? '—'}</Table.Td>
                      <Table.Td>{ROTULO_TIPO[s.tipo]}</Table.Td>
                      <Table.Td>
                        {intervalo(s.dataInicio, s.dataFim)} ({quantosDias(s.dias)})
                      </Table.Td>
                      <Table.Td>
                        {detalheDoPedido(s)}
                        <AnexoDoAviso pedido={s} />
                      </Table.Td>
                      <Table.Td>
                        <Badge color={ROTULO_STATUS[s.status].cor} variant="light">
                          {ROTULO_STATUS[s.status].rotulo}
                        </Badge>
                        {s.motivoDecisao ? <Text size="xs">Motivo: {s.motivoDecisao}</Text> : null}
                      </Table.Td>
                      <Table.Td>
                        {isDecidivel ? (
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="compact-sm"
                              color="green"
                              disabled={status.isPending}
                              aria-label={`Aprovar: ${nome}`}
                              onClick={() => setAprovando(s)}
                            >
                              Aprovar
                            </Button>
                            <Button
                              size="compact-sm"
                              color="red"
                              disabled={status.isPending}
                              aria-label={`Reprovar: ${nome}`}
                              onClick={() => setReprovando(s)}
                            >
                              Reprovar
                            </Button>
                          </Group>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      {lista.data ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {lista.data.total === 1 ? '1 solicitação' : `${lista.data.total} solicitações`}
          </Text>
          <Paginas
            total={Math.ceil(lista.data.total / POR_PAGINA)}
            value={pagina}
            onChange={setPagina}
            rotulo="Páginas das solicitações"
          />
        </Group>
      ) : null}
      <ConfirmModal
        isOpen={aprovando !== null}
        title="Aprovar pedido"
        message={
          aprovando
            ? `Aprovar ${nomeDoPedido(aprovando).toLowerCase()} de ${aprovando.colaboradorNome}?`
            : ''
        }
        acceptLabel="Aprovar"
        isLoading={status.isPending}
        onAccept={() => aprovando && decidir(aprovando, 'Aprovado')}
        onDeny={() => setAprovando(null)}
      />
      <ReprovarModal
        pedido={reprovando}
        isEnviando={status.isPending}
        onReprovar={(motivo) => reprovando && decidir(reprovando, 'Reprovado', motivo)}
        onFechar={() => setReprovando(null)}
      />
    </Stack>
  );
};
