import { Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal } from '../../lib/format.ts';
import { useMutacoesBancoHoras } from './banco-horas.queries.ts';
import type { ConfiguracaoCompleta } from './banco-horas-config.api.ts';
import { type DadosBanco, dadosIniciais, gravadoDe } from './banco-horas-gravacao.ts';
import { CampoNumero } from './campo-numero.tsx';
import {
  type FaixaEdicao,
  FaixasCampos,
  faixaParaEdicao,
  validarFaixas,
} from './faixas-campos.tsx';
import { useFalha } from './falha.tsx';
import { lerDuracao } from './formato.ts';
import {
  NOMES_POLITICA,
  NOMES_REGIME,
  type PoliticaSaldoNegativo,
  type RegimeBancoHoras,
} from './tipos.ts';

const numero = (v: number | null) => v ?? Number.NaN;
const opcoes = (nomes: Record<string, string>) =>
  Object.entries(nomes).map(([value, label]) => ({ value, label }));

const rotuloPercentual = (p: number) => (Number.isFinite(p) ? String(p).replace('.', ',') : '…');

type Campos = Omit<DadosBanco, 'faixas'>;

const validar = (d: Campos): Record<string, string> => {
  const e: Record<string, string> = {};
  if (!d.nome.trim()) e.nome = 'Nome: informe o nome do banco de horas.';
  else if (d.nome.trim().length > 120) e.nome = 'Nome: no máximo 120 caracteres.';
  if (!d.inicioCiclo) e.inicioCiclo = 'Início do primeiro ciclo: informe a data.';
  if (!(d.percentualPagamento >= 50 && d.percentualPagamento <= 1000))
    e.percentualPagamento = 'Percentual de pagamento: de 50 % a 1000 % (CF art. 7º XVI).';
  if (!(d.percentualPagamentoDomingoFeriado >= 50 && d.percentualPagamentoDomingoFeriado <= 1000))
    e.percentualPagamentoDomingoFeriado =
      'Percentual em domingo e feriado: de 50 % a 1000 % (CF art. 7º XVI).';
  if (!(d.fatorDomingoFeriado >= 0.1 && d.fatorDomingoFeriado <= 10))
    e.fatorDomingoFeriado = 'Fator de domingo e feriado: de 0,1 a 10.';
  const v = d.vencimentoMeses;
  if (v !== null && !(Number.isInteger(v) && v >= 1 && v <= 12))
    e.vencimentoMeses = 'Vencimento dos créditos: de 1 a 12 meses, ou vazio.';
  return e;
};

export type BancoFormProps = {
  atual: ConfiguracaoCompleta | null;
  onConcluir: () => void;
};

/** O acordo do banco: regime, ciclo, adicionais, domingo/feriado, saldo negativo, faixas e verbas. */
export const BancoForm = ({ atual, onConcluir }: BancoFormProps) => {
  const { gravarBanco } = useMutacoesBancoHoras();
  const falha = useFalha();
  const inicial = dadosIniciais(atual, dataIsoLocal(new Date()));
  const [d, setD] = useState<Campos>(inicial);
  const [faixas, setFaixas] = useState<FaixaEdicao[]>(inicial.faixas.map(faixaParaEdicao));
  const [erros, setErros] = useState<Record<string, string>>({});
  // O que já foi gravado (também numa tentativa que falhou no meio): a próxima continua dele.
  const gravado = useRef(gravadoDe(atual));
  const mudar = (parcial: Partial<Campos>) => setD((x) => ({ ...x, ...parcial }));

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const novos = { ...validar(d), ...validarFaixas(faixas) };
    setErros(novos);
    if (Object.keys(novos).length > 0) return;
    const dados: DadosBanco = {
      ...d,
      nome: d.nome.trim(),
      faixas: faixas.map(({ ate, chave: _chave, ...f }) => ({
        ...f,
        ateMinutos: ate.trim() === '' ? null : lerDuracao(ate),
      })),
    };
    gravarBanco.mutate(
      { gravado: gravado.current, dados },
      {
        onSuccess: () => {
          toast.sucesso(atual ? 'Banco de horas alterado.' : 'Banco de horas criado.');
          onConcluir();
        },
        onError: (e) => falha.mostrar(e, 'Não foi possível gravar o banco de horas.'),
      },
    );
  };

  return (
    <form
      onSubmit={enviar}
      noValidate
      aria-label={atual ? 'Alterar banco de horas' : 'Novo banco de horas'}
    >
      <Stack gap="sm">
        <TextInput
          label="Nome"
          value={d.nome}
          onChange={(e) => mudar({ nome: e.currentTarget.value })}
          error={erros.nome}
          required
          maxLength={120}
        />
        {atual ? (
          <Switch
            label="Banco ativo"
            checked={d.ativo}
            onChange={(e) => mudar({ ativo: e.currentTarget.checked })}
          />
        ) : null}
        <Select
          label="Regime"
          data={opcoes(NOMES_REGIME)}
          value={d.regime}
          onChange={(v) => v && mudar({ regime: v as RegimeBancoHoras })}
          allowDeselect={false}
        />
        <DatePickerPtBr
          label="Início do primeiro ciclo"
          value={d.inicioCiclo}
          onChange={(v) => mudar({ inicioCiclo: v ?? '' })}
          error={erros.inicioCiclo}
          isRequired
        />
        <CampoNumero
          label="Percentual de pagamento (%)"
          description="Adicional do que for pago como hora extra no fechamento."
          valorInicial={d.percentualPagamento}
          onValor={(v) => mudar({ percentualPagamento: numero(v) })}
          error={erros.percentualPagamento}
          min={50}
          max={1000}
        />
        <CampoNumero
          label="Percentual em domingo e feriado (%)"
          valorInicial={d.percentualPagamentoDomingoFeriado}
          onValor={(v) => mudar({ percentualPagamentoDomingoFeriado: numero(v) })}
          error={erros.percentualPagamentoDomingoFeriado}
          min={50}
          max={1000}
        />
        <CampoNumero
          label="Fator de domingo e feriado"
          description="Cada hora trabalhada em domingo ou feriado entra no banco multiplicada por ele."
          valorInicial={d.fatorDomingoFeriado}
          onValor={(v) => mudar({ fatorDomingoFeriado: numero(v) })}
          error={erros.fatorDomingoFeriado}
          min={0.1}
          max={10}
          step={0.1}
        />
        <Select
          label="Saldo negativo no fechamento"
          data={opcoes(NOMES_POLITICA)}
          value={d.saldoNegativoNoFechamento}
          onChange={(v) => v && mudar({ saldoNegativoNoFechamento: v as PoliticaSaldoNegativo })}
          allowDeselect={false}
        />
        <CampoNumero
          label="Vencimento dos créditos (meses)"
          description="Vazio: os créditos valem até o fim do ciclo."
          valorInicial={d.vencimentoMeses}
          onValor={(v) => mudar({ vencimentoMeses: v })}
          error={erros.vencimentoMeses}
          min={1}
          max={12}
          allowDecimal={false}
        />
        <Text size="sm" fw={600} mt="xs">
          Verbas do fechamento
        </Text>
        <TextInput
          label={`Verba do pagamento a ${rotuloPercentual(d.percentualPagamento)} %`}
          value={d.verbaPagamento}
          onChange={(e) => mudar({ verbaPagamento: e.currentTarget.value })}
          maxLength={20}
        />
        <TextInput
          label={`Verba do pagamento a ${rotuloPercentual(d.percentualPagamentoDomingoFeriado)} % (domingo e feriado)`}
          value={d.verbaPagamentoDomingoFeriado}
          onChange={(e) => mudar({ verbaPagamentoDomingoFeriado: e.currentTarget.value })}
          maxLength={20}
        />
        <TextInput
          label="Verba do desconto de saldo negativo"
          value={d.verbaDesconto}
          onChange={(e) => mudar({ verbaDesconto: e.currentTarget.value })}
          maxLength={20}
        />
        <FaixasCampos
          faixas={faixas}
          salvas={gravado.current.faixas.length}
          erros={erros}
          onChange={setFaixas}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={gravarBanco.isPending}>
            {atual ? 'Salvar alterações' : 'Criar banco de horas'}
          </Button>
        </Group>
      </Stack>
      {falha.modal}
    </form>
  );
};
