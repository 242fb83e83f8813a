import { CODIGOS_PENDENCIA, type RegraCalculo, validarParametros } from '@jornada/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { type Campo, ROTULOS_PENDENCIA, rotuloDoCampo, TIPOS } from './campos-regra.ts';
import { EditorFaixas, numero } from './editor-faixas.tsx';
import { useSalvarRegraCalculo } from './regras-calculo.queries.ts';
import { CamposNomeDescricao } from './regras-comum.tsx';
import type { TipoRegraCalculo } from './tipos-regra.ts';

type Faixa = { ateMinutos?: number; percentual: number };
type Valores = Record<string, unknown>;

/** Valores propostos numa regra nova: os da CLT (CFG-DEFAULT), todos válidos para o tipo. */
export const PADROES: Readonly<Record<TipoRegraCalculo, Valores>> = {
  horaNoturna: { regime: 'urbano', prorrogacao: true },
  tolerancia: { porMarcacao: 5, diaria: 10, escopo: 'todas' },
  horaPositiva: {
    bancoHoras: false,
    limiteExtrasDiario: 120,
    limiteDiarioBanco: 600,
    exigeAutorizacaoHoraExtra: false,
    destinoNaoAutorizada: 'reter',
  },
  horaPositivaFaixas: { faixas: [{ percentual: 50 }] },
  horaNegativa: { compensarNoDia: true },
  falta: { atrasoPerdeDsr: false },
  ausencia: { justificadaAbona: false },
  descansoObrigatorio: { regime12x36: false, interjornadaMinima: 660 },
  domingo: { percentual: 100 },
  inconsistencia: { codigos: ['MARCACAO_IMPAR', 'SEM_MARCACAO'] },
  tratamento: { duplicidadeMinutos: 1 },
  intervalo: { minimoAcimaDe6h: 60, tolerancia: 0 },
};

const CampoParametro = ({
  campo,
  valor,
  onChange,
  erro,
}: {
  campo: Campo;
  valor: unknown;
  onChange: (v: unknown) => void;
  erro?: string;
}) => {
  switch (campo.tipo) {
    case 'minutos':
    case 'percentual':
      return (
        <NumberInput
          label={campo.rotulo}
          description={campo.ajuda}
          value={(valor as number | undefined) ?? ''}
          onChange={(v) => onChange(numero(v))}
          allowDecimal={campo.tipo === 'percentual'}
          error={erro}
        />
      );
    case 'booleano':
      return (
        <Switch
          label={campo.rotulo}
          description={campo.ajuda}
          checked={Boolean(valor)}
          onChange={(e) => onChange(e.currentTarget.checked)}
          error={erro}
        />
      );
    case 'opcao':
      return (
        <Select
          label={campo.rotulo}
          description={campo.ajuda}
          data={campo.opcoes}
          value={(valor as string | undefined) ?? null}
          onChange={(v) => onChange(v ?? undefined)}
          allowDeselect={false}
          error={erro}
        />
      );
    case 'faixas':
      return (
        <EditorFaixas
          faixas={(valor as Faixa[] | undefined) ?? []}
          onChange={onChange}
          erro={erro}
          titulo={
            <Text size="sm" fw={500}>
              Faixas (a última não tem limite)
            </Text>
          }
          minimo={1}
          percentualNovo={100}
        />
      );
    case 'codigos':
      return (
        <Checkbox.Group
          label={campo.rotulo}
          description={campo.ajuda}
          value={(valor as string[] | undefined) ?? []}
          onChange={onChange}
          error={erro}
        >
          <Stack gap={4} mt="xs">
            {CODIGOS_PENDENCIA.map((c) => (
              <Checkbox key={c} value={c} label={ROTULOS_PENDENCIA[c]} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
  }
};

const parametrosDe = (tipo: TipoRegraCalculo, valores: Valores): Valores =>
  Object.fromEntries(TIPOS[tipo].campos.map((c) => [c.nome, valores[c.nome]]));

export type RegraCalculoFormProps = {
  tipo: TipoRegraCalculo;
  /** Sem regra = nova. */
  regra: RegraCalculo | null;
  onConcluir: () => void;
};

/** Formulário de criação ou nova versão de uma regra de cálculo, com a ajuda legal do tipo. */
export const RegraCalculoForm = ({ tipo, regra, onConcluir }: RegraCalculoFormProps) => {
  const descricaoTipo = TIPOS[tipo];
  const { criar, alterar } = useSalvarRegraCalculo();
  const [nome, setNome] = useState(regra?.nome ?? '');
  const [descricao, setDescricao] = useState(regra?.descricao ?? '');
  const [vigencia, setVigencia] = useState<string | null>(dataIsoLocal(new Date()));
  const [valores, setValores] = useState<Valores>(() =>
    regra ? parametrosDe(tipo, regra) : { ...PADROES[tipo] },
  );
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const salvando = criar.isPending || alterar.isPending;

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setErroServidor(null);
    const novos: Record<string, string> = {};
    if (!nome.trim()) novos.nome = 'Nome: informe o nome da regra.';
    if (!vigencia) novos.vigencia = 'Vigência a partir de: informe a data.';
    const parametros = parametrosDe(tipo, valores);
    const r = validarParametros(tipo, parametros);
    if (!r.ok) {
      const chave = r.campo.startsWith('faixas') ? 'faixas' : r.campo;
      novos[chave] = `${rotuloDoCampo(tipo, r.campo)}: ${r.mensagem}.`;
    }
    setErros(novos);
    if (Object.keys(novos).length > 0 || !vigencia) return;
    const dados = {
      nome: nome.trim(),
      descricao: descricao.trim() || null,
      vigenciaInicio: vigencia,
      ...parametros,
    };
    const opcoes = {
      onSuccess: () => {
        toast.sucesso(regra ? 'Nova versão da regra gravada.' : 'Regra criada.');
        onConcluir();
      },
      onError: (erro: Error) =>
        setErroServidor(
          erro instanceof ErroApi ? erro.mensagem : 'Não foi possível salvar a regra.',
        ),
    };
    if (regra) alterar.mutate({ tipo, id: regra.id, dados }, opcoes);
    else criar.mutate({ tipo, dados }, opcoes);
  };

  return (
    <form onSubmit={enviar} noValidate aria-label={regra ? 'Alterar regra' : 'Nova regra'}>
      <Stack gap="sm">
        <Alert color="blue" variant="light" title="Fundamento legal">
          {descricaoTipo.lei}
        </Alert>
        <CamposNomeDescricao
          nome={nome}
          descricao={descricao}
          erroNome={erros.nome}
          onNome={setNome}
          onDescricao={setDescricao}
        />
        <DatePickerPtBr
          label="Vigência a partir de"
          value={vigencia}
          onChange={setVigencia}
          error={erros.vigencia}
          description={
            regra
              ? 'A alteração cria uma nova versão, válida desta data em diante; as anteriores ficam no histórico.'
              : undefined
          }
          isRequired
        />
        {descricaoTipo.campos.map((campo) => (
          <CampoParametro
            key={campo.nome}
            campo={campo}
            valor={valores[campo.nome]}
            onChange={(v) => setValores((atual) => ({ ...atual, [campo.nome]: v }))}
            erro={erros[campo.nome]}
          />
        ))}
        {erroServidor ? (
          <Alert color="red" role="alert">
            {erroServidor}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={salvando}>
            {regra ? 'Salvar nova versão' : 'Criar regra'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
