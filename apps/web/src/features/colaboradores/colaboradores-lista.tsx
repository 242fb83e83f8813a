import type { ColaboradorAdmitido, ColaboradorWire, SituacaoColaborador } from '@jornada/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { HistoricoPessoaModal } from '../mensagens/index.ts';
import { AdmissaoResumo } from './admissao-resumo.tsx';
import { ColaboradorForm } from './colaborador-form.tsx';
import { convidarPrimeiroAcesso } from './colaboradores.api.ts';
import { colaboradoresQueries } from './colaboradores.queries.ts';
import { ColaboradoresTabela } from './colaboradores-tabela.tsx';
import { DesligarColaborador } from './desligar-colaborador.tsx';
import { ExportarColaboradores } from './exportar-colaboradores.tsx';
import { ImportacaoColaboradores } from './importacao-colaboradores.tsx';
import { mensagemDeErro } from './use-gravacao.ts';

const POR_PAGINA = 20;
type Situacao = SituacaoColaborador | 'todos';

/** Lista de colaboradores com busca, filtros, página e as ações de cada um. */
export const ColaboradoresLista = () => {
  const [busca, setBusca] = useState('');
  const [filialId, setFilialId] = useState<string | null>(null);
  const [departamentoId, setDepartamentoId] = useState<string | null>(null);
  const [situacao, setSituacao] = useState<Situacao>('ativo');
  const [pagina, setPagina] = useState(1);
  const [editando, setEditando] = useState<ColaboradorWire | 'novo' | null>(null);
  const [desligando, setDesligando] = useState<ColaboradorWire | null>(null);
  const [admitido, setAdmitido] = useState<ColaboradorAdmitido | null>(null);
  const [importando, setImportando] = useState(false);
  const [historico, setHistorico] = useState<ColaboradorWire | null>(null);

  const termo = useDeferredValue(busca.trim());
  const buscaCurta = termo.length > 0 && termo.length < 3;
  const consulta = useQuery({
    ...colaboradoresQueries.lista({
      search: termo.length >= 3 ? termo : undefined,
      filialId: filialId ? Number(filialId) : undefined,
      departamentoId: departamentoId ? Number(departamentoId) : undefined,
      situacao: situacao === 'todos' ? undefined : situacao,
      pageNumber: pagina,
      pageSize: POR_PAGINA,
    }),
  });
  const opcoes = useQuery(colaboradoresQueries.opcoes());
  const convidar = useMutation({
    mutationFn: (c: ColaboradorWire) => convidarPrimeiroAcesso(c.id),
    onSuccess: ({ mensagem, expiraEm }, c) =>
      toast.sucesso(
        `${mensagem ?? 'Convite enviado.'} ${c.nome} recebe o link por e-mail${
          expiraEm ? ` (válido até ${formatarData(expiraEm)})` : ''
        }.`,
      ),
    onError: (e) => toast.erro(mensagemDeErro(e)),
  });

  const mudarFiltro =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPagina(1);
    };

  const conteudo = () => {
    if (consulta.isPending) return <LoadingState label="Carregando colaboradores…" />;
    if (consulta.isError)
      return (
        <EmptyState
          title="Não foi possível carregar os colaboradores"
          description={mensagemDeErro(consulta.error)}
        >
          <Button variant="light" onClick={() => void consulta.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      );
    const { items, total } = consulta.data;
    if (items.length === 0)
      return (
        <EmptyState
          title="Nenhum colaborador encontrado"
          description={
            termo || filialId || departamentoId
              ? 'Mude a busca ou os filtros.'
              : 'Cadastre o primeiro pelo botão Novo colaborador.'
          }
        />
      );
    const paginas = Math.max(1, Math.ceil(total / POR_PAGINA));
    return (
      <Stack gap="sm">
        <ColaboradoresTabela
          items={items}
          podeEditar={Boolean(opcoes.data)}
          convidandoId={convidar.isPending ? convidar.variables?.id : undefined}
          onEditar={setEditando}
          onConvidar={(c) => convidar.mutate(c)}
          onDesligar={setDesligando}
          onMensagens={setHistorico}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? '1 colaborador' : `${total} colaboradores`}
          </Text>
          <Paginas
            total={paginas}
            value={pagina}
            onChange={setPagina}
            rotulo="Páginas de colaboradores"
          />
        </Group>
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Buscar colaborador"
            placeholder="Nome, e-mail ou CPF"
            value={busca}
            onChange={(e) => mudarFiltro(setBusca)(e.currentTarget.value)}
            error={buscaCurta ? 'Busca: digite ao menos 3 caracteres.' : undefined}
          />
          <Select
            label="Filial"
            placeholder="Todas"
            clearable
            data={(opcoes.data?.filiais ?? []).map((f) => ({ value: String(f.id), label: f.nome }))}
            value={filialId}
            onChange={mudarFiltro(setFilialId)}
          />
          <Select
            label="Departamento"
            placeholder="Todos"
            clearable
            data={(opcoes.data?.departamentos ?? []).map((d) => ({
              value: String(d.id),
              label: d.nome,
            }))}
            value={departamentoId}
            onChange={mudarFiltro(setDepartamentoId)}
          />
          <SegmentedControl
            aria-label="Situação"
            data={[
              { value: 'ativo', label: 'Ativos' },
              { value: 'desligado', label: 'Desligados' },
              { value: 'todos', label: 'Todos' },
            ]}
            value={situacao}
            onChange={(v) => mudarFiltro(setSituacao)(v as Situacao)}
          />
        </Group>
        <Group gap="xs">
          <ExportarColaboradores
            filtro={{
              search: termo.length >= 3 ? termo : undefined,
              filialId: filialId ? Number(filialId) : undefined,
              departamentoId: departamentoId ? Number(departamentoId) : undefined,
              situacao: situacao === 'todos' ? undefined : situacao,
            }}
          />
          <Button variant="default" onClick={() => setImportando(true)}>
            Importar colaboradores
          </Button>
          <Button onClick={() => setEditando('novo')} disabled={!opcoes.data}>
            Novo colaborador
          </Button>
        </Group>
      </Group>
      {opcoes.isError ? (
        <Alert color="red" role="alert">
          Não foi possível carregar filiais, departamentos e cargos: {mensagemDeErro(opcoes.error)}
        </Alert>
      ) : null}
      {admitido ? (
        <AdmissaoResumo colaborador={admitido} onFechar={() => setAdmitido(null)} />
      ) : null}
      {conteudo()}
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={editando === 'novo' ? 'Novo colaborador' : 'Editar colaborador'}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {editando !== null && opcoes.data ? (
          <ColaboradorForm
            colaborador={editando === 'novo' ? null : editando}
            opcoes={opcoes.data}
            onFechar={() => setEditando(null)}
            onAdmitido={setAdmitido}
          />
        ) : null}
      </Modal>
      <HistoricoPessoaModal pessoa={historico} onClose={() => setHistorico(null)} />
      {importando ? <ImportacaoColaboradores onFechar={() => setImportando(false)} /> : null}
      {desligando ? (
        <DesligarColaborador colaborador={desligando} onFechar={() => setDesligando(null)} />
      ) : null}
    </Stack>
  );
};
