import type { AcaoBody } from '@jornada/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TipoAcao } from '../acao.ts';
import type { DiaColaborador } from '../escala.tipos.ts';

/** O que todo sub-painel de ação recebe do painel 'Escala no Dia'. */
export type SubPainelProps = {
  dia: DiaColaborador;
  isEnviando: boolean;
  isBloqueado: boolean;
  onEnviar: (corpo: AcaoBody, tipoAcao: TipoAcao) => void;
  onVoltar: () => void;
};

/** Alvo da ação: o colaborador e a data do painel. */
export const alvoDe = (dia: DiaColaborador) => ({
  usuarioId: dia.usuario.usuarioId,
  data: dia.data,
});

export type EstruturaSubPainelProps = {
  titulo: string;
  /** 'Passo 1 de 2' nos painéis de duas etapas. */
  passo?: string;
  children: ReactNode;
  /** Botões do rodapé (Voltar fica sempre à esquerda). */
  acoes: ReactNode;
  onVoltar: () => void;
  isBloqueado: boolean;
};

/** Moldura comum: título do sub-painel, conteúdo e rodapé com Voltar e os botões da etapa. */
export const EstruturaSubPainel = ({
  titulo,
  passo,
  children,
  acoes,
  onVoltar,
  isBloqueado,
}: EstruturaSubPainelProps) => (
  <Stack gap="md" component="section" aria-label={titulo}>
    <div>
      <Title order={3} size="h4">
        {titulo}
      </Title>
      {passo ? (
        <Text size="sm" c="dimmed">
          {passo}
        </Text>
      ) : null}
    </div>
    {children}
    <Group justify="space-between">
      <Button variant="default" onClick={onVoltar} disabled={isBloqueado}>
        Voltar
      </Button>
      <Group gap="xs">{acoes}</Group>
    </Group>
  </Stack>
);
