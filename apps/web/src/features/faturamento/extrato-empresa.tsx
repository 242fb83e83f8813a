import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { ColaboradoresFaturadosTabela } from './colaboradores-faturados.tsx';
import { baixarCsvDoExtrato } from './faturamento.api.ts';
import { faturamentoQueries, useFecharExtrato } from './faturamento.queries.ts';
import {
  COR_SITUACAO,
  descreverFaixa,
  formatarCentavos,
  mensagemErro,
  NOME_SITUACAO,
  nomeCompetencia,
} from './faturamento-formato.ts';
import { PlanoDaEmpresa } from './plano-da-empresa.tsx';

export type ExtratoEmpresaProps = {
  competencia: string;
  empresaId: number;
  onVoltar: () => void;
};

const Numero = ({ rotulo, valor }: { rotulo: string; valor: string }) => (
  <Card withBorder padding="sm">
    <Text size="xs" c="dimmed">
      {rotulo}
    </Text>
    <Text fw={700} size="lg">
      {valor}
    </Text>
  </Card>
);

/** O extrato de uma empresa no mês: números, faixas, quem conta, CSV, fechamento e plano. */
export const ExtratoEmpresa = ({ competencia, empresaId, onVoltar }: ExtratoEmpresaProps) => {
  const chave = { competencia, empresaId };
  const query = useQuery(faturamentoQueries.extrato(chave));
  const fechar = useFecharExtrato();
  const [confirmando, setConfirmando] = useState(false);
  const csv = useMutation({
    mutationFn: () => baixarCsvDoExtrato(chave),
    onError: (e) => toast.erro(mensagemErro(e, 'Não foi possível baixar o CSV.')),
  });

  const voltar = (
    <Button variant="subtle" onClick={onVoltar} w="fit-content">
      ← Voltar às empresas
    </Button>
  );
  if (query.isError)
    return (
      <Stack>
        {voltar}
        <ErrorState
          error={query.error}
          fallback="Não foi possível carregar o extrato."
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  if (query.isPending) return <LoadingState label="Carregando o extrato…" />;
  const x = query.data;

  const confirmarFechamento = () =>
    fechar.mutate(chave, {
      onSuccess: () => {
        setConfirmando(false);
        toast.sucesso(`Extrato de ${nomeCompetencia(competencia)} fechado.`);
      },
      onError: (e) => {
        setConfirmando(false);
        toast.erro(mensagemErro(e, 'Não foi possível fechar o extrato.'));
      },
    });

  return (
    <Stack gap="md">
      {voltar}
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <div>
          <Title order={3}>Extrato de {x.empresaNome}</Title>
          <Text size="sm" c="dimmed">
            {nomeCompetencia(competencia)} · CNPJ {x.cnpj}
          </Text>
        </div>
        <Badge color={COR_SITUACAO[x.situacao]} variant="light" size="lg">
          {NOME_SITUACAO[x.situacao]}
        </Badge>
      </Group>
      {x.situacao === 'fechado' && x.fechadoEm ? (
        <Alert color="green" title="Extrato fechado">
          Fechado em {formatarData(x.fechadoEm)}
          {x.fechadoPorNome ? ` por ${x.fechadoPorNome}` : ''}. Os números não mudam mais.
        </Alert>
      ) : null}
      {x.situacao === 'sem-plano' ? (
        <Alert color="yellow" title="Sem plano no mês">
          Esta empresa não tem plano com preço em {nomeCompetencia(competencia)}. Atribua um plano
          abaixo para calcular o valor.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Numero rotulo="Plano" valor={x.planoNome ?? '—'} />
        <Numero rotulo="Colaboradores ativos" valor={String(x.ativos)} />
        <Numero
          rotulo="Faixa aplicada"
          valor={x.faixaAplicada ? `${x.faixaAplicada}ª faixa` : '—'}
        />
        <Numero rotulo="Valor do mês" valor={formatarCentavos(x.valorCentavos)} />
      </SimpleGrid>
      {x.faixas.length > 0 ? (
        <TabelaRolavel rotulo="Faixas de preço">
          <Table aria-label="Faixas de preço aplicadas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Faixa</Table.Th>
                <Table.Th ta="right">Colaboradores</Table.Th>
                <Table.Th ta="right">Preço por colaborador</Table.Th>
                <Table.Th ta="right">Subtotal</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {x.faixas.map((f) => (
                <Table.Tr key={f.de}>
                  <Table.Td>{descreverFaixa(f.de, f.ate)}</Table.Td>
                  <Table.Td ta="right">{f.quantidade}</Table.Td>
                  <Table.Td ta="right">{formatarCentavos(f.precoCentavos)}</Table.Td>
                  <Table.Td ta="right">{formatarCentavos(f.subtotalCentavos)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
      ) : null}
      {x.minimoAplicado ? (
        <Text size="sm">
          A soma das faixas ({formatarCentavos(x.subtotalFaixasCentavos)}) ficou abaixo da
          mensalidade mínima: vale a mínima de {formatarCentavos(x.mensalidadeMinimaCentavos)}.
        </Text>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={() => csv.mutate()} loading={csv.isPending}>
          Baixar CSV do extrato
        </Button>
        {x.situacao === 'aberto' ? (
          <Button color="green" onClick={() => setConfirmando(true)}>
            Fechar extrato do mês
          </Button>
        ) : null}
      </Group>
      <ColaboradoresFaturadosTabela chave={chave} />
      {x.situacao !== 'fechado' ? (
        <PlanoDaEmpresa empresaId={empresaId} competencia={competencia} />
      ) : null}
      <ConfirmModal
        isOpen={confirmando}
        title="Fechar extrato"
        message={`Fechar o extrato de ${x.empresaNome} em ${nomeCompetencia(competencia)}? Os ${x.ativos} colaboradores e o valor de ${formatarCentavos(x.valorCentavos)} ficam congelados.`}
        acceptLabel="Fechar extrato"
        isLoading={fechar.isPending}
        onAccept={confirmarFechamento}
        onDeny={() => setConfirmando(false)}
      />
    </Stack>
  );
};
