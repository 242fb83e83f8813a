import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { DecisaoProcesso } from './decisao-processo.tsx';
import { DetalheProcesso } from './detalhe-processo.tsx';
import { ListaProcessos } from './lista-processos.tsx';
import type { FiltroCaixa } from './processos.api.ts';
import { processoQueries } from './processos.queries.ts';
import { FALHA_LISTA } from './processos-comum.ts';

/** Filtro por gestor (só o RH): a lista de CarregarUsuariosGestores; sem ela, 'Falha'. */
const FiltroGestor = ({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) => {
  const gestores = useQuery(processoQueries.gestores());
  if (gestores.isError)
    return (
      <Text c="red" size="sm" role="alert">
        Falha
      </Text>
    );
  return (
    <Select
      label="Gestor"
      placeholder="Todos"
      clearable
      searchable
      data={(gestores.data ?? []).map((g) => ({ value: String(g.id), label: g.nome }))}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      maw={320}
    />
  );
};

/** Caixa de processos: pendentes de decisão (padrão) ou todos; o RH filtra por gestor. */
export const CaixaProcessos = ({ isRh }: { isRh: boolean }) => {
  const [filtro, setFiltro] = useState<FiltroCaixa>({ situacao: 'Pendentes' });
  const [abertoId, setAbertoId] = useState<number | null>(null);
  const consulta = useQuery(processoQueries.caixa(filtro));
  const aberto = consulta.data?.find((s) => s.id === abertoId);
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <SegmentedControl
          aria-label="Situação"
          data={[
            { value: 'Pendentes', label: 'Para decidir' },
            { value: 'Todas', label: 'Todos' },
          ]}
          value={filtro.situacao}
          onChange={(v) => setFiltro((f) => ({ ...f, situacao: v as FiltroCaixa['situacao'] }))}
        />
        {isRh ? (
          <FiltroGestor
            value={filtro.gestorId}
            onChange={(gestorId) => setFiltro((f) => ({ ...f, gestorId }))}
          />
        ) : null}
      </Group>
      <ListaComEstados
        query={consulta}
        items={consulta.data}
        loadingLabel="Carregando processos…"
        errorState={{ fallback: FALHA_LISTA, onRetry: () => void consulta.refetch() }}
        emptyState={{
          title: filtro.situacao === 'Pendentes' ? 'Nada para decidir' : 'Nenhum processo',
          description: 'Os pedidos da equipe aparecem aqui quando chegam à sua etapa.',
        }}
      >
        {(itens) => (
          <ListaProcessos
            itens={itens}
            rotulo="Processos da equipe"
            hasColaborador
            onAbrir={(s) => setAbertoId(s.id)}
          />
        )}
      </ListaComEstados>
      <SidePanel
        isOpen={abertoId !== null}
        title={aberto ? `${aberto.tipoNome} — ${aberto.colaboradorNome}` : 'Processo'}
        onClose={() => setAbertoId(null)}
      >
        {aberto ? (
          <DetalheProcesso processo={aberto}>
            {aberto.podeDecidir ? <DecisaoProcesso processo={aberto} /> : null}
          </DetalheProcesso>
        ) : (
          <Text size="sm">Este processo saiu da lista com o filtro atual.</Text>
        )}
      </SidePanel>
    </Stack>
  );
};
