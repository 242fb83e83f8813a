import type { Ocorrencia } from '@jornada/contracts';
import { Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { horasDeMinutos, rotuloCodigo } from './espelho-formato.ts';
import { TratativaDoDia } from './ocorrencias-acoes.tsx';

/** Chave de um dia de ocorrência (pessoa e data): o que a seleção em lote guarda. */
export const chaveDe = (o: { usuarioId: number; data: string }) => `${o.usuarioId}|${o.data}`;

type Props = {
  itens: readonly Ocorrencia[];
  /** Dias marcados para as ações em lote (chaves de `chaveDe`). */
  marcadas: ReadonlySet<string>;
  onMarcar: (marcadas: ReadonlySet<string>) => void;
  /** Endereço do espelho da pessoa no mês mostrado. */
  linkEspelho: (usuarioId: number) => string;
  nomeMes: string;
};

/** Tabela de uma página de ocorrências, com a seleção dos dias para as ações em lote. */
export const OcorrenciasTabela = ({ itens, marcadas, onMarcar, linkEspelho, nomeMes }: Props) => {
  const selecionadas = itens.filter((o) => marcadas.has(chaveDe(o))).length;
  const todasMarcadas = itens.length > 0 && selecionadas === itens.length;
  const alternar = (chave: string) => {
    const nova = new Set(marcadas);
    if (!nova.delete(chave)) nova.add(chave);
    onMarcar(nova);
  };
  return (
    <Table.ScrollContainer minWidth={1000}>
      <TabelaRolavel rotulo="Ocorrências e divergências">
        <Table aria-label="Ocorrências e divergências" verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Selecionar todos os dias da página"
                  checked={todasMarcadas}
                  indeterminate={selecionadas > 0 && !todasMarcadas}
                  onChange={() => onMarcar(todasMarcadas ? new Set() : new Set(itens.map(chaveDe)))}
                />
              </Table.Th>
              <Table.Th>Colaborador</Table.Th>
              <Table.Th>Data</Table.Th>
              <Table.Th>Ocorrências</Table.Th>
              <Table.Th>Marcações</Table.Th>
              <Table.Th>Previsto</Table.Th>
              <Table.Th>Trabalhado</Table.Th>
              <Table.Th>Saldo</Table.Th>
              <Table.Th>Tratativa</Table.Th>
              <Table.Th>Espelho</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {itens.map((o) => (
              <Table.Tr key={chaveDe(o)}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Selecionar ${o.nome} em ${formatarData(o.data)}`}
                    checked={marcadas.has(chaveDe(o))}
                    onChange={() => alternar(chaveDe(o))}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{o.nome}</Text>
                  <Text size="xs" c="dimmed">
                    {o.departamento ?? 'Sem departamento'}
                  </Text>
                </Table.Td>
                <Table.Td>{formatarData(o.data)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {o.inconsistencias.map((c) => (
                      <Badge key={`i-${c}`} size="sm" color="red" variant="light">
                        {rotuloCodigo(c)}
                      </Badge>
                    ))}
                    {o.alertas.map((c) => (
                      <Badge key={`a-${c}`} size="sm" color="orange" variant="light">
                        {rotuloCodigo(c)}
                      </Badge>
                    ))}
                    {o.pendente ? (
                      <Badge size="sm" color="grape" variant="outline">
                        A tratar
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{o.marcacoes.length > 0 ? o.marcacoes.join(' ') : '—'}</Table.Td>
                <Table.Td>{horasDeMinutos(o.previsto)}</Table.Td>
                <Table.Td>{horasDeMinutos(o.trabalhado)}</Table.Td>
                <Table.Td>{horasDeMinutos(o.saldo)}</Table.Td>
                <Table.Td>
                  {o.tratativa ? (
                    <TratativaDoDia tratativa={o.tratativa} nome={o.nome} data={o.data} />
                  ) : (
                    <Text size="xs" c="dimmed">
                      Aberta
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={linkEspelho(o.usuarioId)}
                    aria-label={`Ver espelho de ${o.nome} em ${nomeMes}`}
                  >
                    Ver espelho
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaRolavel>
    </Table.ScrollContainer>
  );
};
