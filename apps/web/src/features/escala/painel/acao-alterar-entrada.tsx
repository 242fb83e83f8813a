import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { TimeInput } from '../../../components/ui/time-input.tsx';
import { isHoraCompleta } from '../../../components/ui/time-mask.ts';
import { corpoAlterarEntrada } from '../acao.ts';
import { alvoDe, EstruturaSubPainel, type SubPainelProps } from './sub-painel.tsx';

/** 3 Alterar Entrada: um novo horário de entrada (máscara 99:99) é obrigatório. */
export const AcaoAlterarEntrada = ({
  dia,
  isEnviando,
  isBloqueado,
  onEnviar,
  onVoltar,
}: SubPainelProps) => {
  const [hora, setHora] = useState('');
  const [isTocado, setTocado] = useState(false);
  const isValida = isHoraCompleta(hora);
  const confirmar = () => {
    setTocado(true);
    if (!isValida) return;
    onEnviar(corpoAlterarEntrada(alvoDe(dia), hora), 'AlterarEntrada');
  };
  return (
    <EstruturaSubPainel
      titulo="Alterar Entrada"
      onVoltar={onVoltar}
      isBloqueado={isBloqueado}
      acoes={
        <Button onClick={confirmar} disabled={isBloqueado} loading={isEnviando}>
          Confirmar
        </Button>
      }
    >
      <Text size="sm">
        Entrada prevista: {dia.entrada ?? '—'}
        {dia.saida ? ` · saída ${dia.saida}` : ''}
      </Text>
      <TimeInput
        label="Novo horário de entrada"
        required
        value={hora}
        onChange={setHora}
        onBlur={() => setTocado(true)}
        error={isTocado && !isValida ? 'Informe o novo horário de entrada (HH:MM).' : undefined}
      />
    </EstruturaSubPainel>
  );
};
