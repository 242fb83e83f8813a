import type { Solicitacao } from '@jornada/contracts';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useAlterarStatus } from './ferias.queries.ts';
import { intervalo, mensagemDoErro, ROTULO_TIPO } from './formato.ts';

export type DecisaoEmLote = 'Aprovado' | 'Reprovado';
export type ResultadoDoPedido = { pedido: Solicitacao; isOk: boolean; mensagem: string };
export type ResultadoDoLote = { decisao: DecisaoEmLote; itens: ResultadoDoPedido[] };

const VERBO: Record<DecisaoEmLote, { um: string; varios: string; sucesso: string }> = {
  Aprovado: { um: 'aprovado', varios: 'aprovados', sucesso: 'Aprovado' },
  Reprovado: { um: 'reprovado', varios: 'reprovados', sucesso: 'Reprovado' },
};

/** "2 pedidos aprovados, 1 não." — o resumo do lote, para o aviso e o título do resultado. */
export const resumoDoLote = ({ decisao, itens }: ResultadoDoLote): string => {
  const ok = itens.filter((i) => i.isOk).length;
  const falhas = itens.length - ok;
  const v = VERBO[decisao];
  const feitos =
    ok === 0
      ? `Nenhum pedido ${v.um}`
      : ok === 1
        ? `1 pedido ${v.um}`
        : `${ok} pedidos ${v.varios}`;
  return falhas === 0 ? `${feitos}.` : `${feitos}; ${falhas} com falha (veja o motivo de cada um).`;
};

/**
 * Decide vários pedidos, um por vez, pelo mesmo `AlterarStatusLancamento` de um só: cada um tem
 * as próprias regras (quatro olhos, a lei das férias na aprovação) e a própria transação na API;
 * o que falha não desfaz o que passou, e o resultado diz, pedido a pedido, o que aconteceu.
 */
export const useDecisaoEmLote = () => {
  const status = useAlterarStatus();
  const [isDecidindo, setDecidindo] = useState(false);
  const [resultado, setResultado] = useState<ResultadoDoLote | null>(null);
  const decidir = async (pedidos: Solicitacao[], decisao: DecisaoEmLote, motivo?: string) => {
    setDecidindo(true);
    const itens: ResultadoDoPedido[] = [];
    for (const pedido of pedidos) {
      try {
        await status.mutateAsync({ lancamentoId: pedido.id, status: decisao, motivo });
        itens.push({ pedido, isOk: true, mensagem: VERBO[decisao].sucesso });
      } catch (erro) {
        itens.push({ pedido, isOk: false, mensagem: mensagemDoErro(erro) });
      }
    }
    setDecidindo(false);
    const lote = { decisao, itens };
    const resumo =
      itens.length === 1 && itens[0]!.isOk
        ? decisao === 'Aprovado'
          ? 'Pedido aprovado.'
          : 'Pedido reprovado.'
        : resumoDoLote(lote);
    if (itens.every((i) => i.isOk)) toast.sucesso(resumo);
    else toast.erro(itens.length === 1 ? itens[0]!.mensagem : resumo);
    // Um pedido só: o aviso basta. Vários: o resultado fica na tela, linha a linha.
    setResultado(itens.length > 1 ? lote : null);
    return lote;
  };
  return { decidir, isDecidindo, resultado, fecharResultado: () => setResultado(null) };
};

/** O resultado de uma decisão em lote: o que passou e o que falhou, com o motivo. */
export const ResultadoDoLotePainel = ({
  resultado,
  onFechar,
}: {
  resultado: ResultadoDoLote;
  onFechar: () => void;
}) => {
  const falhas = resultado.itens.some((i) => !i.isOk);
  return (
    <section aria-label="Resultado da decisão em lote">
      <Alert color={falhas ? 'yellow' : 'green'} title={resumoDoLote(resultado)} role="status">
        <Stack gap="xs">
          <TabelaRolavel rotulo="Resultado de cada pedido">
            <Table aria-label="Resultado de cada pedido" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Pedido</Table.Th>
                  <Table.Th>Resultado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {resultado.itens.map(({ pedido, isOk, mensagem }) => (
                  <Table.Tr key={pedido.id}>
                    <Table.Td>{pedido.colaboradorNome}</Table.Td>
                    <Table.Td>
                      {ROTULO_TIPO[pedido.tipo]}, {intervalo(pedido.dataInicio, pedido.dataFim)}
                    </Table.Td>
                    <Table.Td>
                      {isOk ? (
                        <Badge color="green" variant="light">
                          {mensagem}
                        </Badge>
                      ) : (
                        <Text size="sm" c="red">
                          Não foi possível: {mensagem}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
          <Group justify="flex-end">
            <Button variant="default" size="compact-sm" onClick={onFechar}>
              Fechar resultado
            </Button>
          </Group>
        </Stack>
      </Alert>
    </section>
  );
};
