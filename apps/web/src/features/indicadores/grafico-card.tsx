import { MENSAGEM_ERRO_INDICADORES } from '@jornada/contracts';
import {
  Button,
  Card,
  Group,
  getThemeColor,
  Stack,
  Table,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { baixarCsv, baixarPng, type Celula } from './exportar.ts';

export type TabelaDados = { cabecalho: string[]; linhas: Celula[][] };

type Props = {
  titulo: string;
  descricao: string;
  /** Nome base dos arquivos exportados (sem extensão). */
  arquivo: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** A tabela com os números do gráfico (alternativa acessível e o CSV); undefined carregando. */
  tabela: TabelaDados | undefined;
  vazio: { title: string; description: string };
  grafico: ReactNode;
  /** Abaixo da tabela (ex.: paginação no servidor). */
  rodape?: ReactNode;
  /** As séries do gráfico (nome e cor do Mantine, ex.: 'blue.6'), para a legenda do PNG. */
  legenda: readonly { nome: string; cor: string }[];
};

/**
 * Um indicador: título, o gráfico, a tabela com os mesmos números logo abaixo (a alternativa
 * acessível) e a exportação em CSV (a tabela) e PNG (o gráfico), com carregando, falha e vazio.
 */
export const GraficoCard = ({
  titulo,
  descricao,
  arquivo,
  query,
  tabela,
  vazio,
  grafico,
  rodape,
  legenda,
}: Props) => {
  const area = useRef<HTMLDivElement>(null);
  const theme = useMantineTheme();
  const exportarPng = async () => {
    const svg = area.current?.querySelector<SVGSVGElement>('svg.recharts-surface');
    if (!svg) {
      toast.erro('O gráfico ainda não foi desenhado.');
      return;
    }
    try {
      await baixarPng(svg, `${arquivo}.png`, {
        titulo,
        legenda: legenda.map((l) => ({ nome: l.nome, cor: getThemeColor(l.cor, theme) })),
      });
    } catch (e) {
      toast.erro(e instanceof Error ? e.message : 'Não foi possível gerar o PNG do gráfico.');
    }
  };

  const conteudo = () => {
    if (query.isError)
      return (
        <ErrorState
          error={query.error}
          title={MENSAGEM_ERRO_INDICADORES}
          fallback="Não foi possível calcular este indicador."
          onRetry={() => void query.refetch()}
        />
      );
    if (query.isPending || tabela === undefined)
      return <LoadingState label={`Calculando: ${titulo}…`} />;
    if (tabela.linhas.length === 0) return <EmptyState {...vazio} />;
    return (
      <Stack gap="sm">
        <div ref={area}>{grafico}</div>
        <TabelaRolavel rotulo={titulo}>
          <Table aria-label={titulo} striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {tabela.cabecalho.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tabela.linhas.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: linhas de números sem id próprio
                <Table.Tr key={i}>
                  {l.map((v, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: colunas fixas do cabeçalho
                    <Table.Td key={j}>
                      {typeof v === 'number' ? v.toLocaleString('pt-BR') : v}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
        {rodape}
      </Stack>
    );
  };

  const pronto = !!tabela && tabela.linhas.length > 0 && !query.isError;
  return (
    <Card withBorder padding="md" component="section" aria-label={titulo}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            {titulo}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {descricao}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            disabled={!pronto}
            aria-label={`Exportar CSV: ${titulo}`}
            onClick={() => tabela && baixarCsv(`${arquivo}.csv`, tabela.cabecalho, tabela.linhas)}
          >
            CSV
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={!pronto}
            aria-label={`Exportar PNG: ${titulo}`}
            onClick={() => void exportarPng()}
          >
            PNG
          </Button>
        </Group>
      </Group>
      {conteudo()}
    </Card>
  );
};
