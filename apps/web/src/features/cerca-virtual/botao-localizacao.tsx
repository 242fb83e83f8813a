import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { cercaQueries } from './cerca-virtual.queries.ts';
import { MapaCerca } from './mapa-cerca.tsx';

const distancia = (metros: number) =>
  metros < 1000
    ? `${metros} m`
    : `${(Math.round(metros / 100) / 10).toFixed(1).replace('.', ',')} km`;

const ConteudoLocalizacao = ({ marcacaoId, rotulo }: { marcacaoId: number; rotulo: string }) => {
  const local = useQuery(cercaQueries.localizacao(marcacaoId));
  if (local.isPending) return <LoadingState label="Carregando a localização…" />;
  if (local.isError)
    return (
      <ErrorState
        error={local.error}
        fallback="Não foi possível carregar a localização."
        onRetry={() => void local.refetch()}
      />
    );
  const l = local.data;
  const ponto =
    l.latitude !== null && l.longitude !== null
      ? { latitude: l.latitude, longitude: l.longitude }
      : null;
  return (
    <Stack gap="sm">
      {l.foraDaCerca === true ? (
        <Badge color="orange" variant="light">
          Fora da cerca
          {l.distanciaCercaMetros === null
            ? ' (sem localização)'
            : ` — ${distancia(l.distanciaCercaMetros)}`}
        </Badge>
      ) : null}
      {l.foraDaCerca === false ? (
        <Badge color="green" variant="light">
          Dentro da cerca
        </Badge>
      ) : null}
      {ponto ? null : <Text size="sm">Marcação sem localização.</Text>}
      <MapaCerca
        cercas={l.cercas.map((c) => c.forma)}
        ponto={ponto}
        precisaoMetros={l.precisaoMetros}
        isForaDaCerca={l.foraDaCerca}
        rotulo={`Mapa da marcação de ${rotulo}`}
      />
    </Stack>
  );
};

export type BotaoLocalizacaoProps = { marcacaoId: number; rotulo: string };

/** "Local": abre o mapa (SVG, sem mapas externos) com o ponto da marcação e as cercas da filial. */
export const BotaoLocalizacao = ({ marcacaoId, rotulo }: BotaoLocalizacaoProps) => {
  const [isAberto, setIsAberto] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        aria-label={`Local de ${rotulo}`}
        onClick={() => setIsAberto(true)}
      >
        Local
      </Button>
      <Modal
        opened={isAberto}
        onClose={() => setIsAberto(false)}
        title={`Local da marcação de ${rotulo}`}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {isAberto ? <ConteudoLocalizacao marcacaoId={marcacaoId} rotulo={rotulo} /> : null}
      </Modal>
    </>
  );
};
