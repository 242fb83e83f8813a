import type { SolicitacaoProcesso } from '@jornada/contracts';
import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { baixarAnexo } from './processos.api.ts';
import {
  ACAO_ROTULO,
  descreverEtapa,
  ETAPA_ROTULO,
  formatarDataHora,
  STATUS_COR,
  STATUS_ROTULO,
} from './processos-comum.ts';

export type DetalheProcessoProps = {
  processo: SolicitacaoProcesso;
  /** Ações de quem vê (decidir, corrigir, cancelar), abaixo do histórico. */
  children?: ReactNode;
};

const FALHA_DOWNLOAD = 'Ocorreu uma falha ao baixa o arquivo';

/** Valor de uma resposta como a pessoa lê (datas DD/MM/AAAA). */
const valorLegivel = (tipo: string, v: string | undefined) =>
  v === undefined || v === '' ? '—' : tipo === 'Data' ? formatarData(v) : v;

/** O pedido: respostas, anexos (com download) e o histórico com os comentários. */
export const DetalheProcesso = ({ processo: p, children }: DetalheProcessoProps) => {
  const baixar = async (id: number, nome: string) => {
    try {
      await baixarAnexo(id, nome);
    } catch (erro) {
      toast.erro(isErroApi(erro) ? erro.mensagem : FALHA_DOWNLOAD);
    }
  };
  const ativo = p.status === 'EmAnalise';
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={STATUS_COR[p.status]}>{STATUS_ROTULO[p.status]}</Badge>
        {ativo ? <Text size="sm">{descreverEtapa(p)}</Text> : null}
      </Group>
      <Text size="sm" c="dimmed">
        Pedido de {p.colaboradorNome} em {formatarDataHora(p.solicitadoEm)}
      </Text>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Dados do pedido
        </Title>
        {p.campos.map((c) => {
          const anexos = p.anexos.filter((a) => a.campo === c.chave);
          const ultimo = anexos.at(-1);
          return (
            <Group key={c.chave} gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} miw={140}>
                {c.rotulo}:
              </Text>
              {c.tipo === 'Arquivo' && ultimo ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => void baixar(ultimo.id, ultimo.nome)}
                  aria-label={`Baixar ${ultimo.nome}`}
                >
                  {ultimo.nome}
                </Button>
              ) : (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {valorLegivel(c.tipo, p.respostas[c.chave])}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Etapas
        </Title>
        <Text size="sm">{p.etapas.map((e, i) => `${i + 1}. ${ETAPA_ROTULO[e]}`).join(' → ')}</Text>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Histórico
        </Title>
        <List spacing="xs" size="sm" aria-label="Histórico do processo">
          {p.historico.map((h) => (
            <List.Item key={h.id}>
              <Text size="sm" fw={600} span>
                {ACAO_ROTULO[h.acao]}
              </Text>{' '}
              <Text size="sm" span c="dimmed">
                por {h.autorNome} em {formatarDataHora(h.em)}
              </Text>
              {h.comentario ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  “{h.comentario}”
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      </Stack>
      {children}
    </Stack>
  );
};
