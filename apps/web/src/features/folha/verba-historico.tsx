import type { Verba } from '@jornada/contracts';
import { MENSAGEM_ERRO_VERBAS } from '@jornada/contracts';
import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { folhaQueries } from './folha.queries.ts';
import { UNIDADES, vigencia } from './folha-formato.ts';

const ACOES: Record<string, string> = {
  inclusao: 'Inclusão',
  alteracao: 'Alteração',
  exclusao: 'Exclusão',
};

const texto = (v: unknown) => (typeof v === 'string' ? v : null);

/** Resumo de uma versão gravada: código, descrição, unidade e vigência. */
const resumo = (dados: Record<string, unknown>) => {
  const inicio = texto(dados.vigenciaInicio);
  const unidade = texto(dados.unidade) as Verba['unidade'] | null;
  return [
    [texto(dados.codigo), texto(dados.descricao)].filter(Boolean).join(' — '),
    unidade ? UNIDADES[unidade] : null,
    inicio ? vigencia({ vigenciaInicio: inicio, vigenciaFim: texto(dados.vigenciaFim) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
};

/** As versões de uma verba: quem alterou, quando e como ficou. */
export const VerbaHistorico = ({ verba }: { verba: Verba }) => {
  const historico = useQuery(folhaQueries.historico(verba.id));
  const rotulo = `Histórico da verba ${verba.codigo}`;
  return (
    <ListaComEstados
      query={historico}
      items={historico.data}
      loadingLabel="Carregando histórico…"
      errorState={{ fallback: MENSAGEM_ERRO_VERBAS, onRetry: () => void historico.refetch() }}
      emptyState={{ title: 'Nenhuma versão registrada' }}
    >
      {(versoes) => (
        <TabelaRolavel rotulo={rotulo}>
          <Table aria-label={rotulo} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Versão</Table.Th>
                <Table.Th>Registro</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versoes.map((v) => (
                <Table.Tr key={`${v.versao}-${v.acao}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {ACOES[v.acao] ?? 'Alteração'} (versão {v.versao})
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{resumo(v.dados)}</Text>
                    <Text size="xs" c="dimmed">
                      {dayjs(v.alteradoEm).format('DD/MM/YYYY [às] HH:mm')}
                      {v.alteradoPorNome ? ` por ${v.alteradoPorNome}` : ''}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
      )}
    </ListaComEstados>
  );
};
