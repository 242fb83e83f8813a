import type { StatusVencendo } from '@jornada/contracts';
import { Card, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import { intermitenteQueries } from './intermitente.queries.ts';
import { dataHora, FALHA_CHAMADA, SITUACAO_CONVOCADO } from './intermitente-comum.ts';

const STATUS: { value: StatusVencendo; label: string }[] = [
  { value: 'semResposta', label: 'Sem resposta' },
  { value: 'aceitas', label: 'Aceitas' },
  { value: 'recusadas', label: 'Recusadas' },
  { value: 'todos', label: 'Todos' },
];

/** Prazos de resposta que vencem no período (GET /Convocacao/vencendo-em/{inicio}/{fim}). */
export const VencendoLista = () => {
  const [inicio, setInicio] = useState<string | null>(dayjs().format('YYYY-MM-DD'));
  const [fim, setFim] = useState<string | null>(dayjs().add(7, 'day').format('YYYY-MM-DD'));
  const [status, setStatus] = useState<StatusVencendo>('semResposta');
  const isValido = Boolean(inicio && fim && fim >= inicio);
  const consulta = useQuery({
    ...intermitenteQueries.vencendo({ inicio: inicio ?? '', fim: fim ?? '', status }),
    enabled: isValido,
  });

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <DatePickerPtBr label="Prazos de" value={inicio} onChange={setInicio} />
        <DatePickerPtBr
          label="até"
          value={fim}
          onChange={setFim}
          minDate={inicio ?? undefined}
          error={inicio && fim && fim < inicio ? 'O fim é anterior ao início.' : undefined}
        />
        <Select
          label="Respostas"
          data={STATUS}
          value={status}
          onChange={(v) => setStatus((v as StatusVencendo | null) ?? 'semResposta')}
          allowDeselect={false}
        />
      </Group>
      {isValido ? (
        <ListaComEstados
          query={consulta}
          items={consulta.data}
          loadingLabel="Carregando prazos…"
          errorState={{ fallback: FALHA_CHAMADA }}
          emptyState={{ title: 'Nenhum prazo de resposta vencendo no período' }}
        >
          {(itens) => (
            <Stack gap="xs">
              {itens.map((v) => (
                <Card key={v.convocacaoId} withBorder padding="sm">
                  <Text fw={600}>
                    {v.contratante} — {formatarData(v.dataInicio)} às {v.horaEntrada}
                  </Text>
                  <Text size="sm">Prazo de resposta: {dataHora(v.prazoResposta)}</Text>
                  <Text size="sm" c="dimmed">
                    {v.convocados
                      .map((c) => `${c.nome} (${SITUACAO_CONVOCADO[c.situacao]?.toLowerCase()})`)
                      .join(', ')}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
        </ListaComEstados>
      ) : (
        <Text c="dimmed">Escolha um período válido.</Text>
      )}
    </Stack>
  );
};
