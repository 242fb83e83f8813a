import type { SolicitacaoProcesso } from '@jornada/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { DetalheProcesso } from './detalhe-processo.tsx';
import { ListaProcessos } from './lista-processos.tsx';
import { cancelar } from './processos.api.ts';
import { processoKeys, processoQueries } from './processos.queries.ts';
import { FALHA_LISTA } from './processos-comum.ts';
import { SolicitarProcessoForm } from './solicitar-processo-form.tsx';

type Painel =
  | { modo: 'novo' }
  | { modo: 'ver'; id: number }
  | { modo: 'corrigir'; processo: SolicitacaoProcesso };

/** #/dashboard/minhas-rotinas/processos-internos: pedir, acompanhar e corrigir processos. */
export const MeusProcessosPage = () => {
  const qc = useQueryClient();
  const consulta = useQuery(processoQueries.minhas());
  const tipos = useQuery(processoQueries.tipos());
  const [painel, setPainel] = useState<Painel | null>(null);
  const [confirmar, setConfirmar] = useState<number | null>(null);
  const aberto =
    painel?.modo === 'ver' ? consulta.data?.find((s) => s.id === painel.id) : undefined;
  const cancelamento = useMutation({
    mutationFn: cancelar,
    onSuccess: () => {
      toast.sucesso('Processo cancelado.');
      setConfirmar(null);
      void qc.invalidateQueries({ queryKey: processoKeys.todas });
    },
    onError: (erro) => {
      setConfirmar(null);
      toast.erro(isErroApi(erro) ? erro.mensagem : 'Não foi possível cancelar o processo.');
    },
  });
  const titulo =
    painel?.modo === 'novo'
      ? 'Novo pedido'
      : painel?.modo === 'corrigir'
        ? `Corrigir ${painel.processo.tipoNome}`
        : (aberto?.tipoNome ?? 'Processo');
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Meus processos
        </Title>
        <Button onClick={() => setPainel({ modo: 'novo' })} disabled={!tipos.data?.length}>
          Novo pedido
        </Button>
      </Group>
      <ListaComEstados
        query={consulta}
        items={consulta.data}
        loadingLabel="Carregando processos…"
        errorState={{ fallback: FALHA_LISTA, onRetry: () => void consulta.refetch() }}
        emptyState={{
          title: 'Nenhum processo',
          description: 'Peça um adiantamento, uma declaração ou outro processo em "Novo pedido".',
        }}
      >
        {(itens) => (
          <ListaProcessos
            itens={itens}
            rotulo="Meus processos"
            onAbrir={(s) => setPainel({ modo: 'ver', id: s.id })}
          />
        )}
      </ListaComEstados>
      <SidePanel isOpen={painel !== null} title={titulo} onClose={() => setPainel(null)}>
        {painel?.modo === 'novo' || painel?.modo === 'corrigir' ? (
          <SolicitarProcessoForm
            tipos={tipos.data ?? []}
            correcao={painel.modo === 'corrigir' ? painel.processo : undefined}
            onEnviado={(s) => setPainel({ modo: 'ver', id: s.id })}
            onCancelar={() => setPainel(null)}
          />
        ) : null}
        {aberto ? (
          <DetalheProcesso processo={aberto}>
            <Group justify="flex-end">
              {aberto.status === 'Devolvido' ? (
                <Button onClick={() => setPainel({ modo: 'corrigir', processo: aberto })}>
                  Corrigir e reenviar
                </Button>
              ) : null}
              {aberto.status === 'EmAnalise' || aberto.status === 'Devolvido' ? (
                <Button color="red" variant="light" onClick={() => setConfirmar(aberto.id)}>
                  Cancelar pedido
                </Button>
              ) : null}
            </Group>
          </DetalheProcesso>
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={confirmar !== null}
        title="Cancelar pedido"
        message="Deseja cancelar este pedido? Ele não poderá ser retomado."
        acceptLabel="Cancelar pedido"
        denyLabel="Voltar"
        isLoading={cancelamento.isPending}
        onAccept={() => confirmar !== null && cancelamento.mutate(confirmar)}
        onDeny={() => setConfirmar(null)}
      />
    </Stack>
  );
};
