import type { CadastroItem } from '@jornada/contracts';
import { Badge, Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { CadastroForm } from './cadastro-form.tsx';
import { exportarCsv, TAMANHO_PAGINA } from './estrutura.api.ts';
import { estruturaQueries, useGravarCadastro } from './estrutura.queries.ts';
import { type ConfigCadastro, codigoExibido } from './estrutura-config.ts';
import { HistoricoPainel } from './historico-painel.tsx';
import { MembrosPainel } from './membros-painel.tsx';

type Acao = 'arquivar' | 'desarquivar' | 'excluir';
type Aberto =
  | { tipo: 'form'; item: CadastroItem | null }
  | { tipo: 'historico' | 'membros'; item: CadastroItem }
  | { tipo: 'confirmar'; acao: Acao; item: CadastroItem };

const mensagem = (e: unknown, padrao: string) => (e instanceof ErroApi ? e.mensagem : padrao);

const PERGUNTA: Record<Acao, (c: ConfigCadastro, nome: string) => string> = {
  arquivar: (c, nome) =>
    `Arquivar o ${c.singular} ${nome}? Ele deixa de aparecer nas listas de escolha; quem já está nele continua.`,
  desarquivar: (c, nome) => `Desarquivar o ${c.singular} ${nome}? Ele volta às listas de escolha.`,
  excluir: (c, nome) =>
    `Excluir o ${c.singular} ${nome}? Se houver pessoas ou outros registros ligados a ele, será arquivado em vez de excluído.`,
};

/** Uma aba da estrutura: busca, arquivados, lista paginada no servidor, ações e exportação. */
export const CadastroTab = ({ config: c }: { config: ConfigCadastro }) => {
  const [busca, setBusca] = useState('');
  const [termo] = useDebouncedValue(busca.trim(), 300);
  const [arquivados, setArquivados] = useState(false);
  const [pagina, setPagina] = useState(1);
  const [aberto, setAberto] = useState<Aberto | null>(null);
  const [exportando, setExportando] = useState(false);
  const filtro = { pageNumber: pagina, search: termo, arquivados };
  const lista = useQuery(estruturaQueries.lista(c.tipo, filtro));
  const { arquivar, excluir } = useGravarCadastro(c.tipo);
  const fechar = () => setAberto(null);

  const exportar = () => {
    setExportando(true);
    exportarCsv(c.tipo, { search: termo, arquivados })
      .catch((e: unknown) => toast.erro(mensagem(e, 'Não foi possível exportar a lista.')))
      .finally(() => setExportando(false));
  };

  const confirmar = () => {
    if (aberto?.tipo !== 'confirmar') return;
    const { acao, item } = aberto;
    const falha = (e: unknown) =>
      toast.erro(mensagem(e, 'Não foi possível concluir. Tente novamente.'));
    if (acao === 'excluir')
      return excluir.mutate(item.id, {
        onSuccess: (r) =>
          toast.sucesso(
            r.resultado === 'excluido'
              ? `${item.nome}: excluído.`
              : `${item.nome}: arquivado, porque há registros ligados a ele.`,
          ),
        onError: falha,
        onSettled: fechar,
      });
    arquivar.mutate(
      { id: item.id, arquivar: acao === 'arquivar' },
      {
        onSuccess: () =>
          toast.sucesso(`${item.nome}: ${acao === 'arquivar' ? 'arquivado' : 'desarquivado'}.`),
        onError: falha,
        onSettled: fechar,
      },
    );
  };

  const colunas = [
    'Nome',
    c.campos.cbo ? 'CBO' : 'Código',
    ...(c.colunaPessoas ? [c.colunaPessoas] : []),
  ];
  const totalPaginas = Math.ceil((lista.data?.total ?? 0) / TAMANHO_PAGINA);

  return (
    <Stack gap="sm" pt="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={`Buscar ${c.plural}`}
            description="Pelo nome ou pelo código, sem precisar de acentos."
            value={busca}
            onChange={(e) => {
              setBusca(e.currentTarget.value);
              setPagina(1);
            }}
            maw={320}
          />
          <Switch
            label="Mostrar arquivados"
            checked={arquivados}
            onChange={(e) => {
              setArquivados(e.currentTarget.checked);
              setPagina(1);
            }}
            mb={6}
          />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={exportar} loading={exportando}>
            Exportar CSV
          </Button>
          <Button onClick={() => setAberto({ tipo: 'form', item: null })}>Novo {c.singular}</Button>
        </Group>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data?.items}
        loadingLabel={`Carregando ${c.plural}…`}
        errorState={{
          fallback: `Não foi possível carregar os ${c.plural}.`,
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: termo ? 'Nada encontrado' : `Nenhum ${c.singular} cadastrado`,
          description: termo
            ? 'Tente outro termo de busca.'
            : `Cadastre o primeiro em "Novo ${c.singular}".`,
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo={c.aba}>
            <Table aria-label={c.aba} striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {[...colunas, 'Situação', 'Ações'].map((coluna) => (
                    <Table.Th key={coluna}>{coluna}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.nome}</Table.Td>
                    <Table.Td>{codigoExibido(c, item)}</Table.Td>
                    {c.colunaPessoas ? <Table.Td>{item.pessoas}</Table.Td> : null}
                    <Table.Td>
                      <Badge color={item.ativo ? 'green' : 'gray'} variant="light">
                        {item.ativo ? 'Ativo' : 'Arquivado'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={item.nome}
                        actions={[
                          { label: 'Alterar', onClick: () => setAberto({ tipo: 'form', item }) },
                          {
                            label: 'Membros',
                            isHidden: c.tipo !== 'grupos',
                            onClick: () => setAberto({ tipo: 'membros', item }),
                          },
                          {
                            label: 'Histórico',
                            onClick: () => setAberto({ tipo: 'historico', item }),
                          },
                          {
                            label: item.ativo ? 'Arquivar' : 'Desarquivar',
                            onClick: () =>
                              setAberto({
                                tipo: 'confirmar',
                                acao: item.ativo ? 'arquivar' : 'desarquivar',
                                item,
                              }),
                          },
                          {
                            label: 'Excluir',
                            color: 'red',
                            onClick: () => setAberto({ tipo: 'confirmar', acao: 'excluir', item }),
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {lista.data
            ? `${lista.data.total} ${lista.data.total === 1 ? c.singular : c.plural}`
            : ''}
        </Text>
        <Paginas
          total={totalPaginas}
          value={pagina}
          onChange={setPagina}
          rotulo={`Páginas de ${c.plural}`}
        />
      </Group>
      {aberto?.tipo === 'form' ? (
        <CadastroForm config={c} item={aberto.item} onFechar={fechar} />
      ) : null}
      {aberto?.tipo === 'historico' ? (
        <HistoricoPainel config={c} item={aberto.item} onFechar={fechar} />
      ) : null}
      {aberto?.tipo === 'membros' ? <MembrosPainel grupo={aberto.item} onFechar={fechar} /> : null}
      <ConfirmModal
        isOpen={aberto?.tipo === 'confirmar'}
        title={
          aberto?.tipo === 'confirmar'
            ? `${aberto.acao.charAt(0).toUpperCase()}${aberto.acao.slice(1)} ${c.singular}`
            : ''
        }
        message={aberto?.tipo === 'confirmar' ? PERGUNTA[aberto.acao](c, aberto.item.nome) : ''}
        acceptLabel={
          aberto?.tipo === 'confirmar'
            ? `${aberto.acao.charAt(0).toUpperCase()}${aberto.acao.slice(1)}`
            : 'Confirmar'
        }
        isLoading={arquivar.isPending || excluir.isPending}
        onAccept={confirmar}
        onDeny={fechar}
      />
    </Stack>
  );
};
