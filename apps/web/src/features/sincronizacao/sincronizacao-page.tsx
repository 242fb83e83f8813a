import type {
  LoteSincronizacao,
  MapeamentoSincronizacao,
  PreviaSincronizacao,
  ResultadoSincronizacao,
} from '@jornada/contracts';
import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { confirmarLote, enviarArquivo, previaLote } from './sincronizacao.api.ts';
import { sincronizacaoKeys, sincronizacaoQueries } from './sincronizacao.queries.ts';
import { SincronizacaoEnvio } from './sincronizacao-envio.tsx';
import { ContagensSincronizacao, TabelaLinhasSincronizacao } from './sincronizacao-linhas.tsx';
import { SincronizacaoMapeamento } from './sincronizacao-mapeamento.tsx';

type Etapa = 'envio' | 'mapeamento' | 'previa' | 'resultado';
const PASSOS: Etapa[] = ['envio', 'mapeamento', 'previa', 'resultado'];

const mensagem = (e: unknown) =>
  e instanceof ErroApi ? e.mensagem : 'Não foi possível falar com o servidor. Tente novamente.';

/**
 * #/dashboard/admin/integracoes/sincronizacao: a exportação do sistema de folha (colaboradores,
 * afastamentos ou sindicatos) entra com o mapeamento salvo da fonte, prévia por linha (novo,
 * alterado, sem mudança, erro) e confirmação; as linhas com erro não mudam nada.
 */
export const SincronizacaoPage = () => {
  const cliente = useQueryClient();
  const fontes = useQuery(sincronizacaoQueries.fontes());
  const [etapa, setEtapa] = useState<Etapa>('envio');
  const [lote, setLote] = useState<LoteSincronizacao | null>(null);
  const [previa, setPrevia] = useState<PreviaSincronizacao | null>(null);
  const [resultado, setResultado] = useState<ResultadoSincronizacao | null>(null);

  const envio = useMutation({
    mutationFn: enviarArquivo,
    onSuccess: (l) => {
      setLote(l);
      setEtapa('mapeamento');
    },
  });
  const verPrevia = useMutation({
    mutationFn: (m: MapeamentoSincronizacao) => previaLote(lote!.id, m),
    onSuccess: (p) => {
      setPrevia(p);
      setEtapa('previa');
      void cliente.invalidateQueries({ queryKey: sincronizacaoKeys.fontes });
    },
  });
  const confirmacao = useMutation({
    mutationFn: () => confirmarLote(lote!.id),
    onSuccess: (r) => {
      setResultado(r);
      setEtapa('resultado');
      void cliente.invalidateQueries({ queryKey: ['colaboradores'] });
    },
    onError: (e) => toast.erro(mensagem(e)),
  });
  const recomecar = () => {
    setLote(null);
    setPrevia(null);
    setResultado(null);
    envio.reset();
    verPrevia.reset();
    setEtapa('envio');
  };

  const gravaveis = previa ? previa.contagens.novo + previa.contagens.alterado : 0;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Sincronização com a folha
      </Title>
      <Text c="dimmed" size="sm">
        Traga colaboradores, afastamentos e sindicatos da exportação do seu sistema de folha, sem
        digitar nada duas vezes. Quem já existe é reconhecido pelo CPF. Nada é gravado antes da sua
        confirmação.
      </Text>
      <Stepper active={PASSOS.indexOf(etapa)} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Arquivo" />
        <Stepper.Step label="Colunas" />
        <Stepper.Step label="Prévia" />
        <Stepper.Step label="Resultado" />
      </Stepper>
      {etapa === 'envio' ? (
        fontes.isPending ? (
          <LoadingState label="Carregando fontes..." />
        ) : fontes.isError ? (
          <ErrorState
            error={fontes.error}
            fallback="Não foi possível carregar as fontes."
            onRetry={() => void fontes.refetch()}
          />
        ) : (
          <SincronizacaoEnvio
            fontes={fontes.data}
            erro={envio.isError ? mensagem(envio.error) : null}
            isEnviando={envio.isPending}
            onEnviar={(p) => envio.mutate(p)}
          />
        )
      ) : null}
      {etapa === 'mapeamento' && lote ? (
        <SincronizacaoMapeamento
          lote={lote}
          erro={verPrevia.isError ? mensagem(verPrevia.error) : null}
          isCarregando={verPrevia.isPending}
          onVoltar={recomecar}
          onPrevia={(m) => verPrevia.mutate(m)}
        />
      ) : null}
      {etapa === 'previa' && previa ? (
        <Stack gap="md">
          <ContagensSincronizacao contagens={previa.contagens} />
          <TabelaLinhasSincronizacao linhas={previa.linhas} rotulo="Prévia da sincronização" />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setEtapa('mapeamento')}>
              Voltar
            </Button>
            <Button
              onClick={() => confirmacao.mutate()}
              loading={confirmacao.isPending}
              disabled={gravaveis === 0}
            >
              Confirmar sincronização
            </Button>
          </Group>
          {gravaveis === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma linha nova ou alterada: não há o que sincronizar.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {etapa === 'resultado' && resultado ? (
        <Stack gap="md">
          <Alert color="green" title="Sincronização concluída">
            {resultado.contagens.novo + resultado.contagens.alterado} linha(s) sincronizada(s).
            {resultado.contagens.erro
              ? ` ${resultado.contagens.erro} linha(s) com erro não mudaram nada: corrija e envie de novo.`
              : ''}
          </Alert>
          <ContagensSincronizacao contagens={resultado.contagens} />
          {resultado.erros.length ? (
            <TabelaLinhasSincronizacao linhas={resultado.erros} rotulo="Linhas com erro" />
          ) : null}
          <Group justify="flex-end">
            <Button onClick={recomecar}>Sincronizar outro arquivo</Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
};
