import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ExtratoEmpresa } from './extrato-empresa.tsx';
import { baixarCsvDoMes } from './faturamento.api.ts';
import { faturamentoQueries } from './faturamento.queries.ts';
import {
  COR_SITUACAO,
  formatarCentavos,
  mensagemErro,
  NOME_SITUACAO,
  nomeCompetencia,
} from './faturamento-formato.ts';

const POR_PAGINA = 25;

export type EmpresasDoMesProps = { competencia: string };

/** As empresas clientes no mês com os totais; cada uma abre o seu extrato. */
export const EmpresasDoMes = ({ competencia }: EmpresasDoMesProps) => {
  const [pagina, setPagina] = useState(1);
  const [selecionada, setSelecionada] = useState<number | null>(null);
  const p = { pageNumber: pagina, pageSize: POR_PAGINA };
  const query = useQuery(faturamentoQueries.empresas(competencia, p));
  const csv = useMutation({
    mutationFn: () => baixarCsvDoMes(competencia),
    onError: (e) => toast.erro(mensagemErro(e, 'Não foi possível baixar o CSV.')),
  });

  if (selecionada !== null)
    return (
      <ExtratoEmpresa
        competencia={competencia}
        empresaId={selecionada}
        onVoltar={() => setSelecionada(null)}
      />
    );

  const totais = query.data?.totais;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        {totais ? (
          <Group gap="lg" wrap="wrap" aria-label="Totais do mês" role="group">
            <Text size="sm">
              Empresas: <strong>{totais.empresas}</strong>
            </Text>
            <Text size="sm">
              Colaboradores ativos: <strong>{totais.ativos}</strong>
            </Text>
            <Text size="sm">
              Total do mês: <strong>{formatarCentavos(totais.valorCentavos)}</strong>
            </Text>
            <Text size="sm">
              Fechadas: <strong>{totais.fechadas}</strong>
            </Text>
          </Group>
        ) : (
          <span />
        )}
        <Button variant="light" onClick={() => csv.mutate()} loading={csv.isPending}>
          Baixar CSV do mês
        </Button>
      </Group>
      <ListaComEstados
        query={query}
        items={query.data?.itens}
        loadingLabel="Carregando as empresas do mês…"
        errorState={{
          fallback: 'Não foi possível carregar o faturamento do mês.',
          onRetry: () => void query.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma empresa cliente',
          description: 'Quando houver empresas clientes, elas aparecem aqui com o valor do mês.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Empresas do mês">
            <Table
              striped
              highlightOnHover
              aria-label={`Empresas em ${nomeCompetencia(competencia)}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>Plano</Table.Th>
                  <Table.Th ta="right">Ativos</Table.Th>
                  <Table.Th>Faixa</Table.Th>
                  <Table.Th ta="right">Valor</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((e) => (
                  <Table.Tr key={e.empresaId}>
                    <Table.Td>{e.empresaNome}</Table.Td>
                    <Table.Td>{e.planoNome ?? '—'}</Table.Td>
                    <Table.Td ta="right">{e.ativos}</Table.Td>
                    <Table.Td>{e.faixaAplicada ? `${e.faixaAplicada}ª` : '—'}</Table.Td>
                    <Table.Td ta="right">{formatarCentavos(e.valorCentavos)}</Table.Td>
                    <Table.Td>
                      <Badge color={COR_SITUACAO[e.situacao]} variant="light">
                        {NOME_SITUACAO[e.situacao]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setSelecionada(e.empresaId)}
                        aria-label={`Ver extrato de ${e.empresaNome}`}
                      >
                        Ver extrato
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas
        total={Math.ceil((query.data?.total ?? 0) / POR_PAGINA)}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas das empresas"
      />
    </Stack>
  );
};
