import {
  type ColaboradorAdmitido,
  type ColaboradorOpcoes,
  type ColaboradorWire,
  cpfValido,
  mascararCpf,
  pisValido,
} from '@jornada/contracts';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import {
  ADMISSAO_INICIAL,
  AdmissaoCampos,
  CAMPOS_ADMISSAO,
  type ValoresAdmissao,
  validarAdmissao,
} from './admissao-campos.tsx';
import { useAdmitirColaborador, useSalvarColaborador } from './colaboradores.queries.ts';
import { useGravacao } from './use-gravacao.ts';
import {
  corpoVinculo,
  type ValoresVinculo,
  VinculoCampos,
  validarVinculo,
  vinculoDe,
} from './vinculo-campos.tsx';

type Valores = ValoresAdmissao &
  ValoresVinculo & {
    nome: string;
    matricula: string;
    cpf: string;
    email: string;
    filialId: string | null;
    departamentoId: string | null;
    cargoId: string | null;
    gestorId: string | null;
    admissao: string | null;
    pis: string;
  };

const texto = (n: number | null | undefined) => (n ? String(n) : null);
const numero = (s: string | null) => (s ? Number(s) : null);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MATRICULA = /^[\p{L}\p{N}./-]{0,20}$/u;

const valoresDe = (c: ColaboradorWire | null): Valores => ({
  ...ADMISSAO_INICIAL,
  nome: c?.nome ?? '',
  matricula: c?.matricula ?? '',
  cpf: c ? mascararCpf(c.cpf) : '',
  email: c?.email ?? '',
  filialId: texto(c?.filialId),
  departamentoId: texto(c?.departamentoId),
  cargoId: texto(c?.cargoId),
  gestorId: texto(c?.gestorId),
  admissao: c?.admissao ?? null,
  pis: c?.pis ?? '',
  ...vinculoDe(c),
});

const paraOpcoes = (itens: { id: number; nome: string }[], excetoId?: number) =>
  itens.filter((i) => i.id !== excetoId).map((i) => ({ value: String(i.id), label: i.nome }));

/** O que a inclusão manda além do cadastro: só as partes escolhidas. */
const admissaoDe = (v: Valores) => ({
  ...(v.escalaId
    ? {
        escala: {
          escalaId: Number(v.escalaId),
          ...(v.escalaInicio ? { inicio: v.escalaInicio } : {}),
        },
      }
    : {}),
  ...(v.regraId
    ? {
        regraPonto: {
          regraId: Number(v.regraId),
          ...(v.regraInicio ? { dataInicio: v.regraInicio } : {}),
        },
      }
    : {}),
  ...(v.perfilId ? { perfilId: Number(v.perfilId) } : {}),
  HabilitarMarcacaoPelaWeb: v.habilitarMarcacaoPelaWeb,
});

export type ColaboradorFormProps = {
  colaborador: ColaboradorWire | null;
  opcoes: ColaboradorOpcoes;
  onFechar: () => void;
  /** Inclusão gravada: o colaborador com a escala, a regra e o perfil que recebeu. */
  onAdmitido?: (c: ColaboradorAdmitido) => void;
};

/**
 * Formulário de inclusão (admissão completa: cadastro, matrícula, escala, regra de ponto, perfil e
 * marcação pela web, num "Salvar" só) e de alteração do cadastro. Nome, CPF e filial vão ao REP
 * (AFD tipo 5); o servidor confere de novo tudo o que o formulário confere aqui, e o campo que ele
 * recusar (CPF repetido, escala inexistente...) fica marcado.
 */
export const ColaboradorForm = ({
  colaborador,
  opcoes,
  onFechar,
  onAdmitido,
}: ColaboradorFormProps) => {
  const salvar = useSalvarColaborador();
  const admitir = useAdmitirColaborador();
  const form = useForm<Valores>({
    initialValues: valoresDe(colaborador),
    validate: {
      nome: (v) => (v.trim().length >= 3 ? null : 'Nome: informe o nome completo.'),
      cpf: (v) => {
        if (!v.trim()) return 'CPF: informe o CPF.';
        return cpfValido(v) ? null : 'CPF: número inválido (confira os dígitos).';
      },
      email: (v) => (EMAIL.test(v.trim()) ? null : 'E-mail: informe um e-mail válido.'),
      filialId: (v) => (v ? null : 'Filial: escolha a filial.'),
      admissao: (v) => (v ? null : 'Admissão: informe a data de admissão.'),
      pis: (v) =>
        v.trim() === '' || pisValido(v) ? null : 'PIS: número inválido (confira o dígito).',
      matricula: (v) =>
        MATRICULA.test(v.trim())
          ? null
          : 'Matrícula: até 20 letras, números, ponto, barra ou hífen.',
      ...validarVinculo,
      ...validarAdmissao,
    },
  });
  const { setFieldError } = form;
  const marcarCampo = useCallback(
    (campo: string, mensagem: string) => setFieldError(CAMPOS_ADMISSAO[campo] ?? campo, mensagem),
    [setFieldError],
  );
  const { erro, isGravando, gravar } = useGravacao(marcarCampo);

  const enviar = form.onSubmit(async (v) => {
    const corpo = {
      nome: v.nome.trim(),
      cpf: v.cpf.replace(/\D/g, ''),
      email: v.email.trim(),
      filialId: Number(v.filialId),
      departamentoId: numero(v.departamentoId),
      cargoId: numero(v.cargoId),
      gestorId: numero(v.gestorId),
      admissao: v.admissao!,
      pis: v.pis.replace(/\D/g, '') || null,
      matricula: v.matricula.trim() || null,
      ...corpoVinculo(v),
    };
    if (colaborador) {
      const ok = await gravar(
        () => salvar.mutateAsync({ ...corpo, id: colaborador.id }),
        'Colaborador alterado.',
      );
      if (ok) onFechar();
      return;
    }
    let admitido: ColaboradorAdmitido | null = null;
    const ok = await gravar(async () => {
      const r = await admitir.mutateAsync({ ...corpo, ...admissaoDe(v) });
      admitido = r.registro;
      return r;
    }, 'Colaborador cadastrado.');
    if (ok && admitido) onAdmitido?.(admitido);
    if (ok) onFechar();
  });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <TextInput label="Nome" required {...form.getInputProps('nome')} />
        <TextInput
          label="CPF"
          required
          inputMode="numeric"
          placeholder="000.000.000-00"
          {...form.getInputProps('cpf')}
          onChange={(e) => form.setFieldValue('cpf', mascararCpf(e.currentTarget.value))}
        />
        <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
        <TextInput
          label="Matrícula (opcional)"
          maxLength={20}
          {...form.getInputProps('matricula')}
        />
        <Select
          label="Filial"
          required
          data={paraOpcoes(opcoes.filiais)}
          allowDeselect={false}
          {...form.getInputProps('filialId')}
        />
        <Select
          label="Departamento"
          clearable
          data={paraOpcoes(opcoes.departamentos)}
          {...form.getInputProps('departamentoId')}
        />
        <Select
          label="Cargo"
          clearable
          data={paraOpcoes(opcoes.cargos)}
          {...form.getInputProps('cargoId')}
        />
        <Select
          label="Gestor"
          clearable
          searchable
          nothingFoundMessage="Nenhum colaborador ativo com esse nome"
          data={paraOpcoes(opcoes.gestores, colaborador?.id)}
          {...form.getInputProps('gestorId')}
        />
        <DatePickerPtBr
          label="Admissão"
          value={form.values.admissao}
          onChange={(d) => form.setFieldValue('admissao', d)}
          error={form.errors.admissao}
          isRequired
        />
        <TextInput
          label="PIS (opcional)"
          inputMode="numeric"
          {...form.getInputProps('pis')}
          onChange={(e) =>
            form.setFieldValue('pis', e.currentTarget.value.replace(/\D/g, '').slice(0, 11))
          }
        />
        <VinculoCampos form={form} opcoes={opcoes} />
        {colaborador ? null : <AdmissaoCampos form={form} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onFechar}>
            Cancelar
          </Button>
          <Button type="submit" loading={isGravando}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
