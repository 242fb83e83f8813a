import type { ColaboradorWire } from '@jornada/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { useDesligarColaborador } from './colaboradores.queries.ts';
import { useGravacao } from './use-gravacao.ts';

/** Desligamento: data de demissão (hoje por padrão) e confirmação; vai ao REP (AFD tipo 5 E). */
export const DesligarColaborador = ({
  colaborador,
  onFechar,
}: {
  colaborador: ColaboradorWire;
  onFechar: () => void;
}) => {
  const [demissao, setDemissao] = useState<string | null>(() => dayjs().format('YYYY-MM-DD'));
  const [erroData, setErroData] = useState<string | null>(null);
  const desligar = useDesligarColaborador();
  const { erro, isGravando, gravar } = useGravacao((_campo, mensagem) => setErroData(mensagem));
  const confirmar = async () => {
    if (!demissao) {
      setErroData('Data de demissão: informe a data.');
      return;
    }
    setErroData(null);
    const ok = await gravar(
      () => desligar.mutateAsync({ id: colaborador.id, demissao }),
      'Colaborador desligado.',
    );
    if (ok) onFechar();
  };
  return (
    <ConfirmModal
      isOpen
      title={`Desligar ${colaborador.nome}`}
      acceptLabel="Desligar"
      isLoading={isGravando}
      onAccept={() => void confirmar()}
      onDeny={onFechar}
      message={
        <Stack gap="sm">
          <Text>
            O colaborador perde o acesso e a exclusão é registrada no REP (AFD tipo 5). O cadastro e
            o histórico continuam guardados.
          </Text>
          {erro && !erroData ? (
            <Alert color="red" role="alert">
              {erro}
            </Alert>
          ) : null}
          <DatePickerPtBr
            label="Data de demissão"
            value={demissao}
            onChange={setDemissao}
            minDate={colaborador.admissao ?? undefined}
            error={erroData}
            isRequired
          />
        </Stack>
      }
    />
  );
};
