import type { Convencao } from '@jornada/contracts';
import { Badge, Card, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { resumoConvencao, textoVigencia } from './convencao-resumo.ts';
import { convencoesQueries } from './convencoes.queries.ts';

export type ConvencaoHistoricoProps = { convencao: Convencao | null; onFechar: () => void };

/** As versões de uma convenção, da mais nova para a mais antiga, com quem alterou e quando. */
export const ConvencaoHistorico = ({ convencao, onFechar }: ConvencaoHistoricoProps) => {
  const versoes = useQuery({
    ...convencoesQueries.historico(convencao?.id ?? 0),
    enabled: convencao !== null,
  });
  return (
    <Modal
      opened={convencao !== null}
      onClose={onFechar}
      title={convencao ? `Histórico de ${convencao.nome}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <ListaComEstados
        query={versoes}
        items={versoes.data}
        loadingLabel="Carregando o histórico…"
        errorState={{
          fallback: 'Não foi possível carregar o histórico.',
          onRetry: () => void versoes.refetch(),
        }}
        emptyState={{ title: 'Sem versões' }}
      >
        {(itens) => (
          <Stack gap="sm" role="list" aria-label="Versões da convenção">
            {itens.map((v) => (
              <Card key={v.versao} withBorder role="listitem" padding="sm">
                <Group justify="space-between">
                  <Text fw={600}>
                    Versão {v.versao}: {v.nome}
                  </Text>
                  {v.modelo ? (
                    <Badge color="yellow" variant="light">
                      Modelo de exemplo
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  Vigência {textoVigencia(v)} · alterada por {v.alteradoPorNome ?? 'sistema'} em{' '}
                  {dayjs(v.alteradoEm).format('DD/MM/YYYY HH:mm')}
                </Text>
                <List size="sm" mt={4}>
                  {resumoConvencao(v.parametros).map((linha) => (
                    <List.Item key={linha}>{linha}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </Stack>
        )}
      </ListaComEstados>
    </Modal>
  );
};
