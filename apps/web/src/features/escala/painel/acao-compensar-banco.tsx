import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TimeInput } from '../../../components/ui/time-input.tsx';
import { horaParaMinutos } from '../../../lib/format.ts';
import { corpoCompensarBanco } from '../acao.ts';
import { alvoDe, EstruturaSubPainel, type SubPainelProps } from './sub-painel.tsx';

/**
 * 6 Compensação de Banco (spec §5): dia todo Sim/Não; sem o dia todo, um tempo HH:MM que vira
 * minutos. Dia todo envia 0 minutos.
 */
export const AcaoCompensarBanco = ({
  dia,
  isEnviando,
  isBloqueado,
  onEnviar,
  onVoltar,
}: SubPainelProps) => {
  const [diaTodo, setDiaTodo] = useState<'Sim' | 'Não'>('Sim');
  const [tempo, setTempo] = useState('');
  const [isTocado, setTocado] = useState(false);
  const minutos = horaParaMinutos(tempo);
  const isValido = diaTodo === 'Sim' || (minutos !== null && minutos > 0);
  const confirmar = () => {
    setTocado(true);
    if (!isValido) return;
    onEnviar(
      corpoCompensarBanco(alvoDe(dia), diaTodo === 'Sim', minutos ?? 0),
      'FolgaCompensarBancoHoras',
    );
  };
  return (
    <EstruturaSubPainel
      titulo="Compensação de Banco"
      onVoltar={onVoltar}
      isBloqueado={isBloqueado}
      acoes={
        <Button onClick={confirmar} disabled={isBloqueado} loading={isEnviando}>
          Confirmar
        </Button>
      }
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="dia-todo-rotulo">
          Dia todo?
        </Text>
        <SegmentedControl
          aria-labelledby="dia-todo-rotulo"
          data={['Sim', 'Não']}
          value={diaTodo}
          onChange={(v) => setDiaTodo(v as 'Sim' | 'Não')}
        />
      </Stack>
      {diaTodo === 'Não' ? (
        <TimeInput
          label="Horas a compensar"
          description="Tempo retirado do fim da jornada, debitado do banco de horas."
          required
          value={tempo}
          onChange={setTempo}
          onBlur={() => setTocado(true)}
          error={
            isTocado && !isValido
              ? 'Informe as horas a compensar (HH:MM, acima de 00:00).'
              : undefined
          }
        />
      ) : (
        <Text size="sm" c="dimmed">
          O dia inteiro será compensado do banco de horas.
        </Text>
      )}
    </EstruturaSubPainel>
  );
};
