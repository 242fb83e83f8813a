import { MENSAGEM_ERRO_RELATORIO, type Relatorio, ROTULO_TIPO_RELATORIO } from '@jornada/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { mensagemDe } from './relatorio-form.tsx';
import { baixarRelatorio, marcarAvisoVisto } from './relatorios.api.ts';
import { relatoriosQueries } from './relatorios.queries.ts';

/** Tela de relatórios (MenuAdmin > Ponto > Relatórios): quem não a tem não pede relatório. */
export const ROTA_RELATORIOS = '/dashboard/admin/relatorios';

const descricao = (r: Relatorio) =>
  `${ROTULO_TIPO_RELATORIO[r.tipo]} de ${formatarData(r.inicio)} a ${formatarData(r.fim)} (${r.formato.toUpperCase()})`;

const baixar = (r: Relatorio) =>
  baixarRelatorio(r).catch((erro: unknown) => toast.erro(mensagemDe(erro)));

/** Corpo do aviso: o que ficou pronto (ou por que falhou), baixar e o link para a tela. */
const ConteudoAviso = ({ r }: { r: Relatorio }) => (
  <Stack gap={4}>
    <Text size="sm">
      {r.status === 'pronto'
        ? `${descricao(r)} está pronto para baixar.`
        : `${descricao(r)}: ${r.erro ?? MENSAGEM_ERRO_RELATORIO}`}
    </Text>
    <Group gap="md">
      {r.status === 'pronto' ? (
        <Anchor component="button" type="button" size="sm" onClick={() => void baixar(r)}>
          Baixar
        </Anchor>
      ) : null}
      <Anchor href={`/#${ROTA_RELATORIOS}`} size="sm">
        Abrir relatórios
      </Anchor>
    </Group>
  </Stack>
);

const mostrarAviso = (r: Relatorio) =>
  notifications.show({
    id: `relatorio-${r.id}`,
    color: r.status === 'pronto' ? 'green' : 'red',
    title: r.status === 'pronto' ? 'Relatório pronto' : 'Relatório não gerado',
    message: <ConteudoAviso r={r} />,
    // Fica até a pessoa fechar: o servidor já o deu por visto.
    autoClose: false,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fechar aviso' },
  });

/**
 * Aviso global de relatório pronto (ou que falhou), em qualquer tela do app: o shell o liga para
 * quem tem a tela de relatórios. Cada aviso é marcado visto no servidor antes de aparecer, e só a
 * aba que o marcou primeiro o mostra; fora do app, quem avisa é o Web Push do servidor.
 */
export const useAvisosRelatorio = (isAtivo: boolean) => {
  const queryClient = useQueryClient();
  const avisos = useQuery({ ...relatoriosQueries.avisos(), enabled: isAtivo });
  const tratados = useRef(new Set<number>());

  useEffect(() => {
    for (const r of avisos.data?.avisos ?? []) {
      if (tratados.current.has(r.id)) continue;
      tratados.current.add(r.id);
      marcarAvisoVisto(r.id)
        .then((isPrimeiraVez) => {
          if (!isPrimeiraVez) return;
          mostrarAviso(r);
          void queryClient.invalidateQueries({ queryKey: ['relatorios', 'lista'] });
        })
        // Sem rede agora: a próxima consulta traz o aviso de novo.
        .catch(() => tratados.current.delete(r.id));
    }
  }, [avisos.data, queryClient]);
};
