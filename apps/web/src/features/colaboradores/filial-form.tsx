import {
  cnpjValido,
  cpfValido,
  type EmpregadorWire,
  mascararCep,
  mascararCnpj,
  mascararCpf,
  type TipoInscricao,
  UFS,
} from '@jornada/contracts';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { colaboradoresQueries } from './colaboradores.queries.ts';
import { useConfirmarGravacao } from './confirmar-empregador.tsx';

type Filial = EmpregadorWire['filiais'][number];
type Valores = {
  tipoInscricao: TipoInscricao;
  cnpj: string;
  nome: string;
  caepf: string;
  cno: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  uf: string | null;
  municipioIbge: string | null;
};

const soDigitos = (v: string) => v.replace(/\D/g, '');
const mascarar = (tipo: TipoInscricao, v: string) =>
  tipo === 'CPF' ? mascararCpf(v) : mascararCnpj(v);
const digitosOpcionais = (rotulo: string, n: number) => (v: string) =>
  v === '' || soDigitos(v).length === n ? null : `${rotulo}: informe ${n} dígitos.`;
const vazioNulo = (v: string) => (v.trim() === '' ? null : v.trim());
const digitosOuNulo = (v: string) => (soDigitos(v) === '' ? null : soDigitos(v));

/** Municípios do IBGE da UF escolhida, pesquisáveis (GET /api/base/filter/cidade?uf=). */
const MunicipioSelect = ({
  uf,
  ...props
}: { uf: string | null } & ReturnType<ReturnType<typeof useForm<Valores>>['getInputProps']>) => {
  const consulta = useQuery({ ...colaboradoresQueries.municipios(uf ?? ''), enabled: !!uf });
  return (
    <Select
      label="Município"
      required
      searchable
      nothingFoundMessage="Nenhum município com esse nome na UF"
      placeholder={uf ? 'Digite para procurar' : 'Escolha a UF primeiro'}
      disabled={!uf}
      data={(consulta.data ?? []).map((m) => ({ value: String(m.id), label: m.nome }))}
      {...props}
    />
  );
};

/** Valores do formulário: os da filial, ou em branco para uma filial nova. */
const valoresIniciais = (filial: Filial | null): Valores => ({
  tipoInscricao: filial?.tipoInscricao ?? 'CNPJ',
  cnpj: filial ? mascarar(filial.tipoInscricao, filial.cnpj) : '',
  nome: filial?.nome ?? '',
  caepf: filial?.caepf ?? '',
  cno: filial?.cno ?? '',
  cep: mascararCep(filial?.cep ?? ''),
  logradouro: filial?.logradouro ?? '',
  numero: filial?.numero ?? '',
  complemento: filial?.complemento ?? '',
  bairro: filial?.bairro ?? '',
  uf: filial?.uf ?? null,
  municipioIbge: filial?.municipioIbge == null ? null : String(filial.municipioIbge),
});

/**
 * Uma filial: inscrição (CNPJ ou CPF, CAEPF, CNO) e endereço com o município do IBGE. Sem
 * `filial`, inclui uma nova (o servidor cria o REP-P dela com o empregador registrado).
 */
export const FilialForm = ({
  filial,
  onFechar,
}: {
  filial: Filial | null;
  onFechar: () => void;
}) => {
  const form = useForm<Valores>({
    initialValues: valoresIniciais(filial),
    validate: {
      cnpj: (v, f) =>
        f.tipoInscricao === 'CPF'
          ? cpfValido(v)
            ? null
            : 'CPF: número inválido (confira os dígitos).'
          : cnpjValido(v)
            ? null
            : 'CNPJ: número inválido (confira os dígitos).',
      nome: (v) => (v.trim() ? null : 'Nome da filial: informe o nome.'),
      caepf: digitosOpcionais('CAEPF', 14),
      cno: digitosOpcionais('CNO', 12),
      cep: digitosOpcionais('CEP', 8),
      uf: (v) => (v ? null : 'UF: escolha a UF.'),
      municipioIbge: (v) => (v ? null : 'Município: escolha o município.'),
    },
  });
  const { setFieldError } = form;
  const marcar = useCallback(
    (campo: string, mensagem: string) => setFieldError(campo.replace(/^filial\./, ''), mensagem),
    [setFieldError],
  );
  const { pedir, modal, erro } = useConfirmarGravacao(onFechar, marcar);
  const enviar = form.onSubmit((v) =>
    pedir({
      filial: {
        ...(filial ? { id: filial.id } : {}),
        tipoInscricao: v.tipoInscricao,
        cnpj: soDigitos(v.cnpj),
        nome: v.nome.trim(),
        caepf: digitosOuNulo(v.caepf),
        cno: digitosOuNulo(v.cno),
        cep: digitosOuNulo(v.cep),
        logradouro: vazioNulo(v.logradouro),
        numero: vazioNulo(v.numero),
        complemento: vazioNulo(v.complemento),
        bairro: vazioNulo(v.bairro),
        uf: v.uf as (typeof UFS)[number],
        municipioIbge: Number(v.municipioIbge),
      },
    }),
  );
  const tipo = form.values.tipoInscricao;
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        {filial && filial.municipioIbge === null ? (
          <Alert color="orange">
            {filial.cidade
              ? `A cidade cadastrada (${filial.cidade}) não foi encontrada na lista do IBGE: escolha o município.`
              : 'Escolha o município da filial.'}
          </Alert>
        ) : null}
        <TextInput label="Nome da filial" required {...form.getInputProps('nome')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Tipo de inscrição"
            data={['CNPJ', 'CPF']}
            allowDeselect={false}
            {...form.getInputProps('tipoInscricao')}
            onChange={(v) => {
              const t = (v ?? 'CNPJ') as TipoInscricao;
              form.setFieldValue('tipoInscricao', t);
              form.setFieldValue('cnpj', mascarar(t, form.values.cnpj));
            }}
          />
          <TextInput
            label={tipo}
            required
            inputMode="numeric"
            placeholder={tipo === 'CPF' ? '000.000.000-00' : '00.000.000/0000-00'}
            {...form.getInputProps('cnpj')}
            onChange={(e) => form.setFieldValue('cnpj', mascarar(tipo, e.currentTarget.value))}
          />
          <TextInput label="CAEPF" inputMode="numeric" {...form.getInputProps('caepf')} />
          <TextInput label="CNO" inputMode="numeric" {...form.getInputProps('cno')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="CEP"
            inputMode="numeric"
            placeholder="00000-000"
            {...form.getInputProps('cep')}
            onChange={(e) => form.setFieldValue('cep', mascararCep(e.currentTarget.value))}
          />
          <TextInput label="Bairro" {...form.getInputProps('bairro')} />
        </SimpleGrid>
        <TextInput label="Logradouro" {...form.getInputProps('logradouro')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Número" {...form.getInputProps('numero')} />
          <TextInput label="Complemento" {...form.getInputProps('complemento')} />
          <Select
            label="UF"
            required
            searchable
            data={[...UFS]}
            allowDeselect={false}
            {...form.getInputProps('uf')}
            onChange={(v) => {
              form.setFieldValue('uf', v);
              form.setFieldValue('municipioIbge', null);
            }}
          />
          <MunicipioSelect uf={form.values.uf} {...form.getInputProps('municipioIbge')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit">Salvar</Button>
        </Group>
      </Stack>
      {modal}
    </form>
  );
};
