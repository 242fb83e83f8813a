import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { type Campo, TIPOS_REGRA } from './campos-convencao.ts';
import type { ErrosConvencao, Faixa, TipoConvencao, ValoresRegra } from './convencao-valores.ts';

/** Valor do Select para "a convenção nada diz" (o campo fica fora da convenção). */
const NAO_REGULADO = 'nao-regulado';
const ROTULO_NAO_REGULADO = 'Não regulado (segue a regra da pessoa)';

const numero = (v: string | number): number | undefined =>
  v === '' || v === undefined ? undefined : Number(v);

type EditorFaixasProps = {
  faixas: Faixa[];
  onChange: (f: Faixa[]) => void;
  erro?: string;
};

/** Faixas de horas extras; nenhuma faixa = a convenção não regula o adicional. */
const EditorFaixas = ({ faixas, onChange, erro }: EditorFaixasProps) => (
  <Stack gap="xs">
    <Text size="sm" c="dimmed">
      {faixas.length === 0
        ? 'Sem faixas: vale o adicional da regra da pessoa.'
        : 'A última faixa não tem limite.'}
    </Text>
    {faixas.map((f, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: faixas são posicionais
      <Group key={i} align="flex-end" gap="xs">
        <NumberInput
          label={`Faixa ${i + 1}, até (min acumulados)`}
          value={f.ateMinutos ?? ''}
          onChange={(v) =>
            onChange(faixas.map((g, j) => (j === i ? { ...g, ateMinutos: numero(v) } : g)))
          }
          allowDecimal={false}
          placeholder={i === faixas.length - 1 ? 'sem limite' : undefined}
        />
        <NumberInput
          label={`Faixa ${i + 1}, percentual (%)`}
          value={f.percentual ?? ''}
          onChange={(v) =>
            onChange(faixas.map((g, j) => (j === i ? { ...g, percentual: numero(v) } : g)))
          }
        />
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remover faixa ${i + 1}`}
          onClick={() => onChange(faixas.filter((_g, j) => j !== i))}
          mb={4}
        >
          ✕
        </ActionIcon>
      </Group>
    ))}
    {erro ? (
      <Text size="sm" c="red">
        {erro}
      </Text>
    ) : null}
    <Group>
      <Button
        variant="light"
        size="xs"
        disabled={faixas.length >= 10}
        onClick={() => onChange([...faixas, { percentual: 50 }])}
      >
        Adicionar faixa
      </Button>
    </Group>
  </Stack>
);

type CampoRegraProps = {
  campo: Campo;
  valor: unknown;
  onChange: (v: unknown) => void;
  erro?: string;
};

/** Um campo de uma regra; vazio (ou "Não regulado") deixa o campo fora da convenção. */
const CampoRegra = ({ campo, valor, onChange, erro }: CampoRegraProps) => {
  switch (campo.tipo) {
    case 'minutos':
    case 'percentual':
      return (
        <NumberInput
          label={campo.rotulo}
          description={campo.ajuda}
          placeholder="não regulado"
          value={(valor as number | undefined) ?? ''}
          onChange={(v) => onChange(numero(v))}
          allowDecimal={campo.tipo === 'percentual'}
          error={erro}
        />
      );
    case 'booleano':
      return (
        <Select
          label={campo.rotulo}
          description={campo.ajuda}
          data={[
            { value: NAO_REGULADO, label: ROTULO_NAO_REGULADO },
            { value: 'sim', label: 'Sim' },
            { value: 'nao', label: 'Não' },
          ]}
          value={valor === undefined ? NAO_REGULADO : valor ? 'sim' : 'nao'}
          onChange={(v) => onChange(v === 'sim' ? true : v === 'nao' ? false : undefined)}
          allowDeselect={false}
          error={erro}
        />
      );
    case 'opcao':
      return (
        <Select
          label={campo.rotulo}
          description={campo.ajuda}
          data={[{ value: NAO_REGULADO, label: ROTULO_NAO_REGULADO }, ...campo.opcoes]}
          value={(valor as string | undefined) ?? NAO_REGULADO}
          onChange={(v) => onChange(v === NAO_REGULADO || v === null ? undefined : v)}
          allowDeselect={false}
          error={erro}
        />
      );
    case 'faixas':
      return (
        <EditorFaixas
          faixas={(valor as Faixa[] | undefined) ?? []}
          onChange={onChange}
          erro={erro}
        />
      );
  }
};

export type RegraConvencaoCamposProps = {
  tipo: TipoConvencao;
  valores: ValoresRegra;
  erros: ErrosConvencao;
  onChange: (valores: ValoresRegra) => void;
};

/** Os campos de um tipo de regra de cálculo na convenção, com o fundamento legal. */
export const RegraConvencaoCampos = ({
  tipo,
  valores,
  erros,
  onChange,
}: RegraConvencaoCamposProps) => {
  const descricao = TIPOS_REGRA[tipo];
  return (
    <Fieldset legend={descricao.nome}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {descricao.lei}
        </Text>
        {descricao.campos.map((campo) => (
          <CampoRegra
            key={campo.nome}
            campo={campo}
            valor={valores[campo.nome]}
            onChange={(v) => onChange({ ...valores, [campo.nome]: v })}
            erro={erros[`regras.${tipo}.${campo.nome}`]}
          />
        ))}
      </Stack>
    </Fieldset>
  );
};
