import type { CondicaoTrabalhoWire } from '@jornada/contracts';
import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatarMinutos, horaParaMinutos } from '../../../lib/format.ts';
import { salvarCondicao, statusCondicao } from '../escala-regras.api.ts';
import { regrasQueries, useGravarRegra } from '../escala-regras.queries.ts';
import { CadastroRegras } from './cadastro-regras.tsx';
import { FILTRO_INICIAL, filtroDaApi } from './tabela-regras.tsx';
import { useGravacao } from './use-gravacao.ts';

/** Contrato semanal máximo: 44 h (CF art. 7º, XIII). */
export const CONTRATO_MAXIMO = 2640;

type ValoresCondicao = { nome: string; descricao: string; comercio: boolean; contrato: string };

const CondicaoForm = ({
  condicao,
  onFechar,
}: {
  condicao: CondicaoTrabalhoWire | null;
  onFechar: () => void;
}) => {
  const salvar = useGravarRegra(salvarCondicao);
  const { erro, isGravando, gravar } = useGravacao();
  const form = useForm<ValoresCondicao>({
    initialValues: {
      nome: condicao?.nome ?? '',
      descricao: condicao?.descricao ?? '',
      comercio: condicao?.comercio ?? false,
      contrato: formatarMinutos(condicao?.minutosSemanaisContrato ?? CONTRATO_MAXIMO),
    },
    validate: {
      nome: (v) => (v.trim() ? null : 'Informe o nome da condição de trabalho.'),
      contrato: (v) => {
        const m = horaParaMinutos(v);
        return m !== null && m >= 60 && m <= CONTRATO_MAXIMO
          ? null
          : 'Contrato semanal: informe de 01:00 a 44:00 (HH:MM).';
      },
    },
  });
  const enviar = form.onSubmit(async (v) => {
    const campos = {
      nome: v.nome.trim(),
      descricao: v.descricao.trim() || null,
      comercio: v.comercio,
      minutosSemanaisContrato: horaParaMinutos(v.contrato) ?? CONTRATO_MAXIMO,
    };
    const ok = await gravar(
      () => salvar.mutateAsync(condicao ? { ...campos, id: condicao.id } : campos),
      'Condição de trabalho salva.',
    );
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
        <TextInput label="Nome da condição" required {...form.getInputProps('nome')} />
        <Textarea label="Descrição" autosize minRows={2} {...form.getInputProps('descricao')} />
        <TextInput
          label="Contrato semanal (HH:MM)"
          description="Até 44:00 (CF art. 7º, XIII)."
          required
          {...form.getInputProps('contrato')}
        />
        <Checkbox
          label="Comércio (domingo de folga ao menos a cada 3 semanas, Lei 10.101/2000)"
          {...form.getInputProps('comercio', { type: 'checkbox' })}
        />
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

/** Condições de trabalho (spec §7 /condicaotrabalho): contrato semanal e regra do comércio. */
export const CondicoesTab = () => {
  const [filtro, setFiltro] = useState(FILTRO_INICIAL);
  const consulta = useQuery(regrasQueries.condicoes(filtroDaApi(filtro)));
  return (
    <CadastroRegras
      nome="condições de trabalho"
      consulta={consulta}
      filtro={filtro}
      onFiltro={setFiltro}
      rotuloNovo="Nova condição"
      tituloNovo="Nova condição de trabalho"
      tituloEditar="Editar condição de trabalho"
      rotuloEditar={(c) => `Editar ${c.nome}`}
      formulario={(condicao, fechar) => <CondicaoForm condicao={condicao} onFechar={fechar} />}
      arquivamento={{
        nome: (c) => `a condição ${c.nome}`,
        alterar: ({ id, ativo }) => statusCondicao(id, ativo),
        sucesso: 'Condição atualizada.',
      }}
      colunas={[
        { titulo: 'Nome', render: (c) => c.nome },
        { titulo: 'Contrato semanal', render: (c) => formatarMinutos(c.minutosSemanaisContrato) },
        { titulo: 'Comércio', render: (c) => (c.comercio ? 'Sim' : 'Não') },
        { titulo: 'Descrição', render: (c) => c.descricao ?? '—' },
      ]}
    />
  );
};
