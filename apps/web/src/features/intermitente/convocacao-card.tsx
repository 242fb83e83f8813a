import type { Convocado } from '@jornada/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatarData } from '../../lib/format.ts';
import {
  COR_SITUACAO,
  dataHora,
  periodo,
  reais,
  SITUACAO_CONVOCADO,
} from './intermitente-comum.ts';

export type ConvocacaoCardProps = {
  convocacao: {
    id: number;
    contratante: string;
    dataInicio: string;
    dataFim: string;
    horaEntrada: string;
    horaSaida: string;
    intervaloMinutos: number;
    valorHora: number;
    remuneracaoPrevista: number;
    descricao: string | null;
  };
  minha: Convocado;
  children?: ReactNode;
};

/** Uma convocação vista pelo convocado: quando, quanto, o prazo e a situação dele. */
export const ConvocacaoCard = ({ convocacao: c, minha, children }: ConvocacaoCardProps) => (
  <Card withBorder padding="md" component="article" aria-label={`Convocação ${c.contratante}`}>
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text fw={600}>{c.contratante}</Text>
        {/* A situação nunca é cortada: no celular estreito ela desce para a linha de baixo. */}
        <Badge
          color={COR_SITUACAO[minha.situacao]}
          variant="light"
          style={{ flexShrink: 0, maxWidth: 'none' }}
        >
          {SITUACAO_CONVOCADO[minha.situacao]}
        </Badge>
      </Group>
      <Text size="sm">
        {periodo(c.dataInicio, c.dataFim)}, das {c.horaEntrada} às {c.horaSaida}
        {c.intervaloMinutos > 0 ? ` (intervalo de ${c.intervaloMinutos} min)` : ''}
      </Text>
      <Text size="sm">
        Valor da hora: {reais(c.valorHora)} · Remuneração prevista: {reais(c.remuneracaoPrevista)}
      </Text>
      {c.descricao ? (
        <Text size="sm" c="dimmed">
          {c.descricao}
        </Text>
      ) : null}
      {minha.situacao === 'aguardando' ? (
        <Text size="sm" fw={600}>
          Responda até {dataHora(minha.prazoResposta)}. Sem resposta no prazo, vale como recusa.
        </Text>
      ) : null}
      {minha.respostaEm ? (
        <Text size="sm" c="dimmed">
          Respondida em {dataHora(minha.respostaEm)}
        </Text>
      ) : null}
      {minha.multa ? (
        <Text size="sm">
          Multa por descumprimento: {reais(minha.multa.valor)}, devida pelo{' '}
          {minha.multa.devidaPor === 'empregador' ? 'empregador' : 'empregado'} até{' '}
          {formatarData(minha.multa.prazo)}
        </Text>
      ) : null}
      {children}
    </Stack>
  </Card>
);
