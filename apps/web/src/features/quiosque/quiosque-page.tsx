import type { AtivacaoQuiosque } from '@jornada/contracts';
import { Alert, Box, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { guardarAtivacao, loadAtivacao } from './aparelho-store.ts';
import { ativarAparelho, loadConfiguracaoAparelho } from './quiosque.api.ts';
import { TelaQuiosque } from './tela-quiosque.tsx';

const Ativacao = ({
  onAtivado,
  aviso,
}: {
  onAtivado: (a: AtivacaoQuiosque) => void;
  aviso: string | null;
}) => {
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="xl" maw={420} w="100%">
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!codigo.trim()) return setErro('Informe o código de ativação.');
            setOcupado(true);
            try {
              onAtivado(await ativarAparelho(codigo.trim()));
            } catch (falha) {
              setErro(isErroApi(falha) ? falha.mensagem : 'Sem conexão com o servidor.');
            } finally {
              setOcupado(false);
            }
          }}
        >
          <Stack>
            <Title order={1} size="h2">
              Ativar quiosque de ponto
            </Title>
            <Text c="dimmed">
              Peça ao RH o código de ativação deste aparelho (vale por 15 minutos).
            </Text>
            {aviso ? <Alert color="orange">{aviso}</Alert> : null}
            <TextInput
              label="Código de ativação"
              value={codigo}
              onChange={(e) => setCodigo(e.currentTarget.value.toUpperCase())}
              error={erro}
              autoFocus
              size="lg"
            />
            <Button type="submit" size="lg" loading={ocupado}>
              Ativar quiosque
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
};

/**
 * Quiosque de ponto (#/quiosque): fora do painel e sem login; o tablet usa a própria credencial,
 * recebida na ativação pelo código do RH. Credencial revogada → volta à ativação.
 */
export const QuiosquePage = () => {
  const [ativacao, setAtivacao] = useState<AtivacaoQuiosque | null>(loadAtivacao);
  const [aviso, setAviso] = useState<string | null>(null);
  const token = ativacao?.token;

  const revogar = () => {
    guardarAtivacao(null);
    setAtivacao(null);
    setAviso('A credencial deste quiosque foi revogada. Peça ao RH um novo código de ativação.');
  };

  // Atualiza nome e métodos permitidos (o RH pode tê-los mudado) quando há rede.
  // biome-ignore lint/correctness/useExhaustiveDependencies: só ao abrir com a credencial.
  useEffect(() => {
    if (!token || navigator.onLine === false) return;
    loadConfiguracaoAparelho(token)
      .then((dispositivo) =>
        setAtivacao((a) => {
          if (!a) return a;
          const nova = { ...a, dispositivo };
          guardarAtivacao(nova);
          return nova;
        }),
      )
      .catch((e) => {
        if (isErroApi(e) && e.status === 401) revogar();
      });
  }, [token]);

  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      {ativacao ? (
        <TelaQuiosque key={ativacao.token} ativacao={ativacao} onRevogado={revogar} />
      ) : (
        <Ativacao
          aviso={aviso}
          onAtivado={(a) => {
            guardarAtivacao(a);
            setAviso(null);
            setAtivacao(a);
          }}
        />
      )}
    </Box>
  );
};
