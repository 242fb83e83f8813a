import {
  type ColaboradorOpcoes,
  type ColaboradorWire,
  celularE164,
  formatarCelular,
  ROTULOS_TIPO_CONTRATO,
  TIPOS_CONTRATO,
  type TipoContrato,
} from '@jornada/contracts';
import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** Centro de custo, tipo de contrato e celular do colaborador (issue 18). */
export type ValoresVinculo = {
  centroCustoId: string | null;
  tipoContrato: TipoContrato;
  celular: string;
};

export const vinculoDe = (c: ColaboradorWire | null): ValoresVinculo => ({
  centroCustoId: c?.centroCustoId ? String(c.centroCustoId) : null,
  tipoContrato: c?.tipoContrato ?? 'clt',
  celular: c?.celular ? formatarCelular(c.celular) : '',
});

export const validarVinculo = {
  celular: (v: string) =>
    v.trim() === '' || celularE164(v) !== null
      ? null
      : 'Celular: informe DDD e os 9 dígitos, como (11) 98765-4321.',
};

/** O que o corpo do cadastro recebe destes campos. */
export const corpoVinculo = (v: ValoresVinculo) => ({
  centroCustoId: v.centroCustoId ? Number(v.centroCustoId) : null,
  tipoContrato: v.tipoContrato,
  celular: v.celular.trim() === '' ? null : v.celular.trim(),
});

/** Máscara (11) 98765-4321 durante a digitação. */
const mascararCelular = (valor: string) => {
  const d = valor.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
};

const TIPOS = TIPOS_CONTRATO.map((t) => ({ value: t, label: ROTULOS_TIPO_CONTRATO[t] }));

export const VinculoCampos = <T extends ValoresVinculo>({
  form,
  opcoes,
}: {
  form: UseFormReturnType<T>;
  opcoes: ColaboradorOpcoes;
}) => {
  // O formulário do colaborador estende ValoresVinculo: os caminhos abaixo existem nele.
  const f = form as unknown as UseFormReturnType<ValoresVinculo>;
  return (
    <>
      <Select
        label="Centro de custo"
        clearable
        searchable
        nothingFoundMessage="Nenhum centro de custo com esse nome"
        data={opcoes.centrosCusto.map((c) => ({ value: String(c.id), label: c.nome }))}
        {...f.getInputProps('centroCustoId')}
      />
      <Select
        label="Tipo de contrato"
        required
        allowDeselect={false}
        data={TIPOS}
        {...f.getInputProps('tipoContrato')}
      />
      <TextInput
        label="Celular (opcional)"
        inputMode="tel"
        placeholder="(11) 98765-4321"
        description="Recebe as mensagens por SMS."
        {...f.getInputProps('celular')}
        onChange={(e) => f.setFieldValue('celular', mascararCelular(e.currentTarget.value))}
      />
    </>
  );
};
