import type { DiaEspelho, SalvarAusenciaBody } from '@jornada/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TimeInput } from '../../components/ui/time-input.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { salvarAusenciaJustificada } from './espelho.api.ts';
import { espelhoKeys, espelhoQueries } from './espelho.queries.ts';
import { diaMes } from './espelho-formato.ts';

type Periodo = 'dia' | 'parte';
type Erros = Partial<
  Record<'motivo' | 'dataFim' | 'horaInicio' | 'horaFim' | 'observacao', string>
>;

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Valida no cliente o que o servidor também valida (mensagens iguais às do contrato). */
const validar = (v: {
  motivo: string | null;
  periodo: Periodo;
  dataInicio: string;
  dataFim: string;
  horaInicio: string;
  horaFim: string;
  observacao: string;
}): Erros => {
  const erros: Erros = {};
  if (!v.motivo) erros.motivo = 'escolha um motivo da lista';
  if (v.motivo === 'OUTRO' && !v.observacao.trim())
    erros.observacao = 'descreva o motivo na observação';
  if (v.periodo === 'dia' && v.dataFim && v.dataFim < v.dataInicio)
    erros.dataFim = 'a data final não pode ser anterior à inicial';
  if (v.periodo === 'parte') {
    if (!HORA.test(v.horaInicio)) erros.horaInicio = 'use o formato HH:MM';
    if (!HORA.test(v.horaFim)) erros.horaFim = 'use o formato HH:MM';
    else if (HORA.test(v.horaInicio) && v.horaFim <= v.horaInicio)
      erros.horaFim = 'a hora final deve ser depois da inicial';
  }
  return erros;
};

/**
 * Registro de ausência justificada (abono) num dia do espelho, pelo RH ou gestor: motivo da lista
 * fixa (CLT art. 473, atestado médico, outro), período (o dia, até uma data, ou parte do dia) e
 * observação. O espelho é relido ao salvar (o cálculo é feito na leitura).
 */
export const AbonoModal = ({
  usuarioId,
  dia,
  onClose,
}: {
  usuarioId: number;
  dia: DiaEspelho;
  onClose: () => void;
}) => {
  const motivos = useQuery(espelhoQueries.motivosAusencia());
  const queryClient = useQueryClient();
  const [motivo, setMotivo] = useState<string | null>(null);
  const [periodo, setPeriodo] = useState<Periodo>('dia');
  const [dataFim, setDataFim] = useState(dia.data);
  const [horaInicio, setHoraInicio] = useState('');
  const [horaFim, setHoraFim] = useState('');
  const [observacao, setObservacao] = useState('');
  const [cid, setCid] = useState('');
  const [erros, setErros] = useState<Erros>({});

  const salvar = useMutation({
    mutationFn: salvarAusenciaJustificada,
    onSuccess: async () => {
      toast.sucesso('Ausência justificada registrada');
      await queryClient.invalidateQueries({ queryKey: espelhoKeys.todos });
      onClose();
    },
  });

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const v = { motivo, periodo, dataInicio: dia.data, dataFim, horaInicio, horaFim, observacao };
    const encontrados = validar(v);
    setErros(encontrados);
    if (Object.keys(encontrados).length > 0) return;
    const corpo: SalvarAusenciaBody = {
      usuarioId,
      dataInicio: dia.data,
      motivo: motivo as SalvarAusenciaBody['motivo'],
      ...(periodo === 'parte' ? { horaInicio, horaFim } : { dataFim }),
      ...(observacao.trim() ? { observacao: observacao.trim() } : {}),
      ...(motivo === 'ATESTADO_MEDICO' && cid.trim() ? { cid: cid.trim() } : {}),
    };
    salvar.mutate(corpo);
  };

  const opcoes = (motivos.data ?? []).map((m) => ({
    value: m.codigo,
    label: `${m.descricao} (${m.fundamento})`,
  }));
  const escolhido = motivos.data?.find((m) => m.codigo === motivo);

  return (
    <Modal opened onClose={onClose} title={`Registrar abono em ${diaMes(dia.data)}`} size="lg">
      <form onSubmit={enviar} noValidate aria-label={`Abono de ${diaMes(dia.data)}`}>
        <Stack gap="sm">
          {motivos.isError ? (
            <Alert color="red" role="alert">
              Não foi possível carregar os motivos de ausência.
            </Alert>
          ) : null}
          <Select
            label="Motivo"
            placeholder={motivos.isPending ? 'Carregando motivos…' : 'Escolha o motivo'}
            data={opcoes}
            value={motivo}
            onChange={setMotivo}
            searchable
            required
            error={erros.motivo}
            comboboxProps={{ withinPortal: false }}
          />
          {escolhido ? (
            <Text size="xs" c="dimmed">
              {escolhido.abonaPorLei
                ? `Ausência legal, dia pago${escolhido.limite ? ` — ${escolhido.limite}` : ''}.`
                : 'A critério do empregador: o dia é pago só se a regra de ausência abonar justificativas.'}
            </Text>
          ) : null}
          <SegmentedControl
            aria-label="Período"
            value={periodo}
            onChange={(v) => setPeriodo(v as Periodo)}
            data={[
              { value: 'dia', label: 'Dia inteiro' },
              { value: 'parte', label: 'Parte do dia' },
            ]}
          />
          {periodo === 'dia' ? (
            <TextInput
              type="date"
              label="Até (inclusive)"
              value={dataFim}
              min={dia.data}
              onChange={(e) => setDataFim(e.currentTarget.value)}
              error={erros.dataFim}
            />
          ) : (
            <Group grow>
              <TimeInput
                label="Das"
                required
                value={horaInicio}
                onChange={setHoraInicio}
                error={erros.horaInicio}
              />
              <TimeInput
                label="Às"
                required
                value={horaFim}
                onChange={setHoraFim}
                error={erros.horaFim}
              />
            </Group>
          )}
          <Textarea
            label="Observação"
            description={motivo === 'OUTRO' ? 'Obrigatória: descreva o motivo.' : undefined}
            value={observacao}
            onChange={(e) => setObservacao(e.currentTarget.value)}
            maxLength={500}
            rows={2}
            error={erros.observacao}
          />
          {motivo === 'ATESTADO_MEDICO' ? (
            <TextInput
              label="CID (opcional)"
              value={cid}
              onChange={(e) => setCid(e.currentTarget.value)}
              maxLength={6}
            />
          ) : null}
          {salvar.isError ? (
            <Alert color="red" role="alert">
              {salvar.error instanceof ErroApi
                ? salvar.error.mensagem
                : 'Não foi possível registrar o abono.'}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={salvar.isPending}>
              Registrar abono
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
