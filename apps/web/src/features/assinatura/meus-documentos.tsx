import type { DocumentoAssinatura } from '@jornada/contracts';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarCompetencia } from '../../lib/competencia.ts';
import { formatarData } from '../../lib/format.ts';
import { abrirDocumentoPdf } from './abrir-documento.ts';
import { AssinarModal } from './assinar-modal.tsx';
import { assinaturaKeys, assinaturaQueries } from './assinatura.queries.ts';
import { FALHA_LISTA, mensagemDe, SITUACOES } from './assinatura-comum.ts';
import { RecusarModal } from './recusar-modal.tsx';

const POR_PAGINA = 25;
const isPendente = (d: DocumentoAssinatura) =>
  d.situacao === 'enviado' || d.situacao === 'visualizado';

/** "Meus documentos": o que foi enviado à pessoa; abrir, assinar com a senha ou recusar. */
export const MeusDocumentos = () => {
  const queryClient = useQueryClient();
  const [pageNumber, setPageNumber] = useState(1);
  const consulta = useQuery(assinaturaQueries.meus({ pageNumber, pageSize: POR_PAGINA }));
  const [assinando, setAssinando] = useState<DocumentoAssinatura | null>(null);
  const [recusando, setRecusando] = useState<DocumentoAssinatura | null>(null);

  const abrir = async (d: DocumentoAssinatura) => {
    try {
      await abrirDocumentoPdf(d.id);
      if (d.situacao === 'enviado')
        void queryClient.invalidateQueries({ queryKey: assinaturaKeys.todos });
    } catch (e) {
      toast.erro(mensagemDe(e, 'Não foi possível abrir o documento.'));
    }
  };

  return (
    <Stack gap="md">
      <ListaComEstados
        query={consulta}
        items={consulta.data?.itens}
        loadingLabel="Carregando documentos…"
        errorState={{ fallback: FALHA_LISTA, onRetry: () => void consulta.refetch() }}
        emptyState={{
          title: 'Nenhum documento para assinar',
          description: 'Quando o RH enviar um documento para você assinar, ele aparece aqui.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Meus documentos">
            <Table striped aria-label="Meus documentos">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Documento</Table.Th>
                  <Table.Th>Competência</Table.Th>
                  <Table.Th>Enviado em</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.titulo}</Table.Td>
                    <Table.Td>{formatarCompetencia(d.competencia)}</Table.Td>
                    <Table.Td>{formatarData(d.enviadoEm)}</Table.Td>
                    <Table.Td>
                      <Badge color={SITUACOES[d.situacao].cor} variant="light">
                        {SITUACOES[d.situacao].rotulo}
                      </Badge>
                      {d.situacao === 'assinado' && d.codigo && (
                        <Text size="xs" c="dimmed">
                          Código {d.codigo}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Abrir ${d.titulo}`}
                          onClick={() => void abrir(d)}
                        >
                          Abrir
                        </Button>
                        {isPendente(d) && (
                          <>
                            <Button
                              size="xs"
                              aria-label={`Assinar ${d.titulo}`}
                              onClick={() => setAssinando(d)}
                            >
                              Assinar
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              aria-label={`Recusar ${d.titulo}`}
                              onClick={() => setRecusando(d)}
                            >
                              Recusar
                            </Button>
                          </>
                        )}
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
        rotulo="Páginas de meus documentos"
      />
      <AssinarModal documento={assinando} onClose={() => setAssinando(null)} />
      <RecusarModal documento={recusando} onClose={() => setRecusando(null)} />
    </Stack>
  );
};
