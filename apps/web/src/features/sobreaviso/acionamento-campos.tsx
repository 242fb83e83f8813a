import type { MotivoSobreaviso, RegraSobreaviso } from '@jornada/contracts';
import { Radio, Select, Stack, Textarea } from '@mantine/core';

export type CamposMotivoProps = {
  motivos: readonly MotivoSobreaviso[];
  motivoId: string | null;
  onMotivo: (id: string) => void;
  erro?: string | undefined;
  descricao: string;
  onDescricao: (texto: string) => void;
};

/** O motivo em botões grandes (um toque no celular) e a descrição opcional. */
export const CamposMotivo = ({
  motivos,
  motivoId,
  onMotivo,
  erro,
  descricao,
  onDescricao,
}: CamposMotivoProps) => (
  <>
    <Radio.Group label="Motivo" value={motivoId} onChange={onMotivo} error={erro} required>
      <Stack gap={8} mt={6}>
        {motivos.map((m) => (
          <Radio key={m.id} value={String(m.id)} label={m.descricao} size="md" />
        ))}
      </Stack>
    </Radio.Group>
    <Textarea
      label="O que foi feito"
      description="Opcional"
      value={descricao}
      onChange={(e) => onDescricao(e.currentTarget.value)}
      maxLength={1000}
      rows={2}
    />
  </>
);

export type CampoRegraProps = {
  regras: readonly RegraSobreaviso[];
  regraId: string | null;
  onRegra: (id: string | null) => void;
  erro?: string | undefined;
};

/** Fora da escala planejada, a pessoa diz sob qual regra foi acionada. */
export const CampoRegra = ({ regras, regraId, onRegra, erro }: CampoRegraProps) => (
  <Select
    label="Regra"
    description="O início não está em nenhuma escala sua: escolha a regra do acionamento."
    data={regras.filter((r) => r.ativo).map((r) => ({ value: String(r.id), label: r.nome }))}
    value={regraId}
    onChange={onRegra}
    error={erro}
    required
    nothingFoundMessage="Nenhuma regra ativa"
  />
);
