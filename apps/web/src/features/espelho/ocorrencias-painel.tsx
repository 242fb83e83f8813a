import { MENSAGEM_ERRO_ESPELHO, type SituacaoDivergencia } from '@jornada/contracts';
import { Alert, Badge, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { MesEspelho } from './espelho.api.ts';
import {
  hashEspelhoDe,
  mesAnterior,
  mesAtual,
  mesSeguinte,
  nomeDoMes,
  ROTA_ESPELHOS_GESTOR,
  ROTA_ESPELHOS_RH,
  rotuloCodigo,
} from './espelho-formato.ts';
import { AcoesEmLote } from './ocorrencias-acoes.tsx';
import { chaveDe, OcorrenciasTabela } from './ocorrencias-tabela.tsx';
import { reprocessamentoQueries } from './reprocessamento.queries.ts';

type Fonte = 'calculo' | 'reprocessamento';

/**
 * Ocorrências e divergências do mês: dias com inconsistência ou alerta, para o RH tratar — em
 * lote (pedir tratamento, justificar, ignorar, desfazer). 'Ver espelho' abre a tela de espelhos
 * do RH (o RH não tem a do gestor).
 */
export const OcorrenciasPainel = ({ alcance = 'empresa' }: { alcance?: 'empresa' | 'equipe' }) => {
  // Equipe (gestor): a API já limita à equipe; sem filtro de departamento nem fotografia da empresa.
  const daEquipe = alcance === 'equipe';
  const [mes, setMes] = useState<MesEspelho>(() => mesAtual());
  const [departamentoId, setDepartamentoId] = useState<string | null>(null);
  const [fonte, setFonte] = useState<Fonte>('calculo');
  const [situacao, setSituacao] = useState<SituacaoDivergencia>('abertas');
  const [codigo, setCodigo] = useState<string | null>(null);
  const [pagina, setPagina] = useState(1);
  const [marcadas, setMarcadas] = useState<ReadonlySet<string>>(new Set());
  const departamentos = useQuery({ ...reprocessamentoQueries.departamentos(), enabled: !daEquipe });
  const ocorrencias = useQuery({
    ...reprocessamentoQueries.ocorrencias({
      ...mes,
      departamentoId: departamentoId ? Number(departamentoId) : null,
      fonte,
      situacao,
      codigo,
      pageNumber: pagina,
    }),
    placeholderData: keepPreviousData,
  });
  const mudarMes = (novo: MesEspelho) => {
    setMes(novo);
    setPagina(1);
    setMarcadas(new Set());
  };
  const itens = ocorrencias.data?.items ?? [];
  const selecionadas = useMemo(
    () => itens.filter((o) => marcadas.has(chaveDe(o))),
    [itens, marcadas],
  );
  const filtrar = (muda: () => void) => {
    muda();
    setPagina(1);
    setMarcadas(new Set());
  };

  const totalPaginas = ocorrencias.data
    ? Math.max(1, Math.ceil(ocorrencias.data.total / ocorrencias.data.pageSize))
    : 1;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <Group gap="xs" role="group" aria-label="Mês das ocorrências">
          <Button variant="default" onClick={() => mudarMes(mesAnterior(mes))}>
            Mês anterior
          </Button>
          <Text fw={600} miw={170} ta="center" aria-live="polite">
            {nomeDoMes(mes)}
          </Text>
          <Button variant="default" onClick={() => mudarMes(mesSeguinte(mes))}>
            Próximo mês
          </Button>
        </Group>
        {daEquipe ? null : (
          <Select
            label="Departamento"
            placeholder="Todos"
            clearable
            searchable
            data={(departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nome }))}
            value={departamentoId}
            onChange={(v) => {
              setDepartamentoId(v);
              setPagina(1);
            }}
            miw={220}
          />
        )}
        {daEquipe ? null : (
          <div>
            <Text size="sm" fw={500} id="rotulo-fonte-ocorrencias">
              Fonte
            </Text>
            <SegmentedControl
              aria-labelledby="rotulo-fonte-ocorrencias"
              value={fonte}
              onChange={(v) => {
                setFonte(v as Fonte);
                setPagina(1);
              }}
              data={[
                { value: 'calculo', label: 'Cálculo atual' },
                { value: 'reprocessamento', label: 'Último reprocessamento' },
              ]}
            />
          </div>
        )}
        <div>
          <Text size="sm" fw={500} id="rotulo-situacao-ocorrencias">
            Situação
          </Text>
          <SegmentedControl
            aria-labelledby="rotulo-situacao-ocorrencias"
            value={situacao}
            onChange={(v) => filtrar(() => setSituacao(v as SituacaoDivergencia))}
            data={[
              { value: 'abertas', label: 'Abertas' },
              { value: 'tratadas', label: 'Tratadas' },
              { value: 'todas', label: 'Todas' },
            ]}
          />
        </div>
        <Select
          label="Ocorrência"
          placeholder="Todas"
          clearable
          data={Object.keys(ocorrencias.data?.porCodigo ?? {}).map((c) => ({
            value: c,
            label: rotuloCodigo(c),
          }))}
          value={codigo}
          onChange={(v) => filtrar(() => setCodigo(v))}
          miw={220}
        />
      </Group>
      {ocorrencias.isPending ? (
        <LoadingState label="Carregando ocorrências…" />
      ) : ocorrencias.isError ? (
        <Alert color="red" role="alert" title={MENSAGEM_ERRO_ESPELHO}>
          {ocorrencias.error instanceof ErroApi
            ? ocorrencias.error.mensagem
            : 'Não foi possível carregar as ocorrências.'}
        </Alert>
      ) : ocorrencias.data.items.length === 0 ? (
        <EmptyState
          title="Nenhuma ocorrência"
          description="Nenhum dia com inconsistência ou alerta neste mês."
        />
      ) : (
        <>
          <Group gap="xs" aria-label="Resumo por código">
            {Object.entries(ocorrencias.data.porCodigo).map(([codigo, dias]) => (
              <Badge key={codigo} variant="outline">
                {rotuloCodigo(codigo)}: {dias} {dias === 1 ? 'dia' : 'dias'}
              </Badge>
            ))}
          </Group>
          <AcoesEmLote selecionadas={selecionadas} onConcluir={() => setMarcadas(new Set())} />
          <OcorrenciasTabela
            itens={itens}
            marcadas={marcadas}
            onMarcar={setMarcadas}
            linkEspelho={(usuarioId) =>
              hashEspelhoDe(usuarioId, mes, daEquipe ? ROTA_ESPELHOS_GESTOR : ROTA_ESPELHOS_RH)
            }
            nomeMes={nomeDoMes(mes)}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {ocorrencias.data.total} {ocorrencias.data.total === 1 ? 'dia' : 'dias'} com
              ocorrência · página {pagina} de {totalPaginas}
            </Text>
            <Paginas
              total={totalPaginas}
              value={pagina}
              onChange={(p) => {
                setPagina(p);
                setMarcadas(new Set());
              }}
              rotulo="Páginas das ocorrências"
            />
          </Group>
        </>
      )}
    </Stack>
  );
};
