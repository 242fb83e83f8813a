import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useMutacoesBancoHoras } from './banco-horas.queries.ts';
import { useFalha } from './falha.tsx';

type Props = { bancoHoraId: number; onConcluir: () => void };

/** Um ciclo avulso: um período do calendário do regime do banco. */
export const NovoCicloForm = ({ bancoHoraId, onConcluir }: Props) => {
  const { createCiclo } = useMutacoesBancoHoras();
  const falha = useFalha();
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos: Record<string, string> = {};
    if (!inicio) novos.inicio = 'Início do ciclo: informe a data.';
    if (!fim) novos.fim = 'Fim do ciclo: informe a data.';
    else if (inicio && fim < inicio) novos.fim = 'Fim do ciclo: não pode ser antes do início.';
    setErros(novos);
    if (Object.keys(novos).length > 0 || !inicio || !fim) return;
    createCiclo.mutate(
      { bancoHoraId, inicio, fim },
      {
        onSuccess: () => {
          toast.sucesso('Ciclo criado.');
          onConcluir();
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível criar o ciclo.'),
      },
    );
  };

  return (
    <form onSubmit={enviar} noValidate aria-label="Novo ciclo">
      <Stack gap="sm">
        <DatePickerPtBr
          label="Início do ciclo"
          value={inicio}
          onChange={setInicio}
          error={erros.inicio}
          isRequired
        />
        <DatePickerPtBr
          label="Fim do ciclo"
          value={fim}
          onChange={setFim}
          error={erros.fim}
          isRequired
          description="O período precisa ser um ciclo do regime do banco."
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={createCiclo.isPending}>
            Criar ciclo
          </Button>
        </Group>
      </Stack>
      {falha.modal}
    </form>
  );
};

/** Os próximos ciclos depois do último, pelo calendário do regime (POST /ciclo/batch). */
export const CiclosLoteForm = ({ bancoHoraId, onConcluir }: Props) => {
  const { createCiclosLote } = useMutacoesBancoHoras();
  const falha = useFalha();
  const [quantidade, setQuantidade] = useState<number | string>(1);
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const n = typeof quantidade === 'number' ? quantidade : Number.NaN;
    if (!(Number.isInteger(n) && n >= 1 && n <= 24)) {
      setErro('Quantidade de ciclos: de 1 a 24.');
      return;
    }
    setErro(null);
    createCiclosLote.mutate(
      { bancoHoraId, quantidade: n },
      {
        onSuccess: (criados) => {
          toast.sucesso(
            criados.length === 1 ? '1 ciclo criado.' : `${criados.length} ciclos criados.`,
          );
          onConcluir();
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível criar os ciclos.'),
      },
    );
  };

  return (
    <form onSubmit={enviar} noValidate aria-label="Criar próximos ciclos">
      <Stack gap="sm">
        <NumberInput
          label="Quantidade de ciclos"
          description="Criados depois do último ciclo do banco, pelo calendário do regime."
          value={quantidade}
          onChange={setQuantidade}
          min={1}
          max={24}
          clampBehavior="none"
          allowDecimal={false}
          error={erro}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={createCiclosLote.isPending}>
            Criar ciclos
          </Button>
        </Group>
      </Stack>
      {falha.modal}
    </form>
  );
};
