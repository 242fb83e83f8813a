import type { AtivacaoQuiosque, IdentificacaoQuiosque, MetodoQuiosque } from '@jornada/contracts';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { dayjs } from '../../lib/dayjs.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { CapturaFacialDoQuiosque, hasCapturaFacial } from './captura-facial.tsx';
import { LeitorQrCamera } from './leitor-qr-camera.tsx';
import { identificarPessoa } from './quiosque.api.ts';
import { useFilaQuiosque } from './use-fila-quiosque.ts';

/** Tempo que o resultado fica na tela antes de voltar ao relógio. */
export const VOLTA_AO_OCIOSO_MS = 5000;

const ROTULOS: Record<MetodoQuiosque, string> = {
  pin: 'Matrícula e PIN',
  qr: 'QR',
  cracha: 'Crachá',
  face: 'Rosto',
};

type Pessoa = { nome: string; iniciais: string; foto: string | null };
type Estado =
  | { tipo: 'ocioso' }
  | { tipo: 'confirmar'; identificacao: IdentificacaoQuiosque; pessoa: Pessoa }
  | { tipo: 'camera' }
  | { tipo: 'face'; matricula: string }
  | { tipo: 'resultado'; titulo: string; detalhe: string; comprovante: string | null };

const Relogio = () => {
  const [agora, setAgora] = useState(() => dayjs());
  useEffect(() => {
    const t = setInterval(() => setAgora(dayjs()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <Stack gap={0} align="center">
      <Text fz={{ base: 56, sm: 96 }} fw={700} lh={1} aria-label="Hora atual">
        {agora.format('HH:mm:ss')}
      </Text>
      <Text fz="lg">{agora.format('dddd, DD/MM/YYYY')}</Text>
    </Stack>
  );
};

const TecladoPin = ({
  onDigito,
  onApagar,
}: {
  onDigito: (d: string) => void;
  onApagar: () => void;
}) => (
  <SimpleGrid cols={3} spacing="xs" maw={320} mx="auto" w="100%">
    {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
      <Button key={d} size="xl" variant="default" onClick={() => onDigito(d)}>
        {d}
      </Button>
    ))}
    <Button size="xl" variant="default" onClick={onApagar} aria-label="Apagar dígito">
      ⌫
    </Button>
    <Button size="xl" variant="default" onClick={() => onDigito('0')}>
      0
    </Button>
  </SimpleGrid>
);

export type TelaQuiosqueProps = { ativacao: AtivacaoQuiosque; onRevogado: () => void };

/**
 * Tela do tablet: relógio, identificação pelos métodos do aparelho, confirmação do nome,
 * marcação, código do comprovante e volta ao relógio em 5 s. Sem rede, marca direto na fila.
 */
export const TelaQuiosque = ({ ativacao, onRevogado }: TelaQuiosqueProps) => {
  const { dispositivo } = ativacao;
  const metodos = dispositivo.metodos.filter((m) => m !== 'face' || hasCapturaFacial);
  const [metodo, setMetodo] = useState<MetodoQuiosque>(metodos[0] ?? 'pin');
  const [matricula, setMatricula] = useState('');
  const [pin, setPin] = useState('');
  const [qr, setQr] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [estado, setEstado] = useState<Estado>({ tipo: 'ocioso' });
  const fila = useFilaQuiosque(ativacao, onRevogado);

  const limpar = useCallback(() => {
    setMatricula('');
    setPin('');
    setQr('');
    setEstado({ tipo: 'ocioso' });
  }, []);

  useEffect(() => {
    if (estado.tipo !== 'resultado') return;
    const t = setTimeout(limpar, VOLTA_AO_OCIOSO_MS);
    return () => clearTimeout(t);
  }, [estado, limpar]);

  const falhar = (e: unknown) => {
    if (isErroApi(e) && e.status === 401) return onRevogado();
    setErro(isErroApi(e) ? e.mensagem : 'Sem conexão com o servidor.');
  };

  const marcar = async (identificacao: IdentificacaoQuiosque, nome?: string) => {
    setOcupado(true);
    setErro(null);
    try {
      const r = await fila.marcar(identificacao);
      setEstado(
        r.tipo === 'registrada'
          ? {
              tipo: 'resultado',
              titulo: r.marcacao.repetida ? 'Marcação já registrada' : 'Marcação registrada',
              detalhe: `${r.marcacao.nome} · ${r.marcacao.hora}`,
              comprovante: r.marcacao.comprovante,
            }
          : {
              tipo: 'resultado',
              titulo: 'Marcação guardada sem conexão',
              detalhe: `${nome ?? 'A marcação'} será enviada quando a conexão voltar.`,
              comprovante: null,
            },
      );
    } catch (e) {
      falhar(e);
      setEstado({ tipo: 'ocioso' });
    } finally {
      setOcupado(false);
    }
  };

  /** On-line: identifica e pede confirmação; off-line: vai direto para a fila. */
  const identificar = async (identificacao: IdentificacaoQuiosque) => {
    if (!fila.isOnline || navigator.onLine === false) return marcar(identificacao);
    setOcupado(true);
    setErro(null);
    try {
      const p = await identificarPessoa(ativacao.token, identificacao);
      setEstado({ tipo: 'confirmar', identificacao, pessoa: p });
    } catch (e) {
      if (!isErroApi(e)) return marcar(identificacao);
      falhar(e);
    } finally {
      setOcupado(false);
    }
  };

  const enviar = () => {
    if (metodo === 'qr') {
      if (!qr.trim()) return setErro('Leia o QR ou digite o código dele.');
      return identificar({ metodo, qr: qr.trim() });
    }
    if (!matricula.trim()) return setErro('Informe a matrícula.');
    if (metodo === 'face') return setEstado({ tipo: 'face', matricula: matricula.trim() });
    if (metodo === 'pin' && !/^\d{4,6}$/.test(pin)) return setErro('O PIN tem de 4 a 6 dígitos.');
    return identificar(
      metodo === 'pin'
        ? { metodo, matricula: matricula.trim(), pin }
        : { metodo, matricula: matricula.trim() },
    );
  };

  return (
    <Stack gap="lg" align="stretch" maw={720} mx="auto" w="100%" p="md">
      <Group justify="space-between">
        <div>
          <Title order={1} size="h3">
            {dispositivo.nome}
          </Title>
          <Text size="sm" c="dimmed">
            {dispositivo.empresaNome} · {dispositivo.filialNome}
          </Text>
        </div>
        {fila.isOnline ? <Badge color="green">On-line</Badge> : <Badge color="red">Off-line</Badge>}
      </Group>
      {!fila.isOnline || fila.pendentes > 0 ? (
        <Alert color={fila.isOnline ? 'blue' : 'orange'} role="status">
          {fila.isOnline
            ? `Enviando marcações guardadas: ${fila.pendentes}`
            : `Sem conexão — marcações guardadas: ${fila.pendentes}`}
        </Alert>
      ) : null}
      {fila.recusadas > 0 ? (
        <Alert color="red">
          {`Marcações guardadas recusadas pelo servidor: ${fila.recusadas}. Marque de novo.`}
        </Alert>
      ) : null}
      <Relogio />
      {erro ? (
        <Alert color="red" role="alert">
          {erro}
        </Alert>
      ) : null}
      {estado.tipo === 'resultado' ? (
        <Stack align="center" gap="xs" role="status">
          <Title order={2}>{estado.titulo}</Title>
          <Text fz="lg">{estado.detalhe}</Text>
          {estado.comprovante ? (
            <Text fz="xl" fw={700}>
              Comprovante: {estado.comprovante}
            </Text>
          ) : null}
          <Button variant="default" onClick={limpar}>
            Concluir
          </Button>
        </Stack>
      ) : estado.tipo === 'confirmar' ? (
        <Stack align="center">
          <Avatar src={estado.pessoa.foto} size={96} radius="xl" alt={estado.pessoa.nome}>
            {estado.pessoa.iniciais}
          </Avatar>
          <Title order={2}>{estado.pessoa.nome}</Title>
          <Group>
            <Button
              size="xl"
              loading={ocupado}
              onClick={() => void marcar(estado.identificacao, estado.pessoa.nome)}
            >
              Confirmar marcação
            </Button>
            <Button size="xl" variant="default" onClick={limpar}>
              Não sou eu
            </Button>
          </Group>
        </Stack>
      ) : estado.tipo === 'camera' ? (
        <LeitorQrCamera
          onLer={(texto) => {
            setEstado({ tipo: 'ocioso' });
            void identificar({ metodo: 'qr', qr: texto });
          }}
          onCancelar={limpar}
        />
      ) : estado.tipo === 'face' ? (
        <CapturaFacialDoQuiosque
          onCapturar={(face) => void marcar({ metodo: 'face', matricula: estado.matricula, face })}
          onCancelar={limpar}
        />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void enviar();
          }}
        >
          <Stack>
            {metodos.length > 1 ? (
              <SegmentedControl
                aria-label="Como se identificar"
                value={metodo}
                onChange={(v) => {
                  setMetodo(v as MetodoQuiosque);
                  setErro(null);
                }}
                data={metodos.map((m) => ({ value: m, label: ROTULOS[m] }))}
              />
            ) : null}
            {metodo === 'qr' ? (
              <>
                <TextInput
                  label="Código do QR"
                  description="Aproxime o QR do leitor ou use a câmera."
                  value={qr}
                  onChange={(e) => setQr(e.currentTarget.value)}
                  autoFocus
                  size="lg"
                />
                <Button variant="default" onClick={() => setEstado({ tipo: 'camera' })}>
                  Ler QR com a câmera
                </Button>
              </>
            ) : (
              <TextInput
                label={metodo === 'cracha' ? 'Matrícula (crachá)' : 'Matrícula'}
                value={matricula}
                onChange={(e) => setMatricula(e.currentTarget.value)}
                inputMode="numeric"
                autoFocus
                size="lg"
              />
            )}
            {metodo === 'pin' ? (
              <>
                <TextInput
                  label="PIN"
                  type="password"
                  inputMode="numeric"
                  value={pin}
                  maxLength={6}
                  onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
                  size="lg"
                />
                <TecladoPin
                  onDigito={(d) => setPin((p) => (p.length < 6 ? p + d : p))}
                  onApagar={() => setPin((p) => p.slice(0, -1))}
                />
              </>
            ) : null}
            <Button type="submit" size="xl" loading={ocupado}>
              {metodo === 'face' ? 'Capturar rosto' : 'Continuar'}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
};
