import type { DestinatariosOpcoes } from '@jornada/contracts';
import {
  Checkbox,
  CloseButton,
  Group,
  Loader,
  Pill,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { mensagemQueries } from './mensagens.queries.ts';
import { BUSCA_MINIMA, TITULO_ERRO } from './mensagens-comum.ts';

export type TipoDestino = 'pessoas' | 'departamentos' | 'grupos';
export type Escolhidos = Record<TipoDestino, Map<number, string>>;

export const nenhumEscolhido = (): Escolhidos => ({
  pessoas: new Map(),
  departamentos: new Map(),
  grupos: new Map(),
});

const TITULOS: Record<TipoDestino, string> = {
  pessoas: 'Pessoas',
  departamentos: 'Departamentos',
  grupos: 'Grupos',
};
const SINGULAR: Record<TipoDestino, string> = {
  pessoas: 'pessoa',
  departamentos: 'departamento',
  grupos: 'grupo',
};

export type SeletorDestinatariosProps = {
  value: Escolhidos;
  onChange: (v: Escolhidos) => void;
  error?: string | null;
};

/** Escolha de pessoas, departamentos e grupos, com busca (o gestor vê só a equipe). */
export const SeletorDestinatarios = ({ value, onChange, error }: SeletorDestinatariosProps) => {
  const [busca, setBusca] = useState('');
  const [buscaAtiva] = useDebouncedValue(busca.trim(), 300);
  const consulta = useQuery(
    mensagemQueries.destinatarios(buscaAtiva.length >= BUSCA_MINIMA ? buscaAtiva : ''),
  );
  const alternar = (tipo: TipoDestino, id: number, nome: string) => {
    const novo = { ...value, [tipo]: new Map(value[tipo]) };
    if (novo[tipo].has(id)) novo[tipo].delete(id);
    else novo[tipo].set(id, nome);
    onChange(novo);
  };
  const tipos: TipoDestino[] =
    consulta.data?.podeGrupos === false ? ['pessoas'] : ['pessoas', 'departamentos', 'grupos'];
  const escolhidos = (['pessoas', 'departamentos', 'grupos'] as const).flatMap((t) =>
    [...value[t]].map(([id, nome]) => ({ tipo: t, id, nome })),
  );
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Destinatários
      </Text>
      {escolhidos.length > 0 ? (
        <Group gap={6} aria-label="Destinatários escolhidos">
          {escolhidos.map((e) => (
            <Pill
              key={`${e.tipo}-${e.id}`}
              withRemoveButton
              onRemove={() => alternar(e.tipo, e.id, e.nome)}
              removeButtonProps={{ 'aria-label': `Remover ${SINGULAR[e.tipo]} ${e.nome}` }}
            >
              {e.nome}
            </Pill>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Nenhum destinatário escolhido.
        </Text>
      )}
      <TextInput
        label="Buscar destinatários"
        placeholder="Ao menos 3 letras do nome"
        value={busca}
        onChange={(e) => setBusca(e.currentTarget.value)}
        rightSection={
          consulta.isFetching ? (
            <Loader size="xs" />
          ) : busca ? (
            <CloseButton aria-label="Limpar busca" onClick={() => setBusca('')} />
          ) : null
        }
        error={error}
      />
      {consulta.isError ? (
        <ErrorState
          error={consulta.error}
          fallback="Não foi possível buscar."
          title={TITULO_ERRO}
        />
      ) : (
        <ScrollArea.Autosize mah={260} type="auto">
          <Stack gap="sm">
            {tipos.map((tipo) => (
              <OpcoesDoTipo
                key={tipo}
                tipo={tipo}
                opcoes={consulta.data?.[tipo] ?? []}
                escolhidos={value[tipo]}
                onAlternar={(id, nome) => alternar(tipo, id, nome)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
};

type OpcoesDoTipoProps = {
  tipo: TipoDestino;
  opcoes: DestinatariosOpcoes['pessoas'];
  escolhidos: Map<number, string>;
  onAlternar: (id: number, nome: string) => void;
};

const OpcoesDoTipo = ({ tipo, opcoes, escolhidos, onAlternar }: OpcoesDoTipoProps) => (
  <Stack gap={4} role="group" aria-label={TITULOS[tipo]}>
    <Text size="xs" fw={700} c="dimmed" tt="uppercase">
      {TITULOS[tipo]}
    </Text>
    {opcoes.length === 0 ? (
      <Text size="sm" c="dimmed">
        Nada encontrado.
      </Text>
    ) : (
      opcoes.map((o) => (
        <Checkbox
          key={o.id}
          label={o.detalhe ? `${o.nome} (${o.detalhe})` : o.nome}
          checked={escolhidos.has(o.id)}
          onChange={() => onAlternar(o.id, o.nome)}
        />
      ))
    )}
  </Stack>
);
