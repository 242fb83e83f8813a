import { Button, Checkbox, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { abrirPdf, baixarPdf } from './abrir-pdf.ts';
import { baixarArquivos, findArquivo } from './convocacao.api.ts';
import { intermitenteQueries } from './intermitente.queries.ts';
import {
  FALHA_ARQUIVO,
  FALHA_ARQUIVOS,
  FALHA_CHAMADA,
  mensagemDe,
  periodo,
  SITUACAO_CONVOCADO,
} from './intermitente-comum.ts';
import { RelatorioConvocacoes } from './relatorio-convocacoes.tsx';
import { SapExportacao } from './sap-exportacao.tsx';

const ParaQuem = ({ id }: { id: number }) => {
  const q = useQuery(intermitenteQueries.paraQuem(id));
  if (q.isError) return <ErrorState error={q.error} fallback={FALHA_CHAMADA} />;
  if (q.isPending) return <LoadingState label="Carregando destinatários…" />;
  return (
    <Stack gap="xs">
      <Text fw={600}>{q.data.contratante}</Text>
      <List size="sm">
        {q.data.destinatarios.map((d) => (
          <List.Item key={d.usuarioId}>
            {d.nome} ({d.email}) — {SITUACAO_CONVOCADO[d.situacao]}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
};

/** Downloads: a carta de cada convocação em PDF (uma a uma ou em download.zip) e o CSV do SAP. */
export const DownloadsTab = () => {
  const lista = useQuery(intermitenteQueries.downloads({}));
  const [marcados, setMarcados] = useState<number[]>([]);
  const [paraQuem, setParaQuem] = useState<number | null>(null);
  const [isBaixando, setBaixando] = useState(false);

  const alternar = (id: number) =>
    setMarcados((m) => (m.includes(id) ? m.filter((x) => x !== id) : [...m, id]));
  const falhaArquivo = (erro: unknown) => toast.erro(mensagemDe(erro, FALHA_ARQUIVO));
  const baixarZip = async () => {
    setBaixando(true);
    try {
      await baixarArquivos(marcados);
    } catch {
      toast.erro(FALHA_ARQUIVOS);
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Documentos das convocações
          </Title>
          <Button disabled={marcados.length === 0} loading={isBaixando} onClick={baixarZip}>
            Baixar selecionados (.zip)
          </Button>
        </Group>
        <ListaComEstados
          query={lista}
          items={lista.data}
          loadingLabel="Carregando documentos…"
          errorState={{ fallback: FALHA_CHAMADA, onRetry: () => lista.refetch() }}
          emptyState={{ title: 'Nenhum documento disponível' }}
        >
          {(docs) => (
            <TabelaRolavel rotulo="Documentos">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Selecionar</Table.Th>
                    <Table.Th>Documento</Table.Th>
                    <Table.Th>Período</Table.Th>
                    <Table.Th>Ações</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {docs.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Selecionar ${d.titulo}`}
                          checked={marcados.includes(d.id)}
                          onChange={() => alternar(d.id)}
                        />
                      </Table.Td>
                      <Table.Td>{d.titulo}</Table.Td>
                      <Table.Td>{periodo(d.dataInicio, d.dataFim)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Abrir ${d.titulo}`}
                            onClick={() => abrirPdf(() => findArquivo(d.id)).catch(falhaArquivo)}
                          >
                            Abrir
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Baixar ${d.titulo}`}
                            onClick={() =>
                              baixarPdf(() => findArquivo(d.id), d.nome).catch(falhaArquivo)
                            }
                          >
                            Baixar
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={`Para quem é ${d.titulo}`}
                            onClick={() => setParaQuem(d.id)}
                          >
                            Para quem
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
      </Stack>
      <SapExportacao />
      <RelatorioConvocacoes />
      <SidePanel isOpen={paraQuem !== null} title="Para quem" onClose={() => setParaQuem(null)}>
        {paraQuem !== null ? <ParaQuem id={paraQuem} /> : null}
      </SidePanel>
    </Stack>
  );
};
