import type { ColaboradorImportacaoRascunho, MapeamentoImportacaoWire } from '@jornada/contracts';
import { Alert, Button, Group, List, Stack, Switch, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { previaImportacao } from './importacao.api.ts';
import { mensagemDeErro } from './use-gravacao.ts';

const POR_PAGINA = 25;

type Props = {
  rascunho: ColaboradorImportacaoRascunho;
  mapeamento: MapeamentoImportacaoWire;
  isImportando: boolean;
  onVoltar: () => void;
  onConfirmar: (validas: number) => void;
};

/**
 * Passo 3: cada linha validada no servidor (nada é gravado), com os erros por coluna; página de 25
 * linhas. Só as linhas válidas entram na confirmação; as outras vão para o CSV de recusadas.
 */
export const ColaboradorImportacaoPrevia = ({
  rascunho,
  mapeamento,
  isImportando,
  onVoltar,
  onConfirmar,
}: Props) => {
  const [pagina, setPagina] = useState(1);
  const [soComErro, setSoComErro] = useState(false);
  const previa = useQuery({
    queryKey: ['colaboradores', 'importacao', rascunho.id, mapeamento, pagina, soComErro],
    queryFn: () =>
      previaImportacao(rascunho.id, {
        mapeamento,
        pageNumber: pagina,
        pageSize: POR_PAGINA,
        soComErro,
      }),
    placeholderData: keepPreviousData,
  });
  const mapeados = rascunho.campos.filter((c) => mapeamento[c.campo] !== null);

  if (previa.isPending) return <LoadingState label="Validando as linhas…" />;
  if (previa.isError)
    return (
      <EmptyState
        title="Não foi possível validar a planilha"
        description={mensagemDeErro(previa.error)}
      >
        <Group>
          <Button variant="default" onClick={onVoltar}>
            Voltar ao mapeamento
          </Button>
          <Button variant="light" onClick={() => void previa.refetch()}>
            Tentar novamente
          </Button>
        </Group>
      </EmptyState>
    );
  const p = previa.data;
  const paginas = Math.max(1, Math.ceil(p.total / POR_PAGINA));
  return (
    <Stack gap="md">
      {p.errosMapeamento.length > 0 ? (
        <Alert color="red" role="alert" title="Mapeamento incompleto">
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
          {p.invalidas > 0
            ? ' As linhas com erro não serão importadas; depois da importação você baixa essas linhas em CSV para corrigir.'
            : ''}
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
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label="Prévia da importação" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Linha</Table.Th>
                {mapeados.map((c) => (
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
                    {mapeados.map((c) => (
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
      <Paginas total={paginas} value={pagina} onChange={setPagina} rotulo="Páginas da prévia" />
      <Group justify="space-between">
        <Button variant="default" onClick={onVoltar} disabled={isImportando}>
          Voltar ao mapeamento
        </Button>
        <Button
          onClick={() => onConfirmar(p.validas)}
          disabled={p.validas === 0 || p.errosMapeamento.length > 0}
          loading={isImportando}
        >
          {p.validas === 1 ? 'Importar 1 colaborador' : `Importar ${p.validas} colaboradores`}
        </Button>
      </Group>
    </Stack>
  );
};
