import type { RegraCalculo } from '@jornada/contracts';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal, formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { TIPOS } from './campos-regra.ts';
import type { EscolhasRegraPonto } from './regra-ponto.api.ts';
import { useSalvarRegraPonto } from './regra-ponto.queries.ts';
import { regrasCalculoQueries } from './regras-calculo.queries.ts';
import { CamposNomeDescricao } from './regras-comum.tsx';
import { TIPOS_REGRA, type TipoRegraCalculo } from './tipos-regra.ts';

/** Valor do Select para "nenhuma regra escolhida": vale o padrão legal (CFG-DEFAULT). */
const PADRAO_LEGAL = 'padrao';
export const ROTULO_PADRAO_LEGAL = 'Padrão legal (CLT)';

export const escolhasVazias = (): EscolhasRegraPonto =>
  Object.fromEntries(TIPOS_REGRA.map((t) => [t, null])) as EscolhasRegraPonto;

/**
 * As regras de cada um dos doze tipos, para compor a regra de ponto (só as ativas: arquivada não
 * se escolhe) ou descrever o histórico (`incluirArquivadas`, para dar nome às antigas).
 */
export const useRegrasPorTipo = (incluirArquivadas = false) =>
  useQueries({
    queries: TIPOS_REGRA.map((tipo) => regrasCalculoQueries.lista(tipo, incluirArquivadas)),
    combine: (resultados) => ({
      isPending: resultados.some((r) => r.isPending),
      erro: resultados.find((r) => r.isError)?.error ?? null,
      tentar: () => {
        for (const r of resultados) if (r.isError) void r.refetch();
      },
      porTipo: Object.fromEntries(
        TIPOS_REGRA.map((tipo, i) => [tipo, resultados[i]?.data ?? []]),
      ) as Record<TipoRegraCalculo, RegraCalculo[]>,
    }),
  });

export type RegraPontoFormProps = {
  /** `editar` grava uma versão nova da regra `id`; `nova` cria (inclusive a cópia ao duplicar). */
  modo: 'nova' | 'editar';
  id?: number;
  inicial: {
    nome: string;
    descricao: string | null;
    regras: EscolhasRegraPonto;
  };
  onConcluir: () => void;
};

/** Composição da regra de ponto: uma regra de cada tipo (ou o padrão legal) e a vigência. */
export const RegraPontoForm = ({ modo, id, inicial, onConcluir }: RegraPontoFormProps) => {
  const regras = useRegrasPorTipo();
  const { criar, alterar } = useSalvarRegraPonto();
  const [nome, setNome] = useState(inicial.nome);
  const [descricao, setDescricao] = useState(inicial.descricao ?? '');
  const [vigencia, setVigencia] = useState<string | null>(dataIsoLocal(new Date()));
  const [escolhas, setEscolhas] = useState<EscolhasRegraPonto>(inicial.regras);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erroServidor, setErroServidor] = useState<string | null>(null);

  if (regras.isPending) return <LoadingState label="Carregando regras de cálculo…" />;
  if (regras.erro)
    return (
      <ErrorState
        error={regras.erro}
        fallback="Não foi possível carregar as regras de cálculo."
        onRetry={regras.tentar}
      />
    );

  const aoFalhar = (erro: Error) => {
    if (erro instanceof ErroApi && erro.campo?.startsWith('regras.')) {
      const tipo = erro.campo.slice('regras.'.length) as TipoRegraCalculo;
      const texto = erro.mensagem.replace(/^[^:]*:\s*/, '');
      setErros({ [tipo]: `${TIPOS[tipo]?.nome ?? tipo}: ${texto}.` });
      return;
    }
    setErroServidor(
      erro instanceof ErroApi ? erro.mensagem : 'Não foi possível salvar a regra de ponto.',
    );
  };

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setErroServidor(null);
    const novos: Record<string, string> = {};
    if (!nome.trim()) novos.nome = 'Nome: informe o nome da regra de ponto.';
    else if (nome.trim().length > 100) novos.nome = 'Nome: no máximo 100 caracteres.';
    if (!vigencia) novos.vigencia = 'Vigência a partir de: informe a data.';
    setErros(novos);
    if (Object.keys(novos).length > 0 || !vigencia) return;
    const dados = {
      nome: nome.trim(),
      descricao: descricao.trim() || null,
      vigenciaInicio: vigencia,
      regras: escolhas,
    };
    const aoConcluir = () => {
      toast.sucesso(
        modo === 'editar' ? 'Nova versão da regra de ponto gravada.' : 'Regra de ponto criada.',
      );
      onConcluir();
    };
    if (modo === 'editar' && id !== undefined)
      alterar.mutate({ id, dados }, { onSuccess: aoConcluir, onError: aoFalhar });
    else criar.mutate(dados, { onSuccess: aoConcluir, onError: aoFalhar });
  };

  return (
    <form
      onSubmit={enviar}
      noValidate
      aria-label={modo === 'editar' ? 'Alterar regra de ponto' : 'Nova regra de ponto'}
    >
      <Stack gap="sm">
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
          isRequired
          description={
            modo === 'editar'
              ? 'A alteração grava uma nova versão, válida desta data em diante; meses já apurados não mudam.'
              : 'A regra de ponto vale desta data em diante.'
          }
        />
        <Text size="sm" fw={600} mt="xs">
          Composição: uma regra de cada tipo
        </Text>
        <Text size="xs" c="dimmed">
          Em cada dia vale a versão da regra escolhida em vigor naquele dia. Sem escolha, vale o
          padrão legal (CLT).
        </Text>
        {TIPOS_REGRA.map((tipo) => (
          <Select
            key={tipo}
            label={TIPOS[tipo].nome}
            description={TIPOS[tipo].lei}
            data={[
              { value: PADRAO_LEGAL, label: ROTULO_PADRAO_LEGAL },
              ...regras.porTipo[tipo].map((r) => ({
                value: String(r.id),
                label: `${r.nome} (v${r.versao}, desde ${formatarData(r.vigenciaInicio)})`,
              })),
            ]}
            value={escolhas[tipo] === null ? PADRAO_LEGAL : String(escolhas[tipo])}
            onChange={(v) =>
              setEscolhas((atual) => ({
                ...atual,
                [tipo]: v === null || v === PADRAO_LEGAL ? null : Number(v),
              }))
            }
            allowDeselect={false}
            error={erros[tipo]}
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
          <Button type="submit" loading={criar.isPending || alterar.isPending}>
            {modo === 'editar' ? 'Salvar nova versão' : 'Criar regra de ponto'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
