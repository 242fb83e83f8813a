import type { MetodoQuiosque } from '@jornada/contracts';
import { Button, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { TecladoPin } from './tela-quiosque-partes.tsx';

const ROTULOS: Record<MetodoQuiosque, string> = {
  pin: 'Matrícula e PIN',
  qr: 'QR',
  cracha: 'Crachá',
  face: 'Rosto',
};

export type CamposIdentificacao = { matricula: string; pin: string; qr: string };

export type FormularioIdentificacaoProps = {
  metodos: MetodoQuiosque[];
  metodo: MetodoQuiosque;
  onMetodo: (m: MetodoQuiosque) => void;
  campos: CamposIdentificacao;
  onCampos: (mudar: (c: CamposIdentificacao) => CamposIdentificacao) => void;
  ocupado: boolean;
  onEnviar: () => void;
  onLerQrCamera: () => void;
};

/** Identificação no quiosque pelo método escolhido (os que o aparelho permite). */
export const FormularioIdentificacao = ({
  metodos,
  metodo,
  onMetodo,
  campos,
  onCampos,
  ocupado,
  onEnviar,
  onLerQrCamera,
}: FormularioIdentificacaoProps) => (
  <form
    onSubmit={(e) => {
      e.preventDefault();
      onEnviar();
    }}
  >
    <Stack>
      {metodos.length > 1 ? (
        <SegmentedControl
          aria-label="Como se identificar"
          value={metodo}
          onChange={(v) => onMetodo(v as MetodoQuiosque)}
          data={metodos.map((m) => ({ value: m, label: ROTULOS[m] }))}
        />
      ) : null}
      {metodo === 'qr' ? (
        <>
          <TextInput
            label="Código do QR"
            description="Aproxime o QR do leitor ou use a câmera."
            value={campos.qr}
            onChange={(e) => {
              const qr = e.currentTarget.value;
              onCampos((c) => ({ ...c, qr }));
            }}
            autoFocus
            size="lg"
          />
          <Button variant="default" onClick={onLerQrCamera}>
            Ler QR com a câmera
          </Button>
        </>
      ) : (
        <TextInput
          label={metodo === 'cracha' ? 'Matrícula (crachá)' : 'Matrícula'}
          value={campos.matricula}
          onChange={(e) => {
            const matricula = e.currentTarget.value;
            onCampos((c) => ({ ...c, matricula }));
          }}
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
            value={campos.pin}
            maxLength={6}
            onChange={(e) => {
              const pin = e.currentTarget.value.replace(/\D/g, '');
              onCampos((c) => ({ ...c, pin }));
            }}
            size="lg"
          />
          <TecladoPin
            onDigito={(d) => onCampos((c) => (c.pin.length < 6 ? { ...c, pin: c.pin + d } : c))}
            onApagar={() => onCampos((c) => ({ ...c, pin: c.pin.slice(0, -1) }))}
          />
        </>
      ) : null}
      <Button type="submit" size="xl" loading={ocupado}>
        {metodo === 'face' ? 'Capturar rosto' : 'Continuar'}
      </Button>
    </Stack>
  </form>
);
