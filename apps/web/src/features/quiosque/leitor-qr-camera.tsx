import { Alert, Button, Stack } from '@mantine/core';
import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';

export type LeitorQrCameraProps = { onLer: (texto: string) => void; onCancelar: () => void };

/** Lê o QR pela câmera do tablet (jsQR decodifica os quadros do vídeo no próprio navegador). */
export const LeitorQrCamera = ({ onLer, onCancelar }: LeitorQrCameraProps) => {
  const video = useRef<HTMLVideoElement>(null);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    let fluxo: MediaStream | null = null;
    let quadro = 0;
    let ativo = true;
    const canvas = document.createElement('canvas');
    const ler = () => {
      const v = video.current;
      if (!ativo || !v) return;
      if (v.readyState >= 2 && v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        ctx?.drawImage(v, 0, 0);
        const img = ctx?.getImageData(0, 0, canvas.width, canvas.height);
        const achado = img ? jsQR(img.data, img.width, img.height) : null;
        if (achado?.data) {
          onLer(achado.data);
          return;
        }
      }
      quadro = requestAnimationFrame(ler);
    };
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'user' } })
      .then(async (s) => {
        fluxo = s;
        if (!video.current || !ativo) return;
        video.current.srcObject = s;
        await video.current.play();
        quadro = requestAnimationFrame(ler);
      })
      .catch(() =>
        setErro('Não foi possível abrir a câmera. Use o leitor de QR ou digite o código.'),
      );
    return () => {
      ativo = false;
      cancelAnimationFrame(quadro);
      for (const t of fluxo?.getTracks() ?? []) t.stop();
    };
  }, [onLer]);

  return (
    <Stack>
      {erro ? <Alert color="red">{erro}</Alert> : null}
      <video
        ref={video}
        muted
        playsInline
        aria-label="Imagem da câmera"
        style={{ width: '100%', maxHeight: 320 }}
      />
      <Button variant="default" onClick={onCancelar}>
        Cancelar leitura
      </Button>
    </Stack>
  );
};
