import type { RegraApuracao } from '@jornada/contracts';
import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal, formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { BotaoArquivar, MostrarArquivadas, NomeDaRegra, VersaoAtual } from './arquivamento.tsx';
import { PERIODOS } from './formas-apuracao-tab.tsx';
import { apuracaoQueries, useSalvarRegraApuracao } from './regra-apuracao.queries.ts';
import { regraPontoQueries } from './regra-ponto.queries.ts';
import { CamposNomeDescricao, dataHora, mensagemDe, useNomeDoAutor } from './regras-comum.tsx';

const DO_COLABORADOR = 'colaborador';

const RegraApuracaoForm = ({
  regra,
  onConcluir,
}: {
  regra: RegraApuracao | null;
  onConcluir: () => void;
}) => {
  const formas = useQuery(apuracaoQueries.formas());
  const regrasPonto = useQuery(regraPontoQueries.lista());
  const { criar, alterar } = useSalvarRegraApuracao();
  const [nome, setNome] = useState(regra?.nome ?? '');
  const [descricao, setDescricao] = useState(regra?.descricao ?? '');
  const [formaId, setFormaId] = useState<string | null>(
    regra ? String(regra.formaApuracaoId) : null,
  );
  const [regraPontoId, setRegraPontoId] = useState<string>(
    regra?.regraPontoId ? String(regra.regraPontoId) : DO_COLABORADOR,
  );
  const [vigencia, setVigencia] = useState<string | null>(dataIsoLocal(new Date()));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erroServidor, setErroServidor] = useState<string | null>(null);

  if (formas.isPending || regrasPonto.isPending) return <LoadingState label="Carregando…" />;
  if (formas.isError || regrasPonto.isError)
    return (
      <ErrorState
        error={formas.error ?? regrasPonto.error}
        fallback="Não foi possível carregar as formas de apuração e as regras de ponto."
        onRetry={() => {
          void formas.refetch();
          void regrasPonto.refetch();
        }}
      />
    );

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setErroServidor(null);
    const novos: Record<string, string> = {};
    if (!nome.trim()) novos.nome = 'Nome: informe o nome da regra de apuração.';
    if (!formaId) novos.formaApuracaoId = 'Forma de apuração: escolha a forma de apuração.';
    if (!vigencia) novos.vigencia = 'Vigência a partir de: informe a data.';
    setErros(novos);
    if (Object.keys(novos).length > 0 || !formaId || !vigencia) return;
    const dados = {
      nome: nome.trim(),
      descricao: descricao.trim() || null,
      formaApuracaoId: Number(formaId),
      regraPontoId: regraPontoId === DO_COLABORADOR ? null : Number(regraPontoId),
      vigenciaInicio: vigencia,
    };
    const opcoes = {
      onSuccess: () => {
        toast.sucesso(
          regra ? 'Nova versão da regra de apuração gravada.' : 'Regra de apuração criada.',
        );
        onConcluir();
      },
      onError: (e: Error) =>
        setErroServidor(
          e instanceof ErroApi ? e.mensagem : 'Não foi possível salvar a regra de apuração.',
        ),
    };
    if (regra) alterar.mutate({ id: regra.id_regra, dados }, opcoes);
    else criar.mutate(dados, opcoes);
  };

  const forma = formas.data.find((f) => String(f.id) === formaId);
  return (
    <form
      onSubmit={enviar}
      noValidate
      aria-label={regra ? 'Alterar regra de apuração' : 'Nova regra de apuração'}
    >
      <Stack gap="sm">
        <CamposNomeDescricao
          nome={nome}
          descricao={descricao}
          erroNome={erros.nome}
          onNome={setNome}
          onDescricao={setDescricao}
        />
        <Select
          label="Forma de apuração"
          description={forma ? PERIODOS[forma.periodo].lei : undefined}
          data={formas.data.map((f) => ({ value: String(f.id), label: f.nome }))}
          value={formaId}
          onChange={setFormaId}
          error={erros.formaApuracaoId}
          nothingFoundMessage="Nenhuma forma de apuração: crie uma na aba Formas de apuração"
          required
        />
        <Select
          label="Regra de ponto"
          description="Sem escolha, vale a regra de ponto alocada a cada colaborador."
          data={[
            { value: DO_COLABORADOR, label: 'A do colaborador' },
            ...regrasPonto.data.map((r) => ({ value: String(r.id), label: r.nome })),
          ]}
          value={regraPontoId}
          onChange={(v) => setRegraPontoId(v ?? DO_COLABORADOR)}
          allowDeselect={false}
        />
        <DatePickerPtBr
          label="Vigência a partir de"
          value={vigencia}
          onChange={setVigencia}
          error={erros.vigencia}
          isRequired
          description={
            regra ? 'A alteração grava uma nova versão, válida desta data em diante.' : undefined
          }
        />
        {erroServidor ? (
          <Alert color="red" role="alert">
            {erroServidor}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={criar.isPending || alterar.isPending}>
            {regra ? 'Salvar nova versão' : 'Criar regra de apuração'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

const VersoesRegraApuracao = ({ regra }: { regra: RegraApuracao }) => {
  const versoes = useQuery(apuracaoQueries.versoes(regra.id_regra));
  const autor = useNomeDoAutor();
  if (versoes.isPending) return <LoadingState label="Carregando versões…" />;
  if (versoes.isError)
    return (
      <ErrorState
        error={versoes.error}
        fallback="Não foi possível carregar as versões."
        onRetry={() => void versoes.refetch()}
      />
    );
  return (
    <TabelaRolavel rotulo={`Versões de ${regra.nome}`}>
      <Table aria-label={`Versões de ${regra.nome}`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Versão</Table.Th>
            <Table.Th>Vigência</Table.Th>
            <Table.Th>Gravada</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versoes.data.map((v) => (
            <Table.Tr key={`${v.id}-${v.evento ?? 'versao'}-${v.alteradoEm}`}>
              <Table.Td>
                {v.evento === 'arquivamento'
                  ? `Arquivada (versão ${v.versao})`
                  : v.evento === 'reativacao'
                    ? `Reativada (versão ${v.versao})`
                    : `Versão ${v.versao}: ${v.nome}`}
              </Table.Td>
              <Table.Td>a partir de {formatarData(v.vigenciaInicio)}</Table.Td>
              <Table.Td>
                {dataHora(v.alteradoEm)} por {autor(v.alteradoPor)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TabelaRolavel>
  );
};

type Painel = { modo: 'nova' } | { modo: 'editar' | 'versoes'; regra: RegraApuracao };

/** Regras de apuração (`/api/v1/regra`): forma de apuração + regra de ponto, com versões. */
export const RegrasApuracaoTab = () => {
  const [mostrarArquivadas, setMostrarArquivadas] = useState(false);
  const lista = useQuery(apuracaoQueries.regras(mostrarArquivadas));
  const formas = useQuery(apuracaoQueries.formas());
  // Com as arquivadas: dá nome também à regra de ponto arquivada de uma regra de apuração.
  const regrasPonto = useQuery(regraPontoQueries.lista(true));
  const { duplicar, alterarStatus } = useSalvarRegraApuracao();
  const [painel, setPainel] = useState<Painel | null>(null);
  const [paraDuplicar, setParaDuplicar] = useState<RegraApuracao | null>(null);
  const [nomeCopia, setNomeCopia] = useState('');

  const confirmarCopia = () => {
    if (!paraDuplicar || !nomeCopia.trim()) return;
    duplicar.mutate(
      { id: paraDuplicar.id_regra, nome: nomeCopia.trim() },
      {
        onSuccess: () => {
          toast.sucesso('Regra de apuração duplicada.');
          setParaDuplicar(null);
        },
        onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível duplicar a regra de apuração.')),
      },
    );
  };
  const nomeForma = (id: number) => formas.data?.find((f) => f.id === id)?.nome ?? `nº ${id}`;
  const nomeRegraPonto = (id: number | null) =>
    id === null
      ? 'A do colaborador'
      : (regrasPonto.data?.find((r) => r.id === id)?.nome ?? `nº ${id}`);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            Regras de apuração
          </Title>
          <Text size="sm" c="dimmed" maw={680}>
            Junta a forma de apuração (o período) e a regra de ponto usada no cálculo.
          </Text>
        </div>
        <Group gap="md">
          <MostrarArquivadas checked={mostrarArquivadas} onChange={setMostrarArquivadas} />
          <Button onClick={() => setPainel({ modo: 'nova' })}>Nova regra de apuração</Button>
        </Group>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando regras de apuração…"
        errorState={{
          fallback: 'Não foi possível carregar as regras de apuração.',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma regra de apuração',
          description: 'Crie uma regra juntando uma forma de apuração e uma regra de ponto.',
        }}
      >
        {(regras) => (
          <TabelaRolavel rotulo="Regras de apuração">
            <Table aria-label="Regras de apuração" verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Forma de apuração</Table.Th>
                  <Table.Th>Regra de ponto</Table.Th>
                  <Table.Th>Versão atual</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {regras.map((r) => (
                  <Table.Tr key={r.id_regra}>
                    <Table.Td>
                      <NomeDaRegra nome={r.nome} ativo={r.ativo} />
                    </Table.Td>
                    <Table.Td>{nomeForma(r.formaApuracaoId)}</Table.Td>
                    <Table.Td>{nomeRegraPonto(r.regraPontoId)}</Table.Td>
                    <Table.Td>
                      <VersaoAtual versao={r.versao} vigenciaInicio={r.vigenciaInicio} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={r.nome}
                        actions={[
                          {
                            label: 'Alterar',
                            variant: 'light',
                            onClick: () => setPainel({ modo: 'editar', regra: r }),
                          },
                          {
                            label: 'Duplicar',
                            onClick: () => {
                              setNomeCopia(`Cópia de ${r.nome}`.slice(0, 100));
                              setParaDuplicar(r);
                            },
                          },
                          {
                            label: 'Versões',
                            ariaLabel: `Versões de ${r.nome}`,
                            onClick: () => setPainel({ modo: 'versoes', regra: r }),
                          },
                        ]}
                      >
                        <BotaoArquivar
                          oQue="a regra de apuração"
                          nome={r.nome}
                          ativo={r.ativo}
                          alterar={(ativo) => alterarStatus.mutateAsync({ id: r.id_regra, ativo })}
                        />
                      </RowActions>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TabelaRolavel>
        )}
      </ListaComEstados>
      <SidePanel
        isOpen={painel !== null}
        onClose={() => setPainel(null)}
        title={
          painel?.modo === 'nova'
            ? 'Nova regra de apuração'
            : painel?.modo === 'editar'
              ? `Alterar ${painel.regra.nome}`
              : painel?.modo === 'versoes'
                ? `Versões de ${painel.regra.nome}`
                : ''
        }
      >
        {painel?.modo === 'nova' ? (
          <RegraApuracaoForm regra={null} onConcluir={() => setPainel(null)} />
        ) : painel?.modo === 'editar' ? (
          <RegraApuracaoForm
            key={painel.regra.id}
            regra={painel.regra}
            onConcluir={() => setPainel(null)}
          />
        ) : painel?.modo === 'versoes' ? (
          <VersoesRegraApuracao regra={painel.regra} />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={paraDuplicar !== null}
        title="Duplicar regra de apuração"
        message={
          <TextInput
            label="Nome da cópia"
            value={nomeCopia}
            onChange={(e) => setNomeCopia(e.currentTarget.value)}
            error={nomeCopia.trim() ? undefined : 'Nome da cópia: informe o nome.'}
            maxLength={100}
            data-autofocus
          />
        }
        acceptLabel="Duplicar"
        denyLabel="Cancelar"
        isLoading={duplicar.isPending}
        onAccept={confirmarCopia}
        onDeny={() => setParaDuplicar(null)}
      />
    </Stack>
  );
};
