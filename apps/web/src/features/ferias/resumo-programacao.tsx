import type { ResultadoFerias } from '@jornada/domain';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { formatarData } from '../../lib/format.ts';
import { quantosDias } from './formato.ts';

export type ResumoProgramacaoProps = {
  direito: number;
  /** O que a programação completa: o direito menos o já concedido do período. */
  saldo: number;
  diasGozo: number;
  abono: number;
  resultado: ResultadoFerias | null;
  /** Erros do plano inteiro (nenhum período de 14 dias, dias diferentes do direito...). */
  errosGerais: readonly string[];
  isFeriadosIndisponiveis: boolean;
};

const Numero = ({ rotulo, valor }: { rotulo: string; valor: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {rotulo}
    </Text>
    <Text fw={600}>{valor}</Text>
  </div>
);

/** O que a lei permite, ao vivo: contagem de dias, erros do plano e a situação da programação. */
export const ResumoProgramacao = ({
  direito,
  saldo,
  diasGozo,
  abono,
  resultado,
  errosGerais,
  isFeriadosIndisponiveis,
}: ResumoProgramacaoProps) => {
  const faltam = saldo - diasGozo - abono;
  return (
    <Stack gap="xs" aria-live="polite">
      <Group gap="lg">
        <Numero rotulo="Direito" valor={quantosDias(direito)} />
        {saldo !== direito ? <Numero rotulo="Saldo" valor={quantosDias(saldo)} /> : null}
        <Numero rotulo="Programados" valor={quantosDias(diasGozo)} />
        <Numero rotulo="Abono" valor={quantosDias(abono)} />
        <Numero rotulo={faltam >= 0 ? 'Faltam' : 'Excedem'} valor={quantosDias(Math.abs(faltam))} />
      </Group>
      {errosGerais.map((erro) => (
        <Alert key={erro} color="red" role="alert" title="A programação não atende à lei">
          {erro}
        </Alert>
      ))}
      {resultado?.valido ? (
        <Alert color="green" title="A lei permite esta programação">
          Férias no período concessivo até {formatarData(resultado.concessivo.fim)}.
          {resultado.diasEmDobro > 0
            ? ` ${quantosDias(resultado.diasEmDobro)} depois desse prazo serão pagos em dobro (CLT art. 137).`
            : ''}
        </Alert>
      ) : null}
      {isFeriadosIndisponiveis ? (
        <Text size="sm" c="dimmed">
          Não foi possível carregar os feriados da sua escala agora: eles serão conferidos no envio.
        </Text>
      ) : null}
    </Stack>
  );
};
