import type { AgruparRelatorio, RelatorioConvocacoesBody } from '@jornada/contracts';
import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { toast } from '../../components/ui/toast.ts';
import { intermitenteQueries } from './intermitente.queries.ts';
import { mensagemDe } from './intermitente-comum.ts';
import {
  baixarRelatorioConvocacoes,
  relatorioConvocacoesQuery,
} from './relatorio-convocacoes.api.ts';
import { RelatorioConvocacoesTabela } from './relatorio-convocacoes-tabela.tsx';

const MAX_DIAS = 366;
const DIA_MS = 86_400_000;
const dias = (inicio: string, fim: string) =>
  Math.round((Date.parse(`${fim}T00:00Z`) - Date.parse(`${inicio}T00:00Z`)) / DIA_MS) + 1;

type Erros = { inicio?: string; fim?: string };

const validar = (inicio: string | null, fim: string | null): Erros => {
  if (!inicio || !fim)
    return {
      ...(inicio ? {} : { inicio: 'Informe o início do período.' }),
      ...(fim ? {} : { fim: 'Informe o fim do período.' }),
    };
  if (fim < inicio) return { fim: 'O fim do período é anterior ao início.' };
  if (dias(inicio, fim) > MAX_DIAS) return { fim: `O período passa de ${MAX_DIAS} dias.` };
  return {};
};

/** Consulta gerada: só roda depois de "Gerar relatório" (e troca de página). */
const Resultado = ({ corpo }: { corpo: RelatorioConvocacoesBody }) => {
  const [pagina, setPagina] = useState(1);
  const query = useQuery(relatorioConvocacoesQuery({ ...corpo, pageNumber: pagina }));
  const [isBaixando, setBaixando] = useState(false);
  const baixar = async () => {
    setBaixando(true);
    try {
      await baixarRelatorioConvocacoes(corpo);
    } catch (erro) {
      toast.erro(mensagemDe(erro, 'Não contém dados para esse relatório'));
    } finally {
      setBaixando(false);
    }
  };
  return (
    <ListaComEstados
      query={query}
      items={query.data?.items}
      loadingLabel="Gerando o relatório…"
      errorState={{ fallback: 'Falha na autenticação', onRetry: () => void query.refetch() }}
      emptyState={{
        title: 'Nenhuma convocação no período',
        description: 'Não há convocações desse contratante ou grupo nas datas escolhidas.',
      }}
    >
      {(linhas) => (
        <Stack gap="xs">
          <RelatorioConvocacoesTabela
            agrupar={query.data!.agrupar}
            linhas={linhas}
            totais={query.data!.totais}
          />
          <Group justify="space-between">
            <Paginas
              total={Math.ceil(query.data!.total / query.data!.pageSize)}
              value={pagina}
              onChange={setPagina}
              rotulo="Páginas do relatório"
            />
            <Button variant="light" onClick={baixar} loading={isBaixando}>
              Baixar relatório em CSV
            </Button>
          </Group>
        </Stack>
      )}
    </ListaComEstados>
  );
};

/**
 * Relatório de convocações por contratante ou grupo e período (art. 452-A): respostas, recusas
 * presumidas, interrupções, descumprimentos, horas do espelho e o total das parcelas do §6º.
 */
export const RelatorioConvocacoes = () => {
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [contratanteId, setContratanteId] = useState<string | null>(null);
  const [grupoId, setGrupoId] = useState<string | null>(null);
  const [agrupar, setAgrupar] = useState<AgruparRelatorio>('contratante');
  const [erros, setErros] = useState<Erros>({});
  const [corpo, setCorpo] = useState<RelatorioConvocacoesBody | null>(null);
  const contratantes = useQuery(intermitenteQueries.contratantes('todos'));
  const grupos = useQuery(intermitenteQueries.grupos('todos'));

  const gerar = () => {
    const novos = validar(inicio, fim);
    setErros(novos);
    if (!inicio || !fim || Object.keys(novos).length > 0) return;
    setCorpo({
      periodo: { inicio, fim },
      agrupar,
      ...(contratanteId ? { contratanteId: Number(contratanteId) } : {}),
      ...(grupoId ? { grupoId: Number(grupoId) } : {}),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Relatório de convocações
      </Title>
      <Text size="sm" c="dimmed">
        Por contratante ou grupo, no período (até {MAX_DIAS} dias): as horas vêm do espelho e a
        remuneração soma as parcelas do recibo.
      </Text>
      <Group align="flex-end">
        <DatePickerPtBr
          label="Início do período"
          value={inicio}
          onChange={setInicio}
          error={erros.inicio}
          isRequired
        />
        <DatePickerPtBr
          label="Fim do período"
          value={fim}
          onChange={setFim}
          error={erros.fim}
          isRequired
        />
        <Select
          label="Contratante do relatório"
          placeholder="Todos"
          clearable
          data={(contratantes.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))}
          value={contratanteId}
          onChange={setContratanteId}
        />
        <Select
          label="Grupo do relatório"
          placeholder="Todos"
          clearable
          data={(grupos.data ?? []).map((g) => ({ value: String(g.grupoId), label: g.nome }))}
          value={grupoId}
          onChange={setGrupoId}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="agrupar-relatorio">
            Agrupar por
          </Text>
          <SegmentedControl
            aria-labelledby="agrupar-relatorio"
            value={agrupar}
            onChange={(v) => setAgrupar(v as AgruparRelatorio)}
            data={[
              { value: 'contratante', label: 'Contratante' },
              { value: 'grupo', label: 'Grupo' },
            ]}
          />
        </Stack>
        <Button onClick={gerar}>Gerar relatório</Button>
      </Group>
      {corpo ? <Resultado key={JSON.stringify(corpo)} corpo={corpo} /> : null}
    </Stack>
  );
};
