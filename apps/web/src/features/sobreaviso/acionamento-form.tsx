import { Alert, Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { CampoRegra, CamposMotivo } from './acionamento-campos.tsx';
import {
  agoraLocal,
  CamposPeriodo,
  corpoLancamento,
  type ErrosPeriodo,
  errosDoPeriodo,
  periodoDeHoje,
  usePeriodo,
} from './formulario-comum.tsx';
import { sobreavisoQueries, useSalvarSobreaviso } from './sobreaviso.queries.ts';
import { dataHoraBr, FALHA } from './sobreaviso-formato.ts';
import { type Escala, isNaEscala, useInicioEmAndamento } from './use-acionamento.ts';
import { useEnvio } from './use-envio.ts';

export type AcionamentoFormProps = { usuarioId: number; escalas: readonly Escala[] };

type Erros = ErrosPeriodo & { motivo?: string; regra?: string };

/**
 * Registrar um acionamento pelo celular em dois toques: "Comecei agora" guarda o início neste
 * aparelho; "Encerrar e enviar" manda início, fim e motivo. Também se lança depois, com data e hora.
 */
export const AcionamentoForm = ({ usuarioId, escalas }: AcionamentoFormProps) => {
  const motivos = useQuery(sobreavisoQueries.motivosAtivos());
  const regras = useQuery(sobreavisoQueries.regras());
  const envio = useEnvio(useSalvarSobreaviso().lancamento);
  const [emAndamento, setEmAndamento] = useInicioEmAndamento(usuarioId);
  const { periodo, mudar, inicio: inicioDigitado, fim: fimDigitado } = usePeriodo(periodoDeHoje);
  const [motivoId, setMotivoId] = useState<string | null>(null);
  const [regraId, setRegraId] = useState<string | null>(null);
  const [descricao, setDescricao] = useState('');
  const [erros, setErros] = useState<Erros>({});

  if (motivos.isPending || regras.isPending) return <LoadingState label="Carregando motivos…" />;
  if (motivos.isError || regras.isError)
    return <ErrorState error={null} fallback={FALHA.carregar} />;
  const motivoUnico = motivos.data.length === 1 ? String(motivos.data[0]?.id) : null;
  const motivoEscolhido = motivoId ?? motivoUnico;

  const inicioAtual = emAndamento ?? inicioDigitado;
  const isForaDaEscala = inicioAtual !== null && !isNaEscala(escalas, inicioAtual);

  const enviar = (inicio: string | null, fim: string | null) => {
    const e: Erros = errosDoPeriodo(inicio, fim);
    if (!motivoEscolhido) e.motivo = 'Motivo: escolha por que você foi acionado.';
    if (isForaDaEscala && !regraId) e.regra = 'Regra: escolha a regra do acionamento.';
    setErros(e);
    if (Object.keys(e).length > 0 || !inicio || !fim || !motivoEscolhido) return;
    envio.gravar(
      {
        dados: {
          ...corpoLancamento('acionamento', inicio, fim, motivoEscolhido, descricao),
          ...(isForaDaEscala && regraId ? { regraId: Number(regraId) } : {}),
        },
      },
      {
        sucesso: 'Acionamento enviado para aprovação.',
        aoConcluir: () => {
          setEmAndamento(null);
          mudar({ horaInicio: '', horaFim: '' });
          setDescricao('');
          setErros({});
        },
      },
    );
  };

  const enviarDepois = envio.aoSubmeter(() => enviar(inicioDigitado, fimDigitado));

  const campos = (
    <>
      <CamposMotivo
        motivos={motivos.data}
        motivoId={motivoEscolhido}
        onMotivo={setMotivoId}
        erro={erros.motivo}
        descricao={descricao}
        onDescricao={setDescricao}
      />
      {isForaDaEscala ? (
        <CampoRegra
          regras={regras.data}
          regraId={regraId}
          onRegra={setRegraId}
          erro={erros.regra}
        />
      ) : null}
      {envio.falha ? (
        <Alert color="red" role="alert">
          {FALHA.lancar}
        </Alert>
      ) : null}
    </>
  );

  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Registrar acionamento
      </Title>
      {emAndamento ? (
        <Stack gap="sm" aria-label="Acionamento em andamento" role="group">
          <Text fw={600}>Acionamento em andamento desde {dataHoraBr(emAndamento)}</Text>
          {campos}
          {erros.fim ? (
            <Text c="red" size="sm" role="alert">
              {erros.fim}
            </Text>
          ) : null}
          <Button
            size="lg"
            fullWidth
            loading={envio.isEnviando}
            onClick={() => {
              envio.recomecar();
              enviar(emAndamento, agoraLocal());
            }}
          >
            Encerrar e enviar
          </Button>
          <Button variant="subtle" color="gray" onClick={() => setEmAndamento(null)}>
            Descartar início
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">Foi acionado? Marque o início agora e encerre quando terminar.</Text>
          <Button size="lg" fullWidth onClick={() => setEmAndamento(agoraLocal())}>
            Comecei agora
          </Button>
          <Divider label="ou registre um acionamento que já terminou" labelPosition="center" />
          <form onSubmit={enviarDepois} noValidate aria-label="Registrar acionamento">
            <Stack gap="sm">
              <CamposPeriodo periodo={periodo} onMudar={mudar} erros={erros} />
              {campos}
              <Button type="submit" size="md" fullWidth loading={envio.isEnviando}>
                Enviar acionamento
              </Button>
            </Stack>
          </form>
        </Stack>
      )}
    </Card>
  );
};
