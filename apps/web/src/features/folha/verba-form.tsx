import type { Verba, VerbaBody } from '@jornada/contracts';
import { Alert, Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { mensagemErroConfig, type TipoQuantidadeInfo } from './folha.api.ts';
import { useGravarVerba } from './folha.queries.ts';

const ROTULOS: Record<string, string> = {
  codigo: 'Código na folha',
  descricao: 'Descrição',
  unidade: 'Unidade',
  quantidades: 'Quantidades',
  percentuais: 'Percentuais das horas extras',
  vigenciaInicio: 'Início da vigência',
  vigenciaFim: 'Fim da vigência',
};

export type VerbaFormProps = {
  verba: Verba | null;
  tipos: readonly TipoQuantidadeInfo[];
  onConcluir: () => void;
};

/** "50, 100" → [50, 100]; null quando algum item não é percentual inteiro de 1 a 500. */
const lerPercentuais = (texto: string): number[] | null => {
  const partes = texto.split(/[,;\s]+/).filter(Boolean);
  const numeros = partes.map((p) => Number(p.replace('%', '')));
  return numeros.every((n) => Number.isInteger(n) && n >= 1 && n <= 500) ? numeros : null;
};

/** Cria ou altera uma verba: código da folha, unidade, quantidades que reúne e vigência. */
export const VerbaForm = ({ verba, tipos, onConcluir }: VerbaFormProps) => {
  const { salvar } = useGravarVerba();
  const [codigo, setCodigo] = useState(verba?.codigo ?? '');
  const [descricao, setDescricao] = useState(verba?.descricao ?? '');
  const [unidade, setUnidade] = useState<string | null>(verba?.unidade ?? 'horas');
  const [quantidades, setQuantidades] = useState<string[]>([
    ...new Set(verba?.quantidades.map((q) => q.tipo) ?? []),
  ]);
  const [percentuais, setPercentuais] = useState(
    (verba?.quantidades ?? [])
      .filter((q) => q.percentual != null)
      .map((q) => q.percentual)
      .join(', '),
  );
  const [inicio, setInicio] = useState<string | null>(
    verba?.vigenciaInicio ?? dataIsoLocal(new Date()),
  );
  const [fim, setFim] = useState<string | null>(verba?.vigenciaFim ?? null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const temExtras = quantidades.includes('extras');

  const validar = (): Record<string, string> => {
    const e: Record<string, string> = {};
    if (!/^[0-9A-Za-z]{1,20}$/.test(codigo.trim()))
      e.codigo = 'Código na folha: use de 1 a 20 letras ou dígitos, sem espaços.';
    if (!descricao.trim()) e.descricao = 'Descrição: informe a descrição da verba.';
    if (quantidades.length === 0) e.quantidades = 'Quantidades: escolha ao menos uma quantidade.';
    if (temExtras && !lerPercentuais(percentuais)?.length)
      e.percentuais = 'Percentuais das horas extras: informe as faixas, como 50 ou 50, 100.';
    const medidas = new Set(
      quantidades.map((q) => tipos.find((t) => t.tipo === q)?.unidade).filter(Boolean),
    );
    if (unidade && [...medidas].some((m) => m !== unidade))
      e.unidade = `Unidade: as quantidades escolhidas são medidas em ${[...medidas].join(' e ')}.`;
    if (!inicio) e.vigenciaInicio = 'Início da vigência: informe a data.';
    if (inicio && fim && fim < inicio)
      e.vigenciaFim = 'Fim da vigência: não pode ser anterior ao início.';
    return e;
  };

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setErroServidor(null);
    const novos = validar();
    setErros(novos);
    if (Object.keys(novos).length > 0 || !inicio || !unidade) return;
    const corpo: VerbaBody = {
      codigo: codigo.trim(),
      descricao: descricao.trim(),
      unidade: unidade as VerbaBody['unidade'],
      quantidades: quantidades.flatMap((tipo) =>
        tipo === 'extras'
          ? (lerPercentuais(percentuais) ?? []).map((percentual) => ({
              tipo: 'extras' as const,
              percentual,
            }))
          : [{ tipo: tipo as VerbaBody['quantidades'][number]['tipo'] }],
      ),
      vigenciaInicio: inicio,
      vigenciaFim: fim,
    };
    salvar.mutate(
      { corpo, ...(verba ? { id: verba.id } : {}) },
      {
        onSuccess: (v) => {
          toast.sucesso(verba ? `Verba ${v.codigo} alterada.` : `Verba ${v.codigo} criada.`);
          onConcluir();
        },
        onError: (erro) => {
          const rotulo = erro instanceof ErroApi && erro.campo ? ROTULOS[erro.campo] : undefined;
          if (erro instanceof ErroApi && erro.campo && rotulo) {
            setErros({ [erro.campo]: `${rotulo}: ${erro.mensagem}` });
            return;
          }
          setErroServidor(mensagemErroConfig(erro));
        },
      },
    );
  };

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Código na folha"
          description="O código da verba no sistema de folha (ex.: 150)."
          value={codigo}
          onChange={(e) => setCodigo(e.currentTarget.value)}
          error={erros.codigo}
          required
        />
        <TextInput
          label="Descrição"
          value={descricao}
          onChange={(e) => setDescricao(e.currentTarget.value)}
          error={erros.descricao}
          maxLength={120}
          required
        />
        <MultiSelect
          label="Quantidades"
          description="Um código pode reunir várias quantidades da apuração."
          data={tipos.map((t) => ({ value: t.tipo, label: t.descricao }))}
          value={quantidades}
          onChange={setQuantidades}
          error={erros.quantidades}
          searchable
          required
        />
        {temExtras ? (
          <TextInput
            label="Percentuais das horas extras"
            description="As faixas que este código reúne, separadas por vírgula (ex.: 50, 100)."
            value={percentuais}
            onChange={(e) => setPercentuais(e.currentTarget.value)}
            error={erros.percentuais}
            required
          />
        ) : null}
        <Select
          label="Unidade"
          data={[
            { value: 'horas', label: 'Horas' },
            { value: 'dias', label: 'Dias' },
          ]}
          value={unidade}
          onChange={setUnidade}
          error={erros.unidade}
          allowDeselect={false}
          required
        />
        <DatePickerPtBr
          label="Início da vigência"
          value={inicio}
          onChange={setInicio}
          error={erros.vigenciaInicio}
          isRequired
        />
        <DatePickerPtBr
          label="Fim da vigência"
          value={fim}
          onChange={setFim}
          error={erros.vigenciaFim}
          description="Deixe em branco enquanto a verba valer."
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
          <Button type="submit" loading={salvar.isPending}>
            Salvar verba
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
