import type { ExportacaoVerbas } from '@jornada/contracts';
import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import {
  AlcanceCampos,
  type AlcanceValor,
  CompetenciaCampos,
  type CompetenciaValor,
} from './competencia-campos.tsx';
import {
  baixarExportacao,
  type ConsultaExportacao,
  exportarVerbas,
  mensagemErroExportacao,
} from './folha.api.ts';
import { folhaQueries } from './folha.queries.ts';
import { formatarQuantidade, mesAnterior, nomeCompetencia, UNIDADES } from './folha-formato.ts';
import { LeiauteEscolha, lerEscolhaLeiaute } from './leiaute-escolha.tsx';

const LINHAS_NA_PREVIA = 20;

/** Resumo da exportação: quantos colaboradores e linhas, e o total de cada código. */
const Resumo = ({ exportacao }: { exportacao: ExportacaoVerbas }) => {
  const verbas = useQuery(folhaQueries.verbas());
  const descricao = (codigo: string) =>
    verbas.data?.find((v) => v.codigo === codigo && v.ativo)?.descricao ?? '';
  const { resumo } = exportacao;
  const linhas = exportacao.conteudo.split(/\r?\n/).filter((l) => l !== '');
  return (
    <Paper withBorder p="md" component="section" aria-label="Resumo da exportação">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Resumo de {nomeCompetencia(resumo)}
        </Title>
        <Group gap="xl">
          <Text>Colaboradores: {resumo.colaboradores}</Text>
          <Text>Linhas no arquivo: {resumo.linhas}</Text>
          <Text>Arquivo: {exportacao.nomeArquivo}</Text>
        </Group>
        {resumo.porVerba.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma quantidade a exportar nesta competência.
          </Text>
        ) : (
          <TabelaRolavel rotulo="Totais por código">
            <Table aria-label="Totais por código" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Código</Table.Th>
                  <Table.Th>Descrição</Table.Th>
                  <Table.Th>Unidade</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Colaboradores</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {resumo.porVerba.map((v) => (
                  <Table.Tr key={v.codigo}>
                    <Table.Td fw={600}>{v.codigo}</Table.Td>
                    <Table.Td>{descricao(v.codigo)}</Table.Td>
                    <Table.Td>{UNIDADES[v.unidade]}</Table.Td>
                    <Table.Td>{formatarQuantidade(v.quantidade, v.unidade)}</Table.Td>
                    <Table.Td>{v.colaboradores}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
        <Text size="sm" fw={600}>
          Primeiras linhas do arquivo
        </Text>
        <Code block aria-label="Primeiras linhas do arquivo">
          {linhas.slice(0, LINHAS_NA_PREVIA).join('\n')}
        </Code>
      </Stack>
    </Paper>
  );
};

/** Aba Exportação: o arquivo das verbas do mês no leiaute do sistema de folha. */
export const ExportacaoTab = () => {
  const [competencia, setCompetencia] = useState<CompetenciaValor>(mesAnterior());
  const [alcance, setAlcance] = useState<AlcanceValor>({});
  const [leiaute, setLeiaute] = useState<string | null>(null);
  const [codigoEmpresa, setCodigoEmpresa] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<unknown>(null);
  const gerar = useMutation({ mutationFn: exportarVerbas, onError: setErro });
  const baixar = useMutation({ mutationFn: baixarExportacao, onError: setErro });

  const consulta = (): ConsultaExportacao | null => {
    const e: Record<string, string> = {};
    const escolha = lerEscolhaLeiaute(leiaute);
    if (!escolha) e.leiaute = 'Leiaute do arquivo: escolha o leiaute.';
    const codigo = codigoEmpresa.trim();
    if (codigo && !/^[0-9A-Za-z]{1,14}$/.test(codigo))
      e.codigoEmpresaFolha = 'Código da empresa na folha: use de 1 a 14 letras ou dígitos.';
    setErros(e);
    if (!escolha || Object.keys(e).length > 0) return null;
    return {
      ...competencia,
      ...alcance,
      ...escolha,
      ...(codigo ? { codigoEmpresaFolha: codigo } : {}),
    };
  };

  const verPrevia = (evento: FormEvent) => {
    evento.preventDefault();
    setErro(null);
    const q = consulta();
    if (q) gerar.mutate(q);
  };

  const baixarArquivo = () => {
    setErro(null);
    const q = consulta();
    if (q)
      baixar.mutate(q, {
        onSuccess: (nome) => toast.sucesso(`Arquivo ${nome} baixado.`),
      });
  };

  return (
    <Stack gap="md">
      <form onSubmit={verPrevia} noValidate aria-label="Exportar verbas">
        <Stack gap="sm">
          <CompetenciaCampos value={competencia} onChange={setCompetencia} />
          <AlcanceCampos value={alcance} onChange={setAlcance} />
          <Group gap="sm" align="flex-start">
            <LeiauteEscolha value={leiaute} onChange={setLeiaute} error={erros.leiaute} />
            <TextInput
              label="Código da empresa na folha"
              description="Deixe em branco para usar o código da empresa no Jornada."
              value={codigoEmpresa}
              onChange={(e) => setCodigoEmpresa(e.currentTarget.value)}
              error={erros.codigoEmpresaFolha}
              w={260}
            />
          </Group>
          <Group>
            <Button type="submit" loading={gerar.isPending}>
              Ver resumo
            </Button>
            <Button variant="light" onClick={baixarArquivo} loading={baixar.isPending}>
              Baixar arquivo
            </Button>
          </Group>
        </Stack>
      </form>
      {erro ? (
        <Alert color="red" role="alert" title="Exportação não gerada">
          {mensagemErroExportacao(erro)}
        </Alert>
      ) : null}
      {gerar.data && !gerar.isError ? <Resumo exportacao={gerar.data} /> : null}
    </Stack>
  );
};
