import type { StatusSolicitacao } from '@jornada/contracts';
import { Button, Card, Group, Modal, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessao } from '../../app/session/session-store.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { AvisoAusenciaForm } from './aviso-ausencia-form.tsx';
import { AnexoDoAviso } from './documentos-ferias.tsx';
import type { Totais } from './ferias.api.ts';
import { lancamentoQueries } from './ferias.queries.ts';
import { FALHA_GENERICA, quantosDias, ROTULO_TIPO } from './formato.ts';
import { ListaPedidos } from './lista-pedidos.tsx';
import { DayOffForm, RecessoForm } from './pedido-forms.tsx';

type Aba = 'Recesso' | 'DayOff' | 'AvisoAusencia';
const ROTULO_ABA: Record<Aba, { lista: string; vazio: string; botao: string; tab: string }> = {
  Recesso: {
    lista: 'Pedidos de recesso',
    vazio: 'Nenhum pedido de recesso',
    botao: 'Pedir recesso',
    tab: 'Recesso',
  },
  DayOff: {
    lista: 'Pedidos de day off',
    vazio: 'Nenhum pedido de day off',
    botao: 'Pedir day off',
    tab: 'Day off',
  },
  AvisoAusencia: {
    lista: 'Avisos de ausência',
    vazio: 'Nenhum aviso de ausência',
    botao: 'Avisar ausência',
    tab: 'Aviso de ausência',
  },
};
const STATUS: { chave: StatusSolicitacao; rotulo: string }[] = [
  { chave: 'Pendente', rotulo: 'pendentes' },
  { chave: 'Aprovado', rotulo: 'aprovados' },
  { chave: 'Reprovado', rotulo: 'reprovados' },
  { chave: 'Cancelado', rotulo: 'cancelados' },
];

const CartaoTotais = ({ totais }: { totais: Totais }) => (
  <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs" role="list" aria-label="Totais">
    {(['Ferias', 'Recesso', 'DayOff', 'AvisoAusencia'] as const).map((tipo) => (
      <Card key={tipo} withBorder padding="sm" role="listitem" aria-label={ROTULO_TIPO[tipo]}>
        <Text fw={600}>{ROTULO_TIPO[tipo]}</Text>
        <Text size="sm">
          {STATUS.map((s) => `${totais[tipo][s.chave]} ${s.rotulo}`).join(' · ')}
        </Text>
      </Card>
    ))}
    <Card withBorder padding="sm" role="listitem" aria-label="Saldo de férias">
      <Text fw={600}>Saldo de férias</Text>
      <Text size="sm">{quantosDias(totais.saldoFerias)}</Text>
    </Card>
  </SimpleGrid>
);

const ListaDoTipo = ({ tipo, usuarioId }: { tipo: Aba; usuarioId: number }) => {
  const consulta = useQuery(lancamentoQueries.doTipo(tipo, usuarioId));
  const rotulo = ROTULO_ABA[tipo].lista;
  const ordenados = consulta.data
    ? [...consulta.data].sort((a, b) => b.dataInicio.localeCompare(a.dataInicio))
    : undefined;
  return (
    <ListaComEstados
      query={consulta}
      items={ordenados}
      loadingLabel="Carregando os pedidos…"
      errorState={{
        fallback: FALHA_GENERICA,
        title: 'Não foi possível carregar os pedidos',
        onRetry: () => void consulta.refetch(),
      }}
      emptyState={{
        title: ROTULO_ABA[tipo].vazio,
        description: 'Os pedidos que você fizer aparecem aqui com a situação de cada um.',
      }}
    >
      {(itens) => (
        <ListaPedidos
          rotulo={rotulo}
          pedidos={itens}
          renderAcoes={(p) => <AnexoDoAviso pedido={p} />}
        />
      )}
    </ListaComEstados>
  );
};

/**
 * Minhas solicitações (#/dashboard/minhas-rotinas/solicitacoes): recesso, day off e aviso de
 * ausência com o comprovante.
 */
export const MinhasSolicitacoesPage = () => {
  const usuarioId = useSessao().usuario?.Id ?? 0;
  const totais = useQuery(lancamentoQueries.totais(usuarioId));
  const [aba, setAba] = useState<Aba>('Recesso');
  const [formulario, setFormulario] = useState<Aba | null>(null);
  const fechar = () => setFormulario(null);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Minhas solicitações
        </Title>
        <Text c="dimmed" size="sm">
          Peça recesso e day off, avise ausências e acompanhe a decisão do seu gestor.
        </Text>
      </div>
      {totais.isPending ? <LoadingState label="Carregando os totais…" /> : null}
      {totais.isError ? (
        <ErrorState
          error={totais.error}
          fallback={FALHA_GENERICA}
          title="Não foi possível carregar os totais"
          onRetry={() => void totais.refetch()}
        />
      ) : null}
      {totais.data ? <CartaoTotais totais={totais.data} /> : null}
      <Tabs value={aba} onChange={(v) => setAba((v as Aba | null) ?? 'Recesso')}>
        <Tabs.List>
          {(['Recesso', 'DayOff', 'AvisoAusencia'] as const).map((t) => (
            <Tabs.Tab key={t} value={t}>
              {ROTULO_ABA[t].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={aba} pt="sm">
          <Stack gap="sm">
            <Group>
              <Button onClick={() => setFormulario(aba)}>{ROTULO_ABA[aba].botao}</Button>
            </Group>
            <ListaDoTipo key={aba} tipo={aba} usuarioId={usuarioId} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={formulario !== null}
        onClose={fechar}
        title={formulario ? ROTULO_ABA[formulario].botao : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {formulario === 'Recesso' ? <RecessoForm onConcluir={fechar} onCancelar={fechar} /> : null}
        {formulario === 'DayOff' ? <DayOffForm onConcluir={fechar} onCancelar={fechar} /> : null}
        {formulario === 'AvisoAusencia' ? (
          <AvisoAusenciaForm onConcluir={fechar} onCancelar={fechar} />
        ) : null}
      </Modal>
    </Stack>
  );
};
