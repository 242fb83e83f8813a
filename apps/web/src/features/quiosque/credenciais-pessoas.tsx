import type { CredencialPessoaQuiosque } from '@jornada/contracts';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { type CartaoEmitido, CartaoQrModal } from './cartao-qr.tsx';
import {
  emitirCartao,
  loadCredenciaisPessoas,
  redefinirPinPessoa,
  revogarCartao,
} from './quiosque.api.ts';

const CHAVE = ['quiosque', 'pessoas'] as const;
/** Busca sem acento e sem caixa ("joao" acha "João"). */
const semAcento = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
type Pessoa = CredencialPessoaQuiosque;
type Confirmacao = { p: Pessoa; acao: 'emitir' | 'revogar' };

const erroDe = (e: unknown, padrao: string) => toast.erro(isErroApi(e) ? e.mensagem : padrao);

const RedefinirPinModal = ({
  pessoa,
  onFechar,
}: {
  pessoa: Pessoa | null;
  onFechar: () => void;
}) => {
  const [pin, setPin] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const salvar = useMutation({
    mutationFn: (p: Pessoa) => redefinirPinPessoa(p.usuarioId, pin),
    onSuccess: async () => {
      toast.sucesso('PIN redefinido.');
      setPin('');
      onFechar();
      await queryClient.invalidateQueries({ queryKey: CHAVE });
    },
    onError: (e) => erroDe(e, 'Não foi possível redefinir o PIN.'),
  });
  return (
    <Modal
      opened={pessoa !== null}
      onClose={onFechar}
      title={`Redefinir o PIN de ${pessoa?.nome ?? ''}`}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\d{4,6}$/.test(pin)) return setErro('O novo PIN deve ter de 4 a 6 dígitos.');
          setErro(null);
          if (pessoa) salvar.mutate(pessoa);
        }}
      >
        <Stack>
          <Text size="sm">
            Entregue o novo PIN à pessoa; ela pode trocá-lo depois no próprio painel.
          </Text>
          <TextInput
            label="Novo PIN"
            type="password"
            inputMode="numeric"
            maxLength={6}
            value={pin}
            error={erro}
            onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
            autoFocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onFechar}>
              Cancelar
            </Button>
            <Button type="submit" loading={salvar.isPending}>
              Redefinir PIN
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** RH: PIN e cartão QR de cada pessoa ativa (redefinir PIN, emitir, imprimir e revogar cartão). */
export const CredenciaisPessoas = () => {
  const queryClient = useQueryClient();
  const consulta = useQuery({ queryKey: CHAVE, queryFn: loadCredenciaisPessoas });
  const [busca, setBusca] = useState('');
  const [pinDe, setPinDe] = useState<Pessoa | null>(null);
  const [confirmar, setConfirmar] = useState<Confirmacao | null>(null);
  const [cartao, setCartao] = useState<CartaoEmitido | null>(null);
  const acao = useMutation({
    mutationFn: async (c: Confirmacao) => {
      if (c.acao === 'revogar') {
        await revogarCartao(c.p.usuarioId);
        return null;
      }
      return emitirCartao(c.p.usuarioId);
    },
    onSuccess: async (emitido) => {
      setConfirmar(null);
      if (emitido) setCartao(emitido);
      else toast.sucesso('Cartão revogado.');
      await queryClient.invalidateQueries({ queryKey: CHAVE });
    },
    onError: (e) => erroDe(e, 'Não foi possível concluir.'),
  });

  if (consulta.isPending) return <LoadingState label="Carregando pessoas…" />;
  if (consulta.isError)
    return (
      <ErrorState
        error={consulta.error}
        fallback="Não foi possível carregar as pessoas."
        onRetry={() => void consulta.refetch()}
      />
    );
  const termo = semAcento(busca.trim());
  const pessoas = consulta.data.filter(
    (p) => !termo || semAcento(p.nome).includes(termo) || (p.matricula ?? '').includes(termo),
  );

  return (
    <Stack>
      <TextInput
        label="Buscar pessoa"
        placeholder="Nome ou matrícula"
        value={busca}
        onChange={(e) => setBusca(e.currentTarget.value)}
        maw={360}
      />
      {pessoas.length === 0 ? (
        <EmptyState
          title="Nenhuma pessoa encontrada"
          description={
            termo ? 'Nenhuma pessoa ativa com esse nome ou matrícula.' : 'Não há pessoas ativas.'
          }
        />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Matrícula</Table.Th>
                <Table.Th>PIN</Table.Th>
                <Table.Th>Cartão QR</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pessoas.map((p) => (
                <Table.Tr key={p.usuarioId}>
                  <Table.Td>{p.nome}</Table.Td>
                  <Table.Td>{p.matricula ?? '—'}</Table.Td>
                  <Table.Td>
                    {p.temPin
                      ? `Definido em ${p.pinDefinidoEm ? dayjs(p.pinDefinidoEm).format('DD/MM/YYYY') : '—'}`
                      : 'Sem PIN'}
                  </Table.Td>
                  <Table.Td>
                    {p.temCartao ? (
                      <Badge color="green">Ativo</Badge>
                    ) : (
                      <Badge color="gray">Sem cartão</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setPinDe(p)}
                        aria-label={`Redefinir PIN de ${p.nome}`}
                      >
                        Redefinir PIN
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() =>
                          p.temCartao
                            ? setConfirmar({ p, acao: 'emitir' })
                            : acao.mutate({ p, acao: 'emitir' })
                        }
                        loading={acao.isPending && acao.variables?.p.usuarioId === p.usuarioId}
                        aria-label={`${p.temCartao ? 'Novo cartão' : 'Emitir cartão'} de ${p.nome}`}
                      >
                        {p.temCartao ? 'Novo cartão' : 'Emitir cartão'}
                      </Button>
                      {p.temCartao ? (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setConfirmar({ p, acao: 'revogar' })}
                          aria-label={`Revogar cartão de ${p.nome}`}
                        >
                          Revogar cartão
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RedefinirPinModal
        key={pinDe?.usuarioId ?? 'nenhum'}
        pessoa={pinDe}
        onFechar={() => setPinDe(null)}
      />
      <ConfirmModal
        isOpen={confirmar !== null}
        title={confirmar?.acao === 'revogar' ? 'Revogar o cartão' : 'Emitir um novo cartão'}
        message={
          confirmar?.acao === 'revogar'
            ? `O cartão de ${confirmar.p.nome} e o QR do aplicativo da pessoa deixam de valer no quiosque.`
            : `O cartão atual de ${confirmar?.p.nome ?? ''} deixa de valer no quiosque.`
        }
        acceptLabel={confirmar?.acao === 'revogar' ? 'Revogar' : 'Emitir'}
        isLoading={acao.isPending}
        onAccept={() => confirmar && acao.mutate(confirmar)}
        onDeny={() => setConfirmar(null)}
      />
      <CartaoQrModal cartao={cartao} onFechar={() => setCartao(null)} />
    </Stack>
  );
};
