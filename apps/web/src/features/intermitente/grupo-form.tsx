import type { Grupo } from '@jornada/contracts';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { BuscaPessoas, type Pessoa } from './busca-pessoas.tsx';
import { intermitenteQueries, useSalvarGrupo } from './intermitente.queries.ts';
import { mensagemDe } from './intermitente-comum.ts';

export type GrupoFormProps = { grupo: Grupo | null; onConcluir: () => void };

/** Grupo de intermitentes: nome, contratante atendido e os membros (convocados juntos). */
export const GrupoForm = ({ grupo, onConcluir }: GrupoFormProps) => {
  const contratantes = useQuery(intermitenteQueries.contratantes('ativas'));
  const salvar = useSalvarGrupo();
  const [nome, setNome] = useState(grupo?.nome ?? '');
  const [descricao, setDescricao] = useState(grupo?.descricao ?? '');
  const [contratanteId, setContratanteId] = useState<string | null>(
    grupo?.contratanteId ? String(grupo.contratanteId) : null,
  );
  const [membros, setMembros] = useState<Pessoa[]>(grupo?.usuarios ?? []);
  const [erroNome, setErroNome] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    if (!nome.trim()) return setErroNome('Informe o nome do grupo.');
    setErroNome(null);
    setErro(null);
    salvar.mutate(
      {
        ...(grupo ? { grupoId: grupo.grupoId } : {}),
        nome: nome.trim(),
        descricao: descricao.trim() || null,
        contratanteId: contratanteId ? Number(contratanteId) : null,
        usuarioIds: membros.map((m) => m.id),
      },
      {
        onSuccess: () => {
          toast.sucesso(grupo ? 'Grupo alterado.' : 'Grupo criado.');
          onConcluir();
        },
        onError: (x) => setErro(mensagemDe(x, grupo ? undefined : 'Falha ao criar grupo')),
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
          label="Nome do grupo"
          required
          maxLength={100}
          value={nome}
          error={erroNome}
          onChange={(e) => setNome(e.currentTarget.value)}
        />
        <Textarea
          label="Descrição"
          maxLength={500}
          value={descricao}
          onChange={(e) => setDescricao(e.currentTarget.value)}
        />
        <Select
          label="Contratante atendido"
          description="Em branco: atende a qualquer contratante."
          clearable
          data={(contratantes.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))}
          value={contratanteId}
          onChange={setContratanteId}
        />
        <BuscaPessoas label="Intermitentes do grupo" value={membros} onChange={setMembros} />
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
