import { Anchor, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ComprovantesPage } from './comprovantes-page.tsx';

/** /comprovantes-marcacao-ponto/detalhes (privada): os comprovantes de quem entrou pelo fluxo. */
export const ComprovantesDetalhesPage = () => (
  <Container size="md" py="xl">
    <Group justify="flex-end" mb="md">
      <Anchor component={Link} to="/">
        Ir para o painel
      </Anchor>
    </Group>
    <ComprovantesPage />
  </Container>
);
