import { Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { formatarData } from '../../lib/format.ts';
import { bancoHorasQueries } from './banco-horas.queries.ts';
import { normalizar, TAMANHO_PAGINA } from './bancos-lista.tsx';
import { AtribuirForm, EncerrarForm } from './colaborador-forms.tsx';
import { formatarSaldo } from './formato.ts';
import { LancamentoForm, SaldoAnteriorForm } from './lancamento-forms.tsx';
import { LancamentosLista } from './lancamentos-lista.tsx';
import { EncerramentoForm, PagamentoForm } from './pagamento-forms.tsx';
import type { BancoHoraColaborador } from './tipos.ts';
import { useNomes } from './use-nomes.ts';

type Modo =
  | 'lancamento'
  | 'saldo'
  | 'encerrar'
  | 'lancamentos'
  | 'pagar'
  | 'antecipado'
  | 'rescisao';
type Painel = { modo: 'incluir' } | { modo: Modo; vigencia: BancoHoraColaborador; nome: string };

const TITULOS: Record<Painel['modo'], string> = {
  incluir: 'Incluir colaborador',
  lancamento: 'Lançamento manual',
  saldo: 'Saldo anterior',
  encerrar: 'Encerrar vigência',
  lancamentos: 'Lançamentos manuais',
  pagar: 'Pagar parte do saldo',
  antecipado: 'Fechamento antecipado',
  rescisao: 'Rescisão do banco',
};

/** Painel das operações que pagam ou desfazem (pagamento, encerramentos, lançamentos). */
const OperacaoDaPessoa = ({
  painel,
  onConcluir,
}: {
  painel: Exclude<Painel, { modo: 'incluir' }>;
  onConcluir: () => void;
}) => {
  const props = { usuarioId: painel.vigencia.usuarioId, nome: painel.nome, onConcluir };
  if (painel.modo === 'lancamentos') return <LancamentosLista {...props} />;
  if (painel.modo === 'pagar') return <PagamentoForm {...props} />;
  if (painel.modo === 'antecipado') return <EncerramentoForm {...props} tipo="antecipado" />;
  if (painel.modo === 'rescisao') return <EncerramentoForm {...props} tipo="rescisao" />;
  return null;
};

export type ColaboradoresTabProps = {
  bancoHoraId: number;
  onExtrato: (usuarioId: number) => void;
};

/** Quem está no banco (vigências) e as operações por pessoa. */
export const ColaboradoresTab = ({ bancoHoraId, onExtrato }: ColaboradoresTabProps) => {
  const vigencias = useQuery(bancoHorasQueries.vigencias(bancoHoraId));
  const { nomeDe } = useNomes();
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const [painel, setPainel] = useState<Painel | null>(null);
  const fechar = () => setPainel(null);
  const filtradas = vigencias.data
    ?.map((v) => ({ v, nome: nomeDe(v.usuarioId) }))
    .filter((x) => normalizar(x.nome).includes(normalizar(busca)))
    .toSorted((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  const paginas = Math.max(1, Math.ceil((filtradas?.length ?? 0) / TAMANHO_PAGINA));
  const daPagina = filtradas?.slice((pagina - 1) * TAMANHO_PAGINA, pagina * TAMANHO_PAGINA);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Buscar colaborador"
          value={busca}
          onChange={(e) => {
            setBusca(e.currentTarget.value);
            setPagina(1);
          }}
          w={320}
        />
        <Button onClick={() => setPainel({ modo: 'incluir' })}>Incluir colaborador</Button>
      </Group>
      <ListaComEstados
        query={vigencias}
        items={daPagina}
        loadingLabel="Carregando colaboradores…"
        errorState={{
          fallback: 'Não foi possível carregar os colaboradores do banco.',
          onRetry: () => void vigencias.refetch(),
        }}
        emptyState={{
          title: busca.trim() ? 'Ninguém encontrado' : 'Ninguém neste banco',
          description: busca.trim()
            ? `Nenhum colaborador com "${busca.trim()}".`
            : 'Inclua os colaboradores que compensam horas por este acordo.',
        }}
      >
        {(lista) => (
          <TabelaRolavel rotulo="Colaboradores no banco">
            <Table aria-label="Colaboradores no banco" striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th>Vigência</Table.Th>
                  <Table.Th>Saldo anterior</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.map(({ v, nome }) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>{nome}</Table.Td>
                    <Table.Td>
                      {v.vigenciaFim
                        ? `${formatarData(v.vigenciaInicio)} a ${formatarData(v.vigenciaFim)}`
                        : `desde ${formatarData(v.vigenciaInicio)}`}
                    </Table.Td>
                    <Table.Td>{formatarSaldo(v.saldoAnteriorMinutos)}</Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={nome}
                        actions={[
                          {
                            label: 'Extrato',
                            ariaLabel: `Extrato de ${nome}`,
                            variant: 'light',
                            onClick: () => onExtrato(v.usuarioId),
                          },
                          {
                            label: 'Lançar',
                            ariaLabel: `Lançar para ${nome}`,
                            onClick: () => setPainel({ modo: 'lancamento', vigencia: v, nome }),
                          },
                          {
                            label: 'Saldo anterior',
                            ariaLabel: `Saldo anterior de ${nome}`,
                            onClick: () => setPainel({ modo: 'saldo', vigencia: v, nome }),
                          },
                          {
                            label: 'Lançamentos',
                            ariaLabel: `Lançamentos de ${nome}`,
                            onClick: () => setPainel({ modo: 'lancamentos', vigencia: v, nome }),
                          },
                          {
                            label: 'Pagar saldo',
                            ariaLabel: `Pagar saldo de ${nome}`,
                            onClick: () => setPainel({ modo: 'pagar', vigencia: v, nome }),
                          },
                          {
                            label: 'Fechar antes',
                            ariaLabel: `Fechar antes o banco de ${nome}`,
                            onClick: () => setPainel({ modo: 'antecipado', vigencia: v, nome }),
                          },
                          {
                            label: 'Rescisão',
                            ariaLabel: `Rescisão do banco de ${nome}`,
                            onClick: () => setPainel({ modo: 'rescisao', vigencia: v, nome }),
                          },
                          {
                            label: 'Encerrar vigência',
                            ariaLabel: `Encerrar vigência de ${nome}`,
                            variant: 'subtle',
                            onClick: () => setPainel({ modo: 'encerrar', vigencia: v, nome }),
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <Paginas
        total={paginas}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas de colaboradores"
      />
      <SidePanel
        isOpen={painel !== null}
        onClose={fechar}
        title={painel ? TITULOS[painel.modo] : ''}
      >
        {painel?.modo === 'incluir' ? (
          <AtribuirForm bancoHoraId={bancoHoraId} onConcluir={fechar} />
        ) : painel?.modo === 'lancamento' ? (
          <LancamentoForm
            usuarioId={painel.vigencia.usuarioId}
            nome={painel.nome}
            onConcluir={fechar}
          />
        ) : painel?.modo === 'saldo' ? (
          <SaldoAnteriorForm
            usuarioId={painel.vigencia.usuarioId}
            nome={painel.nome}
            onConcluir={fechar}
          />
        ) : painel?.modo === 'encerrar' ? (
          <EncerrarForm vigencia={painel.vigencia} onConcluir={fechar} />
        ) : painel ? (
          <OperacaoDaPessoa painel={painel} onConcluir={fechar} />
        ) : null}
      </SidePanel>
    </Stack>
  );
};
