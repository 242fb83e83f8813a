import type { MarcacaoTratadaDto } from '@jornada/contracts';
import { Alert, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TabelaRolavel } from '../../components/ui/tabela-rolavel.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData, horaCurta } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { BotaoLocalizacao } from '../cerca-virtual/index.ts';
import { BotaoAnexo } from './botao-anexo.tsx';
import { type DadosMotivo, FormularioTratamento } from './formulario-tratamento.tsx';
import {
  alterarDataMarcacao,
  desconsiderarMarcacao,
  editarMarcacao,
  incluirMarcacao,
  justificarMarcacao,
  restaurarMarcacao,
} from './tratamento.api.ts';
import { tratamentoKeys, tratamentoQueries } from './tratamento.queries.ts';

type Acao = 'justificar' | 'desconsiderar' | 'restaurar' | 'editar' | 'alterar-data';

const ACOES: Record<
  Acao,
  { titulo: string; confirmar: string; sucesso: string; erro: string | null; anexo: boolean }
> = {
  justificar: {
    titulo: 'Justificar marcação',
    confirmar: 'Justificar',
    sucesso: 'Marcação Justificada',
    erro: null,
    anexo: false,
  },
  desconsiderar: {
    titulo: 'Desconsiderar marcação',
    confirmar: 'Desconsiderar',
    sucesso: 'Solicitação de desconsideração realizada',
    erro: 'Erro ao desconsiderar ponto',
    anexo: true,
  },
  restaurar: {
    titulo: 'Restaurar marcação',
    confirmar: 'Restaurar',
    sucesso: 'Solicitação de restauração realizada',
    erro: 'Erro ao restaurar ponto',
    anexo: true,
  },
  editar: {
    titulo: 'Editar marcação',
    confirmar: 'Salvar edição',
    sucesso: 'Solicitação de alteração realizada',
    erro: 'Erro ao realizar alteração',
    anexo: true,
  },
  'alterar-data': {
    titulo: 'Alterar o dia da marcação',
    confirmar: 'Alterar dia',
    sucesso: 'Dia alterado com sucesso!',
    erro: null,
    anexo: true,
  },
};

/** Campos a mais de editar (nova hora) e de alterar o dia (novo dia de apuração). */
type Extras = { novaHora: string; novaData: string | null };

const chamar = (acao: Acao, marcacao: MarcacaoTratadaDto, dados: DadosMotivo, extras: Extras) => {
  const alvo = { marcacaoId: marcacao.id, origem: marcacao.origem, ...dados };
  switch (acao) {
    case 'justificar':
      return justificarMarcacao({ ...alvo, anexo: undefined });
    case 'desconsiderar':
      return desconsiderarMarcacao(alvo);
    case 'restaurar':
      return restaurarMarcacao(alvo);
    case 'editar':
      return editarMarcacao({ ...alvo, novaHora: extras.novaHora });
    case 'alterar-data':
      return alterarDataMarcacao({ ...alvo, novaData: extras.novaData ?? '' });
  }
};

const HORA_VALIDA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Dias de apuração possíveis: o da marcação, o anterior e o seguinte, menos o atual. */
const opcoesDeDia = (m: MarcacaoTratadaDto) =>
  [-1, 0, 1]
    .map((d) => dayjs(m.dataMarcacao).add(d, 'day').format('YYYY-MM-DD'))
    .filter((data) => data !== m.data)
    .map((data) => ({ value: data, label: formatarData(data) }));

const mostrarErro = (erro: unknown, titulo: string | null) => {
  if (isErroApi(erro) && erro.isErroServidor) return;
  const mensagem = isErroApi(erro) ? erro.mensagem : 'Não foi possível concluir o pedido.';
  if (titulo) toast.erro(mensagem, { title: titulo });
  else toast.erro(mensagem);
};

const Situacao = ({ marcacao }: { marcacao: MarcacaoTratadaDto }) => {
  const aguardando = marcacao.tratamentos.some((t) => t.status === 'ParaAprovar');
  return (
    <Group gap={4}>
      {marcacao.desconsiderada ? (
        <Badge color="gray" variant="light">
          desconsiderada
        </Badge>
      ) : null}
      {marcacao.pendente || aguardando ? (
        <Badge color="yellow" variant="light">
          aguardando aprovação
        </Badge>
      ) : null}
      {marcacao.origem === 'incluida' ? (
        <Badge color="blue" variant="light">
          incluída
        </Badge>
      ) : null}
      {marcacao.motivo ? <Text size="xs">{marcacao.motivo}</Text> : null}
      {marcacao.tratamentos
        .filter((t) => t.temAnexo)
        .slice(-1)
        .map((t) => (
          <BotaoAnexo
            key={t.id}
            tratamentoId={t.id}
            rotulo={`Baixar anexo de ${formatarData(marcacao.data)} ${horaCurta(marcacao.hora)}`}
          />
        ))}
    </Group>
  );
};

/** Histórico de marcações do colaborador (últimos 7 dias) com os pedidos de tratamento. */
export const HistoricoMarcacoes = () => {
  const queryClient = useQueryClient();
  const fim = dayjs().format('YYYY-MM-DD');
  const inicio = dayjs().subtract(6, 'day').format('YYYY-MM-DD');
  const historico = useQuery(tratamentoQueries.historico(inicio, fim));
  const [emAcao, setEmAcao] = useState<{ acao: Acao; marcacao: MarcacaoTratadaDto } | null>(null);
  const [extras, setExtras] = useState<Extras>({ novaHora: '', novaData: null });
  const [errosExtras, setErrosExtras] = useState<{ novaHora?: string; novaData?: string }>({});
  const [isIncluindo, setIsIncluindo] = useState(false);
  const [dataInclusao, setDataInclusao] = useState<string | null>(fim);
  const [horaInclusao, setHoraInclusao] = useState('');
  const [errosInclusao, setErrosInclusao] = useState<{ data?: string; hora?: string }>({});

  const invalidar = () => {
    void queryClient.invalidateQueries({ queryKey: tratamentoKeys.historicos });
    void queryClient.invalidateQueries({ queryKey: tratamentoKeys.filas });
    void queryClient.invalidateQueries({ queryKey: ['ponto'] });
  };

  const tratar = useMutation({
    mutationFn: ({
      acao,
      marcacao,
      dados,
    }: {
      acao: Acao;
      marcacao: MarcacaoTratadaDto;
      dados: DadosMotivo;
    }) => chamar(acao, marcacao, dados, extras),
    onSuccess: (_r, { acao }) => {
      toast.sucesso(ACOES[acao].sucesso);
      setEmAcao(null);
    },
    onError: (erro, { acao }) => mostrarErro(erro, ACOES[acao].erro),
    onSettled: invalidar,
  });

  const abrir = (acao: Acao, marcacao: MarcacaoTratadaDto) => {
    setExtras({ novaHora: '', novaData: acao === 'alterar-data' ? null : marcacao.data });
    setErrosExtras({});
    setEmAcao({ acao, marcacao });
  };

  const validarExtras = () => {
    if (!emAcao) return true;
    const erros: typeof errosExtras = {};
    if (emAcao.acao === 'editar' && !HORA_VALIDA.test(extras.novaHora))
      erros.novaHora = 'Nova hora: informe a hora no formato HH:MM.';
    if (emAcao.acao === 'editar' && extras.novaHora === horaCurta(emAcao.marcacao.hora))
      erros.novaHora = 'Nova hora: informe uma hora diferente da atual.';
    if (emAcao.acao === 'alterar-data' && !extras.novaData)
      erros.novaData = 'Novo dia: selecione o dia em que a marcação deve contar.';
    setErrosExtras(erros);
    return Object.keys(erros).length === 0;
  };

  const camposDaAcao = (acao: Acao, marcacao: MarcacaoTratadaDto) => {
    if (acao === 'editar')
      return (
        <TimeInput
          label="Nova hora"
          value={extras.novaHora}
          onChange={(novaHora) => setExtras((e) => ({ ...e, novaHora }))}
          error={errosExtras.novaHora}
          required
        />
      );
    if (acao === 'alterar-data')
      return (
        <Select
          label="Novo dia"
          description={`Marcada em ${formatarData(marcacao.dataMarcacao)}; conta hoje no dia ${formatarData(marcacao.data)}.`}
          placeholder="Selecione"
          data={opcoesDeDia(marcacao)}
          value={extras.novaData}
          onChange={(novaData) => setExtras((e) => ({ ...e, novaData }))}
          error={errosExtras.novaData}
          required
          comboboxProps={{ withinPortal: false }}
        />
      );
    return undefined;
  };

  const incluir = useMutation({
    mutationFn: incluirMarcacao,
    onSuccess: () => {
      toast.sucesso('Solicitação de inclusão realizada');
      setIsIncluindo(false);
      setHoraInclusao('');
    },
    onError: (erro) => mostrarErro(erro, null),
    onSettled: invalidar,
  });

  const validarInclusao = () => {
    const erros: typeof errosInclusao = {};
    if (!dataInclusao) erros.data = 'Data: informe o dia da marcação.';
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(horaInclusao))
      erros.hora = 'Hora: informe a hora no formato HH:MM.';
    setErrosInclusao(erros);
    return Object.keys(erros).length === 0;
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Histórico de marcações (últimos 7 dias)
        </Title>
        <Button variant="light" onClick={() => setIsIncluindo(true)}>
          Incluir marcação
        </Button>
      </Group>
      {historico.isPending ? <LoadingState label="Carregando histórico…" /> : null}
      {historico.isError ? (
        <Alert color="red" title="Histórico indisponível" role="alert">
          {isErroApi(historico.error)
            ? historico.error.mensagem
            : 'Não foi possível carregar o histórico.'}
          <Button
            variant="light"
            color="red"
            size="xs"
            mt="sm"
            onClick={() => void historico.refetch()}
          >
            Tentar novamente
          </Button>
        </Alert>
      ) : null}
      {historico.isSuccess && historico.data.length === 0 ? (
        <EmptyState
          title="Nenhuma marcação nos últimos 7 dias"
          description="As suas marcações aparecem aqui."
        />
      ) : null}
      {historico.isSuccess && historico.data.length > 0 ? (
        <TabelaRolavel rotulo="Histórico de marcações">
          <Table striped aria-label="Histórico de marcações">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Hora</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {historico.data.map((marcacao) => {
                const rotulo = `${formatarData(marcacao.data)} ${horaCurta(marcacao.hora)}`;
                return (
                  <Table.Tr key={marcacao.chave}>
                    <Table.Td>{formatarData(marcacao.data)}</Table.Td>
                    <Table.Td ff="monospace">{horaCurta(marcacao.hora)}</Table.Td>
                    <Table.Td>
                      <Situacao marcacao={marcacao} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {marcacao.origem === 'original' ? (
                          <BotaoLocalizacao marcacaoId={marcacao.id} rotulo={rotulo} />
                        ) : null}
                        {marcacao.desconsiderada ? (
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={`Restaurar ${rotulo}`}
                            onClick={() => abrir('restaurar', marcacao)}
                          >
                            Restaurar
                          </Button>
                        ) : (
                          <>
                            <Button
                              size="xs"
                              variant="subtle"
                              aria-label={`Justificar ${rotulo}`}
                              onClick={() => abrir('justificar', marcacao)}
                            >
                              Justificar
                            </Button>
                            {marcacao.pendente ? null : (
                              <Button
                                size="xs"
                                variant="subtle"
                                aria-label={`Editar ${rotulo}`}
                                onClick={() => abrir('editar', marcacao)}
                              >
                                Editar
                              </Button>
                            )}
                            <Button
                              size="xs"
                              variant="subtle"
                              aria-label={`Alterar dia de ${rotulo}`}
                              onClick={() => abrir('alterar-data', marcacao)}
                            >
                              Alterar dia
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              aria-label={`Desconsiderar ${rotulo}`}
                              onClick={() => abrir('desconsiderar', marcacao)}
                            >
                              Desconsiderar
                            </Button>
                          </>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TabelaRolavel>
      ) : null}
      {emAcao ? (
        <FormularioTratamento
          key={`${emAcao.acao}-${emAcao.marcacao.chave}`}
          isOpen
          titulo={`${ACOES[emAcao.acao].titulo} de ${formatarData(emAcao.marcacao.data)} às ${horaCurta(emAcao.marcacao.hora)}`}
          rotuloConfirmar={ACOES[emAcao.acao].confirmar}
          isEnviando={tratar.isPending}
          onFechar={() => setEmAcao(null)}
          aceitaAnexo={ACOES[emAcao.acao].anexo}
          camposExtras={camposDaAcao(emAcao.acao, emAcao.marcacao)}
          validarExtras={validarExtras}
          onEnviar={(dados) => tratar.mutate({ ...emAcao, dados })}
        />
      ) : null}
      {isIncluindo ? (
        <FormularioTratamento
          isOpen
          titulo="Incluir marcação"
          rotuloConfirmar="Incluir"
          aceitaAnexo
          isEnviando={incluir.isPending}
          onFechar={() => setIsIncluindo(false)}
          validarExtras={validarInclusao}
          camposExtras={
            <>
              <DatePickerPtBr
                label="Data"
                value={dataInclusao}
                onChange={setDataInclusao}
                maxDate={fim}
                error={errosInclusao.data}
                isRequired
              />
              <TimeInput
                label="Hora"
                value={horaInclusao}
                onChange={setHoraInclusao}
                error={errosInclusao.hora}
                required
              />
            </>
          }
          onEnviar={(dados) => {
            if (!dataInclusao) return;
            incluir.mutate({ data: dataInclusao, hora: horaInclusao, ...dados });
          }}
        />
      ) : null}
    </Stack>
  );
};
