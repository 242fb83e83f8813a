import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { mesAnterior, mesSeguinte, nomeDoMes } from './calendario.ts';
import type { AnoMes } from './escala.tipos.ts';

export type NavegacaoMesProps = {
  valor: AnoMes;
  atual: AnoMes;
  onChange: (mes: AnoMes) => void;
};

const Seta = ({ direcao }: { direcao: 'esquerda' | 'direita' }) => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d={direcao === 'esquerda' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
  </svg>
);

/** Navegação por mês (spec §4): janeiro ← volta a dezembro do ano anterior, e vice-versa. */
export const NavegacaoMes = ({ valor, atual, onChange }: NavegacaoMesProps) => {
  const isAtual = valor.ano === atual.ano && valor.mes === atual.mes;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Mês anterior"
        onClick={() => onChange(mesAnterior(valor))}
      >
        <Seta direcao="esquerda" />
      </ActionIcon>
      <Text fw={600} miw={150} ta="center" aria-live="polite">
        {nomeDoMes(valor)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Próximo mês"
        onClick={() => onChange(mesSeguinte(valor))}
      >
        <Seta direcao="direita" />
      </ActionIcon>
      {isAtual ? null : (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(atual)}>
          Mês atual
        </Button>
      )}
    </Group>
  );
};
