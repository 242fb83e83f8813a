import type { HoraExtraRetida } from '@jornada/contracts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { DecidirRetidaModal } from './decidir-retida-modal.tsx';
import {
  diasEntre,
  duracao,
  MAXIMO_DIAS_RETIDAS,
  periodoPadraoRetidas,
} from './horas-extras.formato.ts';
import { horasExtrasQueries } from './horas-extras.queries.ts';
import { type PessoaEscolhida, PessoaSelect } from './pessoa-select.tsx';

const POR_PAGINA = 20;

const validarPeriodo = (inicio: string | null, fim: string | null): string | null => {
  if (!inicio || !fim) return 'Informe o período (de e até).';
  if (fim < inicio) return 'A data final não pode ser antes da inicial.';
  if (diasEntre(inicio, fim) > MAXIMO_DIAS_RETIDAS)
    return `Consulte no máximo ${MAXIMO_DIAS_RETIDAS} dias por vez.`;
  return null;
};

const Tabela = ({
  itens,
  onDecidir,
}: {
  itens: readonly HoraExtraRetida[];
  onDecidir: (r: HoraExtraRetida) => void;
}) => (
  <TabelaRolavel rotulo="Horas extras retidas">
    <Table aria-label="Horas extras retidas" striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Colaborador</Table.Th>
          <Table.Th>Dia</Table.Th>
          <Table.Th>Horas extras</Table.Th>
          <Table.Th>Autorizadas</Table.Th>
          <Table.Th>Retidas</Table.Th>
          <Table.Th>Decisão</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {itens.map((r) => (
          <Table.Tr key={`${r.usuarioId}-${r.data}`}>
            <Table.Td>{r.nome}</Table.Td>
            <Table.Td>{formatarData(r.data)}</Table.Td>
            <Table.Td>{duracao(r.total)}</Table.Td>
            <Table.Td>{r.autorizada > 0 ? duracao(r.autorizada) : '—'}</Table.Td>
            <Table.Td>{duracao(r.retida)}</Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                aria-label={`Decidir horas extras de ${r.nome} em ${formatarData(r.data)}`}
                onClick={() => onDecidir(r)}
              >
                Decidir
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);

/**
 * Horas extras feitas sem autorização e retidas pela regra: ficam fora da folha e do banco até a
 * decisão (pagar ou banco). Sem decisão, o fechamento do mês as paga.
 */
export const AbaRetidas = () => {
  const padrao = periodoPadraoRetidas();
  const [inicio, setInicio] = useState<string | null>(padrao.inicio);
  const [fim, setFim] = useState<string | null>(padrao.fim);
  const [pessoa, setPessoa] = useState<PessoaEscolhida | null>(null);
  const [pagina, setPagina] = useState(1);
  const [decidir, setDecidir] = useState<HoraExtraRetida | null>(null);
  const erroPeriodo = validarPeriodo(inicio, fim);
  const retidas = useQuery({
    ...horasExtrasQueries.retidas(inicio ?? '', fim ?? ''),
    enabled: erroPeriodo === null,
  });
  const filtradas = retidas.data
    ?.filter((r) => !pessoa || r.usuarioId === pessoa.id)
    .sort((a, b) => a.data.localeCompare(b.data) || a.nome.localeCompare(b.nome, 'pt-BR'));
  const paginas = Math.max(1, Math.ceil((filtradas?.length ?? 0) / POR_PAGINA));
  const atual = Math.min(pagina, paginas);
  const visiveis = filtradas?.slice((atual - 1) * POR_PAGINA, atual * POR_PAGINA);
  const mudou =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPagina(1);
    };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        Horas extras feitas sem autorização, numa regra que as retém: ficam fora da folha e do banco
        de horas até a sua decisão. O que não for decidido até o fechamento do mês é pago.
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DatePickerPtBr label="De" value={inicio} onChange={mudou(setInicio)} isRequired />
        <DatePickerPtBr
          label="Até"
          value={fim}
          onChange={mudou(setFim)}
          minDate={inicio ?? undefined}
          error={erroPeriodo ?? undefined}
          isRequired
        />
        <PessoaSelect
          label="Colaborador"
          value={pessoa}
          onChange={mudou(setPessoa)}
          clearable
          maw={340}
        />
      </Group>
      {erroPeriodo ? null : (
        <ListaComEstados
          query={retidas}
          items={visiveis}
          loadingLabel="Apurando os dias da equipe…"
          errorState={{
            fallback: 'Não foi possível carregar as horas extras retidas.',
            onRetry: () => void retidas.refetch(),
          }}
          emptyState={{
            title: 'Nenhuma hora extra retida',
            description: 'Não há horas extras sem autorização aguardando decisão neste período.',
          }}
        >
          {(itens) => <Tabela itens={itens} onDecidir={setDecidir} />}
        </ListaComEstados>
      )}
      <Paginas total={paginas} value={atual} onChange={setPagina} rotulo="Páginas das retidas" />
      <DecidirRetidaModal retida={decidir} onClose={() => setDecidir(null)} />
    </Stack>
  );
};
