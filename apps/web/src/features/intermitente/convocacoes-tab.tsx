import type { ConvocacaoWire, GrupoConvocacao } from '@jornada/contracts';
import { Badge, Button, Group, SegmentedControl, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { ConvocacaoForm } from './convocacao-form.tsx';
import { ConvocacaoResumo } from './convocacao-resumo.tsx';
import {
  type FiltroCadastros,
  FiltroCadastrosCampos,
  filtrosEscolhidos,
} from './filtro-cadastros.tsx';
import { intermitenteQueries } from './intermitente.queries.ts';
import { FALHA_CHAMADA, periodo } from './intermitente-comum.ts';
import { VencendoLista } from './vencendo-lista.tsx';

type Visao = GrupoConvocacao | 'vencendo';

const VISOES: { value: Visao; label: string }[] = [
  { value: 'ativas', label: 'Ativas' },
  { value: 'emAndamento', label: 'Em andamento' },
  { value: 'encerradas', label: 'Encerradas' },
  { value: 'vencendo', label: 'Prazos vencendo' },
];

const contagem = (c: ConvocacaoWire) => {
  const aceitas = c.convocados.filter((x) => x.situacao === 'aceita').length;
  const aguardando = c.convocados.filter((x) => x.situacao === 'aguardando').length;
  return `${aceitas} aceitaram, ${aguardando} aguardando, de ${c.convocados.length}`;
};

/** Convocações do RH: por situação (ativas, em andamento, encerradas) e prazos vencendo. */
export const ConvocacoesTab = () => {
  const [visao, setVisao] = useState<Visao>('ativas');
  const [isCriando, setCriando] = useState(false);
  const [aberta, setAberta] = useState<ConvocacaoWire | null>(null);
  const [filtro, setFiltro] = useState<FiltroCadastros>({ contratanteId: null, grupoId: null });
  const lista = useQuery({
    ...intermitenteQueries.listaRh(filtrosEscolhidos(filtro)),
    enabled: visao !== 'vencendo',
  });
  const itens = visao === 'vencendo' ? [] : lista.data?.[visao];
  // A convocação aberta acompanha a lista relida (após interromper, por exemplo).
  const atual = aberta
    ? (Object.values(lista.data ?? {})
        .flat()
        .find((c) => c.id === aberta.id) ?? aberta)
    : null;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Situação das convocações"
          data={VISOES}
          value={visao}
          onChange={(v) => setVisao(v as Visao)}
        />
        <Button onClick={() => setCriando(true)}>Nova convocação</Button>
      </Group>
      {visao === 'vencendo' ? (
        <VencendoLista />
      ) : (
        <>
          <Group align="flex-end">
            <FiltroCadastrosCampos value={filtro} onChange={setFiltro} />
          </Group>
          <ListaComEstados
            query={lista}
            items={itens}
            loadingLabel="Carregando convocações…"
            errorState={{ fallback: FALHA_CHAMADA, onRetry: () => lista.refetch() }}
            emptyState={{ title: 'Nenhuma convocação nesta situação' }}
          >
            {(convocacoes) => (
              <TabelaRolavel rotulo="Convocações">
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Contratante</Table.Th>
                      <Table.Th>Período</Table.Th>
                      <Table.Th>Horário</Table.Th>
                      <Table.Th>Convocados</Table.Th>
                      <Table.Th>Ações</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {convocacoes.map((c) => (
                      <Table.Tr key={c.id}>
                        <Table.Td>
                          {c.contratante}{' '}
                          {c.interrompido ? (
                            <Badge color="gray" variant="light">
                              Interrompida
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{periodo(c.dataInicio, c.dataFim)}</Table.Td>
                        <Table.Td>
                          {c.horaEntrada} às {c.horaSaida}
                        </Table.Td>
                        <Table.Td>{contagem(c)}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Resumo da convocação ${c.id} de ${c.contratante}`}
                            onClick={() => setAberta(c)}
                          >
                            Resumo
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TabelaRolavel>
            )}
          </ListaComEstados>
        </>
      )}
      <SidePanel isOpen={isCriando} title="Nova convocação" onClose={() => setCriando(false)}>
        {isCriando ? <ConvocacaoForm onConcluir={() => setCriando(false)} /> : null}
      </SidePanel>
      <SidePanel
        isOpen={atual !== null}
        title="Resumo da convocação"
        onClose={() => setAberta(null)}
      >
        {atual ? <ConvocacaoResumo convocacao={atual} /> : null}
      </SidePanel>
    </Stack>
  );
};
