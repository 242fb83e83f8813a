import type { LancamentoSobreaviso } from '@jornada/contracts';
import { Badge, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { type Decisao, DecisaoModal } from './decisao-modal.tsx';
import { HistoricoSobreavisoPainel } from './historico-sobreaviso.tsx';
import { LancamentoEdicaoForm } from './lancamento-edicao-form.tsx';
import { ContagemVisao } from './lancamentos-filtros.tsx';
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

const TAMANHO_PAGINA = 10;

type Painel = { modo: 'historico' | 'alterar'; l: LancamentoSobreaviso };

const CartaoLancamento = ({
  l,
  onCancelar,
  onPainel,
}: {
  l: LancamentoSobreaviso;
  onCancelar: (l: LancamentoSobreaviso) => void;
  onPainel: (p: Painel) => void;
}) => {
  const status = ROTULO_STATUS[l.status];
  const nome = `${ROTULO_NATUREZA[l.natureza]} em ${periodoLocal(l.inicio, l.fim)}`;
  return (
    <Card withBorder padding="sm" role="listitem" aria-label={nome}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {periodoLocal(l.inicio, l.fim)}
          </Text>
          <Text size="xs" c="dimmed">
            {ROTULO_NATUREZA[l.natureza]} · {l.motivoDescricao}
          </Text>
        </div>
        <Badge
          color={status.cor}
          variant="light"
          aria-label={`Situação: ${status.rotulo}`}
          style={{ flexShrink: 0 }}
        >
          {status.rotulo}
        </Badge>
      </Group>
      <Text size="sm" mt={6}>
        Trabalhado: {horas(l.apuracao.minutosTrabalhados)}
        {l.apuracao.minutosEspera > 0
          ? ` · Espera: ${horas(l.apuracao.minutosEspera)} (equivale a ${horas(l.apuracao.equivalenteNormal)} de hora normal)`
          : ''}
      </Text>
      {l.observacaoDecisao ? (
        <Text size="sm" mt={4}>
          Observação: {l.observacaoDecisao}
        </Text>
      ) : null}
      {l.apuracao.alertas.map((a) => (
        <Text key={a} size="xs" c="orange.8" mt={4}>
          {rotuloAlerta(a)}
        </Text>
      ))}
      <Group justify="flex-end" mt={6} gap="xs">
        <Button
          size="xs"
          variant="subtle"
          aria-label={`Histórico de ${nome}`}
          onClick={() => onPainel({ modo: 'historico', l })}
        >
          Histórico
        </Button>
        {l.status === 'pendente' ? (
          <Button
            size="xs"
            variant="subtle"
            aria-label={`Alterar ${nome}`}
            onClick={() => onPainel({ modo: 'alterar', l })}
          >
            Alterar
          </Button>
        ) : null}
        {l.status === 'pendente' ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`Cancelar ${nome}`}
            onClick={() => onCancelar(l)}
          >
            Cancelar
          </Button>
        ) : null}
      </Group>
    </Card>
  );
};

/** Os lançamentos de quem está logado, com a situação e o que valem na folha. */
export const MeusLancamentos = () => {
  const [pagina, setPagina] = useState(1);
  const [decisao, setDecisao] = useState<Decisao | null>(null);
  const [painel, setPainel] = useState<Painel | null>(null);
  const lista = useQuery({
    ...sobreavisoQueries.lancamentos({
      visao: 'minhas',
      pageNumber: pagina,
      pageSize: TAMANHO_PAGINA,
    }),
    placeholderData: keepPreviousData,
  });
  const paginas = lista.data ? Math.ceil(lista.data.total / TAMANHO_PAGINA) : 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Meus lançamentos
      </Title>
      <ContagemVisao visao="minhas" />
      <ListaComEstados
        query={semMensagem(lista)}
        items={lista.data?.items}
        loadingLabel="Carregando lançamentos…"
        errorState={{ fallback: FALHA.carregar, onRetry: () => void lista.refetch() }}
        emptyState={{
          title: 'Nenhum lançamento',
          description: 'Os acionamentos que você registrar aparecem aqui com a situação.',
        }}
      >
        {(itens) => (
          <Stack gap="xs" role="list" aria-label="Meus lançamentos de sobreaviso">
            {itens.map((l) => (
              <CartaoLancamento
                key={l.id}
                l={l}
                onCancelar={(x) => setDecisao({ acao: 'cancelar', lancamentos: [x] })}
                onPainel={setPainel}
              />
            ))}
          </Stack>
        )}
      </ListaComEstados>
      {paginas > 1 ? (
        <Pagination
          total={paginas}
          value={pagina}
          onChange={setPagina}
          size="sm"
          getControlProps={(c) => ({
            'aria-label':
              c === 'next' ? 'Próxima página' : c === 'previous' ? 'Página anterior' : c,
          })}
        />
      ) : null}
      <DecisaoModal decisao={decisao} onClose={() => setDecisao(null)} />
      <SidePanel
        isOpen={painel !== null}
        onClose={() => setPainel(null)}
        title={painel?.modo === 'alterar' ? 'Alterar lançamento' : 'Histórico do lançamento'}
      >
        {painel?.modo === 'alterar' ? (
          <LancamentoEdicaoForm
            key={painel.l.id}
            lancamento={painel.l}
            onConcluir={() => setPainel(null)}
          />
        ) : painel ? (
          <HistoricoSobreavisoPainel
            entidade="lancamento"
            id={painel.l.id}
            nome={`o lançamento de ${periodoLocal(painel.l.inicio, painel.l.fim)}`}
            resumir={resumirLancamento}
          />
        ) : null}
      </SidePanel>
    </Stack>
  );
};
