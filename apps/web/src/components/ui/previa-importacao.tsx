import { Alert, Button, Group, List, Stack, Switch, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from './empty-state.tsx';
import { LoadingState } from './loading-state.tsx';
import { Paginas } from './paginas.tsx';

const POR_PAGINA = 25;

type ErroLinha = { campo?: string | null; mensagem: string };

/** O que o servidor devolve da validação de uma planilha (página de linhas, nada gravado). */
export type DadosPreviaImportacao = {
  totalLinhas: number;
  validas: number;
  invalidas: number;
  total: number;
  errosMapeamento: ErroLinha[];
  items: { linha: number; valores: Record<string, string>; erros: ErroLinha[] }[];
};

export type PreviaImportacaoProps = {
  /** Chave da consulta (a página e o filtro entram no fim). */
  queryKey: readonly unknown[];
  carregar: (f: {
    pageNumber: number;
    pageSize: number;
    soComErro: boolean;
  }) => Promise<DadosPreviaImportacao>;
  /** As colunas mapeadas, na ordem da tabela. */
  colunas: readonly { campo: string; rotulo: string }[];
  rotuloTabela: string;
  tituloErroMapeamento: string;
  rotuloVoltar: string;
  /** Frase depois do resumo quando há linhas com erro. */
  avisoInvalidas: string;
  rotuloImportar: (validas: number) => string;
  mensagemDeErro: (erro: unknown) => string;
  /** Largura mínima da tabela antes de rolar na horizontal (muitas colunas). */
  larguraMinima?: number;
  isImportando: boolean;
  onVoltar: () => void;
  onConfirmar: (validas: number) => void;
};

/**
 * Prévia de uma importação por planilha: cada linha validada no servidor, 25 por página, com as
 * células e os erros de cada coluna em vermelho, o filtro "só com erro" e a confirmação só das
 * válidas. Colaboradores e cadastros da estrutura usam a mesma.
 */
export const PreviaImportacao = ({
  queryKey,
  carregar,
  colunas,
  rotuloTabela,
  tituloErroMapeamento,
  rotuloVoltar,
  avisoInvalidas,
  rotuloImportar,
  mensagemDeErro,
  larguraMinima = 0,
  isImportando,
  onVoltar,
  onConfirmar,
}: PreviaImportacaoProps) => {
  const [pagina, setPagina] = useState(1);
  const [soComErro, setSoComErro] = useState(false);
  const previa = useQuery({
    queryKey: [...queryKey, pagina, soComErro],
    queryFn: () => carregar({ pageNumber: pagina, pageSize: POR_PAGINA, soComErro }),
    placeholderData: keepPreviousData,
  });

  if (previa.isPending) return <LoadingState label="Validando as linhas…" />;
  if (previa.isError)
    return (
      <EmptyState
        title="Não foi possível validar a planilha"
        description={mensagemDeErro(previa.error)}
      >
        <Group>
          <Button variant="default" onClick={onVoltar}>
            {rotuloVoltar}
          </Button>
          <Button variant="light" onClick={() => void previa.refetch()}>
            Tentar novamente
          </Button>
        </Group>
      </EmptyState>
    );
  const p = previa.data;
  return (
    <Stack gap="md">
      {p.errosMapeamento.length > 0 ? (
        <Alert color="red" role="alert" title={tituloErroMapeamento}>
          <List size="sm">
            {p.errosMapeamento.map((e) => (
              <List.Item key={e.mensagem}>{e.mensagem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert color={p.invalidas > 0 ? 'yellow' : 'green'} role="status">
          {p.totalLinhas} {p.totalLinhas === 1 ? 'linha' : 'linhas'}: {p.validas}{' '}
          {p.validas === 1 ? 'válida' : 'válidas'} e {p.invalidas} com erro.
          {p.invalidas > 0 ? ` ${avisoInvalidas}` : ''}
        </Alert>
      )}
      <Switch
        label="Mostrar só as linhas com erro"
        checked={soComErro}
        onChange={(e) => {
          setSoComErro(e.currentTarget.checked);
          setPagina(1);
        }}
      />
      {p.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma linha para mostrar.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={larguraMinima}>
          <Table aria-label={rotuloTabela} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Linha</Table.Th>
                {colunas.map((c) => (
                  <Table.Th key={c.campo}>{c.rotulo}</Table.Th>
                ))}
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.items.map((l) => {
                const comErro = new Set(l.erros.map((e) => e.campo));
                return (
                  <Table.Tr
                    key={l.linha}
                    bg={l.erros.length > 0 ? 'var(--mantine-color-red-light)' : undefined}
                  >
                    <Table.Td>{l.linha}</Table.Td>
                    {colunas.map((c) => (
                      <Table.Td
                        key={c.campo}
                        c={comErro.has(c.campo) ? 'red' : undefined}
                        fw={comErro.has(c.campo) ? 700 : undefined}
                      >
                        {l.valores[c.campo] || '—'}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      {l.erros.length === 0 ? (
                        <Text size="sm" c="green">
                          Pronta
                        </Text>
                      ) : (
                        l.erros.map((e) => (
                          <Text key={e.mensagem} size="sm" c="red">
                            {e.mensagem}
                          </Text>
                        ))
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paginas
        total={Math.max(1, Math.ceil(p.total / POR_PAGINA))}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas da prévia"
      />
      <Group justify="space-between">
        <Button variant="default" onClick={onVoltar} disabled={isImportando}>
          {rotuloVoltar}
        </Button>
        <Button
          onClick={() => onConfirmar(p.validas)}
          disabled={p.validas === 0 || p.errosMapeamento.length > 0}
          loading={isImportando}
        >
          {rotuloImportar(p.validas)}
        </Button>
      </Group>
    </Stack>
  );
};
