import type { AlocacaoWire } from '@jornada/contracts';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../../components/ui/date-picker-pt-br.tsx';
import { loadFiltro } from '../escala.api.ts';
import { escalaKeys, escalaQueries } from '../escala.queries.ts';
import { salvarAlocacao } from '../escala-regras.api.ts';
import { useGravarRegra } from '../escala-regras.queries.ts';
import { useGravacao } from './use-gravacao.ts';

const MINIMO_BUSCA = 3;

/** Colaborador da nova alocação: busca por nome a partir de 3 letras (spec §5). */
const BuscaColaborador = ({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
  error?: string;
}) => {
  const [busca, setBusca] = useState('');
  const [termo] = useDebouncedValue(busca.trim(), 300);
  const pessoas = useQuery({
    queryKey: escalaKeys.filtro('pessoas', termo),
    queryFn: () => loadFiltro('pessoas', termo),
    enabled: termo.length >= MINIMO_BUSCA,
  });
  return (
    <Select
      label="Colaborador"
      placeholder="Digite ao menos 3 letras do nome"
      searchable
      required
      searchValue={busca}
      onSearchChange={setBusca}
      data={(pessoas.data ?? []).map((p) => ({
        value: String(p.id),
        label: p.detalhe ? `${p.nome} (${p.detalhe})` : p.nome,
      }))}
      value={value}
      onChange={onChange}
      nothingFoundMessage={
        termo.length >= MINIMO_BUSCA ? 'Nenhum colaborador encontrado' : undefined
      }
      comboboxProps={{ withinPortal: false }}
      filter={({ options }) => options}
      error={error}
    />
  );
};

type Campo = 'usuario' | 'escala' | 'inicio' | 'fim';

/** Criar (encerra a alocação aberta anterior) ou alterar uma alocação. */
export const AlocacaoForm = ({
  alocacao,
  onFechar,
}: {
  alocacao: AlocacaoWire | null;
  onFechar: () => void;
}) => {
  const [usuarioId, setUsuarioId] = useState<string | null>(
    alocacao ? String(alocacao.usuarioId) : null,
  );
  const [escalaId, setEscalaId] = useState<string | null>(
    alocacao ? String(alocacao.escalaId) : null,
  );
  const [inicio, setInicio] = useState<string | null>(alocacao?.inicio ?? null);
  const [fim, setFim] = useState<string | null>(alocacao?.fim ?? null);
  const [inicioCiclo, setInicioCiclo] = useState<string | null>(alocacao?.inicioCiclo ?? null);
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  const escalas = useQuery(escalaQueries.combo(null));
  const salvar = useGravarRegra(salvarAlocacao);
  const { erro, isGravando, gravar } = useGravacao();

  const enviar = async () => {
    const novos: Partial<Record<Campo, string>> = {};
    if (!usuarioId) novos.usuario = 'Escolha o colaborador.';
    if (!escalaId) novos.escala = 'Escolha a escala.';
    if (!inicio) novos.inicio = 'Informe a data de início.';
    if (inicio && fim && fim < inicio) novos.fim = 'A data de fim não pode ser anterior ao início.';
    setErros(novos);
    if (Object.keys(novos).length > 0 || !usuarioId || !escalaId || !inicio) return;
    const campos = {
      usuarioId: Number(usuarioId),
      escalaId: Number(escalaId),
      inicio,
      fim,
      inicioCiclo,
    };
    const ok = await gravar(
      () => salvar.mutateAsync(alocacao ? { ...campos, id: alocacao.id } : campos),
      'Alocação salva.',
    );
    if (ok) onFechar();
  };

  return (
    <Stack gap="sm">
      {erro ? (
        <Alert color="red" role="alert">
          {erro}
        </Alert>
      ) : null}
      {alocacao ? (
        <Text>
          Colaborador: <strong>{alocacao.usuarioNome}</strong>
        </Text>
      ) : (
        <BuscaColaborador value={usuarioId} onChange={setUsuarioId} error={erros.usuario} />
      )}
      <Select
        label="Escala"
        data={(escalas.data ?? []).map((e) => ({ value: String(e.id), label: e.nome }))}
        value={escalaId}
        onChange={setEscalaId}
        required
        error={erros.escala}
        comboboxProps={{ withinPortal: false }}
      />
      <Group grow align="flex-start">
        <DatePickerPtBr
          label="Início"
          value={inicio}
          onChange={setInicio}
          isRequired
          error={erros.inicio}
        />
        <DatePickerPtBr
          label="Fim"
          value={fim}
          onChange={setFim}
          minDate={inicio ?? undefined}
          description="Em branco: prazo indeterminado."
          error={erros.fim}
        />
      </Group>
      <DatePickerPtBr
        label="Início do ciclo (turma)"
        description="Em branco: o início do ciclo da escala."
        value={inicioCiclo}
        onChange={setInicioCiclo}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onFechar}>
          Cancelar
        </Button>
        <Button onClick={() => void enviar()} loading={isGravando}>
          Salvar
        </Button>
      </Group>
    </Stack>
  );
};
