import { Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { faturamentoQueries, useAtribuirPlano } from './faturamento.queries.ts';
import { competenciaCurta, mensagemErro } from './faturamento-formato.ts';
import { SeletorCompetencia } from './seletor-competencia.tsx';

export type PlanoDaEmpresaProps = { empresaId: number; competencia: string };

/** Os planos que a empresa já teve e a atribuição de um plano a partir de um mês. */
export const PlanoDaEmpresa = ({ empresaId, competencia }: PlanoDaEmpresaProps) => {
  const atribuicoes = useQuery(faturamentoQueries.atribuicoes(empresaId));
  const planos = useQuery(faturamentoQueries.planos());
  const atribuir = useAtribuirPlano();
  const [planoId, setPlanoId] = useState<string | null>(null);
  const [vigencia, setVigencia] = useState(competencia);
  const [erro, setErro] = useState<string | null>(null);

  const salvar = () => {
    if (!planoId) {
      setErro('Plano: escolha o plano da empresa.');
      return;
    }
    setErro(null);
    atribuir.mutate(
      { empresaId, planoId: Number(planoId), vigenciaInicio: vigencia },
      {
        onSuccess: (a) => {
          toast.sucesso(
            `Plano ${a.planoNome} atribuído desde ${competenciaCurta(a.vigenciaInicio)}.`,
          );
          setPlanoId(null);
        },
        onError: (e) => toast.erro(mensagemErro(e, 'Não foi possível atribuir o plano.')),
      },
    );
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={4}>Plano da empresa</Title>
        {atribuicoes.isError ? (
          <ErrorState
            error={atribuicoes.error}
            fallback="Não foi possível carregar os planos da empresa."
          />
        ) : atribuicoes.isPending ? (
          <LoadingState label="Carregando os planos da empresa…" />
        ) : atribuicoes.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Esta empresa ainda não tem plano.
          </Text>
        ) : (
          <TabelaRolavel rotulo="Planos da empresa">
            <Table aria-label="Planos da empresa">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Plano</Table.Th>
                  <Table.Th>Desde</Table.Th>
                  <Table.Th>Atribuído em</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {atribuicoes.data.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.planoNome}</Table.Td>
                    <Table.Td>{competenciaCurta(a.vigenciaInicio)}</Table.Td>
                    <Table.Td>
                      {formatarData(a.atribuidoEm)}
                      {a.atribuidoPorNome ? ` por ${a.atribuidoPorNome}` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Plano"
            placeholder={planos.isPending ? 'Carregando…' : 'Escolha o plano'}
            data={(planos.data ?? [])
              .filter((p) => p.ativo)
              .map((p) => ({ value: String(p.id), label: p.nome }))}
            value={planoId}
            onChange={setPlanoId}
            error={erro ?? (planos.isError ? 'Não foi possível carregar os planos.' : undefined)}
            w={220}
          />
          <SeletorCompetencia value={vigencia} onChange={setVigencia} rotulo="Desde" />
          <Button onClick={salvar} loading={atribuir.isPending}>
            Atribuir plano
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
