import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { LeituraFacial, MotorFacial } from './motor-facial.ts';

/** Vivacidade mínima pedida na captura (a API confere de novo com o mesmo limiar). */
const VIVACIDADE_MINIMA = 0.5;

export type CapturaFacialResultado = { descritor: number[]; vivacidade: number };

export type CapturaFacialProps = {
  onCapturar: (r: CapturaFacialResultado) => void;
  onCancelar: () => void;
};

export type CapturaAmostrasProps = {
  /** Quantos quadros com um rosto capturar (o cadastro usa vários). */
  quantidade: number;
  onCapturar: (r: { descritores: number[][]; vivacidade: number }) => void;
  onCancelar: () => void;
};

type Estado =
  | { fase: 'abrindo' }
  | { fase: 'negada' }
  | { fase: 'sem-camera' }
  | { fase: 'falha'; mensagem: string }
  | {
      fase: 'procurando';
      leitura: LeituraFacial | null;
      capturados: number;
      vivacidadeBaixa: boolean;
    };

const MENSAGEM_LEITURA = (l: LeituraFacial | null): string => {
  if (!l) return 'Posicione o rosto no centro da câmera.';
  if (l.tipo === 'sem-rosto')
    return 'Nenhum rosto encontrado. Posicione o rosto no centro da câmera.';
  if (l.tipo === 'varios-rostos')
    return 'Mais de um rosto na câmera. Fique sozinho(a) diante da câmera.';
  return 'Rosto encontrado. Fique parado(a)…';
};

const erroDeCamera = (erro: unknown): Estado => {
  const nome = erro instanceof DOMException ? erro.name : '';
  if (nome === 'NotAllowedError' || nome === 'SecurityError') return { fase: 'negada' };
  if (nome === 'NotFoundError' || nome === 'OverconstrainedError') return { fase: 'sem-camera' };
  return {
    fase: 'falha',
    mensagem: 'Não foi possível abrir a câmera ou carregar o reconhecimento facial.',
  };
};

/**
 * Captura de vários quadros do rosto: abre a câmera, carrega o motor (sob demanda), exige um
 * único rosto em cada quadro e a vivacidade mínima, e entrega só os descritores (a imagem nunca
 * sai do navegador).
 */
export const CapturaAmostras = ({ quantidade, onCapturar, onCancelar }: CapturaAmostrasProps) => {
  const video = useRef<HTMLVideoElement>(null);
  const [estado, setEstado] = useState<Estado>({ fase: 'abrindo' });
  const retorno = useRef({ onCapturar });
  retorno.current = { onCapturar };

  useEffect(() => {
    let ativo = true;
    let stream: MediaStream | null = null;
    const rodar = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setEstado({ fase: 'sem-camera' });
        return;
      }
      let motor: MotorFacial;
      try {
        // Primeiro a câmera (a permissão é a primeira resposta à pessoa), depois o motor pesado.
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'user' },
          audio: false,
        });
        motor = await import('./motor-facial.ts').then((mod) => mod.carregarMotorFacial());
        if (!ativo || !video.current) {
          // Fechou enquanto abria: a câmera não pode ficar ligada.
          for (const t of stream.getTracks()) t.stop();
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
      } catch (erro) {
        if (ativo) setEstado(erroDeCamera(erro));
        return;
      }
      const descritores: number[][] = [];
      let menorVivacidade = 1;
      setEstado({ fase: 'procurando', leitura: null, capturados: 0, vivacidadeBaixa: false });
      while (ativo && video.current) {
        const leitura = await motor.ler(video.current);
        if (!ativo) return;
        let vivacidadeBaixa = false;
        if (leitura.tipo === 'rosto' && leitura.vivacidade >= VIVACIDADE_MINIMA) {
          descritores.push(leitura.descritor);
          menorVivacidade = Math.min(menorVivacidade, leitura.vivacidade);
        } else {
          // Quadro sem rosto, com vários ou sem vivacidade: recomeça (os quadros são seguidos).
          vivacidadeBaixa = leitura.tipo === 'rosto';
          descritores.length = 0;
          menorVivacidade = 1;
        }
        setEstado({ fase: 'procurando', leitura, capturados: descritores.length, vivacidadeBaixa });
        if (descritores.length >= quantidade) {
          for (const t of stream?.getTracks() ?? []) t.stop();
          retorno.current.onCapturar({
            descritores: [...descritores],
            vivacidade: menorVivacidade,
          });
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    void rodar();
    return () => {
      ativo = false;
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, [quantidade]);

  return (
    <Stack gap="sm">
      <video
        ref={video}
        aria-label="Imagem da câmera"
        muted
        playsInline
        style={{
          width: '100%',
          maxWidth: 360,
          borderRadius: 8,
          background: '#111',
          transform: 'scaleX(-1)',
        }}
      />
      <StatusCaptura estado={estado} quantidade={quantidade} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancelar}>
          Cancelar
        </Button>
      </Group>
    </Stack>
  );
};

const StatusCaptura = ({ estado, quantidade }: { estado: Estado; quantidade: number }) => {
  switch (estado.fase) {
    case 'abrindo':
      return <Text role="status">Abrindo a câmera…</Text>;
    case 'negada':
      return (
        <Alert color="red" role="alert" title="Câmera negada">
          O acesso à câmera foi negado. Permita o uso da câmera no navegador e tente de novo.
        </Alert>
      );
    case 'sem-camera':
      return (
        <Alert color="red" role="alert" title="Sem câmera">
          Nenhuma câmera encontrada neste aparelho.
        </Alert>
      );
    case 'falha':
      return (
        <Alert color="red" role="alert">
          {estado.mensagem}
        </Alert>
      );
    case 'procurando':
      return (
        <Text role="status">
          {estado.vivacidadeBaixa
            ? 'Não foi possível confirmar que é uma pessoa presente. Olhe para a câmera.'
            : MENSAGEM_LEITURA(estado.leitura)}
          {quantidade > 1 && estado.capturados > 0
            ? ` (${estado.capturados} de ${quantidade})`
            : ''}
        </Text>
      );
  }
};

/** Captura de um rosto (quiosque e teste de verificação): um descritor e a vivacidade dele. */
export const CapturaFacial = ({ onCapturar, onCancelar }: CapturaFacialProps) => (
  <CapturaAmostras
    quantidade={1}
    onCancelar={onCancelar}
    onCapturar={(r) => onCapturar({ descritor: r.descritores[0] ?? [], vivacidade: r.vivacidade })}
  />
);
