import type { RescisaoPendente } from '@jornada/contracts';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { formatarData } from '../../lib/format.ts';
import { operacoesQueries } from './banco-horas-operacoes.queries.ts';
import { formatarSaldo } from './formato.ts';
import { EncerramentoForm } from './pagamento-forms.tsx';

/** Desligados no cadastro com o banco ainda aberto: a rescisão do banco está pendente. */
export const RescisoesPendentes = () => {
  const [pagina, setPagina] = useState(1);
  const pendentes = useQuery(operacoesQueries.rescisoesPendentes(pagina));
  const [alvo, setAlvo] = useState<RescisaoPendente | null>(null);
  const total = pendentes.data ? Math.ceil(pendentes.data.total / pendentes.data.porPagina) : 1;

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Rescisões pendentes
      </Title>
      <ListaComEstados
        query={pendentes}
        items={pendentes.data?.items}
        loadingLabel="Carregando desligados…"
        errorState={{
          fallback: 'Não foi possível carregar os desligados.',
          onRetry: () => void pendentes.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma rescisão pendente',
          description: 'Quem for desligado com banco aberto aparece aqui.',
        }}
      >
        {(lista) => (
          <Table aria-label="Rescisões pendentes" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Colaborador</Table.Th>
                <Table.Th>Demissão</Table.Th>
                <Table.Th>Banco</Table.Th>
                <Table.Th>Saldo</Table.Th>
                <Table.Th>Ação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.map((p) => (
                <Table.Tr key={`${p.usuarioId}-${p.bancoHoraId}`}>
                  <Table.Td>{p.nome}</Table.Td>
                  <Table.Td>{formatarData(p.demissao)}</Table.Td>
                  <Table.Td>{p.bancoHoraNome}</Table.Td>
                  <Table.Td>
                    {p.saldoMinutos === null ? '—' : formatarSaldo(p.saldoMinutos)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      aria-label={`Fazer a rescisão de ${p.nome}`}
                      onClick={() => setAlvo(p)}
                    >
                      Fazer rescisão
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListaComEstados>
      <Paginas
        total={total}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas de rescisões pendentes"
      />
      {pendentes.data && pendentes.data.total > 0 ? (
        <Text size="xs" c="dimmed">
          {pendentes.data.total} desligado(s) com banco aberto.
        </Text>
      ) : null}
      <SidePanel isOpen={alvo !== null} onClose={() => setAlvo(null)} title="Rescisão do banco">
        {alvo ? (
          <EncerramentoForm
            key={alvo.usuarioId}
            usuarioId={alvo.usuarioId}
            nome={alvo.nome}
            tipo="rescisao"
            dataInicial={alvo.demissao}
            onConcluir={() => setAlvo(null)}
          />
        ) : null}
      </SidePanel>
    </Stack>
  );
};
