import type { LinhaImportacaoPeriodo } from '@jornada/contracts';
import { Badge, List, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { intervalo } from './formato.ts';
import { ROTULO_COLUNA } from './importacao-modelo.ts';

const POR_PAGINA = 25;

export type PreviaImportacaoTabelaProps = { linhas: readonly LinhaImportacaoPeriodo[] };

/**
 * As linhas da planilha conferidas: o colaborador, o período e o saldo, ou os erros por coluna.
 * A prévia é a resposta ao envio do arquivo (não uma lista guardada): pagina aqui, 25 por vez.
 */
export const PreviaImportacaoTabela = ({ linhas }: PreviaImportacaoTabelaProps) => {
  const [pagina, setPagina] = useState(1);
  const paginas = Math.max(1, Math.ceil(linhas.length / POR_PAGINA));
  const visiveis = linhas.slice((pagina - 1) * POR_PAGINA, pagina * POR_PAGINA);
  return (
    <>
      <TabelaRolavel rotulo="Linhas da planilha">
        <Table striped aria-label="Linhas da planilha" miw={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Linha</Table.Th>
              <Table.Th>Colaborador</Table.Th>
              <Table.Th>Período aquisitivo</Table.Th>
              <Table.Th>Direito</Table.Th>
              <Table.Th>Gozados</Table.Th>
              <Table.Th>Vendidos</Table.Th>
              <Table.Th>Saldo</Table.Th>
              <Table.Th>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visiveis.map((l) => (
              <Table.Tr key={l.linha}>
                <Table.Td>{l.linha}</Table.Td>
                <Table.Td>
                  {l.colaboradorNome ?? (l.valores.matricula || l.valores.cpf || '—')}
                </Table.Td>
                <Table.Td>
                  {l.periodo
                    ? intervalo(l.periodo.inicio, l.periodo.fim)
                    : `${l.valores.inicio_aquisitivo} a ${l.valores.fim_aquisitivo}`}
                </Table.Td>
                <Table.Td>{l.valores.dias_direito}</Table.Td>
                <Table.Td>{l.valores.dias_gozados}</Table.Td>
                <Table.Td>{l.valores.dias_vendidos}</Table.Td>
                <Table.Td>{l.periodo ? l.periodo.saldo : '—'}</Table.Td>
                <Table.Td>
                  {l.erros.length === 0 ? (
                    <Badge color="green" variant="light">
                      Válida
                    </Badge>
                  ) : (
                    <List size="sm" c="red">
                      {l.erros.map((e) => (
                        <List.Item key={`${e.campo}-${e.mensagem}`}>
                          <Text size="sm" c="red">
                            {`${ROTULO_COLUNA[e.campo]}: ${e.mensagem}`}
                          </Text>
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TabelaRolavel>
      <Paginas total={paginas} value={pagina} onChange={setPagina} rotulo="Páginas da prévia" />
    </>
  );
};
