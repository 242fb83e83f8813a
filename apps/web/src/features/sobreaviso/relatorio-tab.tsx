import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { BotoesRelatorio, useBaixarRelatorio } from './baixar-relatorio.tsx';
import type { FormatoRelatorio } from './sobreaviso.api.ts';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import { FALHA } from './sobreaviso-formato.ts';

/**
 * Relatório do período por pessoa (escala, espera paga, equivalente em hora normal e horas
 * acionadas aprovadas), em PDF ou CSV. Sem dados ou com falha: o texto do spec §8.
 */
export const RelatorioTab = () => {
  const pessoas = useQuery(sobreavisoQueries.pessoas());
  const motivos = useQuery(sobreavisoQueries.motivos());
  const [inicio, setInicio] = useState<string | null>(
    dayjs().startOf('month').format('YYYY-MM-DD'),
  );
  const [fim, setFim] = useState<string | null>(dayjs().endOf('month').format('YYYY-MM-DD'));
  const [usuarioId, setUsuarioId] = useState<string | null>(null);
  const [motivoId, setMotivoId] = useState<string | null>(null);
  const { baixando, falhou, baixar } = useBaixarRelatorio();
  const [erro, setErro] = useState<string | null>(null);
  const mensagem = erro ?? (falhou ? FALHA.relatorio : null);

  const validarEBaixar = (formato: FormatoRelatorio) => {
    if (!inicio || !fim) return setErro('Período: informe o início e o fim.');
    if (fim < inicio) return setErro('Período: o fim não pode ser anterior ao início.');
    setErro(null);
    void baixar(formato, {
      inicio,
      fim,
      ...(usuarioId ? { usuarioId: Number(usuarioId) } : {}),
      ...(motivoId ? { motivoId: Number(motivoId) } : {}),
    });
  };

  return (
    <Stack gap="sm" maw={720}>
      <div>
        <Title order={2} size="h4">
          Relatório de sobreaviso
        </Title>
        <Text size="sm" c="dimmed">
          Por pessoa: horas de escala, espera paga, equivalente em hora normal e horas acionadas
          aprovadas no período.
        </Text>
      </div>
      <Group grow align="flex-start">
        <DatePickerPtBr label="Início do período" value={inicio} onChange={setInicio} isRequired />
        <DatePickerPtBr
          label="Fim do período"
          value={fim}
          onChange={setFim}
          minDate={inicio ?? undefined}
          isRequired
        />
      </Group>
      <Group grow align="flex-start">
        <Select
          label="Colaborador"
          placeholder="Todos"
          data={(pessoas.data ?? []).map((p) => ({ value: String(p.id), label: p.nome }))}
          value={usuarioId}
          onChange={setUsuarioId}
          searchable
          clearable
          nothingFoundMessage="Nenhum colaborador encontrado"
        />
        <Select
          label="Motivo"
          placeholder="Todos"
          data={(motivos.data ?? []).map((m) => ({ value: String(m.id), label: m.descricao }))}
          value={motivoId}
          onChange={setMotivoId}
          clearable
        />
      </Group>
      {mensagem ? (
        <Alert color="red" role="alert">
          {mensagem}
        </Alert>
      ) : null}
      <BotoesRelatorio baixando={baixando} onBaixar={validarEBaixar} isPdfPrincipal />
    </Stack>
  );
};
