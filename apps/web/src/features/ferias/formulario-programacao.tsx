import type { PeriodoAquisitivoWire } from '@jornada/contracts';
import { Alert, Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hrefDaRota } from '../../app/menu.ts';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { lancamentoQueries, useSalvarFerias } from './ferias.queries.ts';
import { FALHA_GENERICA, intervalo, quantosDias } from './formato.ts';
import { PeriodoCampos } from './periodo-campos.tsx';
import {
  campoDias,
  campoInicio,
  conferirProgramacao,
  type ErrosPorCampo,
  errosPorCampo,
  type LinhaPeriodo,
  mesesDosInicios,
  motivoIndisponivel,
  periodosCompletos,
} from './programacao.ts';
import { ResumoProgramacao } from './resumo-programacao.tsx';

const ROTA_MINHAS_FERIAS = '/dashboard/minhas-rotinas/minhas-ferias';
const MAXIMO_PERIODOS = 3;

let proximaChave = 1;
const novaLinha = (dias: number | null = null): LinhaPeriodo => ({
  chave: proximaChave++,
  inicio: null,
  dias,
});

const rotuloDoPeriodo = (p: PeriodoAquisitivoWire) => {
  const motivo = motivoIndisponivel(p);
  return `${intervalo(p.inicio, p.fim)} · ${motivo ?? `Saldo: ${quantosDias(p.saldo)}`}`;
};

/** O período sugerido: o mais antigo que ainda aceita programação (o que vence primeiro). */
const sugerido = (periodos: readonly PeriodoAquisitivoWire[]) =>
  [...periodos].reverse().find((p) => motivoIndisponivel(p) === null) ?? null;

const juntar = (...mapas: ErrosPorCampo[]): ErrosPorCampo => {
  const total: ErrosPorCampo = {};
  for (const mapa of mapas)
    for (const [campo, erros] of Object.entries(mapa))
      total[campo] = [...(total[campo] ?? []), ...erros];
  return total;
};

export type FormularioProps = { periodos: readonly PeriodoAquisitivoWire[] };

export const FormularioProgramacao = ({ periodos }: FormularioProps) => {
  const navigate = useNavigate();
  const salvar = useSalvarFerias();
  const [inicioAquisitivo, setInicioAquisitivo] = useState(sugerido(periodos)?.inicio ?? null);
  const aquisitivo = periodos.find((p) => p.inicio === inicioAquisitivo) ?? null;
  const [linhas, setLinhas] = useState<LinhaPeriodo[]>(() => [
    novaLinha(aquisitivo?.saldo ?? null),
  ]);
  const [abono, setAbono] = useState(0);
  const [observacao, setObservacao] = useState('');
  const [erroApi, setErroApi] = useState<ErroApi | null>(null);
  const [isTentouEnviar, setTentouEnviar] = useState(false);

  const feriados = useQueries({
    queries: mesesDosInicios(linhas).map((mes) =>
      lancamentoQueries.feriados(Number(mes.slice(0, 4)), Number(mes.slice(5, 7))),
    ),
  });
  const completos = periodosCompletos(linhas);
  const resultado =
    aquisitivo && completos
      ? conferirProgramacao({
          aquisitivo,
          admissao: periodos.at(-1)?.inicio ?? null,
          periodos: completos,
          abono,
          feriados: feriados.flatMap((q) => q.data ?? []),
          hoje: dataIsoLocal(new Date()),
        })
      : null;
  const doMotor = resultado && completos ? errosPorCampo(resultado.erros, completos) : {};
  const preenchimento: ErrosPorCampo = {};
  if (isTentouEnviar)
    linhas.forEach((l, i) => {
      if (!l.inicio) preenchimento[campoInicio(i)] = ['Informe a data de início.'];
      if (l.dias === null) preenchimento[campoDias(i)] = ['Informe os dias corridos.'];
    });
  // A recusa da API vai ao período (ou ao abono) que ela nomeia; as outras, ao alerta do envio.
  const campoApi = erroApi?.campo ?? null;
  const isErroDeCampo =
    campoApi !== null && (campoApi.startsWith('periodos[') || campoApi === 'abonoPecuniario');
  const doServidor: ErrosPorCampo =
    erroApi && isErroDeCampo && campoApi ? { [campoApi]: [erroApi.mensagem] } : {};
  const erros = juntar(preenchimento, doMotor, doServidor);
  const errosGerais = Object.entries(erros)
    .filter(([campo]) => !campo.startsWith('periodos[') && campo !== 'abonoPecuniario')
    .flatMap(([, e]) => e);

  const mudou = () => setErroApi(null);
  const alterarLinha = (i: number, linha: LinhaPeriodo) => {
    mudou();
    setLinhas((atuais) => atuais.map((l, k) => (k === i ? linha : l)));
  };

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setTentouEnviar(true);
    if (!aquisitivo || !completos || !resultado?.valido) return;
    salvar.mutate(
      {
        periodoAquisitivo: aquisitivo.inicio,
        periodos: completos,
        abonoPecuniario: abono,
        observacao: observacao.trim() || undefined,
      },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem ?? 'Férias solicitadas.');
          void navigate(hrefDaRota(ROTA_MINHAS_FERIAS));
        },
        onError: (erro) => {
          if (erro instanceof ErroApi) setErroApi(erro);
          else toast.erro(FALHA_GENERICA);
        },
      },
    );
  };

  return (
    <form onSubmit={enviar} aria-label="Nova programação de férias" noValidate>
      <Stack gap="md">
        <Select
          label="Período aquisitivo"
          description="As férias pertencem a um período de 12 meses de trabalho."
          data={periodos.map((p) => ({
            value: p.inicio,
            label: rotuloDoPeriodo(p),
            disabled: motivoIndisponivel(p) !== null,
          }))}
          value={inicioAquisitivo}
          onChange={(v) => {
            mudou();
            setInicioAquisitivo(v);
          }}
          allowDeselect={false}
          error={isTentouEnviar && !aquisitivo ? 'Escolha o período aquisitivo.' : undefined}
          required
        />
        {linhas.map((linha, i) => (
          <PeriodoCampos
            key={linha.chave}
            indice={i}
            linha={linha}
            errosInicio={erros[campoInicio(i)] ?? []}
            errosDias={erros[campoDias(i)] ?? []}
            isRemovivel={linhas.length > 1}
            onChange={(l) => alterarLinha(i, l)}
            onRemover={() => {
              mudou();
              setLinhas((atuais) => atuais.filter((_, k) => k !== i));
            }}
          />
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => {
              mudou();
              setLinhas((atuais) => [...atuais, novaLinha()]);
            }}
            disabled={linhas.length >= MAXIMO_PERIODOS}
          >
            Adicionar período
          </Button>
          <Text size="sm" c="dimmed">
            Até 3 períodos; um deles com 14 dias ou mais e nenhum com menos de 5.
          </Text>
        </Group>
        <NumberInput
          label="Dias de abono pecuniário"
          description={`Vender até 1/3 do direito, contando o já vendido: ${quantosDias(Math.max(0, Math.floor((aquisitivo?.direito ?? 0) / 3) - (aquisitivo?.vendidos ?? 0)))} (CLT art. 143).`}
          value={abono}
          onChange={(v) => {
            mudou();
            setAbono(typeof v === 'number' ? v : 0);
          }}
          min={0}
          max={30}
          allowDecimal={false}
          allowNegative={false}
          error={erros.abonoPecuniario?.join(' ')}
        />
        <Textarea
          label="Observação (opcional)"
          value={observacao}
          onChange={(e) => setObservacao(e.currentTarget.value)}
          maxLength={500}
          rows={2}
        />
        <ResumoProgramacao
          direito={aquisitivo?.direito ?? 0}
          saldo={aquisitivo?.saldo ?? 0}
          diasGozo={linhas.reduce((s, l) => s + (l.dias ?? 0), 0)}
          abono={abono}
          resultado={erroApi ? null : resultado}
          errosGerais={errosGerais}
          isFeriadosIndisponiveis={feriados.some((q) => q.isError)}
        />
        {erroApi && !isErroDeCampo ? (
          <Alert color="red" role="alert" title="O pedido não foi enviado">
            {erroApi.mensagem}
          </Alert>
        ) : null}
        {isTentouEnviar && !erroApi && (!aquisitivo || Object.keys(erros).length > 0) ? (
          <Alert color="red" role="alert">
            Corrija o que está indicado antes de enviar.
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={hrefDaRota(ROTA_MINHAS_FERIAS)}>
            Voltar
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            Enviar pedido
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
