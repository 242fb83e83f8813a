import { Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { formatarData, formatarMinutos } from '../../lib/format.ts';
import { BancoForm } from './banco-form.tsx';
import { bancoHorasQueries } from './banco-horas.queries.ts';
import { EstagiosSecao } from './estagios.tsx';
import { NOMES_POLITICA, NOMES_REGIME } from './tipos.ts';

const Item = ({ rotulo, valor }: { rotulo: string; valor: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {rotulo}
    </Text>
    <Text size="sm">{valor}</Text>
  </div>
);

const decimal = (n: number) => String(n).replace('.', ',');

/** O acordo do banco como está gravado, e a alteração dele no painel lateral. */
export const ConfiguracaoResumo = ({ bancoHoraId }: { bancoHoraId: number }) => {
  const q = useQuery(bancoHorasQueries.configuracao(bancoHoraId));
  const [isEditando, setEditando] = useState(false);
  if (q.isPending) return <LoadingState label="Carregando configuração…" />;
  if (q.isError)
    return (
      <ErrorState
        error={q.error}
        fallback="Não foi possível carregar a configuração."
        onRetry={() => void q.refetch()}
      />
    );
  const { configuracao: c, ciclo, faixas, verbas } = q.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Item
          rotulo="Regime"
          valor={ciclo ? NOMES_REGIME[ciclo.regime] : 'Sem ciclo configurado'}
        />
        <Item
          rotulo="Início do primeiro ciclo"
          valor={ciclo ? formatarData(ciclo.inicioCiclo) : '—'}
        />
        <Item rotulo="Percentual de pagamento" valor={`${c.percentualPagamento} %`} />
        <Item
          rotulo="Percentual em domingo e feriado"
          valor={`${c.percentualPagamentoDomingoFeriado} %`}
        />
        <Item rotulo="Fator de domingo e feriado" valor={decimal(c.fatorDomingoFeriado)} />
        <Item
          rotulo="Saldo negativo no fechamento"
          valor={NOMES_POLITICA[c.saldoNegativoNoFechamento]}
        />
        <Item
          rotulo="Vencimento dos créditos"
          valor={c.vencimentoMeses ? `${c.vencimentoMeses} meses` : 'No fim do ciclo'}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={600}>
          Faixas de crédito
        </Text>
        {faixas.length === 0 ? (
          <Text size="sm" c="dimmed">
            Sem faixas: o crédito entra 1 para 1.
          </Text>
        ) : (
          <List size="sm">
            {faixas.map(({ faixa, verba }) => (
              <List.Item key={faixa.id}>
                Faixa {faixa.ordem}:{' '}
                {faixa.ateMinutos === null
                  ? 'o resto do dia'
                  : `até ${formatarMinutos(faixa.ateMinutos)}`}
                , fator {decimal(faixa.fator)}
                {verba ? `, verba ${verba.verba}` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      <div>
        <Text size="sm" fw={600}>
          Verbas do fechamento
        </Text>
        {verbas.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma verba: o fechamento não é confirmado sem elas.
          </Text>
        ) : (
          <List size="sm">
            {verbas.map((v) => (
              <List.Item key={v.id}>
                {v.tipo === 'desconto' ? 'Desconto' : `Pagamento a ${v.percentual} %`}: {v.verba}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      <EstagiosSecao bancoHoraId={bancoHoraId} />
      <Group>
        <Button variant="light" onClick={() => setEditando(true)}>
          Alterar configuração
        </Button>
      </Group>
      <SidePanel
        isOpen={isEditando}
        onClose={() => setEditando(false)}
        title={`Alterar ${q.data.banco.nome}`}
      >
        {isEditando ? <BancoForm atual={q.data} onConcluir={() => setEditando(false)} /> : null}
      </SidePanel>
    </Stack>
  );
};
