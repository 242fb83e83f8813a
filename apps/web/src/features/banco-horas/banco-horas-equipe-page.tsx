import { Badge, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { operacoesQueries } from './banco-horas-operacoes.queries.ts';
import { formatarSaldo, lerDuracao } from './formato.ts';

const horas = (minutos: number) => formatarSaldo(minutos).replace(/^\+/, '');

/** Gestor: os saldos da equipe, quem passa do limite e as horas que vencem em breve. */
export const BancoHorasEquipePage = () => {
  const [limiteTexto, setLimiteTexto] = useState('40:00');
  const [dias, setDias] = useState<number | string>(30);
  const [pagina, setPagina] = useState(1);
  const limite = lerDuracao(limiteTexto);
  const diasValidos =
    typeof dias === 'number' && Number.isInteger(dias) && dias >= 1 && dias <= 180;
  const q = { limiteMinutos: limite ?? 2400, dias: diasValidos ? dias : 30, pagina };
  const equipe = useQuery(operacoesQueries.equipe(q));
  const paginas = equipe.data
    ? Math.max(1, Math.ceil(equipe.data.total / equipe.data.porPagina))
    : 1;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          Banco de horas da equipe
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          Quem está acima do limite ou tem horas que vencem (ou são pagas no fim do ciclo) no prazo
          aparece primeiro.
        </Text>
      </div>
      <Group align="flex-start">
        <TextInput
          label="Alertar acima de (HH:MM)"
          value={limiteTexto}
          onChange={(e) => {
            setLimiteTexto(e.currentTarget.value);
            setPagina(1);
          }}
          error={limite === null ? 'Alertar acima de: use HH:MM (ex.: 40:00).' : undefined}
          w={200}
        />
        <NumberInput
          label="Vencendo nos próximos (dias)"
          value={dias}
          onChange={(v) => {
            setDias(v);
            setPagina(1);
          }}
          min={1}
          max={180}
          allowDecimal={false}
          error={diasValidos ? undefined : 'Vencendo nos próximos: de 1 a 180 dias.'}
          w={220}
        />
      </Group>
      <ListaComEstados
        query={equipe}
        items={equipe.data?.items}
        loadingLabel="Carregando a equipe…"
        errorState={{
          fallback: 'Não foi possível carregar o banco de horas da equipe.',
          onRetry: () => void equipe.refetch(),
        }}
        emptyState={{
          title: 'Ninguém da equipe em banco de horas',
          description: 'Quem o RH incluir num banco de horas aparece aqui.',
        }}
      >
        {(lista) => (
          <TabelaRolavel rotulo="Banco de horas da equipe">
            <Table aria-label="Banco de horas da equipe" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Banco</Table.Th>
                  <Table.Th>Saldo</Table.Th>
                  <Table.Th>A vencer no prazo</Table.Th>
                  <Table.Th>Próximo vencimento</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.map((i) => (
                  <Table.Tr key={i.usuarioId}>
                    <Table.Td>{i.nome}</Table.Td>
                    <Table.Td>{i.bancoHoraNome}</Table.Td>
                    <Table.Td>
                      {formatarSaldo(i.saldoMinutos)}{' '}
                      {i.acimaDoLimite ? <Badge color="orange">Acima do limite</Badge> : null}
                    </Table.Td>
                    <Table.Td>{i.aVencerMinutos > 0 ? horas(i.aVencerMinutos) : '—'}</Table.Td>
                    <Table.Td>
                      {i.proximoVencimento ? formatarData(i.proximoVencimento) : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas total={paginas} value={pagina} onChange={setPagina} rotulo="Páginas da equipe" />
    </Stack>
  );
};
