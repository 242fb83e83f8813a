import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { mensagemDoErro } from './mensagem-erro.ts';
import type { PessoaFiltro } from './seguranca.api.ts';
import { MINIMO_BUSCA, segurancaQueries, useResetarTotp } from './seguranca.queries.ts';

/** Até quantas pessoas a lista mostra: a busca deve ser refinada, não rolada. */
const LIMITE_LISTA = 50;

const mensagemDaFalha = (erro: unknown, pessoa: PessoaFiltro) =>
  // 404: a pessoa não tem segundo fator ativo (ou não é desta empresa).
  isErroApi(erro) && erro.status === 404
    ? `${pessoa.nome} não tem segundo fator ativo: nada a remover.`
    : mensagemDoErro(erro, `Não foi possível remover o segundo fator de ${pessoa.nome}.`);

/** Busca uma pessoa e remove o segundo fator dela (aparelho perdido ou trocado), com confirmação. */
export const SegundoFatorPessoas = () => {
  const [busca, setBusca] = useState('');
  const [buscaAtrasada] = useDebouncedValue(busca.trim(), 300);
  const pessoas = useQuery(segurancaQueries.pessoas(buscaAtrasada));
  // A pessoa fica guardada depois de fechar: o texto do modal não some durante a saída animada.
  const [alvo, setAlvo] = useState<PessoaFiltro | null>(null);
  const [isConfirmando, setConfirmando] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);
  const resetar = useResetarTotp();

  const handleConfirmar = () => {
    if (!alvo) return;
    const pessoa = alvo;
    setFalha(null);
    resetar.mutate(pessoa.id, {
      onSuccess: () => toast.sucesso(`Segundo fator de ${pessoa.nome} removido.`),
      onError: (erro) => setFalha(mensagemDaFalha(erro, pessoa)),
      onSettled: () => setConfirmando(false),
    });
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Use quando a pessoa perdeu ou trocou o aparelho do aplicativo autenticador. Ela volta a
        entrar só com a senha e pode cadastrar o segundo fator de novo.
      </Text>
      <TextInput
        label="Buscar pessoa"
        description={`Nome, e-mail ou matrícula (pelo menos ${MINIMO_BUSCA} caracteres)`}
        value={busca}
        onChange={(e) => setBusca(e.currentTarget.value)}
      />
      {falha ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFalha(null)}>
          {falha}
        </Alert>
      ) : null}
      {buscaAtrasada.length < MINIMO_BUSCA ? null : (
        <ListaComEstados
          query={pessoas}
          items={pessoas.data}
          loadingLabel="Buscando pessoas…"
          errorState={{
            fallback: 'Não foi possível buscar as pessoas.',
            title: null,
            onRetry: () => void pessoas.refetch(),
          }}
          emptyState={{
            title: 'Nenhuma pessoa encontrada',
            description: 'Revise o texto da busca.',
          }}
        >
          {(encontradas) => (
            <Stack gap={4} role="list" aria-label="Pessoas encontradas">
              {encontradas.slice(0, LIMITE_LISTA).map((p) => (
                <Paper key={p.id} withBorder p={6} role="listitem">
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text size="sm" fw={600}>
                        {p.nome}
                      </Text>
                      {p.detalhe ? (
                        <Text size="xs" c="dimmed">
                          {p.detalhe}
                        </Text>
                      ) : null}
                    </div>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      onClick={() => {
                        setAlvo(p);
                        setConfirmando(true);
                      }}
                      aria-label={`Remover o segundo fator de ${p.nome}`}
                    >
                      Remover segundo fator
                    </Button>
                  </Group>
                </Paper>
              ))}
              {encontradas.length > LIMITE_LISTA ? (
                <Text size="xs" c="dimmed">
                  Mostrando {LIMITE_LISTA} de {encontradas.length}. Refine a busca.
                </Text>
              ) : null}
            </Stack>
          )}
        </ListaComEstados>
      )}
      <ConfirmModal
        isOpen={isConfirmando}
        title="Remover o segundo fator?"
        message={
          alvo
            ? `${alvo.nome} deixará de usar o aplicativo autenticador atual: no próximo login, entra só com a senha — ou cadastra um aparelho novo, se a política exigir segundo fator dela. A remoção fica registrada na auditoria.`
            : ''
        }
        acceptLabel="Remover segundo fator"
        isLoading={resetar.isPending}
        onAccept={handleConfirmar}
        onDeny={() => setConfirmando(false)}
      />
    </Stack>
  );
};
