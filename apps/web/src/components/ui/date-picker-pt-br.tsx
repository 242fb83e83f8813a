import { ActionIcon, Button, Group, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { dayjs, LOCALE_DATAS } from '../../lib/dayjs.ts';
import { DIAS_SEMANA_ABREVIADOS, formatarData } from '../../lib/format.ts';
import { lerDataDigitada, mascararData } from './date-mask.ts';

export type DatePickerPtBrProps = {
  label: string;
  /** Data ISO 'YYYY-MM-DD' ou null. */
  value: string | null;
  onChange: (valor: string | null) => void;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  minDate?: string;
  maxDate?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
};

const rotuloDiaSemana = (data: string) => DIAS_SEMANA_ABREVIADOS[dayjs(data).day()] ?? '';

const IconeCalendario = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 11h18" />
  </svg>
);

type CalendarioProps = Pick<DatePickerPtBrProps, 'minDate' | 'maxDate'> & {
  rascunho: string | null;
  onRascunho: (valor: string | null) => void;
  onConfirmar: (valor: string | null) => void;
  onCancelar: () => void;
};

/** O calendário com Limpar, Cancelar e Selecionar (spec §2). */
const Calendario = ({
  rascunho,
  minDate,
  maxDate,
  onRascunho,
  onConfirmar,
  onCancelar,
}: CalendarioProps) => (
  <>
    <DatePicker
      locale={LOCALE_DATAS}
      firstDayOfWeek={0}
      weekdayFormat={rotuloDiaSemana}
      value={rascunho}
      onChange={onRascunho}
      defaultDate={rascunho ?? undefined}
      minDate={minDate}
      maxDate={maxDate}
    />
    <Group justify="space-between" mt="sm" gap="xs">
      <Button variant="subtle" color="gray" size="xs" onClick={() => onConfirmar(null)}>
        Limpar
      </Button>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={onCancelar}>
          Cancelar
        </Button>
        <Button size="xs" onClick={() => onConfirmar(rascunho)} disabled={rascunho === null}>
          Selecionar
        </Button>
      </Group>
    </Group>
  </>
);

/**
 * Campo de data em português (spec §2): digita-se DD/MM/AAAA com máscara, ou escolhe-se no
 * calendário, aberto pelo botão ao lado, com Limpar, Cancelar e Selecionar. A escolha no
 * calendário é um rascunho: só Selecionar a confirma, e Cancelar devolve o valor anterior intacto.
 * Digitada, a data vale assim que completa e válida; ao sair do campo, um texto incompleto ou
 * inválido volta ao último valor.
 */
export const DatePickerPtBr = ({
  label,
  value,
  onChange,
  placeholder = 'DD/MM/AAAA',
  description,
  error,
  minDate,
  maxDate,
  isDisabled = false,
  isRequired = false,
}: DatePickerPtBrProps) => {
  const [isAberto, setAberto] = useState(false);
  const [rascunho, setRascunho] = useState<string | null>(value);
  const [texto, setTexto] = useState(formatarData(value));
  const [valorExibido, setValorExibido] = useState(value);
  const [erroDigitacao, setErroDigitacao] = useState<string | null>(null);

  // O valor mudou por fora (calendário, formulário reiniciado): o texto acompanha.
  if (value !== valorExibido) {
    setValorExibido(value);
    setTexto(formatarData(value));
    setErroDigitacao(null);
  }

  const abrir = () => {
    setRascunho(value);
    setAberto(true);
  };
  const confirmar = (valor: string | null) => {
    onChange(valor);
    setAberto(false);
  };

  const handleDigitar = (bruto: string) => {
    const mascarado = mascararData(bruto);
    setTexto(mascarado);
    const leitura = lerDataDigitada(mascarado, { minDate, maxDate });
    setErroDigitacao(leitura.tipo === 'invalida' ? leitura.mensagem : null);
    if (leitura.tipo === 'vazia' && value !== null) onChange(null);
    if (leitura.tipo === 'valida' && leitura.iso !== value) {
      setValorExibido(leitura.iso);
      onChange(leitura.iso);
    }
  };

  const handleSair = () => {
    if (texto === formatarData(value)) return;
    setTexto(formatarData(value));
    setErroDigitacao(null);
  };

  return (
    <TextInput
      label={label}
      description={description}
      error={erroDigitacao ?? error}
      required={isRequired}
      disabled={isDisabled}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={texto}
      onChange={(evento) => handleDigitar(evento.currentTarget.value)}
      onBlur={handleSair}
      rightSection={
        <Popover
          opened={isAberto}
          onChange={setAberto}
          position="bottom-end"
          shadow="md"
          trapFocus
          returnFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${label}: abrir calendário`}
              disabled={isDisabled}
              onClick={() => (isAberto ? setAberto(false) : abrir())}
            >
              <IconeCalendario />
            </ActionIcon>
          </Popover.Target>
          {/* No celular o calendário não passa da tela: os botões quebram linha se preciso. */}
          <Popover.Dropdown maw="calc(100vw - 16px)">
            <Calendario
              rascunho={rascunho}
              minDate={minDate}
              maxDate={maxDate}
              onRascunho={setRascunho}
              onConfirmar={confirmar}
              onCancelar={() => setAberto(false)}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
};
