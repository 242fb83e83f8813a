import type { AlocacaoSobreaviso } from '@jornada/contracts';
import { Checkbox, Group, Select, Switch, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { dayjs } from '../../lib/dayjs.ts';
import { DIAS_SEMANA_ABREVIADOS, dataIsoLocal, horaParaMinutos } from '../../lib/format.ts';
import { CampoColaborador, Formulario } from './formulario-comum.tsx';
import { sobreavisoQueries, useSalvarSobreaviso } from './sobreaviso.queries.ts';
import { FALHA } from './sobreaviso-formato.ts';
import { useEnvio } from './use-envio.ts';

export type AlocacaoFormProps = { alocacao: AlocacaoSobreaviso | null; onConcluir: () => void };

/** Uma alocação cobre no máximo 366 dias (a escala se planeja por períodos e se renova). */
const MAXIMO_DIAS = 366;

type Erros = Partial<Record<'usuario' | 'regra' | 'inicio' | 'fim' | 'dias' | 'hora', string>>;

const NOMES_DIAS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

/**
 * A escala de sobreaviso de uma pessoa: padrão semanal (dias e horário) com vigência; o fim no
 * mesmo horário ou antes do início termina no dia seguinte; plantão avulso = um dia só.
 */
export const AlocacaoForm = ({ alocacao, onConcluir }: AlocacaoFormProps) => {
  const pessoas = useQuery(sobreavisoQueries.pessoas());
  const regras = useQuery(sobreavisoQueries.regras());
  const envio = useEnvio(useSalvarSobreaviso().alocacao);
  const hoje = dataIsoLocal(new Date());
  const [usuarioId, setUsuarioId] = useState(alocacao ? String(alocacao.usuarioId) : null);
  const [regraId, setRegraId] = useState(alocacao ? String(alocacao.regraId) : null);
  const [inicio, setInicio] = useState<string | null>(alocacao?.dataInicio ?? hoje);
  const [fim, setFim] = useState<string | null>(
    alocacao?.dataFim ?? dayjs(hoje).endOf('month').format('YYYY-MM-DD'),
  );
  const [dias, setDias] = useState<string[]>(alocacao?.diasSemana.map(String) ?? []);
  const [horaInicio, setHoraInicio] = useState(alocacao?.horaInicio ?? '19:00');
  const [horaFim, setHoraFim] = useState(alocacao?.horaFim ?? '07:00');
  const [observacao, setObservacao] = useState(alocacao?.observacao ?? '');
  const [isAtiva, setAtiva] = useState(alocacao?.ativo ?? true);
  const [erros, setErros] = useState<Erros>({});

  if (pessoas.isPending || regras.isPending) return <LoadingState label="Carregando…" />;
  if (pessoas.isError || regras.isError)
    return <ErrorState error={null} fallback={FALHA.carregar} />;

  const regrasAtivas = regras.data.filter((r) => r.ativo || r.id === alocacao?.regraId);

  const validar = (): Erros => {
    const e: Erros = {};
    if (!usuarioId) e.usuario = 'Colaborador: escolha quem fica de sobreaviso.';
    if (!regraId) e.regra = 'Regra: escolha a regra de sobreaviso ou prontidão.';
    if (!inicio) e.inicio = 'Data de início: informe a data.';
    if (!fim) e.fim = 'Data de fim: informe a data.';
    if (inicio && fim && fim < inicio) e.fim = 'Data de fim: não pode ser anterior ao início.';
    if (inicio && fim && dayjs(fim).diff(dayjs(inicio), 'day') >= MAXIMO_DIAS)
      e.fim = `Data de fim: a alocação cobre no máximo ${MAXIMO_DIAS} dias.`;
    if (dias.length === 0) e.dias = 'Dias da semana: escolha ao menos um dia.';
    if (horaParaMinutos(horaInicio) === null || horaParaMinutos(horaFim) === null)
      e.hora = 'Horário: informe início e fim no formato HH:MM.';
    return e;
  };

  const enviar = envio.aoSubmeter(() => {
    const novos = validar();
    setErros(novos);
    if (Object.keys(novos).length > 0 || !usuarioId || !regraId || !inicio || !fim) return;
    envio.gravar(
      {
        ...(alocacao ? { id: alocacao.id } : {}),
        dados: {
          usuarioId: Number(usuarioId),
          regraId: Number(regraId),
          dataInicio: inicio,
          dataFim: fim,
          diasSemana: dias.map(Number).sort(),
          horaInicio,
          horaFim,
          observacao: observacao.trim() || null,
          ...(alocacao ? { ativo: isAtiva } : {}),
        },
      },
      {
        sucesso: alocacao ? 'Escala alterada.' : 'Escala de sobreaviso criada.',
        aoConcluir: onConcluir,
      },
    );
  });

  return (
    <Formulario
      rotulo={alocacao ? 'Alterar escala' : 'Nova escala'}
      onSubmit={enviar}
      falha={envio.falha ? FALHA.salvar : null}
      isEnviando={envio.isEnviando}
      onCancelar={onConcluir}
    >
      <CampoColaborador
        pessoas={pessoas.data}
        usuarioId={usuarioId}
        onUsuario={setUsuarioId}
        erro={erros.usuario}
      />
      <Select
        label="Regra"
        data={regrasAtivas.map((r) => ({ value: String(r.id), label: r.nome }))}
        value={regraId}
        onChange={setRegraId}
        error={erros.regra}
        required
        nothingFoundMessage="Nenhuma regra ativa"
      />
      <Group grow align="flex-start">
        <DatePickerPtBr
          label="Data de início"
          value={inicio}
          onChange={setInicio}
          error={erros.inicio}
          isRequired
        />
        <DatePickerPtBr
          label="Data de fim"
          value={fim}
          onChange={setFim}
          error={erros.fim}
          minDate={inicio ?? undefined}
          isRequired
        />
      </Group>
      <Checkbox.Group
        label="Dias da semana"
        description="Dias em que a escala começa"
        value={dias}
        onChange={setDias}
        error={erros.dias}
        required
      >
        <Group gap="xs" mt={4}>
          {DIAS_SEMANA_ABREVIADOS.map((abreviado, i) => (
            <Checkbox
              key={abreviado}
              value={String(i)}
              label={abreviado}
              aria-label={NOMES_DIAS[i]}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Group grow align="flex-start">
        <TimeInput label="Hora de início" value={horaInicio} onChange={setHoraInicio} required />
        <TimeInput label="Hora de fim" value={horaFim} onChange={setHoraFim} required />
      </Group>
      {erros.hora ? (
        <Text size="sm" c="red" role="alert">
          {erros.hora}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Fim no mesmo horário ou antes do início: a escala termina no dia seguinte.
        </Text>
      )}
      <Textarea
        label="Observação"
        value={observacao}
        onChange={(e) => setObservacao(e.currentTarget.value)}
        maxLength={500}
        rows={2}
      />
      {alocacao ? (
        <Switch
          label="Ativa"
          checked={isAtiva}
          onChange={(e) => setAtiva(e.currentTarget.checked)}
        />
      ) : null}
    </Formulario>
  );
};
