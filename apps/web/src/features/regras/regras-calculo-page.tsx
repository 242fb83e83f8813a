import type { RegraCalculo } from '@jornada/contracts';
import { Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import { AlocacoesRegraTab } from './alocacoes-regra-tab.tsx';
import { BotaoArquivar, MostrarArquivadas, NomeDaRegra, VersaoAtual } from './arquivamento.tsx';
import { resumoParametros, TIPOS } from './campos-regra.ts';
import { FormasApuracaoTab } from './formas-apuracao-tab.tsx';
import { RegraCalculoForm } from './regra-calculo-form.tsx';
import { RegrasApuracaoTab } from './regras-apuracao-tab.tsx';
import { regrasCalculoQueries, useSalvarRegraCalculo } from './regras-calculo.queries.ts';
import { useNomeDoAutor } from './regras-comum.tsx';
import { RegrasPontoTab } from './regras-ponto-tab.tsx';
import { TIPOS_REGRA, type TipoRegraCalculo } from './tipos-regra.ts';

/** Rótulo de uma linha do histórico: versão gravada, arquivamento ou reativação. */
export const rotuloEvento = (v: { versao: number; evento?: string }) =>
  v.evento === 'arquivamento'
    ? `Arquivada (versão ${v.versao})`
    : v.evento === 'reativacao'
      ? `Reativada (versão ${v.versao})`
      : `Versão ${v.versao}`;

const HistoricoRegra = ({ tipo, regra }: { tipo: TipoRegraCalculo; regra: RegraCalculo }) => {
  const historico = useQuery(regrasCalculoQueries.historico(tipo, regra.id));
  const autor = useNomeDoAutor();
  if (historico.isPending) return <LoadingState label="Carregando histórico…" />;
  if (historico.isError)
    return (
      <ErrorState
        error={historico.error}
        fallback="Não foi possível carregar o histórico."
        title={null}
      />
    );
  return (
    <TabelaRolavel rotulo={`Histórico de ${regra.nome}`}>
      <Table aria-label={`Histórico de ${regra.nome}`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Versão</Table.Th>
            <Table.Th>Vigência</Table.Th>
            <Table.Th>Gravada</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {historico.data.map((v) => (
            <Table.Tr key={`${v.versao}-${v.evento ?? 'versao'}-${v.alteradoEm}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {rotuloEvento(v)}
                </Text>
                <Text size="xs" c="dimmed">
                  {v.evento && v.evento !== 'versao'
                    ? (v.motivo ?? 'Sem motivo informado')
                    : resumoParametros(tipo, v)}
                </Text>
              </Table.Td>
              <Table.Td>a partir de {formatarData(v.vigenciaInicio)}</Table.Td>
              <Table.Td>
                {dayjs(v.alteradoEm).format('DD/MM/YYYY HH:mm')} por {autor(v.alteradoPor)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
};

type Painel =
  | { modo: 'nova' }
  | { modo: 'editar'; regra: RegraCalculo }
  | { modo: 'historico'; regra: RegraCalculo };

const RegrasDoTipo = ({ tipo }: { tipo: TipoRegraCalculo }) => {
  const [mostrarArquivadas, setMostrarArquivadas] = useState(false);
  const lista = useQuery(regrasCalculoQueries.lista(tipo, mostrarArquivadas));
  const { alterarStatus } = useSalvarRegraCalculo();
  const [painel, setPainel] = useState<Painel | null>(null);
  const descricao = TIPOS[tipo];
  const fechar = () => setPainel(null);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <div>
          <Title order={2} size="h4">
            {descricao.nome}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {descricao.lei}
          </Text>
        </div>
        <Group gap="md">
          <MostrarArquivadas checked={mostrarArquivadas} onChange={setMostrarArquivadas} />
          <Button onClick={() => setPainel({ modo: 'nova' })}>Nova regra</Button>
        </Group>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando regras…"
        errorState={{ fallback: 'Não foi possível carregar as regras.' }}
        emptyState={{
          title: 'Nenhuma regra deste tipo',
          description: 'Crie uma regra para usá-la nas regras de ponto.',
        }}
      >
        {(regras) => (
          <TabelaRolavel rotulo={`Regras de ${descricao.nome}`}>
            <Table aria-label={`Regras de ${descricao.nome}`} verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Versão atual</Table.Th>
                  <Table.Th>Parâmetros</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {regras.map((regra) => (
                  <Table.Tr key={regra.id}>
                    <Table.Td>
                      <NomeDaRegra
                        nome={regra.nome}
                        ativo={regra.ativo}
                        descricao={regra.descricao}
                      />
                    </Table.Td>
                    <Table.Td>
                      <VersaoAtual versao={regra.versao} vigenciaInicio={regra.vigenciaInicio} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{resumoParametros(tipo, regra)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={regra.nome}
                        actions={[
                          {
                            label: 'Alterar',
                            variant: 'light',
                            onClick: () => setPainel({ modo: 'editar', regra }),
                          },
                          {
                            label: 'Histórico',
                            ariaLabel: `Histórico de ${regra.nome}`,
                            onClick: () => setPainel({ modo: 'historico', regra }),
                          },
                        ]}
                      >
                        <BotaoArquivar
                          oQue="a regra"
                          nome={regra.nome}
                          ativo={regra.ativo}
                          alterar={(ativo) =>
                            alterarStatus.mutateAsync({ tipo, id: regra.id, ativo })
                          }
                        />
                      </RowActions>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <SidePanel
        isOpen={painel !== null}
        onClose={fechar}
        title={
          painel?.modo === 'nova'
            ? `Nova regra de ${descricao.nome.toLowerCase()}`
            : painel?.modo === 'editar'
              ? `Alterar ${painel.regra.nome}`
              : painel?.modo === 'historico'
                ? `Histórico de ${painel.regra.nome}`
                : ''
        }
      >
        {painel?.modo === 'nova' ? (
          <RegraCalculoForm tipo={tipo} regra={null} onConcluir={fechar} />
        ) : painel?.modo === 'editar' ? (
          <RegraCalculoForm tipo={tipo} regra={painel.regra} onConcluir={fechar} />
        ) : painel?.modo === 'historico' ? (
          <HistoricoRegra tipo={tipo} regra={painel.regra} />
        ) : null}
      </SidePanel>
    </Stack>
  );
};

/**
 * Os doze tipos de regra de cálculo, um por aba vertical. No celular as abas ficam em cima (em
 * várias linhas) e o painel usa a largura toda.
 */
const TiposRegraTab = () => {
  const isEstreita = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Tabs
      defaultValue={TIPOS_REGRA[0]}
      orientation={isEstreita ? 'horizontal' : 'vertical'}
      keepMounted={false}
    >
      <Tabs.List aria-label="Tipos de regra">
        {TIPOS_REGRA.map((tipo) => (
          <Tabs.Tab key={tipo} value={tipo}>
            {TIPOS[tipo].nome}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TIPOS_REGRA.map((tipo) => (
        <Tabs.Panel key={tipo} value={tipo} {...(isEstreita ? { pt: 'md' } : { pl: 'md' })} miw={0}>
          <RegrasDoTipo tipo={tipo} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};

/**
 * #/dashboard/admin/regras-calculo: os doze tipos de regra de cálculo, as regras de ponto que os
 * compõem, as alocações aos colaboradores, as regras e as formas de apuração.
 */
export const RegrasCalculoPage = () => (
  <Stack gap="md">
    <Title order={1} size="h2">
      Regras de cálculo
    </Title>
    <Tabs defaultValue="tipos" keepMounted={false}>
      <Tabs.List aria-label="Áreas de regras">
        <Tabs.Tab value="tipos">Tipos de regra</Tabs.Tab>
        <Tabs.Tab value="regras-ponto">Regras de ponto</Tabs.Tab>
        <Tabs.Tab value="alocacoes">Alocações</Tabs.Tab>
        <Tabs.Tab value="regras-apuracao">Regras de apuração</Tabs.Tab>
        <Tabs.Tab value="formas-apuracao">Formas de apuração</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="tipos" pt="md">
        <TiposRegraTab />
      </Tabs.Panel>
      <Tabs.Panel value="regras-ponto" pt="md">
        <RegrasPontoTab />
      </Tabs.Panel>
      <Tabs.Panel value="alocacoes" pt="md">
        <AlocacoesRegraTab />
      </Tabs.Panel>
      <Tabs.Panel value="regras-apuracao" pt="md">
        <RegrasApuracaoTab />
      </Tabs.Panel>
      <Tabs.Panel value="formas-apuracao" pt="md">
        <FormasApuracaoTab />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
