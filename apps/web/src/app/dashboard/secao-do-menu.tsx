import type { MenuItem } from '@jornada/contracts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { hrefDaRota } from '../menu.ts';

export type SecaoDoMenuProps = { item: MenuItem };

/**
 * Um grupo do menu (Cadastros, Regras, Ponto, Equipe) não tem tela própria: quem abre o seu
 * endereço vê as telas do grupo como atalhos, na ordem do menu.
 */
export const SecaoDoMenu = ({ item }: SecaoDoMenuProps) => (
  <Stack gap="md" p="md">
    <Title order={1} size="h2">
      {item.Nome}
    </Title>
    <Text c="dimmed">Escolha uma das telas desta área.</Text>
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      aria-label={`Telas de ${item.Nome}`}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {item.RecursoFilho.map((filho) => (
        <li key={filho.Id}>
          <Card component={Link} to={hrefDaRota(filho.Rota)} withBorder padding="lg" radius="md">
            <Text fw={600}>{filho.Nome}</Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  </Stack>
);
