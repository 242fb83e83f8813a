import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import {
  AlcanceCampos,
  type AlcanceValor,
  CompetenciaCampos,
  type CompetenciaValor,
} from './competencia-campos.tsx';
import { fechamentoQueries, useFecharCompetencia } from './fechamento.queries.ts';
import { TabelaDivergencias } from './fechamento-divergencias.tsx';
import { SITUACAO_COMPETENCIA } from './fechamento-formato.ts';
import { FechamentoHistorico } from './fechamento-historico.tsx';
import { mensagemDeErro } from './folha.api.ts';
import { mesAnterior, nomeCompetencia } from './folha-formato.ts';

const ERRO_VERIFICACAO = 'Não foi possível verificar a competência.';

/**
 * Aba Fechamento: o RH escolhe a competência e o alcance, verifica (os espelhos são recalculados
 * e as divergências listadas), fecha com confirmação, acompanha a situação e o histórico e reabre
 * com motivo.
 */
export const FechamentoTab = () => {
  const [competencia, setCompetencia] = useState<CompetenciaValor>(mesAnterior());
  const [alcance, setAlcance] = useState<AlcanceValor>({});
  const [verificar, setVerificar] = useState(false);
  const [pagina, setPagina] = useState(1);
  const [confirmar, setConfirmar] = useState(false);
  const [fechado, setFechado] = useState<string | null>(null);
  const consulta = { ...competencia, ...alcance };
  const doisAlcances = alcance.filialId !== undefined && alcance.departamentoId !== undefined;
  const verificacao = useQuery(
    fechamentoQueries.verificacao(consulta, pagina, verificar && !doisAlcances),
  );
  const status = useQuery({
    ...fechamentoQueries.status(consulta),
    enabled: !doisAlcances,
  });
  const fechar = useFecharCompetencia();
  const mudar = (f: () => void) => {
    f();
    setVerificar(false);
    setPagina(1);
    setFechado(null);
    fechar.reset();
  };
  const dados = verificacao.data;
  const nome = nomeCompetencia(competencia);

  const confirmarFechamento = () =>
    fechar.mutate(
      { ...consulta, aceitarAvisos: (dados?.avisos ?? 0) > 0 },
      {
        onSuccess: (f) => {
          setConfirmar(false);
          setVerificar(false);
          setFechado(`${nome} fechada para ${f.colaboradores} colaborador(es).`);
        },
        onError: () => setConfirmar(false),
      },
    );

  return (
    <Stack gap="md">
      <CompetenciaCampos value={competencia} onChange={(c) => mudar(() => setCompetencia(c))} />
      <AlcanceCampos value={alcance} onChange={(a) => mudar(() => setAlcance(a))} />
      {doisAlcances ? (
        <Alert color="red" role="alert">
          Escolha o estabelecimento ou o departamento, não os dois.
        </Alert>
      ) : null}
      {status.data ? (
        <Text aria-live="polite">
          Situação de {nome}: <strong>{SITUACAO_COMPETENCIA[status.data.status]}</strong> —{' '}
          {status.data.fechados} de {status.data.colaboradores} colaborador(es) fechados.
        </Text>
      ) : status.isError ? (
        <Alert color="red" role="alert">
          {mensagemDeErro(status.error, 'Não foi possível carregar a situação da competência.')}
        </Alert>
      ) : null}
      <Group>
        <Button
          onClick={() => {
            setFechado(null);
            fechar.reset();
            if (verificar) void verificacao.refetch();
            else setVerificar(true);
          }}
          loading={verificacao.isFetching}
          disabled={doisAlcances}
        >
          Verificar divergências
        </Button>
        <Button
          color="green"
          onClick={() => setConfirmar(true)}
          disabled={!dados?.podeFechar || verificacao.isFetching}
        >
          Fechar competência
        </Button>
      </Group>
      {fechado ? (
        <Alert color="green" title="Competência fechada" role="status">
          {fechado}
        </Alert>
      ) : null}
      {fechar.isError ? (
        <Alert color="red" role="alert" title="A competência não foi fechada">
          {mensagemDeErro(fechar.error, 'Não foi possível fechar a competência.')}
        </Alert>
      ) : null}
      {!verificar ? null : verificacao.isError ? (
        <Alert color="red" role="alert" title="Verificação não concluída">
          {mensagemDeErro(verificacao.error, ERRO_VERIFICACAO)}
        </Alert>
      ) : verificacao.isPending || !dados ? (
        <LoadingState label="Recalculando os espelhos e verificando divergências…" />
      ) : (
        <>
          <Alert
            color={dados.bloqueantes > 0 ? 'red' : dados.avisos > 0 ? 'yellow' : 'green'}
            title={
              dados.colaboradores === 0
                ? 'Nada a fechar'
                : dados.bloqueantes > 0
                  ? 'Há divergências que impedem o fechamento'
                  : 'Pronta para fechar'
            }
          >
            {dados.colaboradores === 0
              ? `Todos os colaboradores deste alcance já têm ${nome} fechada.`
              : `${dados.colaboradores} colaborador(es) verificados: ${dados.bloqueantes} divergência(s) que impedem o fechamento e ${dados.avisos} aviso(s).`}
          </Alert>
          {dados.total === 0 ? (
            dados.colaboradores > 0 ? (
              <EmptyState title="Nenhuma divergência" description={`${nome} pode ser fechada.`} />
            ) : null
          ) : (
            <>
              <TabelaDivergencias dados={dados} />
              <Paginas
                total={Math.ceil(dados.total / dados.pageSize)}
                value={pagina}
                onChange={setPagina}
                rotulo="Páginas das divergências"
              />
            </>
          )}
        </>
      )}
      <Title order={2} size="h4">
        Histórico de {nome}
      </Title>
      <FechamentoHistorico competencia={competencia} />
      <ConfirmModal
        isOpen={confirmar}
        title={`Fechar ${nome}`}
        message={
          <Stack gap="xs">
            <Text>
              Os espelhos de {dados?.colaboradores ?? 0} colaborador(es) ficam congelados e as
              quantidades da folha são guardadas. Só o RH pode reabrir.
            </Text>
            {(dados?.avisos ?? 0) > 0 ? (
              <Text fw={600}>
                Há {dados?.avisos} aviso(s) na competência: ao confirmar, você fecha assim mesmo.
              </Text>
            ) : null}
          </Stack>
        }
        acceptLabel="Fechar competência"
        isLoading={fechar.isPending}
        onAccept={confirmarFechamento}
        onDeny={() => setConfirmar(false)}
      />
    </Stack>
  );
};
