import type { CadastroItem } from '@jornada/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { MESES } from '../../lib/competencia.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { estruturaQueries } from './estrutura.queries.ts';
import { type ConfigCadastro, formatarCbo, rotuloAcao } from './estrutura-config.ts';

export type HistoricoPainelProps = {
  config: ConfigCadastro;
  item: CadastroItem;
  onFechar: () => void;
};

/** O registro como ficou na versão, numa linha legível. */
const resumir = (c: ConfigCadastro, d: Record<string, unknown>) => {
  const partes = [String(d.nome ?? '')];
  if (c.campos.cbo && d.cbo) partes.push(`CBO ${formatarCbo(String(d.cbo))}`);
  if (!c.campos.cbo && d.codigo) partes.push(`código ${String(d.codigo)}`);
  if (c.campos.convencao && typeof d.dataBaseMes === 'number')
    partes.push(`data-base em ${MESES[d.dataBaseMes - 1]?.toLowerCase() ?? ''}`);
  if (Array.isArray(d.incluidos)) partes.push(`${d.incluidos.length} pessoa(s) incluída(s)`);
  if (typeof d.retirado === 'number') partes.push('uma pessoa retirada');
  partes.push(d.ativo === false ? 'arquivado' : 'ativo');
  return partes.join(', ');
};

/** Painel lateral com as versões de um registro, da mais recente: quem, quando, o quê. */
export const HistoricoPainel = ({ config: c, item, onFechar }: HistoricoPainelProps) => {
  const historico = useQuery(estruturaQueries.historico(c.tipo, item.id));
  return (
    <SidePanel isOpen title={`Histórico de ${item.nome}`} onClose={onFechar}>
      <ListaComEstados
        query={historico}
        items={historico.data}
        loadingLabel="Carregando histórico…"
        errorState={{
          fallback: 'Não foi possível carregar o histórico.',
          onRetry: () => void historico.refetch(),
        }}
        emptyState={{
          title: 'Sem versões registradas',
          description:
            'Registros da implantação não têm histórico; a próxima alteração aparece aqui.',
        }}
      >
        {(versoes) => (
          <Stack gap="xs" role="list" aria-label={`Versões de ${item.nome}`}>
            {versoes.map((v) => (
              <Card key={v.versao} withBorder padding="xs" role="listitem">
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {rotuloAcao(v.acao)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dayjs(v.alteradoEm).format('DD/MM/YYYY HH:mm')} por{' '}
                    {v.alteradoPorNome ?? 'sistema'}
                  </Text>
                </Group>
                <Text size="sm">{resumir(c, v.dados)}</Text>
              </Card>
            ))}
          </Stack>
        )}
      </ListaComEstados>
    </SidePanel>
  );
};
