import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { dataIsoLocal, horaCurta } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { BotaoComprovante } from '../comprovante/botao-comprovante.tsx';
import { HistoricoMarcacoes } from '../tratamento/historico-marcacoes.tsx';
import { type Localizacao, obterLocalizacao } from './localizacao.ts';
import { MarcacoesDoDia } from './marcacoes-do-dia.tsx';
import type { MarcacaoPendente } from './pendentes-store.ts';
import type { PontoRegistrado } from './ponto.api.ts';
import { registrarPwa } from './pwa.ts';
import { Relogio } from './relogio.tsx';
import { useAgora } from './use-agora.ts';
import { useMarcacaoOffline } from './use-marcacao-offline.ts';

const horaDoDispositivo = (pendente: MarcacaoPendente) =>
  dayjs(pendente.dataHoraDispositivo).format('DD/MM/YYYY HH:mm');

const MarcacoesOffline = ({
  pendentes,
  enviadas,
}: {
  pendentes: MarcacaoPendente[];
  enviadas: PontoRegistrado[];
}) => {
  if (pendentes.length === 0 && enviadas.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Marcações off-line
      </Title>
      <TabelaRolavel rotulo="Marcações off-line">
        <Table aria-label="Marcações off-line">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Hora do aparelho</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>Comprovante</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pendentes.map((pendente) => (
              <Table.Tr key={pendente.eventoId}>
                <Table.Td ff="monospace">{horaDoDispositivo(pendente)}</Table.Td>
                <Table.Td>
                  <Badge color="yellow" variant="light">
                    pendente de envio
                  </Badge>
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            ))}
            {enviadas.map((registro) => (
              <Table.Tr key={registro.comprovanteId}>
                <Table.Td ff="monospace">
                  {dayjs(
                    registro.marcacao.dataHoraDispositivo ?? registro.marcacao.dataHora,
                  ).format('DD/MM/YYYY HH:mm')}
                </Table.Td>
                <Table.Td>
                  <Badge color="green" variant="light">
                    enviada
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <BotaoComprovante codigo={registro.comprovanteId} size="xs" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaRolavel>
    </Stack>
  );
};

/** Distância como o servidor a escreve: "350 m" até 1 km, depois "1,2 km". */
const distancia = (metros: number) =>
  metros < 1000
    ? `${metros} m`
    : `${(Math.round(metros / 100) / 10).toFixed(1).replace('.', ',')} km`;

const CercaDoRegistro = ({ registro }: { registro: PontoRegistrado }) => {
  const { foraDaCerca, distanciaCercaMetros } = registro.marcacao;
  if (foraDaCerca === true)
    return (
      <Badge color="orange" variant="light">
        fora da cerca
        {distanciaCercaMetros == null
          ? ' (sem localização)'
          : ` (${distancia(distanciaCercaMetros)})`}
      </Badge>
    );
  if (foraDaCerca === false)
    return (
      <Badge color="green" variant="light">
        dentro da cerca
      </Badge>
    );
  return null;
};

type Etapa = 'ocioso' | 'localizando' | 'enviando';

const CODIGOS_CERCA = new Set(['FORA_DA_CERCA', 'LOCALIZACAO_OBRIGATORIA']);

/** Registrar ponto pela web (#/dashboard/minhas-rotinas/web-ponto), também sem rede. */
export const WebPontoPage = () => {
  const agora = useAgora();
  const { marcar, pendentes, enviadas, isOnline } = useMarcacaoOffline();
  const [ultimo, setUltimo] = useState<PontoRegistrado | null>(null);
  const [isEnviando, setIsEnviando] = useState(false);
  const [etapa, setEtapa] = useState<Etapa>('ocioso');
  const [recusa, setRecusa] = useState<string | null>(null);
  const [semLocal, setSemLocal] = useState<string | null>(null);
  const [isHistoricoAberto, setIsHistoricoAberto] = useState(false);
  // O ref barra o segundo clique antes mesmo de o estado "enviando" chegar à tela.
  const isEnviandoRef = useRef(false);

  useEffect(() => {
    void registrarPwa();
  }, []);

  const handleRegistrar = async () => {
    if (isEnviandoRef.current) return;
    isEnviandoRef.current = true;
    setIsEnviando(true);
    setRecusa(null);
    try {
      setEtapa('localizando');
      const local = await obterLocalizacao();
      const localizacao: Localizacao | null = local.tipo === 'obtida' ? local.localizacao : null;
      setSemLocal(local.tipo === 'falhou' ? local.motivo : null);
      setEtapa('enviando');
      const resultado = await marcar(localizacao);
      if (resultado.tipo === 'registrada') {
        setUltimo(resultado.registro);
        toast.sucesso(`Comprovante ${resultado.registro.comprovanteId}`, {
          title: `Ponto registrado às ${horaCurta(resultado.registro.marcacao.hora)}`,
        });
      } else {
        toast.aviso('A marcação será enviada assim que a conexão voltar.', {
          title: `Ponto guardado às ${horaDoDispositivo(resultado.pendente).slice(11)} — pendente de envio`,
        });
      }
    } catch (erro) {
      // 5xx já foi avisado pelo cliente HTTP; 4xx traz a Mensagem do servidor.
      if (!(isErroApi(erro) && erro.isErroServidor)) {
        const mensagem = isErroApi(erro) ? erro.mensagem : 'Não foi possível registrar o ponto.';
        // Recusa da cerca virtual (distância ou falta de localização): fica na tela, não some.
        if (isErroApi(erro) && erro.codigo && CODIGOS_CERCA.has(erro.codigo)) setRecusa(mensagem);
        else toast.erro(mensagem);
      }
    } finally {
      isEnviandoRef.current = false;
      setIsEnviando(false);
      setEtapa('ocioso');
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Registrar ponto
      </Title>
      {isOnline ? null : (
        <Alert color="yellow" title="Sem conexão" role="status">
          Você pode registrar o ponto: a marcação fica guardada neste aparelho com a hora dele e é
          enviada assim que a conexão voltar.
        </Alert>
      )}
      <Card withBorder padding="xl">
        <Stack align="center" gap="lg">
          <Relogio agora={agora} />
          <Button
            size="xl"
            onClick={() => void handleRegistrar()}
            loading={isEnviando}
            disabled={isEnviando}
          >
            Registrar ponto
          </Button>
          <Text role="status" size="sm" ta="center" aria-live="polite">
            {etapa === 'localizando' ? 'Obtendo localização…' : null}
            {etapa === 'enviando' ? 'Enviando marcação…' : null}
          </Text>
          <Text c="dimmed" size="sm" ta="center">
            {isOnline
              ? 'A hora registrada é a do servidor no momento do clique.'
              : 'Sem conexão, vale a hora deste aparelho no momento do clique.'}
          </Text>
        </Stack>
      </Card>
      {recusa ? (
        <Alert color="red" title="Marcação recusada" role="alert">
          {recusa}
        </Alert>
      ) : null}
      {semLocal && !recusa ? (
        <Text size="sm" c="dimmed">
          Sem localização nesta marcação: {semLocal}.
        </Text>
      ) : null}
      {ultimo ? (
        <Alert color="green" title="Último registro" role="status">
          <Group justify="space-between" gap="sm">
            <span>
              {horaCurta(ultimo.marcacao.hora)} · NSR {ultimo.marcacao.nsr} · comprovante{' '}
              {ultimo.comprovanteId}
              {ultimo.marcacao.duplicada ? ' · marcação duplicada' : ''}
            </span>
            <CercaDoRegistro registro={ultimo} />
            <BotaoComprovante codigo={ultimo.comprovanteId} />
          </Group>
        </Alert>
      ) : null}
      <MarcacoesOffline pendentes={pendentes} enviadas={enviadas} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Marcações de hoje
        </Title>
        {isOnline ? (
          <MarcacoesDoDia data={dataIsoLocal(agora)} />
        ) : (
          <Text c="dimmed" size="sm">
            As marcações de hoje aparecem quando a conexão voltar.
          </Text>
        )}
      </Stack>
      {isOnline ? (
        <Group>
          <Button
            variant="subtle"
            onClick={() => setIsHistoricoAberto((aberto) => !aberto)}
            aria-expanded={isHistoricoAberto}
          >
            {isHistoricoAberto ? 'Ocultar histórico' : 'Histórico e tratamento de marcações'}
          </Button>
        </Group>
      ) : null}
      {isOnline && isHistoricoAberto ? <HistoricoMarcacoes /> : null}
    </Stack>
  );
};
