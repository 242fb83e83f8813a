import type { AutorizacaoHe } from '@jornada/contracts';
import { Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { AutorizacaoForm } from './autorizacao-form.tsx';
import { duracao, periodoBr } from './horas-extras.formato.ts';
import { horasExtrasQueries } from './horas-extras.queries.ts';
import { type PessoaEscolhida, PessoaSelect } from './pessoa-select.tsx';
import { RevogarModal } from './revogar-modal.tsx';

const POR_PAGINA = 20;

const Situacao = ({ a }: { a: AutorizacaoHe }) =>
  a.revogadaEm ? (
    <>
      <Badge color="gray" variant="light">
        Revogada
      </Badge>
      <Text size="xs" c="dimmed">
        {formatarData(a.revogadaEm)}: {a.motivoRevogacao}
      </Text>
    </>
  ) : (
    <Badge color="teal" variant="light">
      Vigente
    </Badge>
  );

const Tabela = ({
  itens,
  onRevogar,
}: {
  itens: readonly AutorizacaoHe[];
  onRevogar: (a: AutorizacaoHe) => void;
}) => (
  <TabelaRolavel rotulo="Autorizações de horas extras">
    <Table aria-label="Autorizações de horas extras" striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Colaborador</Table.Th>
          <Table.Th>Período</Table.Th>
          <Table.Th>Limite por dia</Table.Th>
          <Table.Th>Motivo</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th>Ações</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {itens.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>{a.nome}</Table.Td>
            <Table.Td>{periodoBr(a.dataInicio, a.dataFim)}</Table.Td>
            <Table.Td>{duracao(a.limiteMinutos)}</Table.Td>
            <Table.Td>{a.motivo ?? (a.solicitacaoId ? 'Pedido do colaborador' : '—')}</Table.Td>
            <Table.Td>
              <Situacao a={a} />
            </Table.Td>
            <Table.Td>
              {a.revogadaEm ? (
                '—'
              ) : (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  aria-label={`Revogar autorização de ${a.nome} em ${periodoBr(a.dataInicio, a.dataFim)}`}
                  onClick={() => onRevogar(a)}
                >
                  Revogar
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);

/** Autorizações da equipe: filtros (pessoa, período, revogadas), nova autorização e revogação. */
export const AbaAutorizacoes = () => {
  const [pessoa, setPessoa] = useState<PessoaEscolhida | null>(null);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [revogadas, setRevogadas] = useState(false);
  const [pagina, setPagina] = useState(1);
  const [novo, setNovo] = useState(false);
  const [revogar, setRevogar] = useState<AutorizacaoHe | null>(null);
  const periodoInvalido = inicio && fim && fim < inicio;
  const lista = useQuery({
    ...horasExtrasQueries.autorizacoes({
      usuarioId: pessoa?.id,
      inicio: inicio ?? undefined,
      fim: fim ?? undefined,
      incluirRevogadas: revogadas,
    }),
    enabled: !periodoInvalido,
  });
  const todas = lista.data
    ?.slice()
    .sort((a, b) => b.dataInicio.localeCompare(a.dataInicio) || b.id - a.id);
  const paginas = Math.max(1, Math.ceil((todas?.length ?? 0) / POR_PAGINA));
  const atual = Math.min(pagina, paginas);
  const visiveis = todas?.slice((atual - 1) * POR_PAGINA, atual * POR_PAGINA);
  const mudou =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPagina(1);
    };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PessoaSelect
          label="Colaborador"
          value={pessoa}
          onChange={mudou(setPessoa)}
          clearable
          maw={340}
        />
        <DatePickerPtBr label="De" value={inicio} onChange={mudou(setInicio)} />
        <DatePickerPtBr
          label="Até"
          value={fim}
          onChange={mudou(setFim)}
          minDate={inicio ?? undefined}
          error={periodoInvalido ? 'A data final não pode ser antes da inicial.' : undefined}
        />
        <Checkbox
          label="Mostrar revogadas"
          checked={revogadas}
          onChange={(ev) => mudou(setRevogadas)(ev.currentTarget.checked)}
          mb={8}
        />
        <Button ml="auto" onClick={() => setNovo(true)}>
          Nova autorização
        </Button>
      </Group>
      {periodoInvalido ? null : (
        <ListaComEstados
          query={lista}
          items={visiveis}
          loadingLabel="Carregando as autorizações…"
          errorState={{
            fallback: 'Não foi possível carregar as autorizações.',
            onRetry: () => void lista.refetch(),
          }}
          emptyState={{
            title: 'Nenhuma autorização',
            description:
              'Autorize horas extras de uma pessoa num dia ou período, com limite diário.',
          }}
        >
          {(itens) => <Tabela itens={itens} onRevogar={setRevogar} />}
        </ListaComEstados>
      )}
      <Paginas
        total={paginas}
        value={atual}
        onChange={setPagina}
        rotulo="Páginas das autorizações"
      />
      <SidePanel
        isOpen={novo}
        title="Nova autorização de horas extras"
        onClose={() => setNovo(false)}
      >
        {novo ? (
          <AutorizacaoForm onFeito={() => setNovo(false)} onCancelar={() => setNovo(false)} />
        ) : null}
      </SidePanel>
      <RevogarModal autorizacao={revogar} onClose={() => setRevogar(null)} />
    </Stack>
  );
};
