import type { TurnoWire } from '@jornada/contracts';
import type { DiaSemana } from '@jornada/domain';
import { ActionIcon, Button, Chip, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { DatePickerPtBr } from '../../../components/ui/date-picker-pt-br.tsx';
import {
  type DiaForm,
  ROTULO_DIA,
  SEMANA,
  type TipoDiaForm,
  type ValoresEscala,
} from './escala-form.model.ts';

const TIPOS_DIA: { value: TipoDiaForm; label: string }[] = [
  { value: 'trabalho', label: 'Trabalho' },
  { value: 'folga', label: 'Folga' },
  { value: 'dsr', label: 'DSR' },
];

export type PadraoEditorProps = {
  valores: ValoresEscala;
  turnos: readonly TurnoWire[];
  onChange: (parcial: Partial<ValoresEscala>) => void;
};

const LinhaDia = ({
  rotulo,
  dia,
  turnos,
  onChange,
  onRemover,
}: {
  rotulo: string;
  dia: DiaForm;
  turnos: PadraoEditorProps['turnos'];
  onChange: (d: DiaForm) => void;
  onRemover?: () => void;
}) => (
  <Group gap="xs" align="flex-end" wrap="nowrap">
    <Text w={80} size="sm" fw={600} pb={8}>
      {rotulo}
    </Text>
    <Select
      label={`Tipo de ${rotulo}`}
      data={TIPOS_DIA}
      value={dia.tipo}
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
      onChange={(v) =>
        onChange({
          tipo: (v ?? 'folga') as TipoDiaForm,
          turnoId: v === 'trabalho' ? dia.turnoId : null,
        })
      }
      w={130}
    />
    <Select
      label={`Turno de ${rotulo}`}
      placeholder={dia.tipo === 'trabalho' ? 'Escolha o turno' : 'Sem turno'}
      data={turnos.map((t) => ({ value: String(t.id), label: t.nome }))}
      value={dia.turnoId}
      disabled={dia.tipo !== 'trabalho'}
      comboboxProps={{ withinPortal: false }}
      onChange={(v) => onChange({ ...dia, turnoId: v })}
      style={{ flex: 1 }}
    />
    {onRemover ? (
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={onRemover}
        aria-label={`Remover ${rotulo}`}
        mb={4}
      >
        ×
      </ActionIcon>
    ) : null}
  </Group>
);

const Semanal = ({ valores, turnos, onChange }: PadraoEditorProps) => (
  <Stack gap="xs">
    {SEMANA.map((d) => (
      <LinhaDia
        key={d}
        rotulo={ROTULO_DIA[d]}
        dia={valores.semana[d]}
        turnos={turnos}
        onChange={(dia) => onChange({ semana: { ...valores.semana, [d]: dia } })}
      />
    ))}
  </Stack>
);

const Ciclica = ({ valores, turnos, onChange }: PadraoEditorProps) => (
  <Stack gap="xs">
    <DatePickerPtBr
      label="Início do ciclo"
      description="O dia 1 do ciclo cai nesta data."
      value={valores.inicio}
      onChange={(inicio) => onChange({ inicio })}
      isRequired
    />
    {valores.ciclo.map((dia, i) => (
      <LinhaDia
        // biome-ignore lint/suspicious/noArrayIndexKey: a posição no ciclo é a identidade do dia.
        key={i}
        rotulo={`Dia ${i + 1}`}
        dia={dia}
        turnos={turnos}
        onChange={(novo) => onChange({ ciclo: valores.ciclo.map((x, j) => (j === i ? novo : x)) })}
        onRemover={
          valores.ciclo.length > 1
            ? () => onChange({ ciclo: valores.ciclo.filter((_, j) => j !== i) })
            : undefined
        }
      />
    ))}
    <Button
      variant="light"
      size="compact-sm"
      onClick={() => onChange({ ciclo: [...valores.ciclo, { tipo: 'folga', turnoId: null }] })}
      w="fit-content"
    >
      Adicionar dia ao ciclo
    </Button>
  </Stack>
);

const Rotativa = ({ valores, turnos, onChange }: PadraoEditorProps) => (
  <Stack gap="xs">
    <Group grow align="flex-start">
      <DatePickerPtBr
        label="Início do rodízio"
        description="A semana desta data é a semana 1."
        value={valores.inicio}
        onChange={(inicio) => onChange({ inicio })}
        isRequired
      />
      <Select
        label="Turno dos dias de trabalho"
        data={turnos.map((t) => ({ value: String(t.id), label: t.nome }))}
        value={valores.turnoId}
        onChange={(turnoId) => onChange({ turnoId })}
        comboboxProps={{ withinPortal: false }}
        required
      />
    </Group>
    {valores.folgas.map((folgas, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a posição é a semana do rodízio.
      <Stack key={i} gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={600} id={`folgas-semana-${i}`}>
            Folgas da semana {i + 1} (a primeira é o DSR)
          </Text>
          {valores.folgas.length > 1 ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              onClick={() => onChange({ folgas: valores.folgas.filter((_, j) => j !== i) })}
            >
              Remover semana {i + 1}
            </Button>
          ) : null}
        </Group>
        <Chip.Group
          multiple
          value={folgas}
          onChange={(v) => {
            const ordenado = [
              ...folgas.filter((d) => v.includes(d)),
              ...v.filter((d) => !folgas.includes(d as DiaSemana)),
            ];
            onChange({
              folgas: valores.folgas.map((f, j) => (j === i ? (ordenado as DiaSemana[]) : f)),
            });
          }}
        >
          <Group gap={4} role="group" aria-labelledby={`folgas-semana-${i}`}>
            {SEMANA.map((d) => (
              <Chip key={d} value={d} size="xs">
                {ROTULO_DIA[d]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    ))}
    <Button
      variant="light"
      size="compact-sm"
      w="fit-content"
      onClick={() => onChange({ folgas: [...valores.folgas, []] })}
    >
      Adicionar semana
    </Button>
    <NumberInput
      label="Domingo de folga ao menos a cada N semanas"
      description="Em branco: sem promessa de domingo."
      min={1}
      max={12}
      value={valores.domingoACadaSemanas}
      onChange={(v) => onChange({ domingoACadaSemanas: v === '' ? '' : String(v) })}
      w={320}
    />
  </Stack>
);

/** Editor do padrão da escala conforme o tipo (semanal, cíclica ou 6x1 rotativa). */
export const PadraoEditor = (props: PadraoEditorProps) => {
  if (props.valores.tipo === 'semanal') return <Semanal {...props} />;
  if (props.valores.tipo === 'ciclica') return <Ciclica {...props} />;
  return <Rotativa {...props} />;
};
