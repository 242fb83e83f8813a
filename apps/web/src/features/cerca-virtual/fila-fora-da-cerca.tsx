import type { MarcacaoForaDaCercaDto } from '@jornada/contracts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { cercaQueries } from './cerca-virtual.queries.ts';
import { MapaCerca } from './mapa-cerca.tsx';

/** Quantos mapas aparecem de cada vez (cada um é um SVG próprio). */
const POR_VEZ = 12;

const ORIGENS: Record<string, string> = {
  navegador: 'Navegador',
  aplicativo: 'Aplicativo',
  desktop: 'Computador',
  quiosque: 'Quiosque',
  dispositivo: 'Relógio de ponto',
};

export const formatarDistancia = (metros: number) =>
  metros < 1000
    ? `${metros} m`
    : `${(Math.round(metros / 100) / 10).toFixed(1).replace('.', ',')} km`;

const MarcacaoFora = ({ m }: { m: MarcacaoForaDaCercaDto }) => {
  const quando = dayjs(m.dataHora).format('DD/MM/YYYY HH:mm');
  const ponto =
    m.latitude !== null && m.longitude !== null
      ? { latitude: m.latitude, longitude: m.longitude }
      : null;
  return (
    <Card withBorder component="article" aria-label={`Marcação de ${m.nome} em ${quando}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{m.nome}</Text>
            <Text size="sm" c="dimmed">
              Matrícula {m.matricula ?? '—'} · {m.filialNome}
            </Text>
            <Text size="sm">
              {quando} · {ORIGENS[m.origem] ?? 'Outra origem'}
            </Text>
          </div>
          <Badge color="orange" variant="light">
            {m.distanciaCercaMetros === null
              ? 'Sem localização'
              : `A ${formatarDistancia(m.distanciaCercaMetros)} da cerca`}
          </Badge>
        </Group>
        {ponto ? null : (
          <Text size="sm">O aparelho não informou a localização desta marcação.</Text>
        )}
        <MapaCerca
          cercas={m.cercas.map((c) => c.forma)}
          ponto={ponto}
          precisaoMetros={m.precisaoMetros}
          isForaDaCerca
          rotulo={`Mapa da marcação de ${m.nome} em ${quando}`}
        />
      </Stack>
    </Card>
  );
};

/**
 * Fila de revisão do RH: as marcações aceitas fora da cerca no período, cada uma com o mapa (SVG
 * desenhado das coordenadas guardadas: cerca, ponto e precisão) e o link "Abrir no mapa".
 */
export const FilaForaDaCerca = () => {
  const [inicio, setInicio] = useState<string | null>(() =>
    dayjs().startOf('month').format('YYYY-MM-DD'),
  );
  const [fim, setFim] = useState<string | null>(() => dayjs().format('YYYY-MM-DD'));
  const [mostrar, setMostrar] = useState(POR_VEZ);
  const erroPeriodo =
    inicio && fim && fim < inicio ? 'A data final deve ser igual ou posterior à inicial.' : null;
  const isValido = Boolean(inicio && fim && !erroPeriodo);
  const fila = useQuery({
    ...cercaQueries.foraDaCerca(inicio ?? '', fim ?? ''),
    enabled: isValido,
  });

  return (
    <Stack>
      <Title order={2} size="h4">
        Marcações fora da cerca
      </Title>
      <Text size="sm" c="dimmed">
        Marcações aceitas fora da cerca para revisão. Se alguma estiver errada, trate-a na tela de
        tratamento de marcações.
      </Text>
      <Group align="flex-start">
        <DatePickerPtBr
          label="De"
          value={inicio}
          onChange={(v) => {
            setInicio(v);
            setMostrar(POR_VEZ);
          }}
          error={inicio ? undefined : 'Informe a data inicial.'}
        />
        <DatePickerPtBr
          label="Até"
          value={fim}
          onChange={(v) => {
            setFim(v);
            setMostrar(POR_VEZ);
          }}
          error={fim ? (erroPeriodo ?? undefined) : 'Informe a data final.'}
        />
      </Group>
      {!isValido ? null : fila.isPending ? (
        <LoadingState label="Carregando marcações…" />
      ) : fila.isError ? (
        <ErrorState
          error={fila.error}
          fallback="Não foi possível carregar as marcações fora da cerca."
          onRetry={() => void fila.refetch()}
        />
      ) : fila.data.length === 0 ? (
        <EmptyState
          title="Nenhuma marcação fora da cerca"
          description="No período escolhido, todas as marcações avaliadas foram dentro da cerca."
        />
      ) : (
        <>
          <Text size="sm">{`${fila.data.length} marcação(ões) no período.`}</Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {fila.data.slice(0, mostrar).map((m) => (
              <MarcacaoFora key={m.marcacaoId} m={m} />
            ))}
          </SimpleGrid>
          {fila.data.length > mostrar ? (
            <Button variant="default" onClick={() => setMostrar((n) => n + POR_VEZ)}>
              Mostrar mais
            </Button>
          ) : null}
        </>
      )}
    </Stack>
  );
};
