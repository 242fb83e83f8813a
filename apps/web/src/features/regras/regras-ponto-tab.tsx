import type { RegraPontoResumo } from '@jornada/contracts';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal } from '../../lib/format.ts';
import { BotaoArquivar, MostrarArquivadas, NomeDaRegra, VersaoAtual } from './arquivamento.tsx';
import { regraPontoQueries, useSalvarRegraPonto } from './regra-ponto.queries.ts';
import { escolhasVazias, RegraPontoForm } from './regra-ponto-form.tsx';
import { RegraPontoHistorico } from './regra-ponto-historico.tsx';
import { mensagemDe } from './regras-comum.tsx';

type Painel =
  | { modo: 'nova' }
  | { modo: 'editar' | 'duplicar' | 'historico'; regra: RegraPontoResumo };

/** Carrega a composição da regra (GET /regraponto/{id}) antes de abrir a alteração ou a cópia. */
const FormComComposicao = ({
  modo,
  regra,
  onConcluir,
}: {
  modo: 'editar' | 'duplicar';
  regra: RegraPontoResumo;
  onConcluir: () => void;
}) => {
  const completa = useQuery(regraPontoQueries.uma(regra.id));
  if (completa.isPending) return <LoadingState label="Carregando composição…" />;
  if (completa.isError)
    return (
      <ErrorState
        error={completa.error}
        fallback="Não foi possível carregar a regra de ponto."
        onRetry={() => void completa.refetch()}
      />
    );
  const r = completa.data;
  return modo === 'editar' ? (
    <RegraPontoForm
      modo="editar"
      id={r.id}
      inicial={{ nome: r.nome, descricao: r.descricao, regras: r.regras }}
      onConcluir={onConcluir}
    />
  ) : (
    <RegraPontoForm
      modo="nova"
      inicial={{
        nome: `Cópia de ${r.nome}`.slice(0, 100),
        descricao: r.descricao,
        regras: r.regras,
      }}
      onConcluir={onConcluir}
    />
  );
};

const tituloPainel = (p: Painel | null) => {
  if (!p) return '';
  if (p.modo === 'nova') return 'Nova regra de ponto';
  if (p.modo === 'editar') return `Alterar ${p.regra.nome}`;
  if (p.modo === 'duplicar') return `Duplicar ${p.regra.nome}`;
  return `Histórico de ${p.regra.nome}`;
};

/** Regras de ponto: a composição dos doze tipos, a padrão da empresa, versões e cópias. */
export const RegrasPontoTab = () => {
  const [mostrarArquivadas, setMostrarArquivadas] = useState(false);
  const lista = useQuery(regraPontoQueries.lista(mostrarArquivadas));
  const { definirPadrao, alterarStatus } = useSalvarRegraPonto();
  const [painel, setPainel] = useState<Painel | null>(null);
  const [paraPadrao, setParaPadrao] = useState<RegraPontoResumo | null>(null);
  const [vigenciaPadrao, setVigenciaPadrao] = useState<string | null>(null);
  const fechar = () => setPainel(null);

  const abrirPadrao = (regra: RegraPontoResumo) => {
    setVigenciaPadrao(dataIsoLocal(new Date()));
    setParaPadrao(regra);
  };
  const confirmarPadrao = () => {
    if (!paraPadrao || !vigenciaPadrao) return;
    definirPadrao.mutate(
      { id: paraPadrao.id, vigenciaInicio: vigenciaPadrao },
      {
        onSuccess: () => {
          toast.sucesso(`${paraPadrao.nome} é a regra de ponto padrão da empresa.`);
          setParaPadrao(null);
        },
        onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível definir a regra padrão.')),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            Regras de ponto
          </Title>
          <Text size="sm" c="dimmed" maw={680}>
            Cada regra de ponto escolhe uma regra de cada tipo de cálculo. A regra padrão da empresa
            vale para quem não tem alocação; a alocação define a regra de cada colaborador a partir
            de uma data.
          </Text>
        </div>
        <Group gap="md">
          <MostrarArquivadas checked={mostrarArquivadas} onChange={setMostrarArquivadas} />
          <Button onClick={() => setPainel({ modo: 'nova' })}>Nova regra de ponto</Button>
        </Group>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando regras de ponto…"
        errorState={{
          fallback: 'Não foi possível carregar as regras de ponto.',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma regra de ponto',
          description:
            'Sem regra de ponto, vale a configuração legal padrão (CLT). Crie uma para compor as regras de cálculo.',
        }}
      >
        {(regras) => (
          <TabelaRolavel rotulo="Regras de ponto">
            <Table aria-label="Regras de ponto" verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Versão atual</Table.Th>
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
                      >
                        {regra.padrao ? (
                          <Badge color="green" variant="light">
                            Padrão da empresa
                          </Badge>
                        ) : null}
                      </NomeDaRegra>
                    </Table.Td>
                    <Table.Td>
                      <VersaoAtual versao={regra.versao} vigenciaInicio={regra.vigenciaInicio} />
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
                            label: 'Duplicar',
                            onClick: () => setPainel({ modo: 'duplicar', regra }),
                          },
                          {
                            label: 'Histórico',
                            ariaLabel: `Histórico de ${regra.nome}`,
                            onClick: () => setPainel({ modo: 'historico', regra }),
                          },
                          {
                            label: 'Definir como padrão',
                            ariaLabel: `Definir como padrão: ${regra.nome}`,
                            variant: 'subtle',
                            isHidden: regra.padrao || !regra.ativo,
                            onClick: () => abrirPadrao(regra),
                          },
                        ]}
                      >
                        <BotaoArquivar
                          oQue="a regra de ponto"
                          nome={regra.nome}
                          ativo={regra.ativo}
                          alterar={(ativo) => alterarStatus.mutateAsync({ id: regra.id, ativo })}
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
      <SidePanel isOpen={painel !== null} onClose={fechar} title={tituloPainel(painel)}>
        {painel?.modo === 'nova' ? (
          <RegraPontoForm
            modo="nova"
            inicial={{ nome: '', descricao: null, regras: escolhasVazias() }}
            onConcluir={fechar}
          />
        ) : painel?.modo === 'editar' || painel?.modo === 'duplicar' ? (
          <FormComComposicao
            key={`${painel.modo}-${painel.regra.id}`}
            modo={painel.modo}
            regra={painel.regra}
            onConcluir={fechar}
          />
        ) : painel?.modo === 'historico' ? (
          <RegraPontoHistorico id={painel.regra.id} nome={painel.regra.nome} />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={paraPadrao !== null}
        title="Definir regra padrão"
        message={
          <Stack gap="sm">
            <Text size="sm">
              {paraPadrao?.nome} passará a valer para os colaboradores sem alocação a partir da data
              abaixo. Os meses anteriores não mudam.
            </Text>
            <DatePickerPtBr
              label="Padrão a partir de"
              value={vigenciaPadrao}
              onChange={setVigenciaPadrao}
              error={vigenciaPadrao ? undefined : 'Padrão a partir de: informe a data.'}
              isRequired
            />
          </Stack>
        }
        acceptLabel="Definir como padrão"
        denyLabel="Cancelar"
        isLoading={definirPadrao.isPending}
        onAccept={confirmarPadrao}
        onDeny={() => setParaPadrao(null)}
      />
    </Stack>
  );
};
