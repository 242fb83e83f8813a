import type { Convocado, ResponderBody } from '@jornada/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { BotaoCarta } from './botao-carta.tsx';
import { ConvocacaoCard } from './convocacao-card.tsx';
import { intermitenteQueries, useResponderConvocacao } from './intermitente.queries.ts';
import { FALHA_CHAMADA, mensagemDe, periodo } from './intermitente-comum.ts';
import { ReciboPeriodo } from './recibo-periodo.tsx';

type Pedido = ResponderBody & { contratante: string; quando: string };

/** Recibo do período: de quem aceitou (ou teve a convocação interrompida) depois do início. */
const temRecibo = (c: { status: string; minha: Convocado }) =>
  c.status !== 'ativas' &&
  (c.minha.situacao === 'aceita' || c.minha.situacao === 'interrompida') &&
  c.minha.multa?.devidaPor !== 'empregado';

const BotaoRecibo = (p: { isAberto: boolean; onClick: () => void; contratante: string }) => (
  <Button
    variant="subtle"
    size="compact-sm"
    aria-expanded={p.isAberto}
    aria-label={`${p.isAberto ? 'Ocultar' : 'Ver'} recibo do período — ${p.contratante}`}
    onClick={p.onClick}
  >
    {p.isAberto ? 'Ocultar recibo do período' : 'Ver recibo do período'}
  </Button>
);

/**
 * Minhas convocações (CLT art. 452-A): o intermitente aceita ou recusa as pendentes até o fim do
 * prazo de resposta (um dia útil) e vê o histórico. Pensada primeiro para o celular.
 */
export const MinhasConvocacoesPage = () => {
  const consulta = useQuery(intermitenteQueries.minhas());
  const responder = useResponderConvocacao();
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const [recibos, setRecibos] = useState<ReadonlySet<number>>(new Set());
  const alternarRecibo = (id: number) =>
    setRecibos((atual) => {
      const novo = new Set(atual);
      if (!novo.delete(id)) novo.add(id);
      return novo;
    });

  const confirmar = () => {
    if (!pedido) return;
    responder.mutate(
      { convocacaoId: pedido.convocacaoId, resposta: pedido.resposta },
      {
        onSuccess: () => {
          toast.sucesso(
            pedido.resposta === 'aceita' ? 'Convocação aceita.' : 'Convocação recusada.',
          );
          setPedido(null);
        },
        onError: (erro) => {
          toast.erro(mensagemDe(erro));
          setPedido(null);
        },
      },
    );
  };

  const lista = consulta.data ?? [];
  const pendentes = lista.filter((c) => c.minha.situacao === 'aguardando');
  const historico = lista.filter((c) => c.minha.situacao !== 'aguardando');

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        Minhas convocações
      </Title>
      {consulta.isError ? (
        <ErrorState
          error={consulta.error}
          fallback={FALHA_CHAMADA}
          onRetry={() => consulta.refetch()}
        />
      ) : consulta.isPending ? (
        <LoadingState label="Carregando convocações…" />
      ) : (
        <>
          <section aria-labelledby="pendentes-titulo">
            <Title order={2} size="h4" id="pendentes-titulo" mb="xs">
              Aguardando a sua resposta
            </Title>
            {pendentes.length === 0 ? (
              <Text c="dimmed">Nenhuma convocação aguardando resposta.</Text>
            ) : (
              <Stack gap="sm">
                {pendentes.map((c) => (
                  <ConvocacaoCard key={c.id} convocacao={c} minha={c.minha}>
                    <Group grow>
                      <Button
                        onClick={() =>
                          setPedido({
                            convocacaoId: c.id,
                            resposta: 'aceita',
                            contratante: c.contratante,
                            quando: periodo(c.dataInicio, c.dataFim),
                          })
                        }
                      >
                        Aceitar
                      </Button>
                      <Button
                        variant="default"
                        onClick={() =>
                          setPedido({
                            convocacaoId: c.id,
                            resposta: 'recusada',
                            contratante: c.contratante,
                            quando: periodo(c.dataInicio, c.dataFim),
                          })
                        }
                      >
                        Recusar
                      </Button>
                    </Group>
                    <BotaoCarta convocacaoId={c.id} />
                  </ConvocacaoCard>
                ))}
              </Stack>
            )}
          </section>
          <section aria-labelledby="historico-titulo">
            <Title order={2} size="h4" id="historico-titulo" mb="xs">
              Histórico
            </Title>
            {historico.length === 0 ? (
              <EmptyState title="Nenhuma convocação no histórico" />
            ) : (
              <Stack gap="sm">
                {historico.map((c) => (
                  <ConvocacaoCard key={c.id} convocacao={c} minha={c.minha}>
                    <BotaoCarta convocacaoId={c.id} />
                    {temRecibo(c) ? (
                      <BotaoRecibo
                        isAberto={recibos.has(c.id)}
                        onClick={() => alternarRecibo(c.id)}
                        contratante={c.contratante}
                      />
                    ) : null}
                    {recibos.has(c.id) ? <ReciboPeriodo convocacaoId={c.id} /> : null}
                  </ConvocacaoCard>
                ))}
              </Stack>
            )}
          </section>
        </>
      )}
      <ConfirmModal
        isOpen={pedido !== null}
        title={pedido?.resposta === 'aceita' ? 'Aceitar convocação' : 'Recusar convocação'}
        message={
          pedido
            ? `${pedido.resposta === 'aceita' ? 'Aceitar' : 'Recusar'} a convocação de ${pedido.contratante} para ${pedido.quando}?${pedido.resposta === 'aceita' ? ' Depois do aceite, faltar sem justo motivo gera multa de 50 % da remuneração prevista.' : ''}`
            : ''
        }
        acceptLabel={pedido?.resposta === 'aceita' ? 'Aceitar' : 'Recusar'}
        denyLabel="Voltar"
        isLoading={responder.isPending}
        onAccept={confirmar}
        onDeny={() => setPedido(null)}
      />
    </Stack>
  );
};
