import type { RegraPonto } from '@jornada/contracts';
import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { formatarData } from '../../lib/format.ts';
import { alocacaoQueries } from './regra-ponto.queries.ts';

const REGIMES: Record<RegraPonto['configuracao']['noturno']['regime'], string> = {
  urbano: 'urbano, 22h–5h com hora de 52min30s (CLT art. 73)',
  'rural-lavoura': 'rural lavoura, 21h–5h (Lei 5.889/73 art. 7º)',
  'rural-pecuaria': 'rural pecuária, 20h–4h (Lei 5.889/73 art. 7º)',
};

const faixas = (c: RegraPonto['configuracao']) =>
  c.extras.faixas
    .map((f) => (f.ateMinutos ? `${f.percentual} % até ${f.ateMinutos} min` : `${f.percentual} %`))
    .join(', ');

/** O que a regra de ponto da alocação aplica na apuração (configuração resolvida pela API). */
export const ConfiguracaoResolvida = ({ alocacaoId }: { alocacaoId: number }) => {
  const alocacao = useQuery(alocacaoQueries.comRegra(alocacaoId));
  if (alocacao.isPending) return <LoadingState label="Carregando configuração…" />;
  if (alocacao.isError)
    return (
      <ErrorState
        error={alocacao.error}
        fallback="Não foi possível carregar a configuração da regra de ponto."
        onRetry={() => void alocacao.refetch()}
      />
    );
  const regra = alocacao.data.regraDePonto;
  if (!regra) return null;
  const c = regra.configuracao;
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        {regra.nome}, versão {regra.versao}, resolvida em {formatarData(regra.resolvidaEm)}
      </Text>
      <List size="sm" spacing={2} aria-label={`Configuração de ${regra.nome}`}>
        <List.Item>
          Tolerância: {c.tolerancia.porMarcacao} min por marcação, {c.tolerancia.diaria} min por dia
          (CLT art. 58 §1º)
        </List.Item>
        <List.Item>Hora noturna: {REGIMES[c.noturno.regime]}</List.Item>
        <List.Item>
          Extras: {faixas(c)}; domingo e feriado {c.extras.domingoFeriado} % (Lei 605/49 art. 9º)
        </List.Item>
        <List.Item>
          Intervalo acima de 6 h: {c.intervalo.minimoAcimaDe6h} min (CLT art. 71)
          {c.intervalo.tolerancia > 0
            ? `; falta de até ${c.intervalo.tolerancia} min tolerada`
            : '; sem tolerância'}
        </List.Item>
        <List.Item>
          Banco de horas: {c.bancoHoras?.ativo ? 'sim' : 'não'} (CLT art. 59 §2º)
        </List.Item>
        <List.Item>Regime 12x36: {c.regime12x36 ? 'sim' : 'não'} (CLT art. 59-A)</List.Item>
      </List>
    </div>
  );
};
