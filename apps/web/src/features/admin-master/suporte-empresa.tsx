import type { SuporteEmitido } from '@jornada/contracts';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { emitirSuporte } from './admin-master.api.ts';
import { adminMasterKeys, adminMasterQueries } from './admin-master.queries.ts';
import {
  CORES_SITUACAO_SUPORTE,
  formatarDataHora,
  NOMES_SITUACAO_SUPORTE,
  nomeAcao,
  nomeEntidade,
} from './admin-master-comum.ts';

const POR_PAGINA = 10;

type Opcao = { value: string; label: string };

export type SuporteEmpresaProps = { empresaId: number };

/** Acesso de suporte (token HQ): emitir com motivo, sessões e o que foi feito nelas. */
export const SuporteEmpresa = ({ empresaId }: SuporteEmpresaProps) => (
  <Stack gap="lg">
    <EmitirSuporte empresaId={empresaId} />
    <SessoesSuporte empresaId={empresaId} />
    <AcoesSuporte empresaId={empresaId} />
  </Stack>
);

const EmitirSuporte = ({ empresaId }: SuporteEmpresaProps) => {
  const queryClient = useQueryClient();
  const [busca, setBusca] = useState('');
  const [escolhida, setEscolhida] = useState<Opcao | null>(null);
  // Depois da escolha o campo mostra o rótulo da conta: isso não é uma nova busca.
  const termo = escolhida && busca === escolhida.label ? '' : busca.trim();
  const [buscaAplicada] = useDebouncedValue(termo, 300);
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<{ usuario?: string; motivo?: string }>({});
  const [erro, setErro] = useState<string | null>(null);
  const [emitido, setEmitido] = useState<SuporteEmitido | null>(null);
  const usuarios = useQuery(adminMasterQueries.usuarios(empresaId, buscaAplicada));
  const emitir = useMutation({
    mutationFn: emitirSuporte,
    onSuccess: (r) => {
      setEmitido(r);
      setMotivo('');
      void queryClient.invalidateQueries({ queryKey: adminMasterKeys.suporte(empresaId) });
    },
    onError: (e) => setErro(isErroApi(e) ? e.mensagem : 'Não foi possível emitir o acesso.'),
  });
  const enviar = () => {
    const e = {
      ...(escolhida ? {} : { usuario: 'Conta: escolha a conta que o suporte vai abrir.' }),
      ...(motivo.trim().length >= 5
        ? {}
        : { motivo: 'Motivo: descreva o motivo do acesso (mínimo 5 caracteres).' }),
    };
    setErros(e);
    setErro(null);
    if (e.usuario || e.motivo) return;
    emitir.mutate({ empresaId, usuarioId: Number(escolhida?.value), motivo: motivo.trim() });
  };
  const encontradas: Opcao[] = (usuarios.data?.itens ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.nome} (${u.email})`,
  }));
  // A conta escolhida continua entre as opções mesmo fora da página de resultados atual.
  const opcoes =
    escolhida && !encontradas.some((o) => o.value === escolhida.value)
      ? [escolhida, ...encontradas]
      : encontradas;

  return (
    <Stack gap="xs" component="section" aria-label="Novo acesso de suporte">
      <Title order={3} size="h5">
        Novo acesso de suporte
      </Title>
      {erro ? (
        <Alert color="red" role="alert">
          {erro}
        </Alert>
      ) : null}
      <Select
        label="Conta"
        placeholder="Busque pelo nome ou e-mail"
        required
        searchable
        data={opcoes}
        value={escolhida?.value ?? null}
        searchValue={busca}
        onSearchChange={setBusca}
        onChange={(_valor, opcao) =>
          setEscolhida(opcao ? { value: opcao.value, label: opcao.label } : null)
        }
        nothingFoundMessage={usuarios.isPending ? 'Carregando…' : 'Nenhuma conta encontrada'}
        error={erros.usuario}
      />
      <Textarea
        label="Motivo"
        required
        rows={3}
        maxLength={500}
        value={motivo}
        error={erros.motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
      />
      <Button onClick={enviar} loading={emitir.isPending}>
        Gerar link de suporte
      </Button>
      {emitido ? (
        <Alert color="blue" title="Link de suporte gerado">
          <Stack gap={6}>
            <TextInput label="Link de suporte" readOnly value={emitido.url} />
            <Text size="sm">
              Abra até {formatarDataHora(emitido.expiraEm)} (uso único). A sessão dura{' '}
              {emitido.duracaoSessaoMin} minutos e tudo o que for feito nela fica registrado.
            </Text>
            <CopyButton value={emitido.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Link copiado' : 'Copiar link'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
};

const SessoesSuporte = ({ empresaId }: SuporteEmpresaProps) => {
  const queryClient = useQueryClient();
  const [pagina, setPagina] = useState(1);
  const lista = useQuery(
    adminMasterQueries.sessoes(empresaId, { pageNumber: pagina, pageSize: POR_PAGINA }),
  );
  return (
    <Stack gap="xs" component="section" aria-label="Sessões de suporte">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Sessões de suporte
        </Title>
        <Button
          size="xs"
          variant="subtle"
          loading={lista.isFetching}
          onClick={() =>
            void queryClient.invalidateQueries({ queryKey: adminMasterKeys.suporte(empresaId) })
          }
        >
          Atualizar
        </Button>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data?.itens}
        loadingLabel="Carregando sessões…"
        errorState={{ fallback: 'Não foi possível carregar as sessões.' }}
        emptyState={{ title: 'Nenhuma sessão de suporte', description: 'Nenhum acesso emitido.' }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Sessões de suporte">
            <Table aria-label="Sessões de suporte">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Emitido em</Table.Th>
                  <Table.Th>Conta</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((s) => (
                  <Table.Tr key={`${s.emitidoEm}-${s.usuario}`}>
                    <Table.Td>
                      {formatarDataHora(s.emitidoEm)}
                      <Text size="xs" c="dimmed">
                        por {s.emitidoPor}
                      </Text>
                    </Table.Td>
                    <Table.Td>{s.usuario}</Table.Td>
                    <Table.Td>{s.motivo}</Table.Td>
                    <Table.Td>
                      <Badge color={CORES_SITUACAO_SUPORTE[s.situacao]}>
                        {NOMES_SITUACAO_SUPORTE[s.situacao]}
                      </Badge>
                      {s.terminaEm ? (
                        <Text size="xs" c="dimmed">
                          até {formatarDataHora(s.terminaEm)}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas
        total={Math.ceil((lista.data?.total ?? 0) / POR_PAGINA)}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas de sessões de suporte"
      />
    </Stack>
  );
};

const AcoesSuporte = ({ empresaId }: SuporteEmpresaProps) => {
  const [pagina, setPagina] = useState(1);
  const lista = useQuery(
    adminMasterQueries.acoes(empresaId, { pageNumber: pagina, pageSize: POR_PAGINA }),
  );
  return (
    <Stack gap="xs" component="section" aria-label="Ações do suporte">
      <Title order={3} size="h5">
        O que o suporte fez
      </Title>
      <ListaComEstados
        query={lista}
        items={lista.data?.itens}
        loadingLabel="Carregando ações…"
        errorState={{ fallback: 'Não foi possível carregar as ações do suporte.' }}
        emptyState={{
          title: 'Nenhuma ação do suporte',
          description: 'Nada foi alterado em sessões de suporte.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Ações do suporte">
            <Table aria-label="Ações do suporte">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Quando</Table.Th>
                  <Table.Th>Operador</Table.Th>
                  <Table.Th>Em nome de</Table.Th>
                  <Table.Th>O quê</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{formatarDataHora(a.em)}</Table.Td>
                    <Table.Td>{a.operador}</Table.Td>
                    <Table.Td>{a.usuario ?? '—'}</Table.Td>
                    <Table.Td>
                      {nomeEntidade(a.entidade)}: {nomeAcao(a.acao)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas
        total={Math.ceil((lista.data?.total ?? 0) / POR_PAGINA)}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas de ações do suporte"
      />
    </Stack>
  );
};
