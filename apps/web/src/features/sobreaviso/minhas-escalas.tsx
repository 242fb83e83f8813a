import type { AlocacaoSobreaviso } from '@jornada/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { dayjs } from '../../lib/dayjs.ts';
import { horas, NOME_TIPO, periodoLocal } from './sobreaviso-formato.ts';

/** Quantas escalas futuras a tela lista (a mais próxima primeiro). */
const PROXIMAS = 8;

type EscalaDaPessoa = {
  inicio: string;
  fim: string;
  regraNome: string;
  tipo: string;
  fracao: number;
};

/** Fração da hora paga pela espera (CLT art. 244 §2º: 1/3; §3º: 2/3). */
const FRACAO = { sobreaviso: 1 / 3, prontidao: 2 / 3 } as const;

const espera = (e: EscalaDaPessoa) => {
  const minutos = dayjs(e.fim).diff(dayjs(e.inicio), 'minute');
  return `Espera prevista ${horas(minutos)}, equivale a ${horas(minutos * e.fracao)} de hora normal`;
};

export const escalasDe = (alocacoes: readonly AlocacaoSobreaviso[]) =>
  alocacoes
    .filter((a) => a.ativo)
    .flatMap((a) =>
      a.escalas.map((e) => ({
        ...e,
        regraNome: a.regraNome,
        tipo: NOME_TIPO[a.tipo],
        fracao: FRACAO[a.tipo],
      })),
    )
    .toSorted((a, b) => a.inicio.localeCompare(b.inicio));

export type MinhasEscalasProps = { alocacoes: readonly AlocacaoSobreaviso[] };

/** As próximas escalas de sobreaviso da pessoa, com a que está em andamento destacada. */
export const MinhasEscalas = ({ alocacoes }: MinhasEscalasProps) => {
  const agora = dayjs().format('YYYY-MM-DDTHH:mm');
  const proximas: EscalaDaPessoa[] = escalasDe(alocacoes)
    .filter((e) => e.fim > agora)
    .slice(0, PROXIMAS);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Minhas escalas
      </Title>
      {proximas.length === 0 ? (
        <Text size="sm" c="dimmed">
          Você não tem escala de sobreaviso planejada daqui para a frente.
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="Próximas escalas de sobreaviso">
          {proximas.map((e) => {
            const isAgora = e.inicio <= agora && agora < e.fim;
            return (
              <Group
                key={`${e.inicio}-${e.regraNome}`}
                justify="space-between"
                role="listitem"
                wrap="nowrap"
                gap="xs"
              >
                <div>
                  <Text size="sm" fw={600}>
                    {dayjs(e.inicio).format('ddd')} {periodoLocal(e.inicio, e.fim)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {e.regraNome} · {e.tipo}
                  </Text>
                  <Text size="xs">{espera(e)}</Text>
                </div>
                {isAgora ? (
                  <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
                    Agora
                  </Badge>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
};
