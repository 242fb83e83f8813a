import type { ConciliacaoVerbas } from '@jornada/contracts';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import {
  AlcanceCampos,
  type AlcanceValor,
  CompetenciaCampos,
  type CompetenciaValor,
} from './competencia-campos.tsx';
import { baixarConciliacao, mensagemErroExportacao, type TipoQuantidadeInfo } from './folha.api.ts';
import { folhaQueries } from './folha.queries.ts';
import {
  descreverQuantidade,
  formatarDiferenca,
  formatarQuantidade,
  mesAnterior,
  nomeCompetencia,
} from './folha-formato.ts';

type Colaborador = ConciliacaoVerbas['colaboradores'][number];

const medidaDe = (tipo: string, tipos: readonly TipoQuantidadeInfo[]) =>
  tipos.find((t) => t.tipo === tipo)?.unidade ?? 'horas';

const nomeColaborador = (c: Colaborador) =>
  c.matricula ? `${c.nome} (matrícula ${c.matricula})` : c.nome;

/** Tabela por colaborador e código: exportado × espelho, com o indicador de conferência. */
const TabelaConciliacao = ({
  dados,
  tipos,
}: {
  dados: ConciliacaoVerbas;
  tipos: readonly TipoQuantidadeInfo[];
}) => (
  <TabelaRolavel rotulo="Conciliação por colaborador e código">
    <Table aria-label="Conciliação por colaborador e código" verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Colaborador</Table.Th>
          <Table.Th>Código</Table.Th>
          <Table.Th>Exportado</Table.Th>
          <Table.Th>Espelho</Table.Th>
          <Table.Th>Diferença</Table.Th>
          <Table.Th>Situação</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dados.colaboradores.flatMap((c) => [
          ...c.verbas.map((v) => (
            <Table.Tr key={`${c.usuarioId}-${v.codigo}`}>
              <Table.Td>{nomeColaborador(c)}</Table.Td>
              <Table.Td fw={600}>{v.codigo}</Table.Td>
              <Table.Td>{formatarQuantidade(v.exportado, v.unidade)}</Table.Td>
              <Table.Td>{formatarQuantidade(v.espelho, v.unidade)}</Table.Td>
              <Table.Td>{formatarDiferenca(v.diferenca, v.unidade)}</Table.Td>
              <Table.Td>
                <Badge color={v.confere ? 'green' : 'red'} variant="light">
                  {v.confere ? '✓ Confere' : '✗ Não confere'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          )),
          ...(c.semVerba.length > 0
            ? [
                <Table.Tr key={`${c.usuarioId}-sem-verba`}>
                  <Table.Td>{nomeColaborador(c)}</Table.Td>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed">
                      Sem verba (não vai para a folha):{' '}
                      {c.semVerba
                        .map(
                          (q) =>
                            `${descreverQuantidade(q, tipos)} ${formatarQuantidade(q.valor, medidaDe(q.tipo, tipos))}`,
                        )
                        .join('; ')}
                    </Text>
                  </Table.Td>
                </Table.Tr>,
              ]
            : []),
        ])}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);

/** Aba Conciliação: prova que o arquivo da folha bate com os espelhos do mês. */
export const ConciliacaoTab = () => {
  const [competencia, setCompetencia] = useState<CompetenciaValor>(mesAnterior());
  const [alcance, setAlcance] = useState<AlcanceValor>({});
  const consulta = { ...competencia, ...alcance };
  const conciliacao = useQuery(folhaQueries.conciliacao(consulta));
  const tipos = useQuery(folhaQueries.tipos());
  const baixar = useMutation({
    mutationFn: (formato: 'pdf' | 'xlsx') => baixarConciliacao(consulta, formato),
  });
  const dados = conciliacao.data;
  const divergentes =
    dados?.colaboradores.reduce((n, c) => n + c.verbas.filter((v) => !v.confere).length, 0) ?? 0;

  return (
    <Stack gap="md">
      <CompetenciaCampos value={competencia} onChange={setCompetencia} />
      <AlcanceCampos value={alcance} onChange={setAlcance} />
      <Group>
        <Button
          variant="light"
          onClick={() => baixar.mutate('pdf')}
          loading={baixar.isPending && baixar.variables === 'pdf'}
          disabled={!dados}
        >
          Baixar PDF
        </Button>
        <Button
          variant="light"
          onClick={() => baixar.mutate('xlsx')}
          loading={baixar.isPending && baixar.variables === 'xlsx'}
          disabled={!dados}
        >
          Baixar XLSX
        </Button>
      </Group>
      {baixar.isError ? (
        <Alert color="red" role="alert">
          {mensagemErroExportacao(baixar.error)}
        </Alert>
      ) : null}
      {conciliacao.isError ? (
        <Alert color="red" role="alert" title="Conciliação não carregada">
          {mensagemErroExportacao(conciliacao.error)}
        </Alert>
      ) : conciliacao.isPending || !dados || tipos.isPending ? (
        <LoadingState label="Carregando conciliação…" />
      ) : dados.colaboradores.length === 0 ? (
        <EmptyState
          title="Nada a conciliar"
          description={`Nenhum colaborador com verbas em ${nomeCompetencia(competencia)}.`}
        />
      ) : (
        <>
          <Alert
            color={dados.confere ? 'green' : 'red'}
            title={dados.confere ? 'Tudo confere' : 'Há diferenças'}
          >
            {dados.confere
              ? `Em ${nomeCompetencia(dados)}, o arquivo da folha bate com os espelhos de ${dados.colaboradores.length} colaborador(es).`
              : `Em ${nomeCompetencia(dados)}, ${divergentes} lançamento(s) não conferem com o espelho.`}
          </Alert>
          <TabelaConciliacao dados={dados} tipos={tipos.data ?? []} />
        </>
      )}
    </Stack>
  );
};
