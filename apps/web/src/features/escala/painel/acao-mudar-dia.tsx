import { limiteLabel } from '@jornada/domain';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { DatePickerPtBr } from '../../../components/ui/date-picker-pt-br.tsx';
import { formatarData } from '../../../lib/format.ts';
import { corpoMudarDia, ROTULO_TIPO_ACAO } from '../acao.ts';
import { fimMaximo } from '../calendario.ts';
import { EstruturaSubPainel, type SubPainelProps } from './sub-painel.tsx';

export type AcaoMudarDiaProps = SubPainelProps & {
  tipoAcao: 'MudarParaFolga' | 'MudarParaTrabalho';
  /** Máximo de dias consecutivos (alterarDiaTrabalhoDiasConsecutivos). */
  limite: number;
};

/**
 * 1 Mudar Para Folga e 2 Mudar Para Trabalho, em duas etapas (spec §2, §5): a data inicial,
 * depois a final, entre o início e início + (N − 1). Próximo exige o início; Confirmar, o fim.
 */
export const AcaoMudarDia = ({
  dia,
  tipoAcao,
  limite,
  isEnviando,
  isBloqueado,
  onEnviar,
  onVoltar,
}: AcaoMudarDiaProps) => {
  const [passo, setPasso] = useState<1 | 2>(1);
  const [inicio, setInicio] = useState<string | null>(dia.data);
  const [fim, setFim] = useState<string | null>(null);
  const titulo = ROTULO_TIPO_ACAO[tipoAcao];

  if (passo === 1 || !inicio) {
    return (
      <EstruturaSubPainel
        titulo={titulo}
        passo="Passo 1 de 2: data inicial"
        onVoltar={onVoltar}
        isBloqueado={isBloqueado}
        acoes={
          <Button onClick={() => setPasso(2)} disabled={!inicio}>
            Próximo
          </Button>
        }
      >
        <DatePickerPtBr
          label="Data inicial"
          value={inicio}
          onChange={(valor) => {
            setInicio(valor);
            setFim(null);
          }}
          isRequired
          error={inicio ? undefined : 'Informe a data inicial.'}
        />
      </EstruturaSubPainel>
    );
  }

  const maximo = fimMaximo(inicio, limite);
  const confirmar = () => {
    if (!fim) return;
    onEnviar(
      corpoMudarDia(tipoAcao, { usuarioId: dia.usuario.usuarioId, data: inicio }, fim),
      tipoAcao,
    );
  };
  return (
    <EstruturaSubPainel
      titulo={titulo}
      passo="Passo 2 de 2: data final"
      onVoltar={() => setPasso(1)}
      isBloqueado={isBloqueado}
      acoes={
        <Button onClick={confirmar} disabled={!fim || isBloqueado} loading={isEnviando}>
          Confirmar
        </Button>
      }
    >
      <Text size="sm">Data inicial: {formatarData(inicio)}</Text>
      <DatePickerPtBr
        label="Data final"
        value={fim}
        onChange={setFim}
        minDate={inicio}
        maxDate={maximo}
        isRequired
        description={`${limiteLabel(limite)} (até ${formatarData(maximo)})`}
      />
    </EstruturaSubPainel>
  );
};
