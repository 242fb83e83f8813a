import { Burger, Button, Group, Menu, Text, Title } from '@mantine/core';
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

type AcoesProps = { nome: string | undefined; onSenha: () => void; onLayout: () => void };

/** Desktop: nome, notificações, Alterar senha e Layout lado a lado. */
const AcoesLargas = ({ nome, onSenha, onLayout }: AcoesProps) => (
  <>
    <Text size="sm" fw={500} data-testid="usuario-logado">
      {nome}
    </Text>
    <AtivarNotificacoes />
    <Button variant="subtle" size="compact-sm" onClick={onSenha}>
      Alterar senha
    </Button>
    <Button variant="subtle" size="compact-sm" onClick={onLayout}>
      Layout
    </Button>
  </>
);

/** Celular (até 768 px): o nome, Alterar senha e Layout vão para o menu "Conta". */
const AcoesMenu = ({ nome, onSenha, onLayout }: AcoesProps) => (
  <Menu position="bottom-end" shadow="md" width={220}>
    <Menu.Target>
      <Button variant="subtle" size="compact-sm" px={6}>
        Conta
      </Button>
    </Menu.Target>
    <Menu.Dropdown>
      {nome ? <Menu.Label data-testid="usuario-logado">{nome}</Menu.Label> : null}
      <Menu.Item onClick={onSenha}>Alterar senha</Menu.Item>
      <Menu.Item onClick={onLayout}>Layout</Menu.Item>
    </Menu.Dropdown>
  </Menu>
);

/**
 * Cabeçalho: nome do app, idioma (BR, pt), usuário, alterar senha, opções de layout e Sair. No
 * celular cabe em 360 px: hambúrguer, nome, idioma, menu "Conta" e Sair sempre à vista.
 */
export const AppHeader = ({
  isMobile,
  isMenuAberto,
  onAlternarMenu,
  onAbrirOpcoes,
}: AppHeaderProps) => {
  const { usuario } = useSessao();
  const sair = useSair();
  const [isSenhaAberta, senha] = useDisclosure(false);
  const Acoes = isMobile ? AcoesMenu : AcoesLargas;
  return (
    <Group h="100%" px={isMobile ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={isMobile ? 6 : 'sm'} wrap="nowrap">
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
      <Group gap={isMobile ? 'xs' : 'md'} wrap="nowrap">
        <Group gap={6} wrap="nowrap" aria-label="Idioma: português do Brasil">
          <BandeiraBrasil />
          <Text size="sm" fw={600}>
            pt
          </Text>
        </Group>
        <Acoes nome={usuario?.Nome} onSenha={senha.open} onLayout={onAbrirOpcoes} />
        <Button variant="light" size="compact-sm" onClick={() => void sair()}>
          Sair
        </Button>
      </Group>
      <AlterarSenhaModal isOpen={isSenhaAberta} onClose={senha.close} />
    </Group>
  );
};
