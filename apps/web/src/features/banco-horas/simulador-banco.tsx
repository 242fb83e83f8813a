import type { SimulacaoBancoHoras } from '@jornada/contracts';
import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { mensagemDe } from './falha.tsx';
import { formatarSaldo } from './formato.ts';
import { simularBancoHoras } from './relatorios-banco.api.ts';

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

const Resultado = ({ r }: { r: SimulacaoBancoHoras }) => {
  const semBanco = r.creditoMinutos === 0 && r.debitoMinutos === 0 && r.saldoDiaMinutos !== 0;
  return (
    <Card withBorder padding="sm" aria-label="Resultado da simulação">
      <Stack gap={4}>
        <Text size="sm">
          {r.folgaCompensada
            ? `Folga compensada em ${formatarData(r.data)}`
            : `Saindo às ${r.marcacoes.at(-1)} em ${formatarData(r.data)}`}{' '}
          (jornada prevista {r.jornada.map(([a, b]) => `${a}–${b}`).join(', ')})
        </Text>
        <Group justify="space-between">
          <Text size="sm">Saldo do dia</Text>
          <Text size="sm" fw={600}>
            {formatarSaldo(r.saldoDiaMinutos)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">Saldo do banco hoje</Text>
          <Text size="sm">{formatarSaldo(r.saldoAtualMinutos)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Seu saldo ficará
          </Text>
          <Text size="lg" fw={700} c={r.saldoProjetadoMinutos < 0 ? 'red.8' : undefined}>
            {formatarSaldo(r.saldoProjetadoMinutos)}
          </Text>
        </Group>
        {semBanco ? (
          <Text size="xs" c="dimmed">
            O saldo desse dia não vai ao banco: a sua regra de cálculo não usa banco de horas.
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          Simulação: nada foi gravado. Os dias entre hoje e a data contam como cumpridos.
        </Text>
      </Stack>
    </Card>
  );
};

/**
 * Simulador do colaborador: "se eu sair às 16:00 na sexta, meu saldo fica…", pelo mesmo motor do
 * espelho e do banco (a API não grava nada). Dias de hoje até o fim do ciclo aberto.
 */
export const SimuladorBanco = ({ hoje, cicloFim }: { hoje: string; cicloFim: string }) => {
  const [data, setData] = useState<string | null>(null);
  const [saida, setSaida] = useState('');
  const [folga, setFolga] = useState(false);
  const [erros, setErros] = useState<Record<string, string>>({});
  const simular = useMutation({ mutationFn: simularBancoHoras });

  const enviar = () => {
    const novos: Record<string, string> = {};
    if (!data) novos.data = 'Dia: informe a data.';
    if (!folga && !HORA.test(saida)) novos.saida = 'Horário de saída: informe no formato HH:MM.';
    setErros(novos);
    if (!data || Object.keys(novos).length > 0) return;
    simular.mutate(folga ? { data, folgaCompensada: true } : { data, saida }, {
      onError: (e) => {
        const campo = e instanceof ErroApi && e.campo === 'saida' ? 'saida' : 'data';
        const rotulo = campo === 'saida' ? 'Horário de saída' : 'Dia';
        setErros({ [campo]: `${rotulo}: ${mensagemDe(e, 'não foi possível simular.')}` });
      },
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="titulo-simulador">
      <Title order={2} size="h5" id="titulo-simulador">
        Simular saída
      </Title>
      <Text size="sm" c="dimmed">
        Veja como fica o seu banco se sair mais cedo, ficar além do horário ou folgar um dia.
      </Text>
      <Group align="flex-start">
        <DatePickerPtBr
          label="Dia"
          value={data}
          onChange={(v) => {
            setData(v);
            simular.reset();
          }}
          minDate={hoje}
          maxDate={cicloFim}
          error={erros.data}
          isRequired
        />
        <TimeInput
          label="Horário de saída"
          value={saida}
          onChange={(v) => {
            setSaida(v);
            simular.reset();
          }}
          error={erros.saida}
          disabled={folga}
          w={140}
        />
      </Group>
      <Checkbox
        label="Folga compensada (o dia inteiro com o banco)"
        checked={folga}
        onChange={(e) => {
          setFolga(e.currentTarget.checked);
          setErros({});
          simular.reset();
        }}
      />
      <Group>
        <Button onClick={enviar} loading={simular.isPending}>
          Simular
        </Button>
      </Group>
      {simular.data ? <Resultado r={simular.data} /> : null}
    </Stack>
  );
};
