import type { PlanoFaturamento } from '@jornada/contracts';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import {
  faturamentoQueries,
  useAlterarPlano,
  useCriarPlano,
  useNovoPreco,
} from './faturamento.queries.ts';
import {
  competenciaCurta,
  descreverFaixa,
  formatarCentavos,
  mensagemErro,
} from './faturamento-formato.ts';
import { TabelaPrecoForm } from './tabela-preco-form.tsx';

type Painel = { tipo: 'novo' } | { tipo: 'preco'; plano: PlanoFaturamento } | null;

const faixasTexto = (v: PlanoFaturamento['versoes'][number]) => {
  let de = 1;
  return v.faixas.map((f) => {
    const t = `${descreverFaixa(de, f.ate)}: ${formatarCentavos(f.precoCentavos)}`;
    if (f.ate !== null) de = f.ate + 1;
    return t;
  });
};

const CartaoPlano = ({
  plano,
  onNovoPreco,
  onArquivar,
}: {
  plano: PlanoFaturamento;
  onNovoPreco: () => void;
  onArquivar: () => void;
}) => (
  <Card withBorder padding="md">
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={4}>{plano.nome}</Title>
          {plano.ativo ? null : (
            <Badge color="gray" variant="light">
              Arquivado
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {plano.ativo ? (
            <Button
              size="xs"
              variant="light"
              onClick={onNovoPreco}
              aria-label={`Novo preço do plano ${plano.nome}`}
            >
              Novo preço
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            color={plano.ativo ? 'red' : 'blue'}
            onClick={onArquivar}
          >
            {plano.ativo ? 'Arquivar' : 'Reativar'}
          </Button>
        </Group>
      </Group>
      <TabelaRolavel rotulo={`Preços do plano ${plano.nome}`}>
        <Table aria-label={`Preços do plano ${plano.nome}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vale desde</Table.Th>
              <Table.Th>Mínima</Table.Th>
              <Table.Th>Faixas</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plano.versoes.map((v) => (
              <Table.Tr key={v.versao}>
                <Table.Td>{competenciaCurta(v.vigenciaInicio)}</Table.Td>
                <Table.Td>{formatarCentavos(v.mensalidadeMinimaCentavos)}</Table.Td>
                <Table.Td>
                  {faixasTexto(v).map((t) => (
                    <Text size="sm" key={t}>
                      {t}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaRolavel>
    </Stack>
  </Card>
);

/** Planos da operadora: preços por vigência (os antigos ficam), novo plano, arquivar. */
export const PlanosTab = () => {
  const query = useQuery(faturamentoQueries.planos());
  const criar = useCriarPlano();
  const preco = useNovoPreco();
  const alterar = useAlterarPlano();
  const [painel, setPainel] = useState<Painel>(null);
  const [arquivando, setArquivando] = useState<PlanoFaturamento | null>(null);

  const confirmarArquivo = () => {
    if (!arquivando) return;
    alterar.mutate(
      { planoId: arquivando.id, nome: arquivando.nome, ativo: !arquivando.ativo },
      {
        onSuccess: (p) =>
          toast.sucesso(p.ativo ? `Plano ${p.nome} reativado.` : `Plano ${p.nome} arquivado.`),
        onError: (e) => toast.erro(mensagemErro(e, 'Não foi possível alterar o plano.')),
        onSettled: () => setArquivando(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Preço mensal: a soma das faixas por colaborador ativo, nunca abaixo da mensalidade mínima.
        </Text>
        <Button onClick={() => setPainel({ tipo: 'novo' })}>Novo plano</Button>
      </Group>
      <ListaComEstados
        query={query}
        items={query.data}
        loadingLabel="Carregando os planos…"
        errorState={{
          fallback: 'Não foi possível carregar os planos.',
          onRetry: () => void query.refetch(),
        }}
        emptyState={{
          title: 'Nenhum plano cadastrado',
          description: 'Crie o primeiro plano com as faixas de preço.',
        }}
      >
        {(planos) =>
          planos.map((p) => (
            <CartaoPlano
              key={p.id}
              plano={p}
              onNovoPreco={() => setPainel({ tipo: 'preco', plano: p })}
              onArquivar={() => setArquivando(p)}
            />
          ))
        }
      </ListaComEstados>
      <SidePanel
        isOpen={painel !== null}
        title={painel?.tipo === 'preco' ? `Novo preço: ${painel.plano.nome}` : 'Novo plano'}
        onClose={() => setPainel(null)}
      >
        {painel?.tipo === 'novo' ? (
          <TabelaPrecoForm
            comNome
            rotuloSalvar="Salvar plano"
            isSalvando={criar.isPending}
            onSalvar={(v) =>
              criar.mutate(v, {
                onSuccess: (p) => {
                  toast.sucesso(`Plano ${p.nome} criado.`);
                  setPainel(null);
                },
                onError: (e) => toast.erro(mensagemErro(e, 'Não foi possível criar o plano.')),
              })
            }
          />
        ) : painel?.tipo === 'preco' ? (
          <TabelaPrecoForm
            comNome={false}
            {...(painel.plano.versoes[0] ? { inicial: painel.plano.versoes[0] } : {})}
            rotuloSalvar="Salvar preço"
            isSalvando={preco.isPending}
            onSalvar={({ nome: _nome, ...v }) =>
              preco.mutate(
                { planoId: painel.plano.id, ...v },
                {
                  onSuccess: () => {
                    toast.sucesso(
                      'Novo preço gravado; os preços anteriores continuam no histórico.',
                    );
                    setPainel(null);
                  },
                  onError: (e) => toast.erro(mensagemErro(e, 'Não foi possível gravar o preço.')),
                },
              )
            }
          />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={arquivando !== null}
        title={arquivando?.ativo ? 'Arquivar plano' : 'Reativar plano'}
        message={
          arquivando?.ativo
            ? `Arquivar o plano ${arquivando.nome}? Ele deixa de ser oferecido; as empresas que já o têm continuam nele.`
            : `Reativar o plano ${arquivando?.nome ?? ''}?`
        }
        acceptLabel={arquivando?.ativo ? 'Arquivar' : 'Reativar'}
        isLoading={alterar.isPending}
        onAccept={confirmarArquivo}
        onDeny={() => setArquivando(null)}
      />
    </Stack>
  );
};
