import type { Solicitacao, StatusSolicitacao, TipoSolicitacao } from '@jornada/contracts';
import { Badge, Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessao } from '../../app/session/session-store.ts';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { ResultadoDoLotePainel, useDecisaoEmLote } from './decisao-em-lote.tsx';
import { AnexoDoAviso } from './documentos-ferias.tsx';
import { lancamentoQueries } from './ferias.queries.ts';
import {
  detalheDoPedido,
  FALHA_GENERICA,
  intervalo,
  quantosDias,
  ROTULO_STATUS,
  ROTULO_TIPO,
} from './formato.ts';
import { ReprovarModal } from './reprovar-modal.tsx';

const TIPOS = [
  { value: 'Todos', label: 'Todos' },
  { value: 'Ferias', label: 'Férias' },
  { value: 'Recesso', label: 'Recesso' },
  { value: 'DayOff', label: 'Day off' },
  { value: 'AvisoAusencia', label: 'Aviso de ausência' },
];
const SITUACOES = [
  { value: 'Pendente', label: 'Pendentes' },
  { value: 'Aprovado', label: 'Aprovados' },
  { value: 'Reprovado', label: 'Reprovados' },
  { value: 'Cancelado', label: 'Cancelados' },
];
const TODOS = 'Todos';
const QUATRO_OLHOS = 'Aguardando decisão de outra pessoa';

/**
 * Pedidos de férias, recesso e day off da equipe (#/dashboard/gestor/aprovacoes): filtrar por
 * tipo, colaborador e situação, aprovar ou reprovar (com o motivo) um ou vários de uma vez. No
 * lote, cada pedido passa pelas próprias regras e a própria transação: o resultado mostra o que
 * passou e o que falhou, com o motivo. Quem pediu não decide o próprio pedido (quatro olhos): a
 * API recusa, e a linha já diz isso.
 */
export const AprovacoesLancamentos = () => {
  const eu = useSessao().usuario?.Id ?? 0;
  const [tipo, setTipo] = useState(TODOS);
  const [colaborador, setColaborador] = useState(TODOS);
  const [situacao, setSituacao] = useState<StatusSolicitacao>('Pendente');
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const [aprovando, setAprovando] = useState<Solicitacao[] | null>(null);
  const [reprovando, setReprovando] = useState<Solicitacao[] | null>(null);
  const tipoFiltro = tipo === TODOS ? undefined : (tipo as TipoSolicitacao);
  const filtro = {
    tipo: tipoFiltro,
    status: situacao,
    usuarioId: colaborador === TODOS ? undefined : Number(colaborador),
  };
  const lista = useQuery(lancamentoQueries.caixa(filtro));
  const porFuncionario = useQuery(lancamentoQueries.porFuncionario({ tipo: tipoFiltro }));
  const lote = useDecisaoEmLote();
  const isDecidivel = (s: Solicitacao) => s.status === 'Pendente' && s.usuarioId !== eu;
  const decidiveis = (lista.data ?? []).filter(isDecidivel);
  const escolhidos = decidiveis.filter((s) => selecionados.includes(s.id));

  /** Aprovar ou reprovar (um ou vários): cada pedido pelas próprias regras, na própria transação. */
  const decidir = async (
    pedidos: Solicitacao[],
    decisao: 'Aprovado' | 'Reprovado',
    motivo?: string,
  ) => {
    await lote.decidir(pedidos, decisao, motivo);
    setAprovando(null);
    setReprovando(null);
    setSelecionados([]);
  };
  const alternar = (id: number, isMarcado: boolean) =>
    setSelecionados((atuais) => (isMarcado ? [...atuais, id] : atuais.filter((x) => x !== id)));

  return (
    <Stack gap="sm" component="section" aria-label="Pedidos de férias, recesso e day off">
      <Group align="flex-end" gap="sm">
        <Select
          label="Tipo de pedido"
          data={TIPOS}
          value={tipo}
          allowDeselect={false}
          onChange={(v) => {
            setTipo(v ?? TODOS);
            setSelecionados([]);
          }}
          w={160}
        />
        <Select
          label="Colaborador"
          data={[
            { value: TODOS, label: 'Todos' },
            ...(porFuncionario.data ?? []).map((f) => ({
              value: String(f.usuarioId),
              label: `${f.nome} (${f.pendentes} ${f.pendentes === 1 ? 'pendente' : 'pendentes'})`,
            })),
          ]}
          value={colaborador}
          onChange={(v) => {
            setColaborador(v ?? TODOS);
            setSelecionados([]);
          }}
          allowDeselect={false}
          searchable
          w={260}
        />
        <Select
          label="Situação do pedido"
          data={SITUACOES}
          value={situacao}
          allowDeselect={false}
          onChange={(v) => {
            setSituacao((v as StatusSolicitacao | null) ?? 'Pendente');
            setSelecionados([]);
          }}
          w={160}
        />
        {situacao === 'Pendente' ? (
          <Group gap="xs">
            <Button
              disabled={escolhidos.length === 0 || lote.isDecidindo}
              onClick={() => setAprovando(escolhidos)}
            >
              Aprovar selecionados ({escolhidos.length})
            </Button>
            <Button
              color="red"
              variant="light"
              disabled={escolhidos.length === 0 || lote.isDecidindo}
              onClick={() => setReprovando(escolhidos)}
            >
              Reprovar selecionados ({escolhidos.length})
            </Button>
          </Group>
        ) : null}
      </Group>
      {lote.resultado ? (
        <ResultadoDoLotePainel resultado={lote.resultado} onFechar={lote.fecharResultado} />
      ) : null}
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando os pedidos…"
        errorState={{
          fallback: FALHA_GENERICA,
          title: 'Não foi possível carregar os pedidos',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Nenhum pedido aqui',
          description:
            situacao === 'Pendente'
              ? 'Não há pedidos de férias, recesso ou day off aguardando a sua decisão.'
              : 'Nenhum pedido neste filtro.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Pedidos da equipe">
            <Table striped aria-label="Pedidos da equipe" miw={960}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    {situacao === 'Pendente' ? (
                      <Checkbox
                        aria-label="Selecionar todos"
                        checked={decidiveis.length > 0 && escolhidos.length === decidiveis.length}
                        indeterminate={
                          escolhidos.length > 0 && escolhidos.length < decidiveis.length
                        }
                        onChange={(e) =>
                          setSelecionados(
                            e.currentTarget.checked ? decidiveis.map((s) => s.id) : [],
                          )
                        }
                      />
                    ) : null}
                  </Table.Th>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Período</Table.Th>
                  <Table.Th>Detalhe</Table.Th>
                  <Table.Th>Pedido em</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Decisão</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((s) => {
                  const nome = `${ROTULO_TIPO[s.tipo]} de ${s.colaboradorNome}, ${intervalo(s.dataInicio, s.dataFim)}`;
                  return (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        {isDecidivel(s) ? (
                          <Checkbox
                            aria-label={`Selecionar: ${nome}`}
                            checked={selecionados.includes(s.id)}
                            onChange={(e) => alternar(s.id, e.currentTarget.checked)}
                          />
                        ) : null}
                      </Table.Td>
                      <Table.Td>{s.colaboradorNome}</Table.Td>
                      <Table.Td>{ROTULO_TIPO[s.tipo]}</Table.Td>
                      <Table.Td>
                        {intervalo(s.dataInicio, s.dataFim)} ({quantosDias(s.dias)})
                      </Table.Td>
                      <Table.Td>
                        {detalheDoPedido(s)}
                        <AnexoDoAviso pedido={s} />
                      </Table.Td>
                      <Table.Td>{formatarData(s.solicitadoEm)}</Table.Td>
                      <Table.Td>
                        <Badge color={ROTULO_STATUS[s.status].cor} variant="light">
                          {ROTULO_STATUS[s.status].rotulo}
                        </Badge>
                        {s.motivoDecisao ? <Text size="xs">Motivo: {s.motivoDecisao}</Text> : null}
                      </Table.Td>
                      <Table.Td>
                        {isDecidivel(s) ? (
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="compact-sm"
                              color="green"
                              disabled={lote.isDecidindo}
                              onClick={() => setAprovando([s])}
                              aria-label={`Aprovar pedido: ${nome}`}
                            >
                              Aprovar
                            </Button>
                            <Button
                              size="compact-sm"
                              color="red"
                              disabled={lote.isDecidindo}
                              onClick={() => setReprovando([s])}
                              aria-label={`Reprovar pedido: ${nome}`}
                            >
                              Reprovar
                            </Button>
                          </Group>
                        ) : s.status === 'Pendente' ? (
                          <Text size="sm" c="dimmed">
                            {QUATRO_OLHOS}
                          </Text>
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
      <ConfirmModal
        isOpen={aprovando !== null}
        title={aprovando && aprovando.length > 1 ? 'Aprovar pedidos' : 'Aprovar pedido'}
        message={
          aprovando?.length === 1 && aprovando[0]
            ? `Aprovar ${ROTULO_TIPO[aprovando[0].tipo].toLowerCase()} de ${aprovando[0].colaboradorNome} (${intervalo(aprovando[0].dataInicio, aprovando[0].dataFim)})?`
            : `Aprovar os ${aprovando?.length ?? 0} pedidos selecionados?`
        }
        acceptLabel="Aprovar"
        isLoading={lote.isDecidindo}
        onAccept={() => aprovando && void decidir(aprovando, 'Aprovado')}
        onDeny={() => setAprovando(null)}
      />
      <ReprovarModal
        pedido={reprovando}
        isEnviando={lote.isDecidindo}
        onReprovar={(motivo) => reprovando && void decidir(reprovando, 'Reprovado', motivo)}
        onFechar={() => setReprovando(null)}
      />
    </Stack>
  );
};
