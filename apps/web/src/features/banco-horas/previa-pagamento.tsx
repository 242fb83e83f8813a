import type { PagamentoBancoHoras } from '@jornada/contracts';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { formatarSaldo } from './formato.ts';

const horas = (minutos: number) => formatarSaldo(minutos).replace(/^\+/, '');

/** O que sai por verba (minutos trabalhados por adicional), antes de confirmar. */
export const ItensPorVerba = ({
  itens,
  rotulo,
}: {
  itens: PagamentoBancoHoras['itens'];
  rotulo: string;
}) =>
  itens.length === 0 ? (
    <Text size="sm">Nada a pagar nem a descontar.</Text>
  ) : (
    <Table aria-label={rotulo} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Verba</Table.Th>
          <Table.Th>Natureza</Table.Th>
          <Table.Th>Horas</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {itens.map((i) => (
          <Table.Tr key={`${i.natureza}-${i.percentual}`}>
            <Table.Td>{i.verba ?? 'Sem verba configurada'}</Table.Td>
            <Table.Td>
              {i.natureza === 'desconto' ? 'Desconto' : `Hora extra ${i.percentual} %`}
            </Table.Td>
            <Table.Td>{horas(i.minutos)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

/** A prévia de um pagamento: saldo antes e depois, o perdoado e os itens por verba. */
export const PreviaPagamento = ({ previa }: { previa: PagamentoBancoHoras }) => (
  <Stack gap="xs" aria-live="polite">
    <Text size="sm">
      Saldo antes: <strong>{formatarSaldo(previa.saldoAntesMinutos)}</strong> · depois:{' '}
      <strong>{formatarSaldo(previa.saldoDepoisMinutos)}</strong>
    </Text>
    {previa.perdoadoMinutos > 0 ? (
      <Text size="sm">Saldo negativo perdoado: {horas(previa.perdoadoMinutos)}</Text>
    ) : null}
    <ItensPorVerba itens={previa.itens} rotulo="O que será pago por verba" />
    {previa.verbasFaltando.length > 0 ? (
      <Alert color="red" title="Verba não configurada">
        Configure antes a verba de {previa.verbasFaltando.join(', ')} na configuração do banco.
      </Alert>
    ) : null}
  </Stack>
);
