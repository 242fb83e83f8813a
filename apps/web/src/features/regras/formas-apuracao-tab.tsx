import type { FormaApuracao } from '@jornada/contracts';
import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { PeriodoApuracao } from './regra-apuracao.api.ts';
import { apuracaoQueries, useSalvarFormaApuracao } from './regra-apuracao.queries.ts';
import { CamposNomeDescricao, mensagemDe } from './regras-comum.tsx';

export const PERIODOS: Record<PeriodoApuracao, { nome: string; lei: string }> = {
  mensal: {
    nome: 'Mensal',
    lei: 'CLT art. 459 §1º: salário mensal pago até o 5º dia útil do mês seguinte.',
  },
  convocacao: {
    nome: 'Por convocação',
    lei: 'CLT art. 452-A §6º: intermitente pago ao fim de cada período de prestação de serviço.',
  },
};

const FormaForm = ({
  forma,
  onConcluir,
}: {
  forma: FormaApuracao | null;
  onConcluir: () => void;
}) => {
  const { criar, alterar } = useSalvarFormaApuracao();
  const [nome, setNome] = useState(forma?.nome ?? '');
  const [descricao, setDescricao] = useState(forma?.descricao ?? '');
  const [periodo, setPeriodo] = useState<PeriodoApuracao | null>(forma?.periodo ?? null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erroServidor, setErroServidor] = useState<string | null>(null);

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setErroServidor(null);
    const novos: Record<string, string> = {};
    if (!nome.trim()) novos.nome = 'Nome: informe o nome da forma de apuração.';
    if (!periodo) novos.periodo = 'Período de apuração: escolha mensal ou por convocação.';
    setErros(novos);
    if (Object.keys(novos).length > 0 || !periodo) return;
    const dados = { nome: nome.trim(), descricao: descricao.trim() || null, periodo };
    const opcoes = {
      onSuccess: () => {
        toast.sucesso(forma ? 'Forma de apuração alterada.' : 'Forma de apuração criada.');
        onConcluir();
      },
      onError: (e: Error) =>
        setErroServidor(
          e instanceof ErroApi ? e.mensagem : 'Não foi possível salvar a forma de apuração.',
        ),
    };
    if (forma) alterar.mutate({ id: forma.id, dados }, opcoes);
    else criar.mutate(dados, opcoes);
  };

  return (
    <form
      onSubmit={enviar}
      noValidate
      aria-label={forma ? 'Alterar forma de apuração' : 'Nova forma de apuração'}
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
          label="Período de apuração"
          description={
            periodo ? PERIODOS[periodo].lei : `${PERIODOS.mensal.lei} ${PERIODOS.convocacao.lei}`
          }
          data={Object.entries(PERIODOS).map(([value, p]) => ({ value, label: p.nome }))}
          value={periodo}
          onChange={(v) => setPeriodo(v as PeriodoApuracao | null)}
          error={erros.periodo}
          required
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
            {forma ? 'Salvar' : 'Criar forma de apuração'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Formas de apuração (GET/POST/PUT/DELETE /api/v1/formaApuracao): mensal ou por convocação. */
export const FormasApuracaoTab = () => {
  const lista = useQuery(apuracaoQueries.formas());
  const { excluir } = useSalvarFormaApuracao();
  const [painel, setPainel] = useState<{ forma: FormaApuracao | null } | null>(null);
  const [paraExcluir, setParaExcluir] = useState<FormaApuracao | null>(null);

  const confirmarExclusao = () => {
    if (!paraExcluir) return;
    excluir.mutate(paraExcluir.id, {
      onSuccess: () => toast.sucesso('Forma de apuração excluída.'),
      onError: (e) => toast.erro(mensagemDe(e, 'Não foi possível excluir a forma de apuração.')),
      onSettled: () => setParaExcluir(null),
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            Formas de apuração
          </Title>
          <Text size="sm" c="dimmed" maw={680}>
            O período em que as horas são apuradas e pagas, usado pelas regras de apuração.
          </Text>
        </div>
        <Button onClick={() => setPainel({ forma: null })}>Nova forma de apuração</Button>
      </Group>
      <ListaComEstados
        query={lista}
        items={lista.data}
        loadingLabel="Carregando formas de apuração…"
        errorState={{
          fallback: 'Não foi possível carregar as formas de apuração.',
          onRetry: () => void lista.refetch(),
        }}
        emptyState={{
          title: 'Nenhuma forma de apuração',
          description:
            'Crie uma forma (mensal ou por convocação) para usá-la nas regras de apuração.',
        }}
      >
        {(formas) => (
          <TabelaRolavel rotulo="Formas de apuração">
            <Table aria-label="Formas de apuração" verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Período</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {formas.map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {f.nome}
                      </Text>
                      {f.descricao ? (
                        <Text size="xs" c="dimmed">
                          {f.descricao}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{PERIODOS[f.periodo].nome}</Table.Td>
                    <Table.Td>
                      <RowActions
                        itemName={f.nome}
                        actions={[
                          {
                            label: 'Alterar',
                            variant: 'light',
                            onClick: () => setPainel({ forma: f }),
                          },
                          {
                            label: 'Excluir',
                            variant: 'subtle',
                            color: 'red',
                            onClick: () => setParaExcluir(f),
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
      <SidePanel
        isOpen={painel !== null}
        onClose={() => setPainel(null)}
        title={painel?.forma ? `Alterar ${painel.forma.nome}` : 'Nova forma de apuração'}
      >
        {painel ? (
          <FormaForm
            key={painel.forma?.id ?? 'nova'}
            forma={painel.forma}
            onConcluir={() => setPainel(null)}
          />
        ) : null}
      </SidePanel>
      <ConfirmModal
        isOpen={paraExcluir !== null}
        title="Excluir forma de apuração"
        message={`Excluir "${paraExcluir?.nome ?? ''}"? Só é possível se nenhuma regra de apuração a usa.`}
        acceptLabel="Excluir"
        denyLabel="Cancelar"
        isLoading={excluir.isPending}
        onAccept={confirmarExclusao}
        onDeny={() => setParaExcluir(null)}
      />
    </Stack>
  );
};
