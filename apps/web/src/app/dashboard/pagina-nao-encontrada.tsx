import { Button, Center } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** Endereço do painel que não corresponde a nenhuma tela (link antigo ou digitado à mão). */
export const PaginaNaoEncontrada = () => (
  <Center mih="60dvh" p="md">
    <EmptyState
      title="Página não encontrada"
      description="O endereço aberto não corresponde a nenhuma tela do Jornada. Use o menu para chegar à tela que procura."
    >
      <Button component={Link} to="/" variant="light">
        Voltar ao início
      </Button>
    </EmptyState>
  </Center>
);
