import { Button, Center, Stack, Title } from '@mantine/core';

/**
 * Página de erro do roteador (errorElement): qualquer exceção ao carregar ou renderizar uma rota
 * cai aqui. O texto principal é o do spec §2, literal. O link recarrega a página inteira, porque o
 * estado que quebrou pode estar em memória.
 */
export const ErrorPage = () => (
  <Center mih="100dvh" p="md">
    <Stack align="center">
      <Title order={1} size="h2">
        An error has occurred
      </Title>
      <Button component="a" href="/" variant="light">
        Voltar ao início
      </Button>
    </Stack>
  </Center>
);
