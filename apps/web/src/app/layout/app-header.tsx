import { Burger, Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AlterarSenhaModal } from '../../features/auth/alterar-senha-modal.tsx';
import { AtivarNotificacoes } from '../../features/auth/push/ativar-notificacoes.tsx';
import { useSessao } from '../session/session-store.ts';
import { useSair } from '../session/use-sair.ts';
import { BandeiraBrasil } from './bandeira-brasil.tsx';

export type AppHeaderProps = {
  isMobile: boolean;
  isMenuAberto: boolean;
  onAlternarMenu: () => void;
  onAbrirOpcoes: () => void;
};

/** Cabeçalho: nome do app, idioma (BR, pt), usuário, alterar senha, opções de layout e Sair. */
export const AppHeader = ({
  isMobile,
  isMenuAberto,
  onAlternarMenu,
  onAbrirOpcoes,
}: AppHeaderProps) => {
  const { usuario } = useSessao();
  const sair = useSair();
  const [isSenhaAberta, senha] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {isMobile ? (
          <Burger
            opened={isMenuAberto}
            onClick={onAlternarMenu}
            size="sm"
            aria-label={isMenuAberto ? 'Fechar menu' : 'Abrir menu'}
          />
        ) : null}
        <Title order={2} size="h3" c="indigo.7">
          Jornada
        </Title>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Group gap={6} wrap="nowrap" aria-label="Idioma: português do Brasil">
          <BandeiraBrasil />
          <Text size="sm" fw={600}>
            pt
          </Text>
        </Group>
        {isMobile ? null : (
          <Text size="sm" fw={500} data-testid="usuario-logado">
            {usuario?.Nome}
          </Text>
        )}
        {isMobile ? null : <AtivarNotificacoes />}
        <Button variant="subtle" size="compact-sm" onClick={senha.open}>
          Alterar senha
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onAbrirOpcoes}>
          Layout
        </Button>
        <Button variant="light" size="compact-sm" onClick={() => void sair()}>
          Sair
        </Button>
      </Group>
      <AlterarSenhaModal isOpen={isSenhaAberta} onClose={senha.close} />
    </Group>
  );
};
