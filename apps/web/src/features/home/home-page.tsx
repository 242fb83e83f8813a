import type { MenuItem } from '@jornada/contracts';
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isRotaHashPermitida, type SessaoGuarda } from '../../app/guard.ts';
import { PageTabs } from '../../app/layout/page-tabs.tsx';
import { hrefDaRota, isModoGestor } from '../../app/menu.ts';
import { useSessao } from '../../app/session/session-store.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** Só o que o guarda deixa abrir aparece (ex.: billing fora da empresa 1 some). */
const filtrarPermitidos = (itens: MenuItem[], sessao: SessaoGuarda): MenuItem[] =>
  itens.flatMap((item) => {
    const filhos = filtrarPermitidos(item.RecursoFilho ?? [], sessao);
    const isPermitido = isRotaHashPermitida(item.Rota, sessao);
    if (!isPermitido && filhos.length === 0) return [];
    return [{ ...item, RecursoFilho: filhos }];
  });

const LinkRota = ({ item }: { item: MenuItem }) => (
  <Anchor component={Link} to={hrefDaRota(item.Rota)}>
    {item.Nome}
  </Anchor>
);

const Areas = ({ itens }: { itens: MenuItem[] }) => {
  if (itens.length === 0) {
    return <EmptyState title="Nenhuma área liberada" description="Peça acesso ao administrador." />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {itens.map((item) => (
        <Card key={item.Id} withBorder>
          <Title order={3} size="h5" mb="xs">
            {item.RecursoFilho.length > 0 ? item.Nome : <LinkRota item={item} />}
          </Title>
          {item.RecursoFilho.length > 0 ? (
            <List spacing={4} size="sm">
              {item.RecursoFilho.map((filho) => (
                <List.Item key={filho.Id}>
                  <LinkRota item={filho} />
                </List.Item>
              ))}
            </List>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
};

/** /home: ponto de partida de administradores e gestores, com as áreas dos seus menus. */
export const HomePage = () => {
  const sessao = useSessao();
  const abas = [
    {
      valor: 'admin',
      rotulo: 'Administração',
      itens: filtrarPermitidos(sessao.menus.MenuAdmin, sessao),
    },
    ...(isModoGestor(sessao.usuario, sessao.menus)
      ? [
          {
            valor: 'gestao',
            rotulo: 'Gestão',
            itens: filtrarPermitidos(sessao.menus.MenuGestores, sessao),
          },
        ]
      : []),
  ].filter((aba) => aba.valor !== 'admin' || sessao.menus.MenuAdmin.length > 0);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Início
        </Title>
        <Text c="dimmed">Olá, {sessao.usuario?.Nome}. Escolha uma área para começar.</Text>
      </div>
      <PageTabs
        abas={abas.map(({ valor, rotulo, itens }) => ({
          valor,
          rotulo,
          conteudo: <Areas itens={itens} />,
        }))}
      />
    </Stack>
  );
};
