import { Fieldset, Select, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { colaboradoresQueries } from './colaboradores.queries.ts';
import { mensagemDeErro } from './use-gravacao.ts';

/** Campos da admissão além do cadastro (só na inclusão). */
export type ValoresAdmissao = {
  escalaId: string | null;
  escalaInicio: string | null;
  regraId: string | null;
  regraInicio: string | null;
  perfilId: string | null;
  habilitarMarcacaoPelaWeb: boolean;
};

export const ADMISSAO_INICIAL: ValoresAdmissao = {
  escalaId: null,
  escalaInicio: null,
  regraId: null,
  regraInicio: null,
  perfilId: null,
  habilitarMarcacaoPelaWeb: true,
};

/** Campo do corpo recusado pelo servidor → campo do formulário que o mostra. */
export const CAMPOS_ADMISSAO: Record<string, keyof ValoresAdmissao> = {
  escala: 'escalaId',
  'escala.escalaId': 'escalaId',
  'escala.inicio': 'escalaInicio',
  regraPonto: 'regraId',
  'regraPonto.regraId': 'regraId',
  'regraPonto.dataInicio': 'regraInicio',
  perfilId: 'perfilId',
};

type ComAdmissao = ValoresAdmissao & { admissao: string | null };

const inicioAntesDaAdmissao = (inicio: string | null, v: ComAdmissao) =>
  inicio !== null && v.admissao !== null && inicio < v.admissao;

/** Validação da admissão: mensagens em pt-BR nomeando o campo, ao lado dele. */
export const validarAdmissao = {
  escalaInicio: (inicio: string | null, v: ComAdmissao) => {
    if (inicio && !v.escalaId) return 'Início na escala: escolha antes a escala.';
    return inicioAntesDaAdmissao(inicio, v)
      ? 'Início na escala: não pode ser anterior à admissão.'
      : null;
  },
  regraInicio: (inicio: string | null, v: ComAdmissao) => {
    if (inicio && !v.regraId) return 'Início na regra de ponto: escolha antes a regra de ponto.';
    return inicioAntesDaAdmissao(inicio, v)
      ? 'Início na regra de ponto: não pode ser anterior à admissão.'
      : null;
  },
};

/** Sem a lista (sem permissão ou falha), a parte fica para a tela dona dela, depois. */
const indisponivel = (oque: string, erro: unknown) =>
  `Não foi possível carregar ${oque} (${mensagemDeErro(erro)}); aloque depois.`;

const opcoes = (itens: { id: number; nome: string }[] | undefined) =>
  (itens ?? []).map((i) => ({ value: String(i.id), label: i.nome }));

const SEM_INICIO = 'Em branco: a data de admissão.';

/**
 * Escala, regra de ponto, perfil de acesso e marcação pela web do novo colaborador: as listas vêm
 * das telas donas de cada uma; tudo é gravado com o cadastro, num "Salvar" só.
 */
export const AdmissaoCampos = <T extends ComAdmissao>({ form }: { form: UseFormReturnType<T> }) => {
  const escalas = useQuery(colaboradoresQueries.escalas());
  const regras = useQuery(colaboradoresQueries.regrasPonto());
  const perfis = useQuery(colaboradoresQueries.perfis());
  const f = form as unknown as UseFormReturnType<ComAdmissao>;
  const regrasOpcoes = (regras.data ?? []).map((r) => ({
    value: String(r.id),
    label: r.padrao ? `${r.nome} (padrão da empresa)` : r.nome,
  }));

  return (
    <>
      <Fieldset legend="Escala">
        <Stack gap="sm">
          <Select
            label="Escala"
            placeholder="Sem escala (alocar depois)"
            clearable
            searchable
            nothingFoundMessage="Nenhuma escala ativa com esse nome"
            data={opcoes(escalas.data)}
            disabled={!escalas.data}
            description={escalas.isError ? indisponivel('as escalas', escalas.error) : undefined}
            {...f.getInputProps('escalaId')}
          />
          <DatePickerPtBr
            label="Início na escala"
            description={SEM_INICIO}
            value={f.values.escalaInicio}
            onChange={(d) => f.setFieldValue('escalaInicio', d)}
            error={f.errors.escalaInicio}
            isDisabled={!f.values.escalaId}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Regra de ponto">
        <Stack gap="sm">
          <Select
            label="Regra de ponto"
            placeholder="A padrão da empresa (alocar depois)"
            clearable
            searchable
            nothingFoundMessage="Nenhuma regra de ponto com esse nome"
            data={regrasOpcoes}
            disabled={!regras.data}
            description={
              regras.isError ? indisponivel('as regras de ponto', regras.error) : undefined
            }
            {...f.getInputProps('regraId')}
          />
          <DatePickerPtBr
            label="Início na regra de ponto"
            description={SEM_INICIO}
            value={f.values.regraInicio}
            onChange={(d) => f.setFieldValue('regraInicio', d)}
            error={f.errors.regraInicio}
            isDisabled={!f.values.regraId}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Acesso">
        <Stack gap="sm">
          <Select
            label="Perfil de acesso"
            placeholder="Colaborador (padrão)"
            clearable
            data={opcoes(perfis.data)}
            disabled={!perfis.data}
            description={
              perfis.isError
                ? indisponivel('os perfis', perfis.error)
                : 'Em branco: o perfil Colaborador.'
            }
            {...f.getInputProps('perfilId')}
          />
          <Switch
            label="Marcação pela web"
            description="Permite registrar o ponto pelo navegador (Marcar ponto)."
            {...f.getInputProps('habilitarMarcacaoPelaWeb', { type: 'checkbox' })}
          />
        </Stack>
      </Fieldset>
    </>
  );
};
