import './estilos-mantine.ts';
import type { DiaEquipe } from '@jornada/contracts';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { dataIsoLocal } from '../../lib/format.ts';
import { FALHA_GENERICA, mensagemDoServidor } from './acao.ts';
import { mesDe } from './calendario.ts';
import { escalaQueries } from './escala.queries.ts';
import type { AnoMes, UsuarioCalendario } from './escala.tipos.ts';
import { GradeEquipe } from './grade-equipe.tsx';
import { LegendaCalendario } from './legenda-calendario.tsx';
import { NavegacaoMes } from './navegacao-mes.tsx';
import { PainelEscalaDia } from './painel/painel-escala-dia.tsx';

/** A busca por nome só começa a partir de 3 caracteres (spec §5, §9). */
export const MINIMO_BUSCA = 3;

type Alvo = { usuarioId: number; data: string };

const Filtros = ({
  departamentoId,
  grupo,
  busca,
  onDepartamento,
  onGrupo,
  onBusca,
}: {
  departamentoId: string | null;
  grupo: string | null;
  busca: string;
  onDepartamento: (v: string | null) => void;
  onGrupo: (v: string | null) => void;
  onBusca: (v: string) => void;
}) => {
  const departamentos = useQuery(escalaQueries.departamentos());
  const grupos = useQuery(escalaQueries.combo(null));
  const falta = busca.trim().length > 0 && busca.trim().length < MINIMO_BUSCA;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label="Departamento"
        placeholder={departamentos.isError ? 'Indisponível' : 'Todos'}
        data={(departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nome }))}
        value={departamentoId}
        onChange={onDepartamento}
        clearable
        w={220}
      />
      <Select
        label="Grupo (escala)"
        placeholder={grupos.isError ? 'Indisponível' : 'Todos'}
        data={(grupos.data ?? []).map((g) => ({ value: String(g.id), label: g.nome }))}
        value={grupo}
        onChange={onGrupo}
        clearable
        w={260}
      />
      <TextInput
        label="Buscar colaborador"
        placeholder="Nome"
        value={busca}
        onChange={(e) => onBusca(e.currentTarget.value)}
        description={falta ? `Digite ao menos ${MINIMO_BUSCA} letras para buscar.` : undefined}
        w={240}
        type="search"
      />
    </Group>
  );
};

/** Calendário da equipe (#/dashboard/gestor/calendario-equipe): colaboradores × dias do mês. */
export const CalendarioEquipePage = () => {
  const hoje = dataIsoLocal(new Date());
  const atual = mesDe(new Date());
  const [mes, setMes] = useState<AnoMes>(atual);
  const [departamentoId, setDepartamentoId] = useState<string | null>(null);
  const [grupo, setGrupo] = useState<string | null>(null);
  const [busca, setBusca] = useState('');
  const [buscaAtrasada] = useDebouncedValue(busca.trim(), 300);
  const [alvo, setAlvo] = useState<Alvo | null>(null);

  const filtro = useMemo(
    () => ({
      ano: mes.ano,
      mes: mes.mes,
      departamentoId: departamentoId ? Number(departamentoId) : null,
      grupo: grupo ? Number(grupo) : null,
      search: buscaAtrasada.length >= MINIMO_BUSCA ? buscaAtrasada : null,
    }),
    [mes, departamentoId, grupo, buscaAtrasada],
  );
  const equipe = useInfiniteQuery(escalaQueries.equipe(filtro));
  const paginas = equipe.data?.pages ?? [];
  const linhas = useMemo(() => paginas.flatMap((p) => p.items), [paginas]);
  const primeira = paginas[0];

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = equipe;
  const loadMais = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const abrirDia = useCallback(
    (usuario: UsuarioCalendario, dia: DiaEquipe) =>
      setAlvo({ usuarioId: usuario.id, data: dia.data }),
    [],
  );

  const conteudo = () => {
    if (equipe.isPending) return <LoadingState label="Carregando o calendário da equipe…" />;
    if (equipe.isError) {
      return (
        <EmptyState
          title="Não foi possível carregar o calendário da equipe"
          description={mensagemDoServidor(equipe.error) ?? FALHA_GENERICA}
        >
          <Button variant="light" onClick={() => void equipe.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      );
    }
    if (!primeira || primeira.total === 0) {
      const filtrado = filtro.departamentoId || filtro.grupo || filtro.search;
      return (
        <EmptyState
          title="Nenhum colaborador encontrado"
          description={
            filtrado
              ? 'Nenhum colaborador da sua equipe atende aos filtros escolhidos.'
              : 'Sua equipe não tem colaboradores neste mês.'
          }
        />
      );
    }
    return (
      <GradeEquipe
        dias={primeira.dias}
        linhas={linhas}
        total={primeira.total}
        hoje={hoje}
        chave={JSON.stringify(filtro)}
        onAbrirDia={abrirDia}
        onCarregarMais={loadMais}
      />
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Calendário da equipe
          </Title>
          {primeira ? (
            <Text c="dimmed" size="sm">
              {primeira.total} {primeira.total === 1 ? 'colaborador' : 'colaboradores'}
            </Text>
          ) : null}
        </div>
        <NavegacaoMes valor={mes} atual={atual} onChange={setMes} />
      </Group>
      <Filtros
        departamentoId={departamentoId}
        grupo={grupo}
        busca={busca}
        onDepartamento={setDepartamentoId}
        onGrupo={setGrupo}
        onBusca={setBusca}
      />
      <LegendaCalendario hasAlteracoes />
      {conteudo()}
      {alvo ? (
        <PainelEscalaDia
          key={`${alvo.usuarioId}-${alvo.data}`}
          usuarioId={alvo.usuarioId}
          data={alvo.data}
          onClose={() => setAlvo(null)}
        />
      ) : null}
    </Stack>
  );
};
