import type { AlocacaoRegra } from '@jornada/contracts';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { FiltroAlocacoes, StatusAlocacao } from './alocacao-regra.api.ts';
import { AlocacaoRegraForm } from './alocacao-regra-form.tsx';
import { HistoricoColaborador, ROTULO_STATUS } from './alocacao-regra-historico.tsx';
import {
  alocacaoQueries,
  regraPontoQueries,
  TAMANHO_PAGINA_ALOCACOES,
  useSalvarAlocacao,
} from './regra-ponto.queries.ts';
import { mensagemDe, periodoBr } from './regras-comum.tsx';

/** A busca só vai ao servidor a partir de 3 caracteres (spec §5). */
const MINIMO_BUSCA = 3;

type Painel = { modo: 'alocar' } | { modo: 'historico'; usuarioId: number; nome: string };

const Contagem = ({ filtro }: { filtro: FiltroAlocacoes }) => {
  const contagem = useQuery(alocacaoQueries.contagem(filtro));
  if (!contagem.data) return null;
  const { total, ativas, inativas } = contagem.data;
  return (
    <Text size="sm" aria-live="polite">
      {total === 1 ? '1 alocação' : `${total} alocações`}: {ativas} ativas, {inativas} arquivadas
    </Text>
  );
};

/** Alocações de regra de ponto: quem usa qual regra, de quando a quando, com histórico. */
export const AlocacoesRegraTab = () => {
  const [status, setStatus] = useState<StatusAlocacao | 'todas'>('ativa');
  const [regraId, setRegraId] = useState<string | null>(null);
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const [painel, setPainel] = useState<Painel | null>(null);
  const [mudarStatus, setMudarStatus] = useState<AlocacaoRegra | null>(null);
  const regras = useQuery(regraPontoQueries.lista());
  const { alterarStatus } = useSalvarAlocacao();

  const termo = busca.trim();
  const filtro: FiltroAlocacoes = {
    ...(status === 'todas' ? {} : { status }),
    ...(regraId ? { regraId: Number(regraId) } : {}),
    ...(termo.length >= MINIMO_BUSCA ? { search: termo } : {}),
  };
  const lista = useQuery({
    ...alocacaoQueries.lista(filtro, pagina),
    placeholderData: keepPreviousData,
  });
  const paginas = lista.data ? Math.ceil(lista.data.total / TAMANHO_PAGINA_ALOCACOES) : 0;
  const filtrar =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPagina(1);
    };

  const confirmarStatus = () => {
    if (!mudarStatus) return;
    const novo: StatusAlocacao = mudarStatus.status === 'ativa' ? 'inativa' : 'ativa';
    alterarStatus.mutate(
      { ids: [mudarStatus.id], status: novo },
      {
        onSuccess: () => {
          toast.sucesso(novo === 'inativa' ? 'Alocação arquivada.' : 'Alocação reativada.');
          setMudarStatus(null);
        },
        onError: (e) => {
          toast.erro(mensagemDe(e, 'Não foi possível mudar o status da alocação.'));
          setMudarStatus(null);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            Alocações de regra de ponto
          </Title>
          <Text size="sm" c="dimmed" maw={680}>
            Define qual regra de ponto vale para cada colaborador a partir de uma data. Quem não tem
            alocação segue a regra padrão da empresa.
          </Text>
        </div>
        <Button onClick={() => setPainel({ modo: 'alocar' })}>Alocar regra de ponto</Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <Select
          label="Status"
          data={[
            { value: 'ativa', label: 'Ativas' },
            { value: 'inativa', label: 'Arquivadas' },
            { value: 'todas', label: 'Todas' },
          ]}
          value={status}
          onChange={filtrar((v: string | null) => setStatus((v ?? 'ativa') as typeof status))}
          allowDeselect={false}
          w={160}
        />
        <Select
          label="Regra de ponto"
          placeholder="Todas"
          data={(regras.data ?? []).map((r) => ({ value: String(r.id), label: r.nome }))}
          value={regraId}
          onChange={filtrar(setRegraId)}
          clearable
          w={240}
        />
        <TextInput
          label="Buscar colaborador"
          description="A partir de 3 letras"
          value={busca}
          onChange={(e) => filtrar(setBusca)(e.currentTarget.value)}
          w={240}
        />
      </Group>
      <Contagem filtro={filtro} />
      <ListaComEstados
        query={lista}
        items={lista.data?.items}
        loadingLabel="Carregando alocações…"
        errorState={{
          fallback: 'Não foi possível carregar as alocações.',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma alocação encontrada',
          description: 'Mude os filtros ou aloque uma regra de ponto aos colaboradores.',
        }}
      >
        {(alocacoes) => (
          <TabelaRolavel rotulo="Alocações de regra de ponto">
            <Table aria-label="Alocações de regra de ponto" verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Regra de ponto</Table.Th>
                  <Table.Th>Vigência</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {alocacoes.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.usuarioNome}</Table.Td>
                    <Table.Td>{a.regraNome}</Table.Td>
                    <Table.Td>{periodoBr(a.dataInicio, a.dataFim)}</Table.Td>
                    <Table.Td>
                      <Badge color={a.status === 'ativa' ? 'green' : 'gray'} variant="light">
                        {ROTULO_STATUS[a.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={a.usuarioNome}
                        actions={[
                          {
                            label: 'Histórico',
                            ariaLabel: `Histórico de ${a.usuarioNome}`,
                            onClick: () =>
                              setPainel({
                                modo: 'historico',
                                usuarioId: a.usuarioId,
                                nome: a.usuarioNome,
                              }),
                          },
                          {
                            label: a.status === 'ativa' ? 'Arquivar' : 'Reativar',
                            ariaLabel: `${a.status === 'ativa' ? 'Arquivar' : 'Reativar'} alocação de ${a.usuarioNome} em ${a.regraNome}`,
                            variant: 'subtle',
                            color: a.status === 'ativa' ? 'red' : undefined,
                            onClick: () => setMudarStatus(a),
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
      {paginas > 1 ? (
        <Pagination
          total={paginas}
          value={pagina}
          onChange={setPagina}
          getControlProps={(c) => ({
            'aria-label':
              c === 'next' ? 'Próxima página' : c === 'previous' ? 'Página anterior' : c,
          })}
        />
      ) : null}
      <SidePanel
        isOpen={painel !== null}
        onClose={() => setPainel(null)}
        title={
          painel?.modo === 'historico' ? `Histórico de ${painel.nome}` : 'Alocar regra de ponto'
        }
      >
        {painel?.modo === 'alocar' ? (
          <AlocacaoRegraForm onConcluir={() => setPainel(null)} />
        ) : painel?.modo === 'historico' ? (
          <HistoricoColaborador usuarioId={painel.usuarioId} nome={painel.nome} />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={mudarStatus !== null}
        title={mudarStatus?.status === 'ativa' ? 'Arquivar alocação' : 'Reativar alocação'}
        message={
          mudarStatus?.status === 'ativa'
            ? `Arquivar a alocação de ${mudarStatus.regraNome} para ${mudarStatus.usuarioNome} (${periodoBr(mudarStatus.dataInicio, mudarStatus.dataFim)})? Sem outra alocação, passa a valer a regra padrão da empresa nesse período.`
            : `Reativar a alocação de ${mudarStatus?.regraNome ?? ''} para ${mudarStatus?.usuarioNome ?? ''}?`
        }
        acceptLabel={mudarStatus?.status === 'ativa' ? 'Arquivar' : 'Reativar'}
        denyLabel="Cancelar"
        isLoading={alterarStatus.isPending}
        onAccept={confirmarStatus}
        onDeny={() => setMudarStatus(null)}
      />
    </Stack>
  );
};
