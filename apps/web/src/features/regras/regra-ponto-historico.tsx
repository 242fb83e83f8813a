import type { RegraCalculo } from '@jornada/contracts';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { TIPOS } from './campos-regra.ts';
import type { RegraPontoVersao } from './regra-ponto.api.ts';
import { regraPontoQueries } from './regra-ponto.queries.ts';
import { ROTULO_PADRAO_LEGAL, useRegrasPorTipo } from './regra-ponto-form.tsx';
import { dataHora, useNomeDoAutor } from './regras-comum.tsx';
import { TIPOS_REGRA, type TipoRegraCalculo } from './tipos-regra.ts';

type Mudanca = { campo: string; antes: string; depois: string };

const nomeDaRegra = (lista: RegraCalculo[], id: number | null) =>
  id === null ? ROTULO_PADRAO_LEGAL : (lista.find((r) => r.id === id)?.nome ?? `regra nº ${id}`);

/** O que mudou de uma versão para a seguinte (antes → depois). */
const mudancas = (
  anterior: RegraPontoVersao,
  atual: RegraPontoVersao,
  porTipo: Record<TipoRegraCalculo, RegraCalculo[]>,
): Mudanca[] => {
  const lista: Mudanca[] = [];
  if (anterior.nome !== atual.nome)
    lista.push({ campo: 'Nome', antes: anterior.nome, depois: atual.nome });
  if (anterior.descricao !== atual.descricao)
    lista.push({
      campo: 'Descrição',
      antes: anterior.descricao ?? '—',
      depois: atual.descricao ?? '—',
    });
  for (const tipo of TIPOS_REGRA) {
    if (anterior.regras[tipo] === atual.regras[tipo]) continue;
    lista.push({
      campo: TIPOS[tipo].nome,
      antes: nomeDaRegra(porTipo[tipo], anterior.regras[tipo]),
      depois: nomeDaRegra(porTipo[tipo], atual.regras[tipo]),
    });
  }
  return lista;
};

export type RegraPontoHistoricoProps = { id: number; nome: string };

/** Versões de uma regra de ponto: quem, quando, a vigência e o antes/depois de cada mudança. */
export const RegraPontoHistorico = ({ id, nome }: RegraPontoHistoricoProps) => {
  const historico = useQuery(regraPontoQueries.historico(id));
  const regras = useRegrasPorTipo(true);
  const autor = useNomeDoAutor();
  if (historico.isPending || regras.isPending)
    return <LoadingState label="Carregando histórico…" />;
  if (historico.isError)
    return (
      <ErrorState
        error={historico.error}
        fallback="Não foi possível carregar o histórico."
        onRetry={() => void historico.refetch()}
      />
    );
  const linhas = historico.data;
  const versoes = linhas.filter((l) => l.evento === 'versao');
  return (
    <Stack gap="sm" aria-label={`Histórico de ${nome}`} role="list">
      {linhas.map((v) => {
        if (v.evento !== 'versao')
          return (
            <Card
              key={`${v.evento}-${v.alteradoEm}`}
              withBorder
              padding="sm"
              role="listitem"
              bg="gray.0"
            >
              <Group justify="space-between" mb={4}>
                <Text fw={600} size="sm">
                  {v.evento === 'arquivamento' ? 'Arquivada' : 'Reativada'}
                </Text>
                <Badge color="gray" variant="light">
                  versão {v.versao}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                Em {dataHora(v.alteradoEm)} por {autor(v.alteradoPor)}
              </Text>
              {v.motivo ? (
                <Text size="sm" mt="xs">
                  Motivo: {v.motivo}
                </Text>
              ) : null}
            </Card>
          );
        const anterior = versoes[versoes.indexOf(v) + 1];
        const lista = anterior ? mudancas(anterior, v, regras.porTipo) : [];
        return (
          <Card key={v.versao} withBorder padding="sm" role="listitem">
            <Group justify="space-between" mb={4}>
              <Text fw={600} size="sm">
                Versão {v.versao}
              </Text>
              <Badge variant="light">a partir de {formatarData(v.vigenciaInicio)}</Badge>
            </Group>
            <Text size="xs" c="dimmed">
              Gravada em {dataHora(v.alteradoEm)} por {autor(v.alteradoPor)}
            </Text>
            {anterior === undefined ? (
              <Text size="sm" mt="xs">
                Criação da regra de ponto.
              </Text>
            ) : lista.length === 0 ? (
              <Text size="sm" mt="xs">
                Sem mudança na composição (nova vigência).
              </Text>
            ) : (
              <TabelaRolavel rotulo={`Mudanças da versão ${v.versao}`}>
                <Table mt="xs" verticalSpacing={4} aria-label={`Mudanças da versão ${v.versao}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Campo</Table.Th>
                      <Table.Th>Antes</Table.Th>
                      <Table.Th>Depois</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lista.map((m) => (
                      <Table.Tr key={m.campo}>
                        <Table.Td>{m.campo}</Table.Td>
                        <Table.Td>{m.antes}</Table.Td>
                        <Table.Td>{m.depois}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TabelaRolavel>
            )}
          </Card>
        );
      })}
    </Stack>
  );
};
