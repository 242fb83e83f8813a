import { Badge, Group, Text } from '@mantine/core';
import { STATUS_ACAO } from './acao.ts';
import { COR_TIPO_DIA, ORDEM_TAGS, TAGS, type TipoDia } from './calendario.ts';

export type LegendaCalendarioProps = {
  /** Mostra as cores de status das alterações (calendário da equipe). */
  hasAlteracoes?: boolean;
};

const TIPOS: readonly TipoDia[] = ['trabalho', 'folga', 'outro'];

/** Legenda das cores do dia, das siglas das etiquetas e das marcas de alteração. */
export const LegendaCalendario = ({ hasAlteracoes = false }: LegendaCalendarioProps) => (
  <Group gap="lg" align="flex-start" component="section" aria-label="Legenda">
    <Group gap={6}>
      {TIPOS.map((tipo) => (
        <Group key={tipo} gap={4}>
          <span
            aria-hidden="true"
            style={{
              width: 14,
              height: 14,
              borderRadius: 3,
              background: COR_TIPO_DIA[tipo].fundo,
              border: '1px solid var(--mantine-color-default-border)',
            }}
          />
          <Text size="xs">{COR_TIPO_DIA[tipo].nome}</Text>
        </Group>
      ))}
    </Group>
    <Group gap={6}>
      {ORDEM_TAGS.map((chave) => (
        <Group key={chave} gap={4}>
          <Badge size="xs" radius="sm" color={`${TAGS[chave].cor}.9`} variant="filled">
            {TAGS[chave].sigla}
          </Badge>
          <Text size="xs">{TAGS[chave].nome}</Text>
        </Group>
      ))}
    </Group>
    {hasAlteracoes ? (
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          Alteração:
        </Text>
        {(['ParaAprovar', 'Aprovada', 'ParaRemover'] as const).map((status) => (
          <Group key={status} gap={4}>
            <span
              aria-hidden="true"
              style={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                background: `var(--mantine-color-${STATUS_ACAO[status].cor}-6)`,
              }}
            />
            <Text size="xs">{STATUS_ACAO[status].rotulo}</Text>
          </Group>
        ))}
      </Group>
    ) : null}
  </Group>
);
