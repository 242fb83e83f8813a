import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { DetalheMensagemModal } from './detalhe-mensagem.tsx';
import { mensagemQueries } from './mensagens.queries.ts';
import {
  BUSCA_MINIMA,
  FALHA_LISTA,
  formatarDataHora,
  TAMANHO_PAGINA,
  TITULO_ERRO,
} from './mensagens-comum.ts';
import { NovaMensagemModal } from './nova-mensagem-modal.tsx';

/**
 * #/dashboard/admin/mensagens (RH: todas as mensagens, a qualquer destino) e
 * #/dashboard/gestor/mensagens (gestor: as suas, só à equipe): a API aplica o alcance.
 */
export const MensagensPage = () => {
  const [pagina, setPagina] = useState(1);
  const [busca, setBusca] = useState('');
  const [buscaAtiva] = useDebouncedValue(busca.trim(), 400);
  const [isNova, setIsNova] = useState(false);
  const [detalhe, setDetalhe] = useState<number | null>(null);
  const consulta = useQuery(
    mensagemQueries.enviadas({
      pageNumber: pagina,
      pageSize: TAMANHO_PAGINA,
      search: buscaAtiva.length >= BUSCA_MINIMA ? buscaAtiva : undefined,
    }),
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Mensagens
        </Title>
        <Button onClick={() => setIsNova(true)}>Nova mensagem</Button>
      </Group>
      <TextInput
        label="Buscar pelo título"
        value={busca}
        onChange={(e) => {
          setBusca(e.currentTarget.value);
          setPagina(1);
        }}
        maw={400}
      />
      <ListaComEstados
        query={consulta}
        items={consulta.data?.itens}
        loadingLabel="Carregando mensagens…"
        errorState={{
          fallback: FALHA_LISTA,
          title: TITULO_ERRO,
          onRetry: () => void consulta.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma mensagem enviada',
          description: 'Use "Nova mensagem" para escrever às pessoas, departamentos ou grupos.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Mensagens enviadas">
            <Table striped highlightOnHover aria-label="Mensagens enviadas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Título</Table.Th>
                  <Table.Th>Enviada em</Table.Th>
                  <Table.Th>Remetente</Table.Th>
                  <Table.Th>Pessoas</Table.Th>
                  <Table.Th>Leitura</Table.Th>
                  <Table.Th>Entrega</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setDetalhe(m.id)}
                        aria-label={`Ver mensagem ${m.titulo}`}
                      >
                        {m.titulo}
                      </Button>
                    </Table.Td>
                    <Table.Td>{formatarDataHora(m.enviadaEm)}</Table.Td>
                    <Table.Td>{m.remetenteNome}</Table.Td>
                    <Table.Td>{m.destinatarios}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {m.lidas} de {m.destinatarios} lidas
                        {m.exigirConfirmacao ? ` · ${m.confirmadas} confirmadas` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {m.falhas > 0 ? (
                        <Badge color="red">{`${m.falhas} com erro`}</Badge>
                      ) : (
                        <Badge color="green" variant="light">
                          Sem erros
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas
        total={Math.ceil((consulta.data?.total ?? 0) / TAMANHO_PAGINA)}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas de mensagens enviadas"
      />
      <NovaMensagemModal
        isOpen={isNova}
        onClose={() => setIsNova(false)}
        onEnviada={(id) => {
          setIsNova(false);
          setDetalhe(id);
        }}
      />
      <DetalheMensagemModal id={detalhe} onClose={() => setDetalhe(null)} />
    </Stack>
  );
};
