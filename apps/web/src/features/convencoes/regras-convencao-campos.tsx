import { Fieldset, NumberInput, Select, Stack, Text } from '@mantine/core';
import { EditorFaixas, numero } from '../regras/index.ts';
import { type Campo, TIPOS_REGRA } from './campos-convencao.ts';
import type { ErrosConvencao, Faixa, TipoConvencao, ValoresRegra } from './convencao-valores.ts';

/** Valor do Select para "a convenção nada diz" (o campo fica fora da convenção). */
const NAO_REGULADO = 'nao-regulado';
const ROTULO_NAO_REGULADO = 'Não regulado (segue a regra da pessoa)';

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
          titulo={
            <Text size="sm" c="dimmed">
              {/* Nenhuma faixa = a convenção não regula o adicional. */}
              {(valor as Faixa[] | undefined)?.length
                ? 'A última faixa não tem limite.'
                : 'Sem faixas: vale o adicional da regra da pessoa.'}
            </Text>
          }
          minimo={0}
          percentualNovo={50}
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
