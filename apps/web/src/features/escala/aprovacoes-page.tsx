import './estilos-mantine.ts';
import type { AcaoWire } from '@jornada/contracts';
import {
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { AprovacoesLancamentos } from '../ferias/index.ts';
import {
  FALHA_GENERICA,
  mensagemDoServidor,
  ROTULO_TIPO_ACAO,
  resumoDaAcao,
  STATUS_ACAO,
  type StatusAcao,
} from './acao.ts';
import { autorDaAlteracao, DetalheAcao } from './detalhe-acao.tsx';
import { escalaQueries, useAlterarStatusAcao } from './escala.queries.ts';
import { EscalasComProblemasModal } from './escalas-com-problemas-modal.tsx';
import { useEnvioComResultado } from './painel/use-envio-com-resultado.ts';

const TAMANHO_PAGINA = 25;

/** Visões da tela: pendências primeiro; as decididas ficam para consulta (auditoria). */
const VISOES: { value: StatusAcao; label: string }[] = [
  { value: 'ParaAprovar', label: 'Para aprovar' },
  { value: 'ParaRemover', label: 'Remoções pedidas' },
  { value: 'Aprovada', label: 'Aprovadas' },
  { value: 'Reprovada', label: 'Reprovadas' },
  { value: 'Removida', label: 'Removidas' },
];

type Decisao = {
  acao: AcaoWire;
  status: StatusAcao;
  titulo: string;
  texto: string;
  rotulo: string;
};

/** Pendente que cabe a outra pessoa (quem pediu não decide): a linha diz quem decide. */
const AGUARDANDO_DECISAO = 'Aguardando decisão do gestor ou do RH';
const aguardaOutraPessoa = (acao: AcaoWire) =>
  !acao.podeDecidir && (acao.status === 'ParaAprovar' || acao.status === 'ParaRemover');

/** Botões de decisão: só onde a API diz que quem chama pode decidir (podeDecidir). */
const decisoesDe = (acao: AcaoWire): Decisao[] => {
  if (!acao.podeDecidir) return [];
  const nome = `${ROTULO_TIPO_ACAO[acao.tipoAcao]} de ${acao.usuarioNome} em ${formatarData(acao.data)}`;
  if (acao.status === 'ParaAprovar') {
    return [
      {
        acao,
        status: 'Aprovada',
        rotulo: 'Aprovar',
        titulo: 'Aprovar alteração',
        texto: `Aprovar ${nome}?`,
      },
      {
        acao,
        status: 'Reprovada',
        rotulo: 'Reprovar',
        titulo: 'Reprovar alteração',
        texto: `Reprovar ${nome}?`,
      },
    ];
  }
  if (acao.status === 'ParaRemover') {
    return [
      {
        acao,
        status: 'Removida',
        rotulo: 'Confirmar remoção',
        titulo: 'Confirmar remoção',
        texto: `Remover ${nome}?`,
      },
      {
        acao,
        status: 'Aprovada',
        rotulo: 'Manter',
        titulo: 'Manter alteração',
        texto: `Recusar a remoção e manter ${nome}?`,
      },
    ];
  }
  return [];
};

/** Aprovações (#/dashboard/gestor/aprovacoes): alterações de escala da equipe a decidir. */
export const AprovacoesPage = () => {
  const [visao, setVisao] = useState<StatusAcao>('ParaAprovar');
  const [pagina, setPagina] = useState(1);
  const [detalhe, setDetalhe] = useState<AcaoWire | null>(null);
  const [decisao, setDecisao] = useState<Decisao | null>(null);
  const filtro = { pageNumber: pagina, pageSize: TAMANHO_PAGINA, status: visao };
  const lista = useQuery({
    ...escalaQueries.listaAcoes(filtro),
    placeholderData: keepPreviousData,
  });
  const status = useAlterarStatusAcao();
  const envio = useEnvioComResultado((mensagem) => toast.sucesso(mensagem));

  const decidir = (d: Decisao) => {
    setDecisao(null);
    void envio.executar(() => status.mutateAsync({ id: d.acao.id, status: d.status }), {
      falha: FALHA_GENERICA,
      sucesso: `Alteração: ${STATUS_ACAO[d.status].rotulo.toLowerCase()}.`,
    });
  };

  const conteudo = () => {
    if (lista.isPending) return <LoadingState label="Carregando as alterações…" />;
    if (lista.isError) {
      return (
        <EmptyState
          title="Não foi possível carregar as alterações"
          description={mensagemDoServidor(lista.error) ?? FALHA_GENERICA}
        >
          <Button variant="light" onClick={() => void lista.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      );
    }
    const { items, total } = lista.data;
    if (items.length === 0) {
      return (
        <EmptyState
          title="Nenhuma alteração aqui"
          description={
            visao === 'ParaAprovar'
              ? 'Não há alterações de escala da sua equipe aguardando aprovação.'
              : 'Nenhuma alteração de escala da sua equipe neste status.'
          }
        />
      );
    }
    return (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={1000}>
          <Table striped highlightOnHover aria-label="Alterações de escala">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Colaborador</Table.Th>
                <Table.Th>Data</Table.Th>
                <Table.Th>Ação</Table.Th>
                <Table.Th>Detalhe</Table.Th>
                <Table.Th>Pedida por</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Alterada por</Table.Th>
                <Table.Th>Decisão</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((acao) => (
                <Table.Tr key={acao.id}>
                  <Table.Td>{acao.usuarioNome}</Table.Td>
                  <Table.Td>{formatarData(acao.data)}</Table.Td>
                  <Table.Td>{ROTULO_TIPO_ACAO[acao.tipoAcao]}</Table.Td>
                  <Table.Td>{resumoDaAcao(acao)}</Table.Td>
                  <Table.Td>{acao.solicitanteNome ?? `Usuário nº ${acao.solicitanteId}`}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_ACAO[acao.status].cor} variant="light">
                      {STATUS_ACAO[acao.status].rotulo}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{autorDaAlteracao(acao)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setDetalhe(acao)}
                        aria-label={`Detalhes da alteração nº ${acao.id}`}
                      >
                        Detalhes
                      </Button>
                      {decisoesDe(acao).map((d) => (
                        <Button
                          key={d.status}
                          size="compact-sm"
                          color={
                            d.status === 'Aprovada' && acao.status === 'ParaAprovar'
                              ? 'green'
                              : d.status === 'Reprovada' || d.status === 'Removida'
                                ? 'red'
                                : 'gray'
                          }
                          disabled={envio.isBloqueado}
                          onClick={() => setDecisao(d)}
                          aria-label={`${d.rotulo}: ${acao.usuarioNome}, ${formatarData(acao.data)}`}
                        >
                          {d.rotulo}
                        </Button>
                      ))}
                      {aguardaOutraPessoa(acao) ? (
                        <Text size="sm" c="dimmed">
                          {AGUARDANDO_DECISAO}
                        </Text>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > TAMANHO_PAGINA ? (
          <Pagination
            total={Math.ceil(total / TAMANHO_PAGINA)}
            value={pagina}
            onChange={setPagina}
            aria-label="Páginas"
          />
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Aprovações
        </Title>
        <Text c="dimmed" size="sm">
          Alterações de escala da sua equipe e os pedidos que cabem a você decidir. Quem pediu a
          alteração não pode decidi-la.
        </Text>
      </div>
      {/* Os pedidos de férias, recesso e day off (feature ferias) só carregam na própria aba. */}
      <Tabs defaultValue="escala" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="escala">Alterações de escala</Tabs.Tab>
          <Tabs.Tab value="lancamentos">Férias, recesso e day off</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="escala" pt="sm">
          <Stack gap="md">
            <SegmentedControl
              aria-label="Status"
              data={VISOES}
              value={visao}
              onChange={(v) => {
                setVisao(v as StatusAcao);
                setPagina(1);
              }}
            />
            {conteudo()}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="lancamentos" pt="sm">
          <AprovacoesLancamentos />
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={detalhe !== null}
        onClose={() => setDetalhe(null)}
        title="Detalhe da alteração"
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {detalhe ? <DetalheAcao acao={detalhe} /> : null}
      </Modal>
      <ConfirmModal
        isOpen={decisao !== null}
        title={decisao?.titulo ?? ''}
        message={decisao?.texto ?? ''}
        acceptLabel={decisao?.rotulo ?? 'Confirmar'}
        onAccept={() => decisao && decidir(decisao)}
        onDeny={() => setDecisao(null)}
      />
      <EscalasComProblemasModal linhas={envio.problema} onClose={envio.fecharProblema} />
    </Stack>
  );
};
