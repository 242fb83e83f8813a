import type { RegraCalculo } from '@jornada/contracts';
import { Alert, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { resumoParametros, TIPOS } from './campos-regra.ts';
import { RegraCalculoForm } from './regra-calculo-form.tsx';
import { regrasCalculoQueries } from './regras-calculo.queries.ts';
import { TIPOS_REGRA, type TipoRegraCalculo } from './tipos-regra.ts';

const mensagemDe = (erro: unknown, padrao: string) =>
  erro instanceof ErroApi ? erro.mensagem : padrao;

const autor = (id: number | null) => (id === null ? 'sistema' : `usuário nº ${id}`);

const HistoricoRegra = ({ tipo, regra }: { tipo: TipoRegraCalculo; regra: RegraCalculo }) => {
  const historico = useQuery(regrasCalculoQueries.historico(tipo, regra.id));
  if (historico.isPending) return <LoadingState label="Carregando histórico…" />;
  if (historico.isError) {
    return (
      <Alert color="red" role="alert">
        {mensagemDe(historico.error, 'Não foi possível carregar o histórico.')}
      </Alert>
    );
  }
  return (
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
          <Table.Tr key={v.versao}>
            <Table.Td>
              <Text size="sm" fw={600}>
                Versão {v.versao}
              </Text>
              <Text size="xs" c="dimmed">
                {resumoParametros(tipo, v)}
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
  );
};

type Painel =
  | { modo: 'nova' }
  | { modo: 'editar'; regra: RegraCalculo }
  | { modo: 'historico'; regra: RegraCalculo };

const RegrasDoTipo = ({ tipo }: { tipo: TipoRegraCalculo }) => {
  const lista = useQuery(regrasCalculoQueries.lista(tipo));
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
        <Button onClick={() => setPainel({ modo: 'nova' })}>Nova regra</Button>
      </Group>
      {lista.isPending ? (
        <LoadingState label="Carregando regras…" />
      ) : lista.isError ? (
        <Alert color="red" role="alert" title="Erro">
          {mensagemDe(lista.error, 'Não foi possível carregar as regras.')}
        </Alert>
      ) : lista.data.length === 0 ? (
        <EmptyState
          title="Nenhuma regra deste tipo"
          description="Crie uma regra para usá-la nas regras de ponto."
        />
      ) : (
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
            {lista.data.map((regra) => (
              <Table.Tr key={regra.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {regra.nome}
                  </Text>
                  {regra.descricao ? (
                    <Text size="xs" c="dimmed">
                      {regra.descricao}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  v{regra.versao}, a partir de {formatarData(regra.vigenciaInicio)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{resumoParametros(tipo, regra)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Alterar ${regra.nome}`}
                      onClick={() => setPainel({ modo: 'editar', regra })}
                    >
                      Alterar
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Histórico de ${regra.nome}`}
                      onClick={() => setPainel({ modo: 'historico', regra })}
                    >
                      Histórico
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
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

/** #/dashboard/admin/regras-calculo: os doze tipos de regra de cálculo, versões e histórico. */
export const RegrasCalculoPage = () => (
  <Stack gap="md">
    <Title order={1} size="h2">
      Regras de cálculo
    </Title>
    <Tabs defaultValue={TIPOS_REGRA[0]} orientation="vertical" keepMounted={false}>
      <Tabs.List aria-label="Tipos de regra">
        {TIPOS_REGRA.map((tipo) => (
          <Tabs.Tab key={tipo} value={tipo}>
            {TIPOS[tipo].nome}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TIPOS_REGRA.map((tipo) => (
        <Tabs.Panel key={tipo} value={tipo} pl="md">
          <RegrasDoTipo tipo={tipo} />
        </Tabs.Panel>
      ))}
    </Tabs>
  </Stack>
);
