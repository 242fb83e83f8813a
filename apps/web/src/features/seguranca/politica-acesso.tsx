import { Alert, Paper, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { mensagemDoErro } from './mensagem-erro.ts';
import { segurancaQueries, useSalvarPolitica } from './seguranca.queries.ts';

const TEXTOS = {
  ligar: {
    titulo: 'Exigir segundo fator dos administradores?',
    mensagem:
      'Quem tem menu de administração e ainda não cadastrou o segundo fator (TOTP) precisará cadastrá-lo no próximo login, antes de usar o Jornada.',
    aceitar: 'Exigir segundo fator',
    sucesso: 'Segundo fator obrigatório para administradores ativado.',
  },
  desligar: {
    titulo: 'Deixar o segundo fator opcional?',
    mensagem:
      'Os administradores poderão entrar só com a senha e desativar o próprio segundo fator. Quem já cadastrou continua usando o código.',
    aceitar: 'Deixar opcional',
    sucesso: 'Segundo fator obrigatório para administradores desativado.',
  },
} as const;

/** Política de acesso da empresa: segundo fator (TOTP) obrigatório para administradores. */
export const PoliticaAcesso = () => {
  const politica = useQuery(segurancaQueries.politica());
  const salvar = useSalvarPolitica();
  // O pedido fica guardado depois de fechar: o texto do modal não muda durante a saída animada.
  const [pedido, setPedido] = useState(true);
  const [isConfirmando, setConfirmando] = useState(false);

  if (politica.isPending) return <LoadingState label="Carregando a política de acesso…" />;
  if (politica.isError) {
    return (
      <ErrorState
        error={politica.error}
        fallback="Não foi possível carregar a política de acesso."
        onRetry={() => void politica.refetch()}
      />
    );
  }
  const isExigido = politica.data.exigirSegundoFatorAdmin;
  const textos = pedido ? TEXTOS.ligar : TEXTOS.desligar;
  const handleConfirmar = () =>
    salvar.mutate(
      { exigirSegundoFatorAdmin: pedido },
      {
        onSuccess: () => toast.sucesso(textos.sucesso),
        onSettled: () => setConfirmando(false),
      },
    );

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        {salvar.isError ? (
          <Alert color="red" role="alert">
            {mensagemDoErro(salvar.error, 'Não foi possível salvar a política de acesso.')}
          </Alert>
        ) : null}
        <Switch
          checked={isExigido}
          onChange={(e) => {
            setPedido(e.currentTarget.checked);
            setConfirmando(true);
          }}
          disabled={salvar.isPending}
          label="Exigir segundo fator (TOTP) para administradores"
          description="Vale para quem tem menu de administração, a partir do próximo login."
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {isExigido
            ? 'Situação atual: obrigatório para administradores.'
            : 'Situação atual: opcional — cada pessoa decide se ativa o segundo fator.'}
        </Text>
      </Stack>
      <ConfirmModal
        isOpen={isConfirmando}
        title={textos.titulo}
        message={textos.mensagem}
        acceptLabel={textos.aceitar}
        isLoading={salvar.isPending}
        onAccept={handleConfirmar}
        onDeny={() => setConfirmando(false)}
      />
    </Paper>
  );
};
