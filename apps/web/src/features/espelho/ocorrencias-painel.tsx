import { MENSAGEM_ERRO_ESPELHO } from '@jornada/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { MesEspelho } from './espelho.api.ts';
import {
  hashEspelhoDe,
  horasDeMinutos,
  mesAnterior,
  mesAtual,
  mesSeguinte,
  nomeDoMes,
  ROTA_ESPELHOS_RH,
  rotuloCodigo,
} from './espelho-formato.ts';
import { reprocessamentoQueries } from './reprocessamento.queries.ts';

type Fonte = 'calculo' | 'reprocessamento';

/**
 * Ocorrências e divergências do mês: dias com inconsistência ou alerta, para o RH tratar. 'Ver
 * espelho' abre a tela de espelhos do RH (o RH não tem a do gestor).
 */
export const OcorrenciasPainel = () => {
  const [mes, setMes] = useState<MesEspelho>(() => mesAtual());
  const [departamentoId, setDepartamentoId] = useState<string | null>(null);
  const [fonte, setFonte] = useState<Fonte>('calculo');
  const [pagina, setPagina] = useState(1);
  const departamentos = useQuery(reprocessamentoQueries.departamentos());
  const ocorrencias = useQuery({
    ...reprocessamentoQueries.ocorrencias({
      ...mes,
      departamentoId: departamentoId ? Number(departamentoId) : null,
      fonte,
      pageNumber: pagina,
    }),
    placeholderData: keepPreviousData,
  });
  const mudarMes = (novo: MesEspelho) => {
    setMes(novo);
    setPagina(1);
  };

  const totalPaginas = ocorrencias.data
    ? Math.max(1, Math.ceil(ocorrencias.data.total / ocorrencias.data.pageSize))
    : 1;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <Group gap="xs" role="group" aria-label="Mês das ocorrências">
          <Button variant="default" onClick={() => mudarMes(mesAnterior(mes))}>
            Mês anterior
          </Button>
          <Text fw={600} miw={170} ta="center" aria-live="polite">
            {nomeDoMes(mes)}
          </Text>
          <Button variant="default" onClick={() => mudarMes(mesSeguinte(mes))}>
            Próximo mês
          </Button>
        </Group>
        <Select
          label="Departamento"
          placeholder="Todos"
          clearable
          searchable
          data={(departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nome }))}
          value={departamentoId}
          onChange={(v) => {
            setDepartamentoId(v);
            setPagina(1);
          }}
          miw={220}
        />
        <div>
          <Text size="sm" fw={500} id="rotulo-fonte-ocorrencias">
            Fonte
          </Text>
          <SegmentedControl
            aria-labelledby="rotulo-fonte-ocorrencias"
            value={fonte}
            onChange={(v) => {
              setFonte(v as Fonte);
              setPagina(1);
            }}
            data={[
              { value: 'calculo', label: 'Cálculo atual' },
              { value: 'reprocessamento', label: 'Último reprocessamento' },
            ]}
          />
        </div>
      </Group>
      {ocorrencias.isPending ? (
        <LoadingState label="Carregando ocorrências…" />
      ) : ocorrencias.isError ? (
        <Alert color="red" role="alert" title={MENSAGEM_ERRO_ESPELHO}>
          {ocorrencias.error instanceof ErroApi
            ? ocorrencias.error.mensagem
            : 'Não foi possível carregar as ocorrências.'}
        </Alert>
      ) : ocorrencias.data.items.length === 0 ? (
        <EmptyState
          title="Nenhuma ocorrência"
          description="Nenhum dia com inconsistência ou alerta neste mês."
        />
      ) : (
        <>
          <Group gap="xs" aria-label="Resumo por código">
            {Object.entries(ocorrencias.data.porCodigo).map(([codigo, dias]) => (
              <Badge key={codigo} variant="outline">
                {rotuloCodigo(codigo)}: {dias} {dias === 1 ? 'dia' : 'dias'}
              </Badge>
            ))}
          </Group>
          <Table.ScrollContainer minWidth={900}>
            <TabelaRolavel rotulo="Ocorrências e divergências">
              <Table aria-label="Ocorrências e divergências" verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Colaborador</Table.Th>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Ocorrências</Table.Th>
                    <Table.Th>Marcações</Table.Th>
                    <Table.Th>Previsto</Table.Th>
                    <Table.Th>Trabalhado</Table.Th>
                    <Table.Th>Saldo</Table.Th>
                    <Table.Th>Espelho</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ocorrencias.data.items.map((o) => (
                    <Table.Tr key={`${o.usuarioId}-${o.data}`}>
                      <Table.Td>
                        <Text size="sm">{o.nome}</Text>
                        <Text size="xs" c="dimmed">
                          {o.departamento ?? 'Sem departamento'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatarData(o.data)}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {o.inconsistencias.map((c) => (
                            <Badge key={`i-${c}`} size="sm" color="red" variant="light">
                              {rotuloCodigo(c)}
                            </Badge>
                          ))}
                          {o.alertas.map((c) => (
                            <Badge key={`a-${c}`} size="sm" color="orange" variant="light">
                              {rotuloCodigo(c)}
                            </Badge>
                          ))}
                          {o.pendente ? (
                            <Badge size="sm" color="grape" variant="outline">
                              A tratar
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>{o.marcacoes.length > 0 ? o.marcacoes.join(' ') : '—'}</Table.Td>
                      <Table.Td>{horasDeMinutos(o.previsto)}</Table.Td>
                      <Table.Td>{horasDeMinutos(o.trabalhado)}</Table.Td>
                      <Table.Td>{horasDeMinutos(o.saldo)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={hashEspelhoDe(o.usuarioId, mes, ROTA_ESPELHOS_RH)}
                          aria-label={`Ver espelho de ${o.nome} em ${nomeDoMes(mes)}`}
                        >
                          Ver espelho
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TabelaRolavel>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {ocorrencias.data.total} {ocorrencias.data.total === 1 ? 'dia' : 'dias'} com
              ocorrência · página {pagina} de {totalPaginas}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={pagina <= 1}
                onClick={() => setPagina((p) => p - 1)}
              >
                Página anterior
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={pagina >= totalPaginas}
                onClick={() => setPagina((p) => p + 1)}
              >
                Próxima página
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
};
