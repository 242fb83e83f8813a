import type { EmpresaCliente } from '@jornada/contracts';
import { mascararCnpj } from '@jornada/contracts';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { adminMasterQueries } from './admin-master.queries.ts';
import { nomePlano, TAMANHO_PAGINA } from './admin-master-comum.ts';
import { EmpresaPainel } from './empresa-painel.tsx';
import { NovaEmpresaModal } from './nova-empresa-modal.tsx';
import { type AcaoSituacao, SituacaoModal } from './situacao-modal.tsx';

/**
 * Administração geral (#/dashboard/admin/admin-master, só empresa 1, spec §2): as empresas
 * clientes, com criação (primeiro administrador e convite), suspensão e reativação com motivo,
 * configurações, módulos e acesso de suporte de cada uma.
 */
export const AdminMasterPage = () => {
  const [busca, setBusca] = useState('');
  const [buscaAplicada] = useDebouncedValue(busca.trim(), 300);
  const [pagina, setPagina] = useState(1);
  const [isCriando, setCriando] = useState(false);
  const [situacao, setSituacao] = useState<AcaoSituacao | null>(null);
  const [aberta, setAberta] = useState<EmpresaCliente | null>(null);
  const lista = useQuery(
    adminMasterQueries.empresas({
      pageNumber: pagina,
      pageSize: TAMANHO_PAGINA,
      ...(buscaAplicada ? { search: buscaAplicada } : {}),
    }),
  );
  const paginas = Math.ceil((lista.data?.total ?? 0) / TAMANHO_PAGINA);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Administração geral
          </Title>
          <Text c="dimmed" size="sm">
            Empresas clientes, módulos contratados e acesso de suporte.
          </Text>
        </div>
        <Button onClick={() => setCriando(true)}>Nova empresa</Button>
      </Group>
      <TextInput
        label="Buscar empresa"
        description="Razão social, nome fantasia ou CNPJ"
        value={busca}
        maxLength={100}
        onChange={(e) => {
          setBusca(e.currentTarget.value);
          setPagina(1);
        }}
      />
      <ListaComEstados
        query={lista}
        items={lista.data?.itens}
        loadingLabel="Carregando empresas…"
        errorState={{
          fallback: 'Não foi possível carregar as empresas.',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma empresa encontrada',
          description: buscaAplicada
            ? 'Mude a busca ou cadastre uma nova empresa.'
            : 'Cadastre a primeira empresa cliente.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Empresas clientes">
            <Table striped aria-label="Empresas clientes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th>CNPJ</Table.Th>
                  <Table.Th>Plano</Table.Th>
                  <Table.Th>Colaboradores ativos</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((e) => (
                  <LinhaEmpresa
                    key={e.id}
                    empresa={e}
                    onAbrir={() => setAberta(e)}
                    onSituacao={(acao) => setSituacao({ empresa: e, acao })}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas total={paginas} value={pagina} onChange={setPagina} rotulo="Páginas de empresas" />
      <NovaEmpresaModal isOpen={isCriando} onClose={() => setCriando(false)} />
      <SituacaoModal acao={situacao} onClose={() => setSituacao(null)} />
      <EmpresaPainel empresa={aberta} onClose={() => setAberta(null)} />
    </Stack>
  );
};

type LinhaEmpresaProps = {
  empresa: EmpresaCliente;
  onAbrir: () => void;
  onSituacao: (acao: 'suspensao' | 'reativacao') => void;
};

const LinhaEmpresa = ({ empresa: e, onAbrir, onSituacao }: LinhaEmpresaProps) => {
  const nome = e.nomeFantasia ?? e.razaoSocial;
  const isSuspensa = e.situacao === 'suspensa';
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{nome}</Text>
        {e.nomeFantasia ? (
          <Text size="xs" c="dimmed">
            {e.razaoSocial}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{mascararCnpj(e.cnpj)}</Table.Td>
      <Table.Td>{nomePlano(e.plano)}</Table.Td>
      <Table.Td>{e.colaboradoresAtivos}</Table.Td>
      <Table.Td>
        {e.operadora ? (
          <Badge color="blue">Operadora</Badge>
        ) : (
          <Badge color={isSuspensa ? 'red' : 'green'}>{isSuspensa ? 'Suspensa' : 'Ativa'}</Badge>
        )}
        {isSuspensa && e.motivoSituacao ? (
          <Text size="xs" c="dimmed">
            {e.motivoSituacao}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" aria-label={`Gerenciar ${nome}`} onClick={onAbrir}>
            Gerenciar
          </Button>
          {e.operadora ? null : (
            <Button
              size="xs"
              variant="light"
              color={isSuspensa ? 'green' : 'red'}
              aria-label={`${isSuspensa ? 'Reativar' : 'Suspender'} ${nome}`}
              onClick={() => onSituacao(isSuspensa ? 'reativacao' : 'suspensao')}
            >
              {isSuspensa ? 'Reativar' : 'Suspender'}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};
