import { codigoComprovanteSchema } from '@jornada/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isSenhaIncorreta, marcarFluxoComprovante } from '../../app/session/session-storage.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { isErroApi } from '../../lib/http/erro-api.ts';
import type { verificarComprovante } from './comprovante.api.ts';
import { comprovanteQueries } from './comprovante.queries.ts';

type Verificacao = NonNullable<Awaited<ReturnType<typeof verificarComprovante>>>;

/**
 * `AAAA-MM-ddThh:mm:00±hhmm` (AFD) ou ISO → 'DD/MM/YYYY HH:MM' na hora local do registro (a do
 * estabelecimento, como no comprovante), não no fuso de quem confere.
 */
const dataHora = (valor: string) => {
  const partes = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(valor);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]} ${partes[4]}:${partes[5]}` : valor;
};

const Resultado = ({ verificacao }: { verificacao: Verificacao }) => {
  const isValido = verificacao.autentico && verificacao.hashConfere;
  return (
    <Alert
      color={isValido ? 'green' : 'red'}
      title={isValido ? 'Comprovante autêntico' : 'Comprovante não confere'}
      role="status"
    >
      <List spacing={4} size="sm" listStyleType="none">
        <List.Item>Código: {verificacao.comprovanteId}</List.Item>
        <List.Item>Marcação: {dataHora(verificacao.marcadoEm)}</List.Item>
        <List.Item>Gravada em: {dataHora(verificacao.gravadoEm)}</List.Item>
        <List.Item>NSR: {verificacao.nsr}</List.Item>
        <List.Item>
          Trabalhador: {verificacao.trabalhador.nome} · CPF {verificacao.trabalhador.cpf}
        </List.Item>
        <List.Item>
          Empregador: {verificacao.empregador.nome} · CNPJ {verificacao.empregador.cnpj}
        </List.Item>
        <List.Item>REP-P (INPI): {verificacao.numeroInpi}</List.Item>
        {verificacao.offline ? <List.Item>Marcação feita off-line</List.Item> : null}
        <List.Item>
          <Text span size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            Hash: {verificacao.hash}
          </Text>
        </List.Item>
      </List>
    </Alert>
  );
};

const ConsultaVerificacao = ({ codigo }: { codigo: string }) => {
  const consulta = useQuery(comprovanteQueries.verificacao(codigo));
  if (consulta.isPending) return <LoadingState label="Conferindo o comprovante…" />;
  if (consulta.isError) {
    const naoEncontrado = isErroApi(consulta.error) && consulta.error.status === 404;
    return (
      <Alert color="red" title="Comprovante não encontrado" role="alert">
        {naoEncontrado || !isErroApi(consulta.error)
          ? 'Nenhuma marcação tem este código. Confira o código impresso no comprovante.'
          : consulta.error.mensagem}
      </Alert>
    );
  }
  if (!consulta.data) {
    return (
      <Alert color="red" title="Comprovante não encontrado" role="alert">
        Nenhuma marcação tem este código. Confira o código impresso no comprovante.
      </Alert>
    );
  }
  return <Resultado verificacao={consulta.data} />;
};

/**
 * /comprovantes-marcacao-ponto (pública, caminho exato): confere um comprovante pelo código (o
 * QR do PDF traz `?codigo=`) e leva ao login de quem quer ver os próprios comprovantes.
 */
export const VerificarComprovantePage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const codigoDaUrl = (params.get('codigo') ?? '').trim().toUpperCase();
  const [texto, setTexto] = useState(codigoDaUrl);
  const [erro, setErro] = useState<string | null>(null);
  const codigoValido = codigoComprovanteSchema.safeParse(codigoDaUrl).success ? codigoDaUrl : null;

  const handleVerificar = (evento: FormEvent) => {
    evento.preventDefault();
    const codigo = texto.trim().toUpperCase();
    if (codigo === '') {
      setErro('Informe o código do comprovante.');
      return;
    }
    if (!codigoComprovanteSchema.safeParse(codigo).success) {
      setErro('Código do comprovante: use os 20 caracteres (0–9, A–F) impressos no comprovante.');
      return;
    }
    setErro(null);
    setParams({ codigo });
  };

  const handleEntrar = () => {
    marcarFluxoComprovante(true);
    void navigate('/login');
  };

  return (
    <Center mih="100dvh" p="md">
      <Card withBorder padding="xl" w="100%" maw={560}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Comprovantes de marcação de ponto
          </Title>
          <form onSubmit={handleVerificar} noValidate>
            <Stack gap="sm">
              <TextInput
                label="Código do comprovante"
                description="Os 20 caracteres impressos no comprovante ou lidos no QR code."
                value={texto}
                onChange={(e) => setTexto(e.currentTarget.value)}
                error={erro}
                autoComplete="off"
                spellCheck={false}
              />
              <Group>
                <Button type="submit">Verificar</Button>
              </Group>
            </Stack>
          </form>
          {codigoValido ? <ConsultaVerificacao codigo={codigoValido} /> : null}
          {!codigoValido && codigoDaUrl !== '' && !erro ? (
            <Alert color="red" title="Código inválido" role="alert">
              O código do comprovante tem 20 caracteres (0–9, A–F).
            </Alert>
          ) : null}
          <Stack gap={4}>
            <Title order={2} size="h5">
              Meus comprovantes
            </Title>
            {isSenhaIncorreta() ? (
              <Alert color="red" role="alert" title="Não foi possível entrar">
                E-mail, empresa ou senha inválidos. Tente entrar de novo.
              </Alert>
            ) : null}
            <Text size="sm" c="dimmed">
              Entre com o seu usuário para ver e baixar os comprovantes das últimas 48 horas.
            </Text>
            <Group>
              <Button variant="light" onClick={handleEntrar}>
                Entrar para ver meus comprovantes
              </Button>
              <Anchor href="/" size="sm">
                Ir para o Jornada
              </Anchor>
            </Group>
          </Stack>
        </Stack>
      </Card>
    </Center>
  );
};
