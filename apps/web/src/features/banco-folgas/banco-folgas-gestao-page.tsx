import type { SaldoFolgas } from '@jornada/contracts';
import { Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { bancoFolgasQueries } from './banco-folgas.queries.ts';
import { dias } from './banco-folgas.rotulos.ts';
import { ExtratoPainel, type Visao } from './extrato-painel.tsx';
import { FeriadosTrabalhados } from './feriados-trabalhados.tsx';

const POR_PAGINA = 20;
/** Spec §5: a busca começa a partir de 3 caracteres. */
const MINIMO_BUSCA = 3;

const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const TEXTOS: Record<Visao, { titulo: string; descricao: string; vazio: string }> = {
  rh: {
    titulo: 'Banco de folgas',
    descricao:
      'Dias de folga ganhos (feriados trabalhados, acordos) e tirados, com validade, separados do banco de horas.',
    vazio: 'Nenhum colaborador ativo',
  },
  gestor: {
    titulo: 'Banco de folgas da equipe',
    descricao: 'Os dias de folga da sua equipe: saldo, o que vence e as folgas marcadas.',
    vazio: 'Ninguém na sua equipe',
  },
};

const TabelaSaldos = ({
  itens,
  onAbrir,
}: {
  itens: readonly SaldoFolgas[];
  onAbrir: (s: SaldoFolgas) => void;
}) => (
  <TabelaRolavel rotulo="Saldos do banco de folgas">
    <Table aria-label="Saldos do banco de folgas" striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Colaborador</Table.Th>
          <Table.Th>Saldo</Table.Th>
          <Table.Th>Próximo vencimento</Table.Th>
          <Table.Th>Vencidos</Table.Th>
          <Table.Th>Extrato</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {itens.map((s) => {
          const [proximo] = s.vencimentos;
          return (
            <Table.Tr key={s.usuarioId}>
              <Table.Td>{s.nome}</Table.Td>
              <Table.Td>{dias(s.saldo)}</Table.Td>
              <Table.Td>
                {proximo ? `${dias(proximo.dias)} até ${formatarData(proximo.validade)}` : '—'}
              </Table.Td>
              <Table.Td>{s.vencidos > 0 ? dias(s.vencidos) : '—'}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Abrir ${s.nome}`}
                  onClick={() => onAbrir(s)}
                >
                  Abrir
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  </TabelaRolavel>
);

/**
 * Banco de folgas do RH (todos) ou do gestor (a equipe, como o servidor limita): saldos com busca
 * e páginas; o painel lateral mostra o extrato e concede crédito (RH), marca folga e estorna.
 */
export const BancoFolgasGestaoPage = ({ visao }: { visao: Visao }) => {
  const saldos = useQuery(bancoFolgasQueries.saldos());
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const [aberto, setAberto] = useState<{ usuarioId: number; nome: string } | null>(null);
  const textos = TEXTOS[visao];
  const termo = busca.trim().length >= MINIMO_BUSCA ? normalizar(busca.trim()) : '';
  const filtrados = saldos.data?.filter((s) => !termo || normalizar(s.nome).includes(termo));
  const paginas = Math.max(1, Math.ceil((filtrados?.length ?? 0) / POR_PAGINA));
  const atual = Math.min(pagina, paginas);
  const visiveis = filtrados?.slice((atual - 1) * POR_PAGINA, atual * POR_PAGINA);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          {textos.titulo}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {textos.descricao}
        </Text>
      </div>
      {visao === 'rh' ? <FeriadosTrabalhados /> : null}
      <TextInput
        label="Buscar colaborador"
        description="Digite ao menos 3 letras do nome."
        value={busca}
        onChange={(e) => {
          setBusca(e.currentTarget.value);
          setPagina(1);
        }}
        maw={360}
      />
      <ListaComEstados
        query={saldos}
        items={visiveis}
        loadingLabel="Carregando os saldos…"
        errorState={{
          fallback: 'Não foi possível carregar o banco de folgas.',
          onRetry: () => void saldos.refetch(),
        }}
        emptyState={
          termo
            ? { title: 'Ninguém encontrado', description: 'Confira o nome buscado.' }
            : { title: textos.vazio }
        }
      >
        {(itens) => (
          <TabelaSaldos
            itens={itens}
            onAbrir={(s) => setAberto({ usuarioId: s.usuarioId, nome: s.nome })}
          />
        )}
      </ListaComEstados>
      <Paginas total={paginas} value={atual} onChange={setPagina} rotulo="Páginas dos saldos" />
      <ExtratoPainel pessoa={aberto} visao={visao} onClose={() => setAberto(null)} />
    </Stack>
  );
};

/** Administração → Banco de folgas (RH). */
export const BancoFolgasRhPage = () => <BancoFolgasGestaoPage visao="rh" />;

/** Gestores → Banco de folgas da equipe. */
export const BancoFolgasEquipePage = () => <BancoFolgasGestaoPage visao="gestor" />;
