import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal } from '../../lib/format.ts';
import { useMutacoesBancoHoras } from './banco-horas.queries.ts';
import { useFalha } from './falha.tsx';
import type { BancoHoraColaborador } from './tipos.ts';
import { useNomes } from './use-nomes.ts';

export type FormBaseProps = {
  rotulo: string;
  botao: string;
  isPending: boolean;
  onSubmit: () => void;
  onCancelar: () => void;
  children: ReactNode;
  modal: ReactNode;
};

/** Moldura comum dos formulários do painel: campos, Cancelar e o botão de gravar. */
export const FormBase = ({
  rotulo,
  botao,
  isPending,
  onSubmit,
  onCancelar,
  children,
  modal,
}: FormBaseProps) => (
  <form
    noValidate
    aria-label={rotulo}
    onSubmit={(e: FormEvent) => {
      e.preventDefault();
      onSubmit();
    }}
  >
    <Stack gap="sm">
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancelar}>
          Cancelar
        </Button>
        <Button type="submit" loading={isPending}>
          {botao}
        </Button>
      </Group>
    </Stack>
    {modal}
  </form>
);

/** Inclui um colaborador no banco a partir de uma data (vigência). */
export const AtribuirForm = ({
  bancoHoraId,
  onConcluir,
}: {
  bancoHoraId: number;
  onConcluir: () => void;
}) => {
  const { atribuirColaborador } = useMutacoesBancoHoras();
  const { pessoas } = useNomes();
  const falha = useFalha();
  const [usuarioId, setUsuarioId] = useState<string | null>(null);
  const [inicio, setInicio] = useState<string | null>(dataIsoLocal(new Date()));
  const [erros, setErros] = useState<Record<string, string>>({});

  const enviar = () => {
    const novos: Record<string, string> = {};
    if (!usuarioId) novos.usuarioId = 'Colaborador: escolha quem entra no banco.';
    if (!inicio) novos.inicio = 'Vigência a partir de: informe a data.';
    setErros(novos);
    if (!usuarioId || !inicio) return;
    atribuirColaborador.mutate(
      { bancoHoraId, usuarioId: Number(usuarioId), vigenciaInicio: inicio, vigenciaFim: null },
      {
        onSuccess: () => {
          toast.sucesso('Colaborador incluído no banco de horas.');
          onConcluir();
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível incluir o colaborador.'),
      },
    );
  };

  return (
    <FormBase
      rotulo="Incluir colaborador"
      botao="Incluir no banco"
      isPending={atribuirColaborador.isPending}
      onSubmit={enviar}
      onCancelar={onConcluir}
      modal={falha.modal}
    >
      <Select
        label="Colaborador"
        data={pessoas.map((p) => ({ value: String(p.id), label: p.nome }))}
        value={usuarioId}
        onChange={setUsuarioId}
        searchable
        nothingFoundMessage="Ninguém com esse nome"
        error={erros.usuarioId}
      />
      <DatePickerPtBr
        label="Vigência a partir de"
        value={inicio}
        onChange={setInicio}
        error={erros.inicio}
        isRequired
      />
    </FormBase>
  );
};

/** Encerra a vigência (ou a reabre, sem data) — para trocar de banco, encerre a anterior. */
export const EncerrarForm = ({
  vigencia,
  onConcluir,
}: {
  vigencia: BancoHoraColaborador;
  onConcluir: () => void;
}) => {
  const { encerrarVigencia } = useMutacoesBancoHoras();
  const falha = useFalha();
  const [fim, setFim] = useState<string | null>(vigencia.vigenciaFim);
  const [erro, setErro] = useState<string | null>(null);

  const enviar = () => {
    if (fim && fim < vigencia.vigenciaInicio) {
      setErro('Fim da vigência: não pode ser antes do início.');
      return;
    }
    setErro(null);
    encerrarVigencia.mutate(
      { id: vigencia.id, vigenciaFim: fim },
      {
        onSuccess: () => {
          toast.sucesso(fim ? 'Vigência encerrada.' : 'Vigência sem data de fim.');
          onConcluir();
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível alterar a vigência.'),
      },
    );
  };

  return (
    <FormBase
      rotulo="Encerrar vigência"
      botao="Gravar vigência"
      isPending={encerrarVigencia.isPending}
      onSubmit={enviar}
      onCancelar={onConcluir}
      modal={falha.modal}
    >
      <DatePickerPtBr
        label="Fim da vigência"
        value={fim}
        onChange={setFim}
        error={erro}
        description="Vazio: continua no banco sem data para sair."
      />
    </FormBase>
  );
};

export const CampoMotivo = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) => (
  <Textarea
    label="Motivo"
    value={value}
    onChange={(e) => onChange(e.currentTarget.value)}
    error={error}
    maxLength={500}
    rows={3}
    required
  />
);
