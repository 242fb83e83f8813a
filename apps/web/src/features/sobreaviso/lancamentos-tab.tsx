import type { AcaoLancamento, LancamentoSobreaviso, VisaoLancamento } from '@jornada/contracts';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { type Decisao, DecisaoModal } from './decisao-modal.tsx';
import { HistoricoSobreavisoPainel } from './historico-sobreaviso.tsx';
import { LancamentoGestaoForm } from './lancamento-gestao-form.tsx';
import { ContagemVisao, FiltrosLancamentos } from './lancamentos-filtros.tsx';
import type { FiltroLancamentos } from './sobreaviso.api.ts';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import {
  FALHA,
  horas,
  periodoLocal,
  ROTULO_NATUREZA,
  ROTULO_STATUS,
  resumirLancamento,
  rotuloAlerta,
  semMensagem,
} from './sobreaviso-formato.ts';

const TAMANHO_PAGINA = 25;

/** Ações que cada situação admite (docs/decisoes/sobreaviso.md). */
const ACOES_DO_STATUS: Record<LancamentoSobreaviso['status'], AcaoLancamento[]> = {
  pendente: ['aprovar', 'reprovar'],
  aprovado: ['reabrir', 'cancelar'],
  reprovado: ['reabrir'],
  cancelado: ['reabrir'],
};
const ROTULO_BOTAO: Record<AcaoLancamento, string> = {
  aprovar: 'Aprovar',
  reprovar: 'Reprovar',
  cancelar: 'Cancelar',
  reabrir: 'Reabrir',
};

export type LancamentosTabProps = { visoes: readonly VisaoLancamento[] };

/** Lançamentos da equipe (gestor) ou da empresa (RH): contagem, filtros e decisões em lote. */
export const LancamentosTab = ({ visoes }: LancamentosTabProps) => {
  const [filtro, setFiltro] = useState<FiltroLancamentos>({
    visao: visoes[0] ?? 'aprovar',
    status: 'pendente',
    pageNumber: 1,
    pageSize: TAMANHO_PAGINA,
  });
  const [selecionados, setSelecionados] = useState<Set<number>>(new Set());
  const [decisao, setDecisao] = useState<Decisao | null>(null);
  const [historico, setHistorico] = useState<LancamentoSobreaviso | null>(null);
  const [isNovo, setNovo] = useState(false);
  const lista = useQuery({
    ...sobreavisoQueries.lancamentos(filtro),
    placeholderData: keepPreviousData,
  });
  const itens = lista.data?.items;
  const pendentes = (itens ?? []).filter((l) => l.status === 'pendente');
  const escolhidos = pendentes.filter((l) => selecionados.has(l.id));
  const paginas = lista.data ? Math.ceil(lista.data.total / TAMANHO_PAGINA) : 0;
  const isTodosMarcados = pendentes.length > 0 && escolhidos.length === pendentes.length;

  const mudarFiltro = (novo: FiltroLancamentos) => {
    setFiltro(novo);
    setSelecionados(new Set());
  };
  const marcar = (id: number, isMarcado: boolean) =>
    setSelecionados((atual) => {
      const novo = new Set(atual);
      if (isMarcado) novo.add(id);
      else novo.delete(id);
      return novo;
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Lançamentos
        </Title>
        <Button onClick={() => setNovo(true)}>Novo lançamento</Button>
      </Group>
      {visoes.map((v) => (
        <ContagemVisao key={v} visao={v} isComNome={visoes.length > 1} />
      ))}
      <FiltrosLancamentos filtro={filtro} visoes={visoes} onChange={mudarFiltro} />
      <Group gap="xs">
        <Button
          disabled={escolhidos.length === 0}
          onClick={() => setDecisao({ acao: 'aprovar', lancamentos: escolhidos })}
        >
          Aprovar selecionados ({escolhidos.length})
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={escolhidos.length === 0}
          onClick={() => setDecisao({ acao: 'reprovar', lancamentos: escolhidos })}
        >
          Reprovar selecionados ({escolhidos.length})
        </Button>
      </Group>
      <ListaComEstados
        query={semMensagem(lista)}
        items={itens}
        loadingLabel="Carregando lançamentos…"
        errorState={{ fallback: FALHA.carregar, onRetry: () => void lista.refetch() }}
        emptyState={{
          title: 'Nenhum lançamento encontrado',
          description: 'Mude os filtros para ver outros lançamentos.',
        }}
      >
        {(lancamentos) => (
          <TabelaRolavel rotulo="Lançamentos de sobreaviso">
            <Table aria-label="Lançamentos de sobreaviso" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox
                      aria-label="Selecionar todos os pendentes"
                      checked={isTodosMarcados}
                      indeterminate={escolhidos.length > 0 && !isTodosMarcados}
                      disabled={pendentes.length === 0}
                      onChange={(e) =>
                        setSelecionados(
                          new Set(e.currentTarget.checked ? pendentes.map((l) => l.id) : []),
                        )
                      }
                    />
                  </Table.Th>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Período</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                  <Table.Th>Trabalhado</Table.Th>
                  <Table.Th>Espera (equivalente)</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lancamentos.map((l) => {
                  const nome = `${l.usuarioNome} em ${periodoLocal(l.inicio, l.fim)}`;
                  return (
                    <Table.Tr key={l.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Selecionar ${nome}`}
                          checked={selecionados.has(l.id)}
                          disabled={l.status !== 'pendente'}
                          onChange={(e) => marcar(l.id, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        {l.usuarioNome}
                        <Text size="xs" c="dimmed">
                          {ROTULO_NATUREZA[l.natureza]} · {l.regraNome}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {periodoLocal(l.inicio, l.fim)}
                        {l.apuracao.alertas.map((a) => (
                          <Text key={a} size="xs" c="orange.8">
                            {rotuloAlerta(a)}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        {l.motivoDescricao}
                        {l.descricao ? (
                          <Text size="xs" c="dimmed">
                            {l.descricao}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{horas(l.apuracao.minutosTrabalhados)}</Table.Td>
                      <Table.Td>
                        {horas(l.apuracao.minutosEspera)} ({horas(l.apuracao.equivalenteNormal)})
                      </Table.Td>
                      <Table.Td>
                        <Badge color={ROTULO_STATUS[l.status].cor} variant="light">
                          {ROTULO_STATUS[l.status].rotulo}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          itemName={nome}
                          actions={[
                            ...ACOES_DO_STATUS[l.status].map((acao) => ({
                              label: ROTULO_BOTAO[acao],
                              ariaLabel: `${ROTULO_BOTAO[acao]} ${nome}`,
                              color: acao === 'reprovar' ? 'red' : undefined,
                              onClick: () => setDecisao({ acao, lancamentos: [l] }),
                            })),
                            { label: 'Histórico', onClick: () => setHistorico(l) },
                          ]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      {paginas > 1 ? (
        <Pagination
          total={paginas}
          value={filtro.pageNumber ?? 1}
          onChange={(p) => mudarFiltro({ ...filtro, pageNumber: p })}
          getControlProps={(c) => ({
            'aria-label':
              c === 'next' ? 'Próxima página' : c === 'previous' ? 'Página anterior' : c,
          })}
        />
      ) : null}
      <DecisaoModal
        decisao={decisao}
        onClose={() => {
          setDecisao(null);
          setSelecionados(new Set());
        }}
      />
      <SidePanel isOpen={isNovo} onClose={() => setNovo(false)} title="Novo lançamento">
        {isNovo ? <LancamentoGestaoForm onConcluir={() => setNovo(false)} /> : null}
      </SidePanel>
      <SidePanel
        isOpen={historico !== null}
        onClose={() => setHistorico(null)}
        title="Histórico do lançamento"
      >
        {historico ? (
          <HistoricoSobreavisoPainel
            entidade="lancamento"
            id={historico.id}
            nome={`${historico.usuarioNome} em ${periodoLocal(historico.inicio, historico.fim)}`}
            resumir={resumirLancamento}
          />
        ) : null}
      </SidePanel>
    </Stack>
  );
};
