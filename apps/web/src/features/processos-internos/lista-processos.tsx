import type { SolicitacaoProcesso } from '@jornada/contracts';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { descreverEtapa, formatarDataHora, STATUS_COR, STATUS_ROTULO } from './processos-comum.ts';

export type ListaProcessosProps = {
  itens: readonly SolicitacaoProcesso[];
  rotulo: string;
  /** Mostra quem pediu (caixa do gestor e do RH). */
  hasColaborador?: boolean;
  onAbrir: (s: SolicitacaoProcesso) => void;
};

/** Pedidos em cartões clicáveis: tipo, situação, etapa e data. */
export const ListaProcessos = ({ itens, rotulo, hasColaborador, onAbrir }: ListaProcessosProps) => (
  <Stack
    component="ul"
    gap="xs"
    aria-label={rotulo}
    style={{ listStyle: 'none', margin: 0, padding: 0 }}
  >
    {itens.map((s) => (
      <li key={s.id}>
        <UnstyledButton
          w="100%"
          onClick={() => onAbrir(s)}
          aria-label={`Abrir ${s.tipoNome}${hasColaborador ? ` de ${s.colaboradorNome}` : ''}`}
        >
          <Paper withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{s.tipoNome}</Text>
                <Text size="sm" c="dimmed">
                  {hasColaborador ? `${s.colaboradorNome} · ` : ''}
                  {formatarDataHora(s.solicitadoEm)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Badge color={STATUS_COR[s.status]}>{STATUS_ROTULO[s.status]}</Badge>
                {s.status === 'EmAnalise' ? (
                  <Text size="xs" c="dimmed">
                    {descreverEtapa(s)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Paper>
        </UnstyledButton>
      </li>
    ))}
  </Stack>
);
