import type { Convencao } from '@jornada/contracts';
import { Badge, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { dataIsoLocal } from '../../lib/format.ts';
import { AplicarModeloModal } from './aplicar-modelo-modal.tsx';
import { ConvencaoForm, type ResultadoGravacao } from './convencao-form.tsx';
import { ConvencaoHistorico } from './convencao-historico.tsx';
import { convencaoEmVigor, resumoConvencao, textoVigencia } from './convencao-resumo.ts';
import { MESES } from './convencao-valores.ts';
import { convencoesQueries } from './convencoes.queries.ts';
import { ReprocessamentoAndamento } from './reprocessamento-andamento.tsx';

type Sindicato = { id: number; nome: string };
/** null = lista; { convencao: null } = nova; { convencao } = alterar. */
type Edicao = { convencao: Convencao | null } | null;

const LinhaConvencao = ({
  c,
  isEmVigor,
  onAlterar,
  onHistorico,
}: {
  c: Convencao;
  isEmVigor: boolean;
  onAlterar: () => void;
  onHistorico: () => void;
}) => (
  <Table.Tr>
    <Table.Th scope="row">
      <Text size="sm" fw={600}>
        {c.nome}
      </Text>
      <Group gap={4}>
        {isEmVigor ? (
          <Badge size="sm" color="green" variant="light">
            Em vigor
          </Badge>
        ) : null}
        {c.modelo ? (
          <Badge size="sm" color="yellow" variant="light">
            Modelo de exemplo — revise antes de usar
          </Badge>
        ) : null}
      </Group>
    </Table.Th>
    <Table.Td>{textoVigencia(c)}</Table.Td>
    <Table.Td>{c.dataBaseMes ? MESES[c.dataBaseMes - 1] : '—'}</Table.Td>
    <Table.Td>
      <List size="xs">
        {resumoConvencao(c.parametros).map((linha) => (
          <List.Item key={linha}>{linha}</List.Item>
        ))}
      </List>
    </Table.Td>
    <Table.Td>
      <Group gap={4} wrap="nowrap">
        <Button size="xs" variant="light" aria-label={`Alterar ${c.nome}`} onClick={onAlterar}>
          Alterar
        </Button>
        <Button
          size="xs"
          variant="subtle"
          aria-label={`Histórico de ${c.nome}`}
          onClick={onHistorico}
        >
          Histórico
        </Button>
      </Group>
    </Table.Td>
  </Table.Tr>
);

/** As convenções de um sindicato: lista, criar (digitada ou de modelo), alterar e histórico. */
export const SindicatoConvencoes = ({ sindicato }: { sindicato: Sindicato }) => {
  const lista = useQuery(convencoesQueries.doSindicato(sindicato.id));
  const [edicao, setEdicao] = useState<Edicao>(null);
  const [isModeloAberto, setModeloAberto] = useState(false);
  const [historico, setHistorico] = useState<Convencao | null>(null);
  const [resultado, setResultado] = useState<ResultadoGravacao | null>(null);
  const emVigor = convencaoEmVigor(lista.data ?? [], dataIsoLocal(new Date()));

  const salvo = (r: ResultadoGravacao) => {
    setResultado(r);
    setEdicao(null);
    setModeloAberto(false);
  };

  if (edicao)
    return (
      <ConvencaoForm
        key={edicao.convencao?.id ?? 'nova'}
        sindicatoId={sindicato.id}
        convencao={edicao.convencao}
        onCancelar={() => setEdicao(null)}
        onSalvo={salvo}
      />
    );

  return (
    <Stack gap="sm">
      {resultado ? (
        <ReprocessamentoAndamento resultado={resultado} onFechar={() => setResultado(null)} />
      ) : null}
      <Group justify="flex-end">
        <Button variant="light" onClick={() => setModeloAberto(true)}>
          Criar a partir de modelo
        </Button>
        <Button onClick={() => setEdicao({ convencao: null })}>Nova convenção</Button>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando convenções…"
        errorState={{
          fallback: 'Não foi possível carregar as convenções.',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Sindicato sem convenção',
          description:
            'Crie a convenção do sindicato digitando os parâmetros ou a partir de um modelo de exemplo.',
        }}
      >
        {(itens) => (
          <TabelaRolavel rotulo={`Convenções de ${sindicato.nome}`}>
            <Table aria-label={`Convenções de ${sindicato.nome}`} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Convenção</Table.Th>
                  <Table.Th>Vigência</Table.Th>
                  <Table.Th>Data-base</Table.Th>
                  <Table.Th>Parâmetros</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {itens.map((c) => (
                  <LinhaConvencao
                    key={c.id}
                    c={c}
                    isEmVigor={emVigor?.id === c.id}
                    onAlterar={() => {
                      setResultado(null);
                      setEdicao({ convencao: c });
                    }}
                    onHistorico={() => setHistorico(c)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <AplicarModeloModal
        isOpen={isModeloAberto}
        sindicatoId={sindicato.id}
        sindicatoNome={sindicato.nome}
        onFechar={() => setModeloAberto(false)}
        onSalvo={salvo}
      />
      <ConvencaoHistorico convencao={historico} onFechar={() => setHistorico(null)} />
    </Stack>
  );
};
