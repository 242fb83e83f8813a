import {
  type AlertaConfiguracao,
  CANAIS_ALERTA,
  DESTINATARIOS_ALERTA,
  LIMIAR_ALERTA_MAXIMO,
} from '@jornada/contracts';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarConfiguracao } from './alertas.api.ts';
import { alertaKeys, alertaQueries } from './alertas.queries.ts';
import { ROTULO_CANAL, ROTULO_DESTINATARIO, TITULO_ERRO } from './alertas-comum.ts';

/** Valida uma linha: o erro de cada campo (pt-BR). */
export const validarConfiguracao = (c: AlertaConfiguracao) => {
  const erros: Partial<Record<'limiar' | 'destinatarios' | 'canais', string>> = {};
  if (c.unidadeLimiar && (c.limiar === null || c.limiar < 0 || c.limiar > LIMIAR_ALERTA_MAXIMO))
    erros.limiar = `Limiar: informe um número de 0 a ${LIMIAR_ALERTA_MAXIMO}.`;
  if (c.ativo && c.destinatarios.length === 0)
    erros.destinatarios = 'Escolha ao menos um destinatário.';
  if (c.ativo && c.canais.length === 0) erros.canais = 'Escolha ao menos um canal.';
  return erros;
};

const LinhaConfiguracao = ({ inicial }: { inicial: AlertaConfiguracao }) => {
  const queryClient = useQueryClient();
  const [c, setC] = useState(inicial);
  const [tentou, setTentou] = useState(false);
  const salvar = useMutation({
    mutationFn: () =>
      salvarConfiguracao(c.tipo, {
        ativo: c.ativo,
        limiar: c.unidadeLimiar ? c.limiar : null,
        destinatarios: c.destinatarios,
        canais: c.canais,
      }),
    onSuccess: (salvo) => {
      setC(salvo);
      void queryClient.invalidateQueries({ queryKey: alertaKeys.configuracao });
      toast.sucesso(`Alerta "${salvo.nome}" salvo.`);
    },
    onError: (e) =>
      toast.erro(e instanceof ErroApi ? e.mensagem : 'Não foi possível salvar.', {
        title: TITULO_ERRO,
      }),
  });
  const erros = tentou ? validarConfiguracao(c) : {};
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={c.nome}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600}>{c.nome}</Text>
            <Text size="xs" c="dimmed">
              {c.lei}
            </Text>
          </Stack>
          <Switch
            label="Ligado"
            checked={c.ativo}
            onChange={(e) => setC({ ...c, ativo: e.currentTarget.checked })}
          />
        </Group>
        {c.unidadeLimiar ? (
          <NumberInput
            label={c.unidadeLimiar === 'dias' ? 'Limiar (dias)' : 'Limiar (minutos)'}
            value={c.limiar ?? ''}
            onChange={(v) => setC({ ...c, limiar: typeof v === 'number' ? v : null })}
            min={0}
            max={LIMIAR_ALERTA_MAXIMO}
            allowDecimal={false}
            error={erros.limiar}
            w={200}
          />
        ) : null}
        <Checkbox.Group
          label="Destinatários"
          value={c.destinatarios}
          onChange={(v) => setC({ ...c, destinatarios: v as AlertaConfiguracao['destinatarios'] })}
          error={erros.destinatarios}
        >
          <Group gap="md" mt={4}>
            {DESTINATARIOS_ALERTA.map((d) => (
              <Checkbox key={d} value={d} label={ROTULO_DESTINATARIO[d]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label="Canais"
          value={c.canais}
          onChange={(v) => setC({ ...c, canais: v as AlertaConfiguracao['canais'] })}
          error={erros.canais}
        >
          <Group gap="md" mt={4}>
            {CANAIS_ALERTA.map((k) => (
              <Checkbox key={k} value={k} label={ROTULO_CANAL[k]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button
            size="sm"
            loading={salvar.isPending}
            onClick={() => {
              setTentou(true);
              if (Object.keys(validarConfiguracao(c)).length === 0) salvar.mutate();
            }}
            aria-label={`Salvar ${c.nome}`}
          >
            Salvar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

/** #/dashboard/admin/regras/alertas: cada tipo de alerta ligado ou não, limiar, quem e como. */
export const ConfiguracaoAlertasPage = () => {
  const consulta = useQuery(alertaQueries.configuracao());
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        Configuração de alertas
      </Title>
      <Text size="sm" c="dimmed">
        Os alertas avisam no mesmo dia, pelo app, por push e por e-mail. Cada um cita a regra e a
        lei. As alterações ficam na auditoria.
      </Text>
      {consulta.isError ? (
        <ErrorState
          error={consulta.error}
          fallback="Não foi possível carregar a configuração."
          title={TITULO_ERRO}
          onRetry={() => void consulta.refetch()}
        />
      ) : !consulta.data ? (
        <LoadingState label="Carregando a configuração…" />
      ) : (
        consulta.data.map((c) => <LinhaConfiguracao key={c.tipo} inicial={c} />)
      )}
    </Stack>
  );
};
