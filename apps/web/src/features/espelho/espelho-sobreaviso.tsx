import type { DiaEspelho, TotaisEspelho } from '@jornada/contracts';
import { Badge, Text } from '@mantine/core';
import { horasDeMinutos } from './espelho-formato.ts';

/**
 * Acionamentos de sobreaviso aprovados do dia: trabalho sem marcação no relógio, que a apuração
 * já somou ao trabalhado, às extras e ao noturno (Súmula 428, II, TST).
 */
export const AcionamentosDoDia = ({ dia }: { dia: DiaEspelho }) =>
  (dia.sobreaviso?.acionamentos ?? []).map((a) => (
    <Badge
      key={`${a.lancamentoId}-${a.horaInicio}`}
      size="sm"
      color="violet"
      variant="light"
      title={`Motivo: ${a.motivo}`}
    >
      acionamento de sobreaviso {a.horaInicio}–{a.horaFim}
    </Badge>
  ));

/** Espera paga do dia, à parte do trabalhado (CLT art. 244 §§2º–3º). */
export const EsperasDoDia = ({ dia }: { dia: DiaEspelho }) => (
  <>
    {dia.sobreaviso?.esperaSobreaviso ? (
      <Badge size="sm" color="indigo" variant="light">
        Sobreaviso (espera) {horasDeMinutos(dia.sobreaviso.esperaSobreaviso)}
      </Badge>
    ) : null}
    {dia.sobreaviso?.esperaProntidao ? (
      <Badge size="sm" color="indigo" variant="light">
        Prontidão (espera) {horasDeMinutos(dia.sobreaviso.esperaProntidao)}
      </Badge>
    ) : null}
  </>
);

const Total = ({ rotulo, valor }: { rotulo: string; valor: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {rotulo}
    </Text>
    <Text fw={600}>{valor}</Text>
  </div>
);

/** Linhas próprias do sobreaviso nos totais: a espera de cada tipo e o tempo acionado. */
export const TotaisSobreaviso = ({ totais }: { totais: TotaisEspelho }) => {
  const s = totais.sobreaviso;
  if (!s || s.esperaSobreaviso + s.esperaProntidao + s.acionado === 0) return null;
  return (
    <>
      <Total rotulo="Sobreaviso — espera (1/3)" valor={horasDeMinutos(s.esperaSobreaviso)} />
      <Total rotulo="Prontidão — espera (2/3)" valor={horasDeMinutos(s.esperaProntidao)} />
      <Total
        rotulo="Acionamentos de sobreaviso (já no trabalhado)"
        valor={horasDeMinutos(s.acionado)}
      />
    </>
  );
};
