import type { ColaboradorAdmitido } from '@jornada/contracts';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatarData } from '../../lib/format.ts';
import { colaboradoresQueries } from './colaboradores.queries.ts';

/**
 * O novo colaborador como ficou gravado: matrícula, escala e regra de ponto com o início de
 * cada uma, perfil e marcação pela web. Fica acima da lista (não bloqueia a tela) até fechar.
 */
export const AdmissaoResumo = ({
  colaborador: c,
  onFechar,
}: {
  colaborador: ColaboradorAdmitido;
  onFechar: () => void;
}) => {
  const perfis = useQuery(colaboradoresQueries.perfis());
  const nomesPerfis = c.perfilIds
    .map((id) => perfis.data?.find((p) => p.id === id)?.nome)
    .filter((n): n is string => Boolean(n));
  return (
    <Alert color="green" role="status" title={`${c.nome} foi cadastrado(a)`}>
      <List size="sm" spacing={2}>
        <List.Item>Matrícula: {c.matricula ?? 'sem matrícula'}</List.Item>
        <List.Item>
          Escala:{' '}
          {c.escala
            ? `${c.escala.escalaNome}, desde ${formatarData(c.escala.inicio)}`
            : 'sem escala (alocar depois)'}
        </List.Item>
        <List.Item>
          Regra de ponto:{' '}
          {c.regraPonto
            ? `${c.regraPonto.regraNome}, desde ${formatarData(c.regraPonto.dataInicio)}`
            : 'a padrão da empresa'}
        </List.Item>
        {nomesPerfis.length ? (
          <List.Item>Perfil de acesso: {nomesPerfis.join(', ')}</List.Item>
        ) : null}
        <List.Item>
          Marcação pela web: {c.HabilitarMarcacaoPelaWeb ? 'habilitada' : 'desabilitada'}
        </List.Item>
      </List>
      <Group justify="space-between" mt="xs">
        <Text size="xs">O convite de primeiro acesso é enviado pela lista.</Text>
        <Button size="compact-sm" variant="default" onClick={onFechar}>
          Fechar resumo
        </Button>
      </Group>
    </Alert>
  );
};
