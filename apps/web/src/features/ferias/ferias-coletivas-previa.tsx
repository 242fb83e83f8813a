import type { ColaboradorColetivas, PreviaColetivas } from '@jornada/contracts';
import { Badge, Table } from '@mantine/core';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';

const SITUACAO: Record<ColaboradorColetivas['situacao'], { rotulo: string; cor: string }> = {
  Integral: { rotulo: 'Atingido', cor: 'green' },
  Proporcional: { rotulo: 'Proporcionais (art. 140)', cor: 'yellow' },
  Excluido: { rotulo: 'Fica de fora', cor: 'gray' },
};

export type FeriasColetivasPreviaProps = {
  previa: PreviaColetivas;
  onPagina: (pagina: number) => void;
};

/** Quem as coletivas atingem, com o saldo antes e depois (a lista vem paginada do servidor). */
export const FeriasColetivasPrevia = ({ previa, onPagina }: FeriasColetivasPreviaProps) => (
  <>
    <TabelaRolavel rotulo="Colaboradores do grupo">
      <Table striped aria-label="Colaboradores do grupo" miw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Colaborador</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Período aquisitivo</Table.Th>
            <Table.Th>Saldo antes</Table.Th>
            <Table.Th>Saldo depois</Table.Th>
            <Table.Th>Observação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {previa.colaboradores.map((c) => (
            <Table.Tr key={c.usuarioId}>
              <Table.Td>{c.nome}</Table.Td>
              <Table.Td>
                <Badge color={SITUACAO[c.situacao].cor} variant="light">
                  {SITUACAO[c.situacao].rotulo}
                </Badge>
              </Table.Td>
              <Table.Td>
                {c.periodoAquisitivo ? `desde ${formatarData(c.periodoAquisitivo)}` : '—'}
              </Table.Td>
              <Table.Td>{c.situacao === 'Excluido' ? '—' : `${c.saldoAntes} dias`}</Table.Td>
              <Table.Td>{c.situacao === 'Excluido' ? '—' : `${c.saldoDepois} dias`}</Table.Td>
              <Table.Td>
                {[
                  c.motivo,
                  c.novoPeriodoAquisitivo
                    ? `Novo período aquisitivo a partir de ${formatarData(c.novoPeriodoAquisitivo)}.`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' ') || '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
    <Paginas
      total={previa.paginas}
      value={previa.pagina}
      onChange={onPagina}
      rotulo="Páginas dos colaboradores"
    />
  </>
);
