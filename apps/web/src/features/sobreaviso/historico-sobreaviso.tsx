import type { HistoricoSobreaviso } from '@jornada/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import type { EntidadeSobreaviso } from './sobreaviso.api.ts';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import { FALHA, rotuloHistorico, semMensagem } from './sobreaviso-formato.ts';

export type HistoricoSobreavisoPainelProps = {
  entidade: EntidadeSobreaviso;
  id: number;
  nome: string;
  /** O estado gravado em cada versão, em uma linha legível. */
  resumir: (dados: Record<string, unknown>) => string;
};

const autoria = (v: HistoricoSobreaviso) =>
  `${dayjs(v.alteradoEm).format('DD/MM/YYYY HH:mm')} por ${v.alteradoPorNome ?? 'sistema'}`;

/** Versões de um registro do sobreaviso, da mais recente: quem, quando, o quê. */
export const HistoricoSobreavisoPainel = ({
  entidade,
  id,
  nome,
  resumir,
}: HistoricoSobreavisoPainelProps) => {
  const historico = useQuery(sobreavisoQueries.historico(entidade, id));
  const versoes = historico.data?.toSorted((a, b) => b.versao - a.versao);
  return (
    <ListaComEstados
      query={semMensagem(historico)}
      items={versoes}
      loadingLabel="Carregando histórico…"
      errorState={{
        fallback: FALHA.carregar,
        onRetry: () => void historico.refetch(),
      }}
      emptyState={{
        title: 'Sem versões registradas',
        description:
          'Registros da implantação não têm histórico; a próxima alteração aparece aqui.',
      }}
    >
      {(lista) => (
        <Stack gap="xs" role="list" aria-label={`Histórico de ${nome}`}>
          {lista.map((v) => (
            <Card key={v.versao} withBorder padding="xs" role="listitem">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  Versão {v.versao}: {rotuloHistorico(v.acao)}
                </Text>
                <Text size="xs" c="dimmed">
                  {autoria(v)}
                </Text>
              </Group>
              <Text size="sm">{resumir(v.dados)}</Text>
            </Card>
          ))}
        </Stack>
      )}
    </ListaComEstados>
  );
};
