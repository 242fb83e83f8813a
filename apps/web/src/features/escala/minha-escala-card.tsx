import './estilos-mantine.ts';
import { Anchor, Card, Group, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { dataIsoLocal, formatarData } from '../../lib/format.ts';
import { FALHA_GENERICA, mensagemDoServidor } from './acao.ts';
import { diaSemanaAbreviado, mesDe, ROTULO_NATUREZA } from './calendario.ts';
import { escalaQueries } from './escala.queries.ts';

export const HASH_MINHA_ESCALA = '/dashboard/minhas-rotinas/calendario';

/** Próximos dias da escala do colaborador no painel pessoal (até o fim do mês corrente). */
export const MinhaEscalaCard = () => {
  const hoje = dataIsoLocal(new Date());
  const { ano, mes } = mesDe(new Date());
  const calendario = useQuery(escalaQueries.individual(ano, mes));
  const configuracao = useQuery(escalaQueries.configuracao());
  const isMostrarHorario = configuracao.data?.mostrarHorarioEscala ?? true;

  const conteudo = () => {
    if (calendario.isPending) return <LoadingState label="Carregando a sua escala…" />;
    if (calendario.isError) {
      return (
        <Text c="red.8" size="sm" role="alert">
          Não foi possível carregar a sua escala:{' '}
          {mensagemDoServidor(calendario.error) ?? FALHA_GENERICA}
        </Text>
      );
    }
    const proximos = calendario.data.dias.filter((d) => d.data >= hoje).slice(0, 7);
    if (proximos.length === 0 || proximos.every((d) => d.naturezaDia === 'SemEscala')) {
      return (
        <Text c="dimmed" size="sm">
          Você não tem escala atribuída nos próximos dias.
        </Text>
      );
    }
    return (
      <List spacing={4} aria-label="Próximos dias da escala" listStyleType="none">
        {proximos.map((d) => (
          <List.Item key={d.data}>
            <Text size="sm" fw={d.data === hoje ? 700 : undefined}>
              {d.data === hoje ? 'Hoje' : diaSemanaAbreviado(d.data)} {formatarData(d.data)} —{' '}
              {ROTULO_NATUREZA[d.naturezaDia]}
              {isMostrarHorario && d.horaEntrada && d.horaSaida
                ? `, ${d.horaEntrada} às ${d.horaSaida}`
                : ''}
              {d.feriado ? ` (${d.feriado})` : ''}
            </Text>
          </List.Item>
        ))}
      </List>
    );
  };

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Minha escala
        </Title>
        <Anchor component={Link} to={`/#${HASH_MINHA_ESCALA}`} size="sm">
          Ver o mês
        </Anchor>
      </Group>
      {conteudo()}
    </Card>
  );
};
