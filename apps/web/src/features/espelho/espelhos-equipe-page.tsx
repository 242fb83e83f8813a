import { Alert, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { espelhoQueries } from './espelho.queries.ts';
import { lerDeepLinkEspelho, ROTA_ESPELHOS_RH } from './espelho-formato.ts';
import { EspelhoMensal } from './espelho-mensal.tsx';

/**
 * #/dashboard/gestor/espelhos (gestor: a equipe) e #/dashboard/admin/espelhos (RH: qualquer
 * colaborador): a mesma tela, com o título de cada área.
 */
export const EspelhosEquipePage = () => {
  const pessoas = useQuery(espelhoQueries.pessoas());
  const { hash } = useLocation();
  const link = lerDeepLinkEspelho(hash);
  const titulo = hash.startsWith(`#${ROTA_ESPELHOS_RH}`)
    ? 'Espelhos de ponto'
    : 'Espelhos da equipe';
  const [usuarioId, setUsuarioId] = useState<string | null>(
    link.usuarioId ? String(link.usuarioId) : null,
  );

  if (pessoas.isPending) return <LoadingState label="Carregando colaboradores…" />;
  if (pessoas.isError) {
    return (
      <Alert color="red" role="alert" title="Erro">
        Não foi possível carregar os colaboradores.
      </Alert>
    );
  }
  const opcoes = pessoas.data.map((p) => ({
    value: String(p.id),
    label: p.detalhe ? `${p.nome} — ${p.detalhe}` : p.nome,
  }));
  const encontrado = pessoas.data.find((p) => String(p.id) === usuarioId);
  // Um link (ex.: das ocorrências) pode trazer alguém fora da primeira página do filtro.
  const selecionado =
    encontrado ?? (usuarioId ? { id: Number(usuarioId), nome: 'colaborador' } : null);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {titulo}
      </Title>
      <Select
        label="Colaborador"
        placeholder="Busque pelo nome"
        searchable
        nothingFoundMessage="Nenhum colaborador encontrado"
        data={opcoes}
        value={usuarioId}
        onChange={setUsuarioId}
        maw={480}
      />
      {selecionado ? (
        <EspelhoMensal
          key={selecionado.id}
          usuarioId={selecionado.id}
          mesInicial={
            link.mes && String(link.usuarioId) === String(selecionado.id) ? link.mes : undefined
          }
          titulo={encontrado ? `Espelho de ${selecionado.nome}` : 'Espelho do colaborador'}
          ordemTitulo={2}
        />
      ) : opcoes.length === 0 ? (
        <EmptyState title="Nenhum colaborador" description="Não há colaboradores para consultar." />
      ) : (
        <EmptyState
          title="Escolha um colaborador"
          description="Selecione um colaborador da equipe para ver o espelho de ponto do mês."
        />
      )}
    </Stack>
  );
};
