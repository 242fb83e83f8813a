import type { Dispositivo } from '@jornada/contracts';
import { Alert, Badge, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CredenciaisPessoas } from './credenciais-pessoas.tsx';
import { CHAVE_DISPOSITIVOS, FormDispositivo, NOMES_METODO } from './formulario-dispositivo.tsx';
import { acaoDispositivo, gerarCodigoAtivacao, loadDispositivos } from './quiosque.api.ts';

const CHAVE = CHAVE_DISPOSITIVOS;
const STATUS: Record<Dispositivo['status'], { rotulo: string; cor: string }> = {
  aguardando: { rotulo: 'Aguardando ativação', cor: 'yellow' },
  ativo: { rotulo: 'Ativo', cor: 'green' },
  revogado: { rotulo: 'Revogado', cor: 'red' },
  arquivado: { rotulo: 'Arquivado', cor: 'gray' },
};
const dataHora = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—');

/** Aparelhos: cadastro, código de ativação, revogação e arquivamento. */
const Aparelhos = () => {
  const queryClient = useQueryClient();
  const consulta = useQuery({ queryKey: CHAVE, queryFn: loadDispositivos });
  const [painel, setPainel] = useState<{ d: Dispositivo | null } | null>(null);
  const [codigo, setCodigo] = useState<{ nome: string; codigo: string; expiraEm: string } | null>(
    null,
  );
  const [confirmar, setConfirmar] = useState<{
    d: Dispositivo;
    acao: 'revogar' | 'arquivar';
  } | null>(null);
  const gerar = useMutation({
    mutationFn: (d: Dispositivo) => gerarCodigoAtivacao(d.id).then((c) => ({ ...c, nome: d.nome })),
    onSuccess: async (c) => {
      setCodigo(c);
      await queryClient.invalidateQueries({ queryKey: CHAVE });
    },
    onError: (e) => toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível gerar o código.'),
  });
  const acao = useMutation({
    mutationFn: (c: { d: Dispositivo; acao: 'revogar' | 'arquivar' }) =>
      acaoDispositivo(c.d.id, c.acao),
    onSuccess: async (_, c) => {
      toast.sucesso(c.acao === 'revogar' ? 'Credencial revogada.' : 'Quiosque arquivado.');
      setConfirmar(null);
      await queryClient.invalidateQueries({ queryKey: CHAVE });
    },
    onError: (e) => toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível concluir.'),
  });

  if (consulta.isPending) return <LoadingState label="Carregando quiosques…" />;
  if (consulta.isError)
    return (
      <ErrorState
        error={consulta.error}
        fallback="Não foi possível carregar os quiosques."
        onRetry={() => void consulta.refetch()}
      />
    );
  const { dispositivos, filiais } = consulta.data;

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setPainel({ d: null })}>Novo quiosque</Button>
      </Group>
      <Text c="dimmed" size="sm">
        Abra <strong>/#/quiosque</strong> no tablet e digite o código de ativação gerado aqui.
      </Text>
      {codigo ? (
        <Alert
          color="blue"
          title={`Código de ativação de ${codigo.nome}`}
          withCloseButton
          onClose={() => setCodigo(null)}
        >
          <Text fz={32} fw={700} ff="monospace" aria-label="Código de ativação">
            {codigo.codigo}
          </Text>
          <Text size="sm">Uso único, válido até {dataHora(codigo.expiraEm)}.</Text>
        </Alert>
      ) : null}
      {dispositivos.length === 0 ? (
        <EmptyState
          title="Nenhum quiosque cadastrado"
          description="Cadastre o tablet de cada filial para as pessoas marcarem o ponto na entrada."
        />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Filial</Table.Th>
                <Table.Th>Métodos</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Visto por último</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dispositivos.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.nome}</Table.Td>
                  <Table.Td>{d.filialNome}</Table.Td>
                  <Table.Td>{d.metodos.map((m) => NOMES_METODO[m]).join(', ')}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[d.status].cor}>{STATUS[d.status].rotulo}</Badge>
                  </Table.Td>
                  <Table.Td>{dataHora(d.vistoEm)}</Table.Td>
                  <Table.Td>
                    {d.status === 'arquivado' ? null : (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setPainel({ d })}>
                          Editar
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          loading={gerar.isPending && gerar.variables?.id === d.id}
                          onClick={() => gerar.mutate(d)}
                          aria-label={`Gerar código de ativação de ${d.nome}`}
                        >
                          Gerar código
                        </Button>
                        {d.status === 'ativo' ? (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() => setConfirmar({ d, acao: 'revogar' })}
                          >
                            Revogar
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          color="gray"
                          variant="subtle"
                          onClick={() => setConfirmar({ d, acao: 'arquivar' })}
                        >
                          Arquivar
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SidePanel
        isOpen={painel !== null}
        title={painel?.d ? 'Editar quiosque' : 'Novo quiosque'}
        onClose={() => setPainel(null)}
      >
        {painel ? (
          <FormDispositivo
            key={painel.d?.id ?? 'novo'}
            inicial={painel.d}
            filiais={filiais}
            onSalvo={() => setPainel(null)}
          />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={confirmar !== null}
        title={confirmar?.acao === 'revogar' ? 'Revogar a credencial' : 'Arquivar o quiosque'}
        message={
          confirmar?.acao === 'revogar'
            ? `O aparelho "${confirmar.d.nome}" deixa de marcar ponto até ser ativado com um novo código.`
            : `O quiosque "${confirmar?.d.nome ?? ''}" sai de uso; as marcações feitas nele continuam no histórico.`
        }
        acceptLabel={confirmar?.acao === 'revogar' ? 'Revogar' : 'Arquivar'}
        isLoading={acao.isPending}
        onAccept={() => confirmar && acao.mutate(confirmar)}
        onDeny={() => setConfirmar(null)}
      />
    </Stack>
  );
};

/** Quiosques de ponto (RH): os aparelhos e, das pessoas, o PIN e o cartão QR. */
export const QuiosquesPage = () => (
  <Stack>
    <Title order={1} size="h2">
      Quiosques de ponto
    </Title>
    <Tabs defaultValue="aparelhos" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="aparelhos">Aparelhos</Tabs.Tab>
        <Tabs.Tab value="pessoas">PIN e cartões</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="aparelhos" pt="md">
        <Aparelhos />
      </Tabs.Panel>
      <Tabs.Panel value="pessoas" pt="md">
        <CredenciaisPessoas />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
