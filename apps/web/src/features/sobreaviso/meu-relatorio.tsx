import { Alert, Card, Text, Title } from '@mantine/core';
import { dayjs } from '../../lib/dayjs.ts';
import { BotoesRelatorio, useBaixarRelatorio } from './baixar-relatorio.tsx';
import { FALHA } from './sobreaviso-formato.ts';

/**
 * O relatório do mês de quem está logado (só o próprio, mesmo para um gestor): horas de escala,
 * espera paga, equivalente em hora normal e horas acionadas aprovadas.
 */
export const MeuRelatorio = ({ usuarioId }: { usuarioId: number }) => {
  const { baixando, falhou, baixar } = useBaixarRelatorio();
  const inicio = dayjs().startOf('month').format('YYYY-MM-DD');
  const fim = dayjs().endOf('month').format('YYYY-MM-DD');

  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb={4}>
        Meu relatório do mês
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Espera paga, equivalente em hora normal e horas acionadas aprovadas de{' '}
        {dayjs().format('MM/YYYY')}.
      </Text>
      {falhou ? (
        <Alert color="red" role="alert" mb="sm">
          {FALHA.relatorio}
        </Alert>
      ) : null}
      <BotoesRelatorio
        baixando={baixando}
        onBaixar={(formato) => void baixar(formato, { inicio, fim, usuarioId })}
        isLarguraTotal
      />
    </Card>
  );
};
