import { Button, Text } from '@mantine/core';
import { formatarData } from '../../../lib/format.ts';
import { corpoCompensarSemana } from '../acao.ts';
import { alvoDe, EstruturaSubPainel, type SubPainelProps } from './sub-painel.tsx';

/**
 * 5 Compensação na Semana: o dia vira folga e as horas dele são distribuídas pelos outros dias
 * de trabalho da mesma semana (o servidor recusa se passar de 2 h por dia, CLT art. 59).
 */
export const AcaoCompensarSemana = ({
  dia,
  isEnviando,
  isBloqueado,
  onEnviar,
  onVoltar,
}: SubPainelProps) => (
  <EstruturaSubPainel
    titulo="Compensação na Semana"
    onVoltar={onVoltar}
    isBloqueado={isBloqueado}
    acoes={
      <Button
        onClick={() => onEnviar(corpoCompensarSemana(alvoDe(dia)), 'FolgaCompensarDuranteSemana')}
        disabled={isBloqueado}
        loading={isEnviando}
      >
        Confirmar
      </Button>
    }
  >
    <Text size="sm">
      {formatarData(dia.data)} passa a ser folga, e as horas deste dia
      {dia.entrada && dia.saida ? ` (${dia.entrada} às ${dia.saida})` : ''} são compensadas nos
      outros dias de trabalho da mesma semana.
    </Text>
  </EstruturaSubPainel>
);
