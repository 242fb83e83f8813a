import { Button, Center, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state.tsx';

export type AreaEmConstrucaoProps = {
  /** Nome da área, como o spec ou o menu a chama. */
  area: string;
  /** Para onde o botão leva: o painel (logado) ou o login (páginas públicas). */
  voltarPara?: string;
  rotuloVoltar?: string;
};

const IconeObra = () => (
  <svg
    width="28"
    height="28"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M2 20h20M5 20V9l7-5 7 5v11M9 20v-6h6v6" />
  </svg>
);

/**
 * Rota que existe no produto (spec §2 ou menu do usuário) mas cuja funcionalidade ainda não foi
 * entregue. Não finge funcionar: diz o que é e oferece o caminho de volta, e assim o guarda e a
 * navegação podem ser testados ponta a ponta.
 */
export const AreaEmConstrucao = ({
  area,
  voltarPara = '/',
  rotuloVoltar = 'Voltar ao início',
}: AreaEmConstrucaoProps) => (
  <Center mih="60dvh" p="md">
    {/* O nome da área é o título (h1) da página, como nas telas entregues. */}
    <Stack align="center" gap={0}>
      <Title order={1} size="h2" ta="center">
        {area}
      </Title>
      <EmptyState
        title="Área em construção"
        icon={<IconeObra />}
        description={`${area}: esta área faz parte do Jornada, mas ainda não está disponível nesta versão.`}
      >
        <Button component={Link} to={voltarPara} variant="light">
          {rotuloVoltar}
        </Button>
      </EmptyState>
    </Stack>
  </Center>
);

/** Variante das rotas públicas: a volta é para o login. */
export const AreaPublicaEmConstrucao = ({ area }: { area: string }) => (
  <AreaEmConstrucao area={area} voltarPara="/login" rotuloVoltar="Ir para o login" />
);
