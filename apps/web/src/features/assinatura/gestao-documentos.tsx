import type {
  DocumentoAssinatura,
  SituacaoAssinatura,
  TipoDocumentoAssinatura,
} from '@jornada/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarCompetencia } from '../../lib/competencia.ts';
import { formatarData } from '../../lib/format.ts';
import { baixarDocumento, baixarEvidencias, lembrarAssinatura } from './assinatura.api.ts';
import { assinaturaKeys, assinaturaQueries } from './assinatura.queries.ts';
import { FALHA_DOWNLOAD, FALHA_LISTA, mensagemDe, SITUACOES } from './assinatura-comum.ts';

const POR_PAGINA = 25;
const OPCOES_SITUACAO = (Object.keys(SITUACOES) as SituacaoAssinatura[]).map((s) => ({
  value: s,
  label: SITUACOES[s].rotulo,
}));

/** Data e hora curtas de um instante ISO (DD/MM/AAAA HH:MM). */
const dataHora = (iso: string | null) =>
  iso
    ? `${formatarData(iso)} ${new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}`
    : '—';

/** Acompanhamento do RH: a situação de cada documento, com filtros, lembrete e downloads. */
export const GestaoDocumentos = () => {
  const queryClient = useQueryClient();
  const tipos = useQuery(assinaturaQueries.tipos());
  const [situacao, setSituacao] = useState<string | null>(null);
  const [tipo, setTipo] = useState<string | null>(null);
  const [busca, setBusca] = useState('');
  const [buscaAdiada] = useDebouncedValue(busca.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);
  const filtro = {
    pageNumber,
    pageSize: POR_PAGINA,
    ...(situacao ? { situacao: situacao as SituacaoAssinatura } : {}),
    ...(tipo ? { tipo: tipo as TipoDocumentoAssinatura } : {}),
    ...(buscaAdiada ? { search: buscaAdiada } : {}),
  };
  const consulta = useQuery(assinaturaQueries.gestao(filtro));
  const filtrar =
    <T,>(definir: (v: T) => void) =>
    (v: T) => {
      setPageNumber(1);
      definir(v);
    };

  const lembrar = useMutation({
    mutationFn: (d: DocumentoAssinatura) => lembrarAssinatura(d.id),
    onSuccess: (_, d) => {
      toast.sucesso(`Lembrete enviado a ${d.nome}.`);
      void queryClient.invalidateQueries({ queryKey: assinaturaKeys.todos });
    },
    onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível enviar o lembrete.')),
  });
  const baixar = (f: () => Promise<void>) => f().catch(() => toast.erro(FALHA_DOWNLOAD));

  return (
    <Card withBorder component="section" aria-label="Acompanhamento das assinaturas">
      <Stack gap="md">
        <Title order={2} size="h4">
          Acompanhamento
        </Title>
        <Group grow align="flex-end">
          <Select
            label="Situação"
            placeholder="Todas"
            data={OPCOES_SITUACAO}
            value={situacao}
            onChange={filtrar(setSituacao)}
            clearable
          />
          <Select
            label="Tipo"
            placeholder="Todos"
            data={(tipos.data ?? []).map((t) => ({ value: t.id, label: t.nome }))}
            value={tipo}
            onChange={filtrar(setTipo)}
            clearable
          />
          <TextInput
            label="Buscar"
            placeholder="Nome, matrícula ou título"
            value={busca}
            onChange={(e) => filtrar(setBusca)(e.currentTarget.value)}
          />
        </Group>
        <ListaComEstados
          query={consulta}
          items={consulta.data?.itens}
          loadingLabel="Carregando documentos…"
          errorState={{ fallback: FALHA_LISTA, onRetry: () => void consulta.refetch() }}
          emptyState={{
            title: 'Nenhum documento encontrado',
            description: 'Envie documentos para assinatura ou mude os filtros.',
          }}
        >
          {(itens) => (
            <TabelaRolavel rotulo="Documentos enviados">
              <Table striped aria-label="Documentos enviados">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Colaborador</Table.Th>
                    <Table.Th>Documento</Table.Th>
                    <Table.Th>Enviado em</Table.Th>
                    <Table.Th>Situação</Table.Th>
                    <Table.Th>Ações</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {itens.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>
                        {d.nome}
                        {d.matricula && (
                          <Text size="xs" c="dimmed">
                            Matrícula {d.matricula}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {d.titulo}
                        {d.competencia && (
                          <Text size="xs" c="dimmed">
                            {formatarCompetencia(d.competencia)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{dataHora(d.enviadoEm)}</Table.Td>
                      <Table.Td>
                        <Badge color={SITUACOES[d.situacao].cor} variant="light">
                          {SITUACOES[d.situacao].rotulo}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {d.situacao === 'assinado' && `em ${dataHora(d.assinadoEm)}`}
                          {d.situacao === 'visualizado' && `em ${dataHora(d.visualizadoEm)}`}
                          {d.situacao === 'recusado' && `Motivo: ${d.motivoRecusa ?? ''}`}
                          {d.lembretes > 0 &&
                            ` · ${d.lembretes} ${d.lembretes === 1 ? 'lembrete' : 'lembretes'}`}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {(d.situacao === 'enviado' || d.situacao === 'visualizado') && (
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={`Lembrar ${d.nome}`}
                              loading={lembrar.isPending && lembrar.variables?.id === d.id}
                              onClick={() => lembrar.mutate(d)}
                            >
                              Lembrar
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Baixar documento de ${d.nome}`}
                            onClick={() => void baixar(() => baixarDocumento(d))}
                          >
                            {d.situacao === 'assinado' ? 'Baixar assinado' : 'Baixar'}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={`Relatório de evidências de ${d.nome}`}
                            onClick={() => void baixar(() => baixarEvidencias(d))}
                          >
                            Evidências
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TabelaRolavel>
          )}
        </ListaComEstados>
        <Paginas
          total={Math.ceil((consulta.data?.total ?? 0) / POR_PAGINA)}
          value={pageNumber}
          onChange={setPageNumber}
          rotulo="Páginas dos documentos enviados"
        />
      </Stack>
    </Card>
  );
};
