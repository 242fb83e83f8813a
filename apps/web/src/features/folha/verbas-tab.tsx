import type { Verba } from '@jornada/contracts';
import { MENSAGEM_ERRO_VERBAS } from '@jornada/contracts';
import { Badge, Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { mensagemErroConfig } from './folha.api.ts';
import { folhaQueries, useGravarVerba } from './folha.queries.ts';
import {
  descreverQuantidade,
  ROTULO_SITUACAO,
  situacaoVerba,
  UNIDADES,
  vigencia,
} from './folha-formato.ts';
import { VerbaForm } from './verba-form.tsx';
import { VerbaHistorico } from './verba-historico.tsx';

type Painel = { tipo: 'form'; verba: Verba | null } | { tipo: 'historico'; verba: Verba } | null;

const normalizar = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Aba Verbas: o mapa das quantidades da apuração para os códigos da folha da empresa. */
export const VerbasTab = () => {
  const verbas = useQuery(folhaQueries.verbas());
  const tipos = useQuery(folhaQueries.tipos());
  const { salvar, excluir } = useGravarVerba();
  const [busca, setBusca] = useState('');
  const [mostrarExcluidas, setMostrarExcluidas] = useState(false);
  const [painel, setPainel] = useState<Painel>(null);
  const [aExcluir, setAExcluir] = useState<Verba | null>(null);
  const [aEncerrar, setAEncerrar] = useState<Verba | null>(null);
  const [fimVigencia, setFimVigencia] = useState<string | null>(null);
  const [erroFim, setErroFim] = useState<string | null>(null);
  const listaTipos = tipos.data ?? [];

  const termo = normalizar(busca.trim());
  const visiveis = verbas.data?.filter(
    (v) =>
      (mostrarExcluidas || v.ativo) &&
      (!termo ||
        normalizar(
          `${v.codigo} ${v.descricao} ${v.quantidades.map((q) => descreverQuantidade(q, listaTipos)).join(' ')}`,
        ).includes(termo)),
  );

  const confirmarExclusao = () => {
    if (!aExcluir) return;
    excluir.mutate(aExcluir.id, {
      onSuccess: (v) => {
        toast.sucesso(`Verba ${v.codigo} excluída.`);
        setAExcluir(null);
      },
      onError: (erro) => toast.erro(mensagemErroConfig(erro)),
    });
  };

  const confirmarEncerramento = () => {
    if (!aEncerrar) return;
    if (!fimVigencia || fimVigencia < aEncerrar.vigenciaInicio) {
      setErroFim(
        `Fim da vigência: informe uma data a partir de ${formatarData(aEncerrar.vigenciaInicio)}.`,
      );
      return;
    }
    const { codigo, descricao, unidade, quantidades, vigenciaInicio } = aEncerrar;
    salvar.mutate(
      {
        id: aEncerrar.id,
        corpo: {
          codigo,
          descricao,
          unidade,
          quantidades,
          vigenciaInicio,
          vigenciaFim: fimVigencia,
        },
      },
      {
        onSuccess: (v) => {
          toast.sucesso(`Vigência da verba ${v.codigo} encerrada em ${formatarData(fimVigencia)}.`);
          setAEncerrar(null);
        },
        onError: (erro) => toast.erro(mensagemErroConfig(erro)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label="Buscar verba"
            placeholder="Código, descrição ou quantidade"
            value={busca}
            onChange={(e) => setBusca(e.currentTarget.value)}
            w={300}
          />
          <Switch
            label="Mostrar excluídas"
            checked={mostrarExcluidas}
            onChange={(e) => setMostrarExcluidas(e.currentTarget.checked)}
          />
        </Group>
        <Button onClick={() => setPainel({ tipo: 'form', verba: null })} disabled={!tipos.data}>
          Nova verba
        </Button>
      </Group>
      <ListaComEstados
        query={{
          isPending: verbas.isPending || tipos.isPending,
          isError: verbas.isError || tipos.isError,
          error: verbas.error ?? tipos.error,
        }}
        items={tipos.data ? visiveis : undefined}
        loadingLabel="Carregando verbas…"
        errorState={{
          fallback: MENSAGEM_ERRO_VERBAS,
          onRetry: () => {
            void verbas.refetch();
            void tipos.refetch();
          },
        }}
        emptyState={{
          title: termo ? 'Nenhuma verba encontrada' : 'Nenhuma verba cadastrada',
          description: termo
            ? 'Tente outro código ou descrição.'
            : 'Cadastre as verbas para que as quantidades da apuração sigam para a folha.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo="Verbas da folha">
            <Table aria-label="Verbas da folha" verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Código</Table.Th>
                  <Table.Th>Descrição</Table.Th>
                  <Table.Th>Quantidades</Table.Th>
                  <Table.Th>Unidade</Table.Th>
                  <Table.Th>Vigência</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((v) => {
                  const situacao = ROTULO_SITUACAO[situacaoVerba(v)];
                  const nome = `${v.codigo} ${v.descricao}`;
                  return (
                    <Table.Tr key={v.id}>
                      <Table.Td fw={600}>{v.codigo}</Table.Td>
                      <Table.Td>{v.descricao}</Table.Td>
                      <Table.Td>
                        {v.quantidades.map((q) => (
                          <Text key={`${q.tipo}-${q.percentual ?? ''}`} size="sm">
                            {descreverQuantidade(q, listaTipos)}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>{UNIDADES[v.unidade]}</Table.Td>
                      <Table.Td>{vigencia(v)}</Table.Td>
                      <Table.Td>
                        <Badge color={situacao.cor} variant="light">
                          {situacao.rotulo}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          itemName={nome}
                          actions={[
                            {
                              label: 'Alterar',
                              onClick: () => setPainel({ tipo: 'form', verba: v }),
                              isHidden: !v.ativo,
                            },
                            {
                              label: 'Encerrar vigência',
                              onClick: () => {
                                setFimVigencia(null);
                                setErroFim(null);
                                setAEncerrar(v);
                              },
                              isHidden: !v.ativo || v.vigenciaFim !== null,
                            },
                            {
                              label: 'Histórico',
                              onClick: () => setPainel({ tipo: 'historico', verba: v }),
                            },
                            {
                              label: 'Excluir',
                              color: 'red',
                              variant: 'light',
                              onClick: () => setAExcluir(v),
                              isHidden: !v.ativo,
                            },
                          ]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <SidePanel
        isOpen={painel !== null}
        title={
          painel?.tipo === 'historico'
            ? `Histórico da verba ${painel.verba.codigo}`
            : painel?.verba
              ? `Alterar verba ${painel.verba.codigo}`
              : 'Nova verba'
        }
        onClose={() => setPainel(null)}
      >
        {painel?.tipo === 'form' ? (
          <VerbaForm
            key={painel.verba?.id ?? 'nova'}
            verba={painel.verba}
            tipos={listaTipos}
            onConcluir={() => setPainel(null)}
          />
        ) : null}
        {painel?.tipo === 'historico' ? <VerbaHistorico verba={painel.verba} /> : null}
      </SidePanel>
      <ConfirmModal
        isOpen={aExcluir !== null}
        title="Excluir verba"
        message={`A verba ${aExcluir?.codigo ?? ''} (${aExcluir?.descricao ?? ''}) deixa de ir para a folha. As versões anteriores ficam no histórico.`}
        acceptLabel="Excluir"
        isLoading={excluir.isPending}
        onAccept={confirmarExclusao}
        onDeny={() => setAExcluir(null)}
      />
      <ConfirmModal
        isOpen={aEncerrar !== null}
        title="Encerrar vigência"
        message={
          <Stack gap="sm">
            <Text size="sm">
              A verba {aEncerrar?.codigo} vale até a data escolhida; depois dela as quantidades não
              vão mais para este código.
            </Text>
            <DatePickerPtBr
              label="Fim da vigência"
              value={fimVigencia}
              onChange={setFimVigencia}
              error={erroFim}
              minDate={aEncerrar?.vigenciaInicio}
              isRequired
            />
          </Stack>
        }
        acceptLabel="Encerrar vigência"
        isLoading={salvar.isPending}
        onAccept={confirmarEncerramento}
        onDeny={() => setAEncerrar(null)}
      />
    </Stack>
  );
};
