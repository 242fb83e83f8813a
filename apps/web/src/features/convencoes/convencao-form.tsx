import type { Convencao } from '@jornada/contracts';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { dataIsoLocal, formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import {
  type ErrosConvencao,
  MESES,
  montarCorpo,
  TIPOS_CONVENCAO,
  type ValoresConvencao,
  valoresIniciais,
} from './convencao-valores.ts';
import type { ConvencaoGravada } from './convencoes.api.ts';
import { useGravarConvencao } from './convencoes.queries.ts';
import { RegraConvencaoCampos } from './regras-convencao-campos.tsx';

/** Gravação concluída e a data desde a qual o espelho é refeito. */
export type ResultadoGravacao = ConvencaoGravada & { desde: string };

export type ConvencaoFormProps = {
  sindicatoId: number;
  /** Sem convenção = nova. */
  convencao: Convencao | null;
  onCancelar: () => void;
  onSalvo: (r: ResultadoGravacao) => void;
};

const numero = (v: string | number): number | undefined =>
  v === '' || v === undefined ? undefined : Number(v);

/** Desde quando o espelho é refeito: na alteração, o início mais antigo entre antes e depois. */
const desdeDe = (convencao: Convencao | null, inicio: string) =>
  convencao && convencao.vigenciaInicio < inicio ? convencao.vigenciaInicio : inicio;

/** Criar ou alterar (nova versão) uma convenção: vigência, data-base e parâmetros do motor. */
export const ConvencaoForm = ({
  sindicatoId,
  convencao,
  onCancelar,
  onSalvo,
}: ConvencaoFormProps) => {
  const { criar, alterar } = useGravarConvencao();
  const [v, setV] = useState<ValoresConvencao>(() => valoresIniciais(convencao));
  const [erros, setErros] = useState<ErrosConvencao>({});
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const mudar = <K extends keyof ValoresConvencao>(campo: K, valor: ValoresConvencao[K]) =>
    setV((atual) => ({ ...atual, [campo]: valor }));
  const hoje = dataIsoLocal(new Date());
  const desde = v.vigenciaInicio ? desdeDe(convencao, v.vigenciaInicio) : null;

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setErroServidor(null);
    const r = montarCorpo(v);
    setErros(r.ok ? {} : r.erros);
    if (!r.ok) return;
    const opcoes = {
      onSuccess: (g: ConvencaoGravada) =>
        onSalvo({ ...g, desde: desdeDe(convencao, r.corpo.vigenciaInicio) }),
      onError: (e: Error) =>
        setErroServidor(e instanceof ErroApi ? e.mensagem : 'Não foi possível salvar a convenção.'),
    };
    if (convencao) alterar.mutate({ convencaoId: convencao.id, corpo: r.corpo }, opcoes);
    else criar.mutate({ sindicatoId, corpo: r.corpo }, opcoes);
  };

  const titulo = convencao ? `Alterar ${convencao.nome}` : 'Nova convenção';
  return (
    <form onSubmit={enviar} noValidate aria-label={titulo}>
      <Stack gap="md">
        {Object.keys(erros).length > 0 ? (
          <Alert color="red" role="alert" title="Corrija os campos">
            {Object.values(erros)[0]}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label="Nome"
            required
            value={v.nome}
            onChange={(e) => mudar('nome', e.currentTarget.value)}
            error={erros.nome}
          />
          <Select
            label="Mês da data-base"
            data={MESES.map((m, i) => ({ value: String(i + 1), label: m }))}
            value={v.dataBaseMes}
            onChange={(m) => mudar('dataBaseMes', m)}
            clearable
            error={erros.dataBaseMes}
          />
          <DatePickerPtBr
            label="Início da vigência"
            value={v.vigenciaInicio}
            onChange={(d) => mudar('vigenciaInicio', d)}
            error={erros.vigenciaInicio}
            isRequired
          />
          <DatePickerPtBr
            label="Fim da vigência"
            value={v.vigenciaFim}
            onChange={(d) => mudar('vigenciaFim', d)}
            error={erros.vigenciaFim}
            description="Vazio: vale até outra convenção começar."
          />
        </SimpleGrid>
        {desde && desde < hoje ? (
          <Alert color="yellow" title="Reprocessamento do espelho">
            A vigência começa no passado: ao salvar, o espelho de quem é deste sindicato será
            recalculado (reprocessado) desde {formatarData(desde)}.
          </Alert>
        ) : null}
        <Textarea
          label="Observações"
          value={v.observacoes}
          onChange={(e) => mudar('observacoes', e.currentTarget.value)}
          error={erros.observacoes}
          minRows={2}
        />
        <Fieldset legend="Folha e outros módulos">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <NumberInput
              label="Adicional noturno (%)"
              description="CLT art. 73: no mínimo 20 % no trabalho urbano."
              value={v.adicionalNoturnoPercentual ?? ''}
              onChange={(n) => mudar('adicionalNoturnoPercentual', numero(n))}
              error={erros.adicionalNoturnoPercentual}
            />
            <NumberInput
              label="Prazo de compensação do banco de horas (meses)"
              description="CLT art. 59 §2º: até 12 meses por convenção. Vazio: sem banco por convenção."
              value={v.bancoHorasPrazoMeses ?? ''}
              onChange={(n) => mudar('bancoHorasPrazoMeses', numero(n))}
              allowDecimal={false}
              error={erros.bancoHorasPrazoMeses}
            />
            <NumberInput
              label="Sobreaviso: fração da hora (numerador)"
              description="CLT art. 244 §2º: 1/3 da hora na espera."
              value={v.sobreavisoNumerador ?? ''}
              onChange={(n) => mudar('sobreavisoNumerador', numero(n))}
              allowDecimal={false}
              error={erros['fracaoSobreaviso.numerador']}
            />
            <NumberInput
              label="Sobreaviso: fração da hora (denominador)"
              value={v.sobreavisoDenominador ?? ''}
              onChange={(n) => mudar('sobreavisoDenominador', numero(n))}
              allowDecimal={false}
              error={erros['fracaoSobreaviso.denominador']}
            />
          </SimpleGrid>
        </Fieldset>
        <Alert color="blue" variant="light" title="Regras que o motor usa">
          Campo vazio ou "Não regulado": vale a regra de ponto da pessoa (ou o padrão legal). Uma
          regra alocada à pessoa vence a convenção.
        </Alert>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {TIPOS_CONVENCAO.map((tipo) => (
            <RegraConvencaoCampos
              key={tipo}
              tipo={tipo}
              valores={v.regras[tipo] ?? {}}
              erros={erros}
              onChange={(r) => mudar('regras', { ...v.regras, [tipo]: r })}
            />
          ))}
        </SimpleGrid>
        {erroServidor ? (
          <Alert color="red" role="alert">
            {erroServidor}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={criar.isPending || alterar.isPending}>
            {convencao ? 'Salvar nova versão' : 'Criar convenção'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
