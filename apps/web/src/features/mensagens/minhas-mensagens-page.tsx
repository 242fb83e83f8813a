import type { MensagemRecebida } from '@jornada/contracts';
import { Badge, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { MensagemAbertaModal } from './mensagem-aberta.tsx';
import { mensagemQueries } from './mensagens.queries.ts';
import {
  BUSCA_MINIMA,
  FALHA_LISTA,
  formatarDataHora,
  TAMANHO_PAGINA,
  TITULO_ERRO,
} from './mensagens-comum.ts';

const ItemCaixa = ({ m, onAbrir }: { m: MensagemRecebida; onAbrir: () => void }) => {
  const naoLida = m.lidaEm === null;
  const pendente = m.exigirConfirmacao && m.confirmadaEm === null;
  return (
    <UnstyledButton onClick={onAbrir} aria-label={`Abrir mensagem ${m.titulo}`} w="100%">
      <Paper withBorder p="sm" radius="md" bg={naoLida ? 'blue.0' : undefined}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={naoLida ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
              {m.titulo}
            </Text>
            <Text size="sm" c="dimmed">
              {m.remetenteNome} · {formatarDataHora(m.enviadaEm)}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            {naoLida ? <Badge color="blue">Não lida</Badge> : null}
            {pendente ? (
              <Badge color="orange" variant="light">
                Confirmar leitura
              </Badge>
            ) : null}
            {m.anexoNome ? (
              <Badge color="gray" variant="outline">
                Anexo
              </Badge>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
};

/** #/dashboard/minhas-rotinas/mensagens: a caixa de entrada da pessoa (funciona no celular). */
export const MinhasMensagensPage = () => {
  const [pagina, setPagina] = useState(1);
  const [busca, setBusca] = useState('');
  const [buscaAtiva] = useDebouncedValue(busca.trim(), 400);
  const [aberta, setAberta] = useState<number | null>(null);
  const consulta = useQuery(
    mensagemQueries.caixa({
      pageNumber: pagina,
      pageSize: TAMANHO_PAGINA,
      search: buscaAtiva.length >= BUSCA_MINIMA ? buscaAtiva : undefined,
    }),
  );
  const naoLidas = consulta.data?.naoLidas ?? 0;
  return (
    <Stack gap="md" maw={860}>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          Minhas mensagens
        </Title>
        {naoLidas > 0 ? (
          <Badge color="red" size="lg" aria-label={`${naoLidas} não lidas`}>
            {naoLidas} {naoLidas === 1 ? 'não lida' : 'não lidas'}
          </Badge>
        ) : null}
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
          title: 'Nenhuma mensagem',
          description: 'As mensagens do RH e do seu gestor aparecem aqui.',
        }}
      >
        {(itens) => (
          <Stack
            component="ul"
            gap="xs"
            aria-label="Mensagens recebidas"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {itens.map((m) => (
              <li key={m.id}>
                <ItemCaixa m={m} onAbrir={() => setAberta(m.id)} />
              </li>
            ))}
          </Stack>
        )}
      </ListaComEstados>
      <Paginas
        total={Math.ceil((consulta.data?.total ?? 0) / TAMANHO_PAGINA)}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas de mensagens"
      />
      <MensagemAbertaModal id={aberta} onClose={() => setAberta(null)} />
    </Stack>
  );
};
