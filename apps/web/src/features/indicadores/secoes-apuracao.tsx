import { BarChart, LineChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { CORES, duracao, emHoras, mesCurto, percentual, reais } from './formato.ts';
import { GraficoCard, type TabelaDados } from './grafico-card.tsx';
import type { FiltrosIndicadores } from './indicadores.api.ts';
import { indicadoresQueries } from './indicadores.queries.ts';

const VAZIO_PERIODO = {
  title: 'Nada apurado no período',
  description: 'Ninguém nos filtros tem dias apurados nestes meses.',
};

/** Horas extras e custo por departamento ao longo dos meses. */
export const HorasExtrasSecao = ({
  filtros,
  valorHora,
}: {
  filtros: FiltrosIndicadores;
  valorHora: number | null;
}) => {
  const q = useQuery(indicadoresQueries.horasExtras(filtros));
  const items = q.data?.items;
  const departamentos = [...new Set(items?.map((i) => i.departamento) ?? [])];
  const meses = [...new Set(items?.map((i) => i.competencia) ?? [])];
  const dados = meses.map((m) => ({
    mes: mesCurto(m),
    ...Object.fromEntries(
      (items ?? [])
        .filter((i) => i.competencia === m)
        .map((i) => [i.departamento, emHoras(i.extrasMinutos)]),
    ),
  }));
  const tabela: TabelaDados | undefined = items && {
    cabecalho: [
      'Mês',
      'Departamento',
      'Pessoas',
      'Horas extras',
      'Custo em horas (com adicional)',
      ...(valorHora ? ['Custo (R$)'] : []),
    ],
    linhas: items.map((i) => [
      mesCurto(i.competencia),
      i.departamento,
      i.pessoas,
      duracao(i.extrasMinutos),
      duracao(i.custoMinutos),
      ...(valorHora ? [reais((i.custoMinutos / 60) * valorHora)] : []),
    ]),
  };
  return (
    <GraficoCard
      titulo="Horas extras por departamento"
      descricao="Extras de todas as faixas somadas dos espelhos do mês; o custo pondera cada faixa pelo adicional (50% vale 1,5 h)."
      arquivo={`horas-extras-${filtros.de}-a-${filtros.ate}`}
      query={q}
      tabela={tabela}
      vazio={VAZIO_PERIODO}
      legenda={departamentos.map((d, i) => ({ nome: d, cor: CORES[i % CORES.length]! }))}
      grafico={
        <BarChart
          h={260}
          data={dados}
          dataKey="mes"
          withLegend
          valueFormatter={(v) => `${v.toLocaleString('pt-BR')} h`}
          series={departamentos.map((d, i) => ({ name: d, color: CORES[i % CORES.length]! }))}
        />
      }
    />
  );
};

/** Absenteísmo e atrasos por mês (% do previsto). */
export const AbsenteismoSecao = ({ filtros }: { filtros: FiltrosIndicadores }) => {
  const q = useQuery(indicadoresQueries.absenteismo(filtros));
  const items = q.data?.items.filter((i) => i.pessoas > 0);
  const tabela: TabelaDados | undefined = items && {
    cabecalho: [
      'Mês',
      'Pessoas',
      'Previsto',
      'Faltas',
      'Atrasos e saídas antecipadas',
      'Dias de falta',
      'Absenteísmo',
      'Atrasos',
    ],
    linhas: items.map((i) => [
      mesCurto(i.competencia),
      i.pessoas,
      duracao(i.previstoMinutos),
      duracao(i.faltasMinutos),
      duracao(i.atrasosMinutos),
      i.diasFalta,
      percentual(i.taxaAbsenteismo),
      percentual(i.taxaAtrasos),
    ]),
  };
  return (
    <GraficoCard
      titulo="Absenteísmo e atrasos"
      descricao="Absenteísmo = faltas ÷ horas previstas; atrasos = atrasos e saídas antecipadas descontados ÷ horas previstas."
      arquivo={`absenteismo-${filtros.de}-a-${filtros.ate}`}
      query={q}
      tabela={tabela}
      vazio={VAZIO_PERIODO}
      legenda={[
        { nome: 'Absenteísmo', cor: 'red.6' },
        { nome: 'Atrasos', cor: 'orange.6' },
      ]}
      grafico={
        <LineChart
          h={240}
          data={(items ?? []).map((i) => ({
            mes: mesCurto(i.competencia),
            absenteismo: i.taxaAbsenteismo,
            atrasos: i.taxaAtrasos,
          }))}
          dataKey="mes"
          withLegend
          unit="%"
          series={[
            { name: 'absenteismo', label: 'Absenteísmo', color: 'red.6' },
            { name: 'atrasos', label: 'Atrasos', color: 'orange.6' },
          ]}
        />
      }
    />
  );
};
