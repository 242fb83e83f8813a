import { BarChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Paginas } from '../../components/ui/paginas.tsx';
import { formatarData } from '../../lib/format.ts';
import { duracao } from './formato.ts';
import { GraficoCard, type TabelaDados } from './grafico-card.tsx';
import type { FiltrosIndicadores } from './indicadores.api.ts';
import { indicadoresQueries } from './indicadores.queries.ts';

/** Pessoas por faixa de saldo do banco de horas hoje e o que vence em 30, 60 e 90 dias. */
export const BancoHorasSecao = ({ filtros }: { filtros: FiltrosIndicadores }) => {
  const q = useQuery(indicadoresQueries.bancoHoras(filtros));
  const b = q.data;
  const tabela: TabelaDados | undefined = b && {
    cabecalho: ['Faixa de saldo', 'Pessoas'],
    linhas: b.pessoas === 0 ? [] : b.faixas.map((f) => [f.faixa, f.pessoas]),
  };
  return (
    <GraficoCard
      titulo="Saldos do banco de horas"
      descricao={`Saldo de hoje${b ? ` (${formatarData(b.hoje)})` : ''} de quem tem banco vigente, por faixa; abaixo, o que vence ou é pago no fim do ciclo nos próximos dias.`}
      arquivo="banco-horas-saldos"
      query={q}
      tabela={tabela}
      vazio={{
        title: 'Ninguém em banco de horas',
        description: 'Quem nos filtros tiver banco de horas vigente hoje aparece aqui.',
      }}
      legenda={[{ nome: 'Pessoas', cor: 'teal.6' }]}
      grafico={
        <BarChart
          h={220}
          data={(b?.faixas ?? []).map((f) => ({ faixa: f.faixa, pessoas: f.pessoas }))}
          dataKey="faixa"
          series={[{ name: 'pessoas', label: 'Pessoas', color: 'teal.6' }]}
        />
      }
      rodape={
        b ? (
          <Group gap="lg" aria-label="Horas a vencer">
            {b.vencimentos.map((v) => (
              <Text key={v.dias} size="sm">
                Vence em até {v.dias} dias: <strong>{duracao(v.minutos)}</strong> ({v.pessoas}{' '}
                {v.pessoas === 1 ? 'pessoa' : 'pessoas'})
              </Text>
            ))}
          </Group>
        ) : null
      }
    />
  );
};

/** Marcações do período por hora do dia. */
export const MarcacoesPorHoraSecao = ({ filtros }: { filtros: FiltrosIndicadores }) => {
  const q = useQuery(indicadoresQueries.marcacoesPorHora(filtros));
  const items = q.data?.items;
  const total = items?.reduce((s, i) => s + i.marcacoes, 0) ?? 0;
  const hh = (h: number) => `${String(h).padStart(2, '0')}h`;
  const tabela: TabelaDados | undefined = items && {
    cabecalho: ['Hora', 'Marcações'],
    linhas: total === 0 ? [] : items.map((i) => [hh(i.hora), i.marcacoes]),
  };
  return (
    <GraficoCard
      titulo="Marcações por hora do dia"
      descricao="Marcações registradas no período, pela hora local em que foram feitas."
      arquivo={`marcacoes-por-hora-${filtros.de}-a-${filtros.ate}`}
      query={q}
      tabela={tabela}
      vazio={{
        title: 'Nenhuma marcação no período',
        description: 'Não há marcações das pessoas nos filtros nestes meses.',
      }}
      legenda={[{ nome: 'Marcações', cor: 'blue.6' }]}
      grafico={
        <BarChart
          h={220}
          data={(items ?? []).map((i) => ({ hora: hh(i.hora), marcacoes: i.marcacoes }))}
          dataKey="hora"
          series={[{ name: 'marcacoes', label: 'Marcações', color: 'blue.6' }]}
        />
      }
    />
  );
};

const TIPOS: Record<string, string> = {
  tratamento: 'Tratamento de marcação',
  pedido: 'Pedido',
};

/** Tratamentos e pedidos sem decisão, com a lista paginada no servidor. */
export const PendenciasSecao = ({ filtros }: { filtros: FiltrosIndicadores }) => {
  const [pagina, setPagina] = useState(1);
  const chave = JSON.stringify(filtros);
  const [chaveAnterior, setChaveAnterior] = useState(chave);
  if (chave !== chaveAnterior) {
    setChaveAnterior(chave);
    setPagina(1);
  }
  const q = useQuery(indicadoresQueries.pendencias(filtros, pagina));
  const p = q.data;
  const tabela: TabelaDados | undefined = p && {
    cabecalho: ['Origem', 'Tipo', 'Colaborador', 'Departamento', 'De', 'Até'],
    linhas: p.items.map((i) => [
      TIPOS[i.origem] ?? i.origem,
      i.tipo,
      i.nome,
      i.departamento ?? '—',
      formatarData(i.dataInicio),
      formatarData(i.dataFim),
    ]),
  };
  const paginas = p ? Math.max(1, Math.ceil(p.total / p.pageSize)) : 1;
  return (
    <GraficoCard
      titulo="Pendências de tratamento e pedidos"
      descricao={
        p
          ? `${p.tratamentos} ${p.tratamentos === 1 ? 'tratamento' : 'tratamentos'} e ${p.pedidos} ${p.pedidos === 1 ? 'pedido' : 'pedidos'} aguardando decisão no período.`
          : 'Tratamentos de marcação e pedidos (férias, recesso, folga) aguardando decisão no período.'
      }
      arquivo={`pendencias-${filtros.de}-a-${filtros.ate}-pagina-${pagina}`}
      query={q}
      tabela={tabela}
      vazio={{
        title: 'Nenhuma pendência',
        description: 'Não há tratamentos nem pedidos aguardando decisão no período.',
      }}
      legenda={[{ nome: 'Pendências', cor: 'orange.6' }]}
      grafico={
        <BarChart
          h={200}
          data={(p?.porTipo ?? []).map((t) => ({
            tipo: `${TIPOS[t.origem] ?? t.origem}: ${t.tipo}`,
            quantidade: t.quantidade,
          }))}
          dataKey="tipo"
          series={[{ name: 'quantidade', label: 'Pendências', color: 'orange.6' }]}
        />
      }
      rodape={
        <Paginas
          total={paginas}
          value={pagina}
          onChange={setPagina}
          rotulo="Páginas das pendências"
        />
      }
    />
  );
};
