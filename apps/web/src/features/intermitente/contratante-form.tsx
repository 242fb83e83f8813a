import type { Contratante } from '@jornada/contracts';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { BuscaResponsavel, type Pessoa } from './busca-pessoas.tsx';
import { intermitenteQueries, useSalvarContratante } from './intermitente.queries.ts';
import { mensagemDe } from './intermitente-comum.ts';

export type ContratanteFormProps = {
  contratante: Contratante | null;
  /** Nome do responsável atual (a lista de contratantes só traz o id). */
  responsavel: Pessoa | null;
  onConcluir: () => void;
};

type Erros = { nome?: string; cnpj?: string };

/** Contratante: departamento interno ou terceiro (com CNPJ), o responsável e os departamentos. */
export const ContratanteForm = ({ contratante, responsavel, onConcluir }: ContratanteFormProps) => {
  const departamentos = useQuery(intermitenteQueries.departamentos());
  const salvar = useSalvarContratante();
  const [nome, setNome] = useState(contratante?.nome ?? '');
  const [tipo, setTipo] = useState<'interno' | 'terceiro'>(contratante?.tipo ?? 'interno');
  const [cnpj, setCnpj] = useState(contratante?.cnpj ?? '');
  const [dono, setDono] = useState<Pessoa | null>(responsavel);
  const [deptos, setDeptos] = useState<string[]>(
    (contratante?.contratantesDepartamentos ?? []).map(String),
  );
  const [erros, setErros] = useState<Erros>({});
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    const digitos = cnpj.replace(/\D/g, '');
    const novos: Erros = {
      ...(nome.trim() ? {} : { nome: 'Informe o nome do contratante.' }),
      ...(tipo === 'terceiro' && digitos.length !== 14
        ? { cnpj: 'Informe os 14 dígitos do CNPJ.' }
        : {}),
    };
    setErros(novos);
    if (Object.keys(novos).length > 0) return;
    setErro(null);
    salvar.mutate(
      {
        ...(contratante ? { id: contratante.id } : {}),
        nome: nome.trim(),
        tipo,
        cnpj: tipo === 'terceiro' ? digitos : null,
        responsavelId: dono?.id ?? null,
        contratantesDepartamentos: deptos.map((id) => ({ departamento_Id: Number(id) })),
      },
      {
        onSuccess: () => {
          toast.sucesso(contratante ? 'Contratante alterado.' : 'Contratante criado.');
          onConcluir();
        },
        onError: (x) => setErro(mensagemDe(x)),
      },
    );
  };

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        {erro ? (
          <Alert color="red" role="alert">
            {erro}
          </Alert>
        ) : null}
        <TextInput
          label="Nome do contratante"
          required
          maxLength={150}
          value={nome}
          error={erros.nome}
          onChange={(e) => setNome(e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="tipo-contratante">
            Tipo
          </Text>
          <SegmentedControl
            aria-labelledby="tipo-contratante"
            data={[
              { value: 'interno', label: 'Departamento interno' },
              { value: 'terceiro', label: 'Terceiro' },
            ]}
            value={tipo}
            onChange={(v) => setTipo(v as 'interno' | 'terceiro')}
          />
        </Stack>
        {tipo === 'terceiro' ? (
          <TextInput
            label="CNPJ"
            required
            inputMode="numeric"
            maxLength={18}
            value={cnpj}
            error={erros.cnpj}
            onChange={(e) => setCnpj(e.currentTarget.value)}
          />
        ) : null}
        <BuscaResponsavel value={dono} onChange={setDono} />
        <MultiSelect
          label="Departamentos atendidos"
          searchable
          data={(departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nome }))}
          value={deptos}
          onChange={setDeptos}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
