import { type DiaEscala, type Escala, expandirPeriodo } from '@jornada/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { dayjs } from '../../../lib/dayjs.ts';
import { DIAS_SEMANA_ABREVIADOS, formatarData, formatarMinutos } from '../../../lib/format.ts';
import { COR_TIPO_DIA, mesDe } from '../calendario.ts';
import type { AnoMes } from '../escala.tipos.ts';
import { NavegacaoMes } from '../navegacao-mes.tsx';

const ROTULO_TIPO: Record<DiaEscala['tipoDia'], string> = {
  trabalho: 'Trabalho',
  folga: 'Folga',
  dsr: 'DSR',
};

const horario = (dia: DiaEscala): string | null => {
  const primeiro = dia.jornada[0];
  const ultimo = dia.jornada.at(-1);
  if (!primeiro || !ultimo) return null;
  return `${formatarMinutos(primeiro[0] % 1440)}–${formatarMinutos(ultimo[1] % 1440)}`;
};

const limites = ({ ano, mes }: AnoMes) => {
  const inicio = dayjs(new Date(ano, mes - 1, 1));
  return [inicio.format('YYYY-MM-DD'), inicio.endOf('month').format('YYYY-MM-DD')] as const;
};

/** Semanas (domingo a sábado) com as casas fora do mês vazias. */
const semanas = (dias: DiaEscala[]): (DiaEscala | null)[][] => {
  const primeiro = dias[0];
  if (!primeiro) return [];
  const casas: (DiaEscala | null)[] = [
    ...Array.from({ length: dayjs(primeiro.data).day() }, () => null),
    ...dias,
  ];
  while (casas.length % 7 !== 0) casas.push(null);
  return Array.from({ length: casas.length / 7 }, (_, i) => casas.slice(i * 7, i * 7 + 7));
};

/** Prévia visual do padrão num mês, expandida com `expandirPeriodo` do domínio. */
export const PreviaEscala = ({ escala }: { escala: Escala | null }) => {
  const atual = mesDe(new Date());
  const [mes, setMes] = useState<AnoMes>(atual);
  if (!escala) {
    return (
      <Text size="sm" c="dimmed">
        Complete o padrão (turnos de todos os dias de trabalho e o início do ciclo) para ver a
        prévia.
      </Text>
    );
  }
  const [inicio, fim] = limites(mes);
  const dias = expandirPeriodo(escala, inicio, fim);
  return (
    <Stack gap="xs">
      <NavegacaoMes valor={mes} atual={atual} onChange={setMes} />
      <Table withTableBorder withColumnBorders layout="fixed" aria-label="Prévia da escala">
        <Table.Thead>
          <Table.Tr>
            {DIAS_SEMANA_ABREVIADOS.map((d) => (
              <Table.Th key={d} ta="center">
                {d}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {semanas(dias).map((semana) => (
            <Table.Tr key={semana.find(Boolean)?.data}>
              {semana.map((dia, i) => {
                if (!dia) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: casas vazias não têm identidade.
                  return <Table.Td key={`vazio-${i}`} />;
                }
                const cor = COR_TIPO_DIA[dia.tipoDia === 'trabalho' ? 'trabalho' : 'folga'];
                const h = horario(dia);
                return (
                  <Table.Td
                    key={dia.data}
                    style={{ background: cor.fundo, color: cor.texto, verticalAlign: 'top' }}
                    aria-label={`${formatarData(dia.data)}: ${ROTULO_TIPO[dia.tipoDia]}${h ? ` ${h}` : ''}`}
                  >
                    <Text size="xs" fw={700}>
                      {Number(dia.data.slice(8, 10))}
                    </Text>
                    <Text size="xs">{ROTULO_TIPO[dia.tipoDia]}</Text>
                    {h ? <Text size="xs">{h}</Text> : null}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
};
