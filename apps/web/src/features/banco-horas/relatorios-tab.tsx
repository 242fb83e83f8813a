import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { formatarData } from '../../lib/format.ts';
import { useFalha } from './falha.tsx';
import {
  baixarRelatorio,
  CAMINHO_RELATORIO_GLOBAL,
  relatorioBancoHoras,
} from './relatorios-banco.api.ts';
import { relatoriosQueries } from './relatorios-banco.queries.ts';
import { type Pedido, RelatoriosFiltros } from './relatorios-filtros.tsx';
import { RelatorioTabela } from './relatorios-tabela.tsx';

/** Texto da spec para relatório sem dados (ou que falhou ao gerar o arquivo). */
export const SEM_DADOS = 'Não contém dados para esse relatório';

/**
 * Relatórios do banco de horas (RH): os seis relatórios filtrados, 25 linhas por página na tela
 * e o conjunto filtrado inteiro em PDF ou XLSX. `inicial` vem do relatório global (regraId e
 * periodoId na URL).
 */
export const RelatoriosTab = ({ inicial }: { inicial?: Pedido }) => {
  const [pedido, setPedido] = useState<Pedido>(inicial ?? { tipo: 'saldos', filtros: {} });
  const [pagina, setPagina] = useState(1);
  const [baixando, setBaixando] = useState<'pdf' | 'xlsx' | null>(null);
  const falha = useFalha();
  const relatorio = useQuery(relatoriosQueries.relatorio(pedido.tipo, pedido.filtros, pagina));

  const baixar = async (formato: 'pdf' | 'xlsx') => {
    setBaixando(formato);
    try {
      await baixarRelatorio(pedido.tipo, formato, pedido.filtros);
    } catch (e) {
      falha.mostrar(e, SEM_DADOS);
    } finally {
      setBaixando(null);
    }
  };
  const abrirGlobal = async () => {
    const { bancoHoraId, periodoId } = pedido.filtros;
    if (bancoHoraId === undefined) return;
    const r = await relatorioBancoHoras(CAMINHO_RELATORIO_GLOBAL, {
      regraId: bancoHoraId,
      periodoId,
    });
    if (!r.success) falha.mostrar(null, SEM_DADOS);
  };

  const dados = relatorio.data;
  return (
    <Stack gap="md">
      <RelatoriosFiltros
        inicial={pedido}
        isGerando={relatorio.isFetching}
        onGerar={(p) => {
          setPedido(p);
          setPagina(1);
        }}
      />
      {relatorio.isPending ? (
        <LoadingState label="Gerando relatório…" />
      ) : relatorio.isError ? (
        <ErrorState
          error={relatorio.error}
          fallback={SEM_DADOS}
          onRetry={() => void relatorio.refetch()}
        />
      ) : dados ? (
        <Stack gap="xs" component="section" aria-labelledby="titulo-relatorio">
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={2} size="h5" id="titulo-relatorio">
                {dados.titulo}
              </Title>
              <Text size="sm" c="dimmed">
                Período {formatarData(dados.inicio)} a {formatarData(dados.fim)} · saldos até{' '}
                {formatarData(dados.ate)} · {dados.total} linha(s)
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => void baixar('pdf')}
                loading={baixando === 'pdf'}
                disabled={dados.total === 0}
              >
                Baixar PDF
              </Button>
              <Button
                variant="default"
                onClick={() => void baixar('xlsx')}
                loading={baixando === 'xlsx'}
                disabled={dados.total === 0}
              >
                Baixar XLSX
              </Button>
              {pedido.filtros.bancoHoraId !== undefined ? (
                <Button variant="subtle" onClick={() => void abrirGlobal()}>
                  Abrir relatório global
                </Button>
              ) : null}
            </Group>
          </Group>
          {dados.total === 0 ? (
            <EmptyState title={SEM_DADOS} description="Mude os filtros ou o período." />
          ) : (
            <>
              <RelatorioTabela relatorio={dados} />
              <Paginas
                total={Math.ceil(dados.total / dados.porPagina)}
                value={pagina}
                onChange={setPagina}
                rotulo="Páginas do relatório"
              />
            </>
          )}
        </Stack>
      ) : null}
      {falha.modal}
    </Stack>
  );
};
