import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { QrImagem } from './qr-imagem.tsx';
import { definirMeuPin, loadMeuQr, loadMeuQuiosque } from './quiosque.api.ts';

const CHAVE_MEU = ['quiosque', 'meu'] as const;

/** QR que muda a cada 30 s: pedido de novo ao servidor ao vencer. */
const QrDinamico = () => {
  const qr = useQuery({
    queryKey: ['quiosque', 'meu-qr'],
    queryFn: loadMeuQr,
    refetchInterval: (q) =>
      q.state.data
        ? Math.min(30_000, Math.max(1000, dayjs(q.state.data.expiraEm).diff(dayjs()) + 200))
        : 30_000,
  });
  if (qr.isPending) return <LoadingState label="Gerando o QR…" />;
  if (qr.isError)
    return <Alert color="red">Não foi possível gerar o QR do quiosque. Tente de novo.</Alert>;
  return (
    <Stack align="center" gap="xs">
      <QrImagem conteudo={qr.data.conteudo} rotulo="QR do quiosque" />
      <Text size="sm" c="dimmed">
        Mostre ao quiosque. Muda a cada {qr.data.validadeSegundos} segundos.
      </Text>
    </Stack>
  );
};

/** "PIN do quiosque" e "QR do quiosque" no painel do colaborador. */
export const MeuQuiosqueCard = () => {
  const queryClient = useQueryClient();
  const meu = useQuery({ queryKey: CHAVE_MEU, queryFn: loadMeuQuiosque });
  const [pin, setPin] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [isQrAberto, setIsQrAberto] = useState(false);
  const salvar = useMutation({
    mutationFn: definirMeuPin,
    onSuccess: async () => {
      toast.sucesso('PIN do quiosque definido.');
      setPin('');
      setConfirmacao('');
      await queryClient.invalidateQueries({ queryKey: CHAVE_MEU });
    },
    onError: (e) => setErro(isErroApi(e) ? e.mensagem : 'Não foi possível salvar o PIN.'),
  });

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Quiosque de ponto
      </Title>
      <Stack>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setErro(null);
            if (!/^\d{4,6}$/.test(pin)) return setErro('O PIN deve ter de 4 a 6 dígitos.');
            if (pin !== confirmacao) return setErro('A confirmação não confere com o PIN.');
            salvar.mutate(pin);
          }}
        >
          <Stack gap="xs">
            <Text fw={500}>PIN do quiosque</Text>
            <Text size="sm" c="dimmed">
              {meu.data?.temPin
                ? `PIN definido em ${dayjs(meu.data.pinDefinidoEm).format('DD/MM/YYYY')}. Digite um novo para trocar.`
                : 'Defina um PIN de 4 a 6 dígitos para marcar o ponto no quiosque com a sua matrícula.'}
            </Text>
            <Group align="flex-end">
              <PasswordInput
                label="Novo PIN"
                inputMode="numeric"
                maxLength={6}
                value={pin}
                onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
              />
              <PasswordInput
                label="Confirme o PIN"
                inputMode="numeric"
                maxLength={6}
                value={confirmacao}
                onChange={(e) => setConfirmacao(e.currentTarget.value.replace(/\D/g, ''))}
              />
              <Button type="submit" loading={salvar.isPending}>
                Salvar PIN
              </Button>
            </Group>
            {erro ? (
              <Text c="red" size="sm" role="alert">
                {erro}
              </Text>
            ) : null}
          </Stack>
        </form>
        <Stack gap="xs">
          <Text fw={500}>QR do quiosque</Text>
          {isQrAberto ? (
            <>
              <QrDinamico />
              <Button variant="default" onClick={() => setIsQrAberto(false)}>
                Esconder QR
              </Button>
            </>
          ) : (
            <Button variant="light" onClick={() => setIsQrAberto(true)}>
              Mostrar QR do quiosque
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
};
