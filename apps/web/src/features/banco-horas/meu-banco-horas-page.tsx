import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { formatarData, formatarMinutos } from '../../lib/format.ts';
import { bancoHorasQueries } from './banco-horas.queries.ts';
import { ExtratoTabela } from './extrato-tabela.tsx';
import { formatarSaldo } from './formato.ts';
import { lotesAVencer } from './lotes.ts';
import { SimuladorBanco } from './simulador-banco.tsx';
import type { Extrato } from './tipos.ts';

type SaldoAtual = { nome: string; saldoMinutos: number; cicloInicio: string; cicloFim: string };

const AVencer = ({ extrato, cicloFim }: { extrato: Extrato; cicloFim: string }) => {
  const lotes = lotesAVencer(extrato.extrato, cicloFim, extrato.vencimentoMeses);
  return (
    <Stack gap="xs" component="section" aria-labelledby="titulo-a-vencer">
      <Title order={2} size="h5" id="titulo-a-vencer">
        A vencer
      </Title>
      {lotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum crédito a vencer.
        </Text>
      ) : (
        <ul aria-label="Créditos a vencer" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lotes.map((l) => (
            <li key={l.data}>
              <Card withBorder padding="xs" mb="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {formatarMinutos(l.minutos)} creditadas em {formatarData(l.data)}
                  </Text>
                  <Text size="sm" fw={600}>
                    vence em {formatarData(l.vence)}
                  </Text>
                </Group>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Text size="xs" c="dimmed">
        O que não for compensado até o vencimento é pago como hora extra.
      </Text>
    </Stack>
  );
};

const Conteudo = ({ saldo }: { saldo: SaldoAtual }) => {
  const extrato = useQuery(bancoHorasQueries.extrato(null));
  return (
    <Stack gap="md">
      <Card withBorder padding="md" aria-label="Saldo do banco de horas">
        <Text size="sm" c="dimmed">
          Saldo atual
        </Text>
        <Text size="2rem" fw={700} c={saldo.saldoMinutos < 0 ? 'red.8' : undefined}>
          {formatarSaldo(saldo.saldoMinutos)}
        </Text>
        <Text size="sm">{saldo.nome}</Text>
        <Text size="sm" c="dimmed">
          Ciclo de {formatarData(saldo.cicloInicio)} a {formatarData(saldo.cicloFim)}
        </Text>
      </Card>
      {extrato.isPending ? (
        <LoadingState label="Carregando extrato…" />
      ) : extrato.isError ? (
        <ErrorState
          error={extrato.error}
          fallback="Não foi possível carregar o extrato."
          onRetry={() => void extrato.refetch()}
        />
      ) : (
        <>
          <AVencer extrato={extrato.data} cicloFim={saldo.cicloFim} />
          <SimuladorBanco hoje={extrato.data.ate} cicloFim={saldo.cicloFim} />
          <Stack gap="xs" component="section" aria-labelledby="titulo-extrato-ciclo">
            <Title order={2} size="h5" id="titulo-extrato-ciclo">
              Extrato do ciclo atual
            </Title>
            <ExtratoTabela extrato={extrato.data} desde={saldo.cicloInicio} />
          </Stack>
        </>
      )}
    </Stack>
  );
};

/** Meu banco de horas: o saldo de hoje, o que vence e o extrato do ciclo (cabe no celular). */
export const MeuBancoHorasPage = () => {
  const atual = useQuery(bancoHorasQueries.atual());
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        Meu banco de horas
      </Title>
      {atual.isPending ? (
        <LoadingState label="Carregando saldo…" />
      ) : atual.isError ? (
        <ErrorState
          error={atual.error}
          fallback="Não foi possível carregar o banco de horas."
          onRetry={() => void atual.refetch()}
        />
      ) : atual.data?.bancoHoras ? (
        <Conteudo saldo={atual.data.bancoHoras} />
      ) : (
        <EmptyState
          title="Você não está em nenhum banco de horas"
          description="Quando o RH incluir você num banco de horas, o saldo e o extrato aparecem aqui."
        />
      )}
    </Stack>
  );
};
