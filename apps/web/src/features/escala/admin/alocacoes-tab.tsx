import type { AlocacaoWire } from '@jornada/contracts';
import { Button, Modal, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../../components/ui/tabela-rolavel.tsx';
import { dayjs } from '../../../lib/dayjs.ts';
import { formatarData } from '../../../lib/format.ts';
import { FALHA_GENERICA, mensagemDoServidor } from '../acao.ts';
import { escalaQueries } from '../escala.queries.ts';
import { statusAlocacao } from '../escala-regras.api.ts';
import { regrasQueries } from '../escala-regras.queries.ts';
import { AlocacaoForm } from './alocacao-form.tsx';
import { CadastroRegras } from './cadastro-regras.tsx';
import { FILTRO_INICIAL, filtroDaApi } from './tabela-regras.tsx';

const ROTULO_HISTORICO: Record<string, string> = {
  criar: 'Criada',
  alterar: 'Alterada',
  encerrar: 'Encerrada',
  arquivar: 'Arquivada',
  reativar: 'Reativada',
};

const resumo = (a: AlocacaoWire | null) =>
  a
    ? `${a.escalaNome}, ${formatarData(a.inicio)} a ${a.fim ? formatarData(a.fim) : 'indeterminado'}`
    : '—';

const Historico = ({ alocacaoId }: { alocacaoId: number }) => {
  const consulta = useQuery(regrasQueries.historico(alocacaoId));
  if (consulta.isPending) return <LoadingState label="Carregando o histórico…" />;
  if (consulta.isError) {
    return (
      <EmptyState
        title="Não foi possível carregar o histórico"
        description={mensagemDoServidor(consulta.error) ?? FALHA_GENERICA}
      />
    );
  }
  if (consulta.data.items.length === 0) return <Text c="dimmed">Sem histórico.</Text>;
  return (
    <TabelaRolavel rotulo="Histórico da alocação">
      <Table aria-label="Histórico da alocação" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando</Table.Th>
            <Table.Th>O quê</Table.Th>
            <Table.Th>Quem</Table.Th>
            <Table.Th>Antes</Table.Th>
            <Table.Th>Depois</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {consulta.data.items.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{dayjs(h.em).format('DD/MM/YYYY HH:mm')}</Table.Td>
              <Table.Td>{ROTULO_HISTORICO[h.acao] ?? h.acao}</Table.Td>
              <Table.Td>{h.usuarioNome ?? '—'}</Table.Td>
              <Table.Td>{resumo(h.antes)}</Table.Td>
              <Table.Td>{resumo(h.depois)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
};

/** Alocações (spec §7 /alocacao): quem está em qual escala, desde quando, com histórico. */
export const AlocacoesTab = () => {
  const [filtro, setFiltro] = useState(FILTRO_INICIAL);
  const [escalaId, setEscalaId] = useState<string | null>(null);
  const [historico, setHistorico] = useState<AlocacaoWire | null>(null);
  const escalas = useQuery(escalaQueries.combo(null));
  const consulta = useQuery(
    regrasQueries.alocacoes({
      ...filtroDaApi(filtro),
      escalaId: escalaId ? Number(escalaId) : null,
    }),
  );
  return (
    <>
      <CadastroRegras
        nome="alocações"
        consulta={consulta}
        filtro={filtro}
        onFiltro={setFiltro}
        rotuloNovo="Nova alocação"
        tituloEditar="Editar alocação"
        rotuloEditar={(a) => `Editar a alocação de ${a.usuarioNome}`}
        formulario={(alocacao, fechar) => <AlocacaoForm alocacao={alocacao} onFechar={fechar} />}
        arquivamento={{
          nome: (a) => `a alocação de ${a.usuarioNome}`,
          alterar: ({ id, ativo }) => statusAlocacao(id, ativo),
          sucesso: 'Alocação atualizada.',
        }}
        acoesExtras={(a) => (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setHistorico(a)}
            aria-label={`Histórico da alocação de ${a.usuarioNome}`}
          >
            Histórico
          </Button>
        )}
        filtros={
          <Select
            label="Filtrar por escala"
            placeholder="Todas"
            data={(escalas.data ?? []).map((e) => ({ value: String(e.id), label: e.nome }))}
            value={escalaId}
            onChange={(v) => {
              setEscalaId(v);
              setFiltro({ ...filtro, pageNumber: 1 });
            }}
            clearable
            w={320}
          />
        }
        colunas={[
          { titulo: 'Colaborador', render: (a) => a.usuarioNome },
          { titulo: 'Escala', render: (a) => a.escalaNome },
          { titulo: 'Início', render: (a) => formatarData(a.inicio) },
          { titulo: 'Fim', render: (a) => (a.fim ? formatarData(a.fim) : 'Indeterminado') },
          {
            titulo: 'Início do ciclo',
            render: (a) => (a.inicioCiclo ? formatarData(a.inicioCiclo) : '—'),
          },
        ]}
      />
      <Modal
        opened={historico !== null}
        onClose={() => setHistorico(null)}
        title={historico ? `Histórico da alocação de ${historico.usuarioNome}` : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {historico ? <Historico alocacaoId={historico.id} /> : null}
      </Modal>
    </>
  );
};
