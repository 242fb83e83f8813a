import { Group, Radio, Select, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import {
  CampoColaborador,
  CamposPeriodo,
  corpoLancamento,
  type ErrosPeriodo,
  errosDoPeriodo,
  Formulario,
  periodoDeHoje,
  usePeriodo,
} from './formulario-comum.tsx';
import { sobreavisoQueries, useSalvarSobreaviso } from './sobreaviso.queries.ts';
import { FALHA } from './sobreaviso-formato.ts';
import { useEnvio } from './use-envio.ts';

type Natureza = 'acionamento' | 'espera';
type Erros = ErrosPeriodo & { usuario?: string; motivo?: string };

/**
 * O gestor ou o RH lança pela pessoa: um acionamento, ou uma espera fora da escala planejada
 * (que também paga a fração). Sem regra escolhida, vale a da escala que contém o início.
 */
export const LancamentoGestaoForm = ({ onConcluir }: { onConcluir: () => void }) => {
  const pessoas = useQuery(sobreavisoQueries.pessoas());
  const motivos = useQuery(sobreavisoQueries.motivosAtivos());
  const regras = useQuery(sobreavisoQueries.regras());
  const envio = useEnvio(useSalvarSobreaviso().lancamento);
  const [usuarioId, setUsuarioId] = useState<string | null>(null);
  const [natureza, setNatureza] = useState<Natureza>('acionamento');
  const { periodo, mudar, inicio, fim } = usePeriodo(periodoDeHoje);
  const [motivoId, setMotivoId] = useState<string | null>(null);
  const [regraId, setRegraId] = useState<string | null>(null);
  const [descricao, setDescricao] = useState('');
  const [erros, setErros] = useState<Erros>({});

  if (pessoas.isPending || motivos.isPending || regras.isPending)
    return <LoadingState label="Carregando…" />;
  if (pessoas.isError || motivos.isError || regras.isError)
    return <ErrorState error={null} fallback={FALHA.carregar} />;

  const enviar = envio.aoSubmeter(() => {
    const e: Erros = errosDoPeriodo(inicio, fim);
    if (!usuarioId) e.usuario = 'Colaborador: escolha de quem é o lançamento.';
    if (!motivoId) e.motivo = 'Motivo: escolha o motivo.';
    setErros(e);
    if (Object.keys(e).length > 0 || !usuarioId || !inicio || !fim || !motivoId) return;
    envio.gravar(
      {
        dados: {
          usuarioId: Number(usuarioId),
          ...corpoLancamento(natureza, inicio, fim, motivoId, descricao),
          ...(regraId ? { regraId: Number(regraId) } : {}),
        },
      },
      { sucesso: 'Lançamento registrado para aprovação.', aoConcluir: onConcluir },
    );
  });

  return (
    <Formulario
      rotulo="Novo lançamento"
      onSubmit={enviar}
      falha={envio.falha ? FALHA.lancamento : null}
      isEnviando={envio.isEnviando}
      onCancelar={onConcluir}
      rotuloEnviar="Lançar"
    >
      <CampoColaborador
        pessoas={pessoas.data}
        usuarioId={usuarioId}
        onUsuario={setUsuarioId}
        erro={erros.usuario}
      />
      <Radio.Group
        label="Natureza"
        value={natureza}
        onChange={(v) => setNatureza(v as Natureza)}
        required
      >
        <Group gap="md" mt={4}>
          <Radio value="acionamento" label="Acionamento (trabalho)" />
          <Radio value="espera" label="Espera fora da escala" />
        </Group>
      </Radio.Group>
      <CamposPeriodo periodo={periodo} onMudar={mudar} erros={erros} />
      <Select
        label="Motivo"
        data={motivos.data.map((m) => ({ value: String(m.id), label: m.descricao }))}
        value={motivoId}
        onChange={setMotivoId}
        error={erros.motivo}
        required
      />
      <Select
        label="Regra"
        description="Em branco: a regra da escala planejada no início (obrigatória fora da escala)."
        placeholder="Da escala planejada"
        data={regras.data
          .filter((r) => r.ativo)
          .map((r) => ({ value: String(r.id), label: r.nome }))}
        value={regraId}
        onChange={setRegraId}
        clearable
      />
      <Textarea
        label="Descrição"
        value={descricao}
        onChange={(e) => setDescricao(e.currentTarget.value)}
        maxLength={1000}
        rows={2}
      />
    </Formulario>
  );
};
