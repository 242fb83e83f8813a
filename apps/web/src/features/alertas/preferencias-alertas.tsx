import type { AlertaPreferencias } from '@jornada/contracts';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarPreferencias } from './alertas.api.ts';
import { alertaKeys, alertaQueries } from './alertas.queries.ts';
import { TITULO_ERRO } from './alertas-comum.ts';

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Valida o formulário: devolve o erro de cada campo (pt-BR) ou nada. */
export const validarPreferencias = (p: {
  silencioInicio: string;
  silencioFim: string;
  horarioResumo: string;
}) => {
  const erros: Partial<Record<'silencioInicio' | 'silencioFim' | 'horarioResumo', string>> = {};
  if (p.silencioInicio && !HORA.test(p.silencioInicio))
    erros.silencioInicio = 'Início do silêncio: use HH:MM.';
  if (p.silencioFim && !HORA.test(p.silencioFim)) erros.silencioFim = 'Fim do silêncio: use HH:MM.';
  if (!p.silencioInicio !== !p.silencioFim)
    erros.silencioFim = 'Informe o início e o fim do silêncio, ou nenhum dos dois.';
  else if (p.silencioInicio && p.silencioInicio === p.silencioFim)
    erros.silencioFim = 'O fim do silêncio deve ser diferente do início.';
  if (!HORA.test(p.horarioResumo)) erros.horarioResumo = 'Horário do resumo: use HH:MM.';
  return erros;
};

/** Silêncio (sem push nem e-mail na janela; entregue depois) e resumo diário da pessoa. */
export const PreferenciasAlertas = () => {
  const queryClient = useQueryClient();
  const consulta = useQuery(alertaQueries.preferencias());
  const [inicio, setInicio] = useState('');
  const [fim, setFim] = useState('');
  const [resumo, setResumo] = useState<AlertaPreferencias['resumo']>('imediato');
  const [horario, setHorario] = useState('18:00');
  const [tentou, setTentou] = useState(false);
  useEffect(() => {
    const p = consulta.data;
    if (!p) return;
    setInicio(p.silencioInicio ?? '');
    setFim(p.silencioFim ?? '');
    setResumo(p.resumo);
    setHorario(p.horarioResumo);
  }, [consulta.data]);
  const salvar = useMutation({
    mutationFn: salvarPreferencias,
    onSuccess: (p) => {
      queryClient.setQueryData(alertaKeys.preferencias, p);
      toast.sucesso('Preferências salvas.');
    },
    onError: (e) =>
      toast.erro(e instanceof ErroApi ? e.mensagem : 'Não foi possível salvar.', {
        title: TITULO_ERRO,
      }),
  });
  if (consulta.isError)
    return (
      <ErrorState
        error={consulta.error}
        fallback="Não foi possível carregar as preferências."
        title={TITULO_ERRO}
        onRetry={() => void consulta.refetch()}
      />
    );
  if (!consulta.data) return <LoadingState label="Carregando preferências…" />;
  const erros = tentou
    ? validarPreferencias({ silencioInicio: inicio, silencioFim: fim, horarioResumo: horario })
    : {};
  const enviar = () => {
    setTentou(true);
    const e = validarPreferencias({
      silencioInicio: inicio,
      silencioFim: fim,
      horarioResumo: horario,
    });
    if (Object.keys(e).length) return;
    salvar.mutate({
      silencioInicio: inicio || null,
      silencioFim: fim || null,
      resumo,
      horarioResumo: horario,
    });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Preferências de aviso
        </Title>
        <Text size="sm" c="dimmed">
          No silêncio, nada chega por push nem e-mail; os alertas saem no fim da janela. No app eles
          aparecem sempre.
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TimeInput
            label="Início do silêncio"
            value={inicio}
            onChange={setInicio}
            error={erros.silencioInicio}
            w={160}
          />
          <TimeInput
            label="Fim do silêncio"
            value={fim}
            onChange={setFim}
            error={erros.silencioFim}
            w={160}
          />
        </Group>
        <Radio.Group
          label="Entrega"
          value={resumo}
          onChange={(v) => setResumo(v as AlertaPreferencias['resumo'])}
        >
          <Group gap="md" mt={4}>
            <Radio value="imediato" label="Imediata" />
            <Radio value="diario" label="Resumo diário" />
          </Group>
        </Radio.Group>
        {resumo === 'diario' ? (
          <TimeInput
            label="Horário do resumo"
            value={horario}
            onChange={setHorario}
            error={erros.horarioResumo}
            w={160}
          />
        ) : null}
        <Group>
          <Button onClick={enviar} loading={salvar.isPending}>
            Salvar preferências
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
