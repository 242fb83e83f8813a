import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isRotaHashPermitida } from '../../app/guard.ts';
import { HASH_MEU_PAINEL, HASH_WEB_PONTO } from '../../app/landing.ts';
import { hrefDaRota, normalizarRota } from '../../app/menu.ts';
import { useSessao } from '../../app/session/session-store.ts';
import { dataIsoLocal, formatarDataPorExtenso } from '../../lib/format.ts';
import { HASH_MINHA_ESCALA, MinhaEscalaCard } from '../escala/minha-escala-card.tsx';
import { MeuQuiosqueCard } from '../quiosque/index.ts';
import { MarcacoesDoDia } from './marcacoes-do-dia.tsx';

/** Painel do colaborador (#/dashboard/minhas-rotinas/meu-painel): quem é, o dia e os atalhos. */
export const MeuPainelPage = () => {
  const sessao = useSessao();
  const hoje = new Date();
  const canRegistrar = isRotaHashPermitida(HASH_WEB_PONTO, sessao);
  const atalhos = sessao.menus.MenuMinhasRotinas.filter((item) => {
    const rota = normalizarRota(item.Rota);
    return rota !== HASH_MEU_PAINEL && rota !== HASH_WEB_PONTO && isRotaHashPermitida(rota, sessao);
  });

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          Olá, {sessao.usuario?.Nome}
        </Title>
        <Text c="dimmed">
          {[sessao.usuario?.Cargo, sessao.usuario?.EmpresaNome].filter(Boolean).join(' · ')}
        </Text>
      </div>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <div>
            <Title order={2} size="h4">
              Marcações de hoje
            </Title>
            <Text c="dimmed" size="sm">
              {formatarDataPorExtenso(hoje)}
            </Text>
          </div>
          {canRegistrar ? (
            <Button component={Link} to={hrefDaRota(HASH_WEB_PONTO)}>
              Registrar ponto
            </Button>
          ) : null}
        </Group>
        <MarcacoesDoDia data={dataIsoLocal(hoje)} />
      </Card>
      {isRotaHashPermitida(HASH_MINHA_ESCALA, sessao) ? <MinhaEscalaCard /> : null}
      <MeuQuiosqueCard />
      {atalhos.length > 0 ? (
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Minhas rotinas
          </Title>
          <List spacing="xs">
            {atalhos.map((item) => (
              <List.Item key={item.Id}>
                <Anchor component={Link} to={hrefDaRota(item.Rota)}>
                  {item.Nome}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Card>
      ) : null}
    </Stack>
  );
};
