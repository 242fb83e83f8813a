import type { TokenApi, TokenApiCriado } from '@jornada/contracts';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { revogarToken } from './integracao.api.ts';
import { integracaoKeys, integracaoQueries } from './integracao.queries.ts';
import { formatarDataHora } from './integracao-comum.ts';
import { NovoTokenModal } from './novo-token-modal.tsx';

const SITUACAO: Record<TokenApi['situacao'], { rotulo: string; cor: string }> = {
  ativo: { rotulo: 'Ativo', cor: 'green' },
  expirado: { rotulo: 'Expirado', cor: 'gray' },
  revogado: { rotulo: 'Revogado', cor: 'red' },
};

/** O segredo recém-criado, com cópia: é a única vez que ele aparece. */
const SegredoCriado = ({ criado, onClose }: { criado: TokenApiCriado; onClose: () => void }) => (
  <Modal opened onClose={onClose} title="Token criado" centered size="lg">
    <Stack>
      <Alert color="yellow" title="Copie o segredo agora">
        Ele não será mostrado de novo. Guarde-o no sistema que vai usar a API; se perder, revogue
        este token e crie outro.
      </Alert>
      <TextInput label="Segredo do token" value={criado.segredo} readOnly />
      <Text size="sm" c="dimmed">
        Use no cabeçalho <code>Authorization: Bearer {criado.token.prefixo}…</code>
      </Text>
      <Group justify="flex-end">
        <CopyButton value={criado.segredo}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copiado' : 'Copiar'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>Concluir</Button>
      </Group>
    </Stack>
  </Modal>
);

/** #/dashboard/admin/integracoes/tokens: tokens de API da empresa (criar, ver uso, revogar). */
export const TokensPage = () => {
  const queryClient = useQueryClient();
  const tokens = useQuery(integracaoQueries.tokens());
  const [isNovo, setNovo] = useState(false);
  const [criado, setCriado] = useState<TokenApiCriado | null>(null);
  const [revogando, setRevogando] = useState<TokenApi | null>(null);
  const revogar = useMutation({
    mutationFn: (id: number) => revogarToken(id),
    onSuccess: () => {
      toast.sucesso('Token revogado.');
      setRevogando(null);
      void queryClient.invalidateQueries({ queryKey: integracaoKeys.tokens });
    },
    onError: (e) => {
      setRevogando(null);
      toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível revogar o token.');
    },
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Tokens de API
        </Title>
        <Button onClick={() => setNovo(true)}>Novo token</Button>
      </Group>
      <Text c="dimmed" size="sm">
        Um token dá a outro sistema acesso às operações da API documentadas em /docs, só nas áreas
        escolhidas, agindo em nome de quem o criou. Limite: 120 requisições por minuto por token.
      </Text>
      <ListaComEstados
        query={tokens}
        items={tokens.data}
        loadingLabel="Carregando tokens..."
        errorState={{
          fallback: 'Não foi possível carregar os tokens.',
          onRetry: () => void tokens.refetch(),
        }}
        emptyState={{
          title: 'Nenhum token criado',
          description: 'Crie um token para integrar a folha, o ERP ou outro sistema.',
        }}
      >
        {(items) => (
          <TabelaRolavel rotulo="Tokens de API">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Começo do segredo</Table.Th>
                  <Table.Th>Escopos</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Último uso</Table.Th>
                  <Table.Th>Usos</Table.Th>
                  <Table.Th>Expira em</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      {t.nome}
                      <Text size="xs" c="dimmed">
                        por {t.criadoPor} em {formatarDataHora(t.criadoEm)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <code>{t.prefixo}…</code>
                    </Table.Td>
                    <Table.Td>{t.escopos.join(', ')}</Table.Td>
                    <Table.Td>
                      <Badge color={SITUACAO[t.situacao].cor}>{SITUACAO[t.situacao].rotulo}</Badge>
                    </Table.Td>
                    <Table.Td>{formatarDataHora(t.ultimoUsoEm)}</Table.Td>
                    <Table.Td>{t.usos}</Table.Td>
                    <Table.Td>{formatarDataHora(t.expiraEm)}</Table.Td>
                    <Table.Td>
                      {t.situacao === 'revogado' ? null : (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={`Revogar ${t.nome}`}
                          onClick={() => setRevogando(t)}
                        >
                          Revogar
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <NovoTokenModal
        isOpen={isNovo}
        onClose={() => setNovo(false)}
        onCriado={(c) => {
          setNovo(false);
          setCriado(c);
        }}
      />
      {criado ? <SegredoCriado criado={criado} onClose={() => setCriado(null)} /> : null}
      <ConfirmModal
        isOpen={revogando !== null}
        title="Revogar token"
        message={`Revogar o token "${revogando?.nome ?? ''}"? Os sistemas que o usam deixam de ter acesso na hora.`}
        acceptLabel="Revogar"
        isLoading={revogar.isPending}
        onAccept={() => revogando && revogar.mutate(revogando.id)}
        onDeny={() => setRevogando(null)}
      />
    </Stack>
  );
};
