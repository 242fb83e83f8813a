import type { LancamentoSobreaviso } from '@jornada/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { CamposMotivo } from './acionamento-campos.tsx';
import {
  CamposPeriodo,
  corpoLancamento,
  type ErrosPeriodo,
  errosDoPeriodo,
  Formulario,
  usePeriodo,
} from './formulario-comum.tsx';
import { sobreavisoQueries, useSalvarSobreaviso } from './sobreaviso.queries.ts';
import { FALHA } from './sobreaviso-formato.ts';
import { useEnvio } from './use-envio.ts';

export type LancamentoEdicaoFormProps = {
  lancamento: LancamentoSobreaviso;
  onConcluir: () => void;
};

type Erros = ErrosPeriodo & { motivo?: string };

/** Altera um lançamento ainda pendente (nova versão no histórico); a regra continua a mesma. */
export const LancamentoEdicaoForm = ({ lancamento: l, onConcluir }: LancamentoEdicaoFormProps) => {
  const motivos = useQuery(sobreavisoQueries.motivosAtivos());
  const envio = useEnvio(useSalvarSobreaviso().lancamento);
  const { periodo, mudar, inicio, fim } = usePeriodo({
    dataInicio: l.inicio.slice(0, 10),
    horaInicio: l.inicio.slice(11, 16),
    dataFim: l.fim.slice(0, 10),
    horaFim: l.fim.slice(11, 16),
  });
  const [motivoId, setMotivoId] = useState<string | null>(String(l.motivoId));
  const [descricao, setDescricao] = useState(l.descricao ?? '');
  const [erros, setErros] = useState<Erros>({});

  if (motivos.isPending) return <LoadingState label="Carregando motivos…" />;
  if (motivos.isError) return <ErrorState error={null} fallback={FALHA.carregar} />;

  const enviar = envio.aoSubmeter(() => {
    const e: Erros = errosDoPeriodo(inicio, fim);
    if (!motivoId) e.motivo = 'Motivo: escolha por que você foi acionado.';
    setErros(e);
    if (Object.keys(e).length > 0 || !inicio || !fim || !motivoId) return;
    envio.gravar(
      {
        id: l.id,
        dados: {
          ...corpoLancamento(l.natureza, inicio, fim, motivoId, descricao),
          regraId: l.regraId,
        },
      },
      { sucesso: 'Lançamento alterado.', aoConcluir: onConcluir },
    );
  });

  return (
    <Formulario
      rotulo="Alterar lançamento"
      onSubmit={enviar}
      falha={envio.falha ? FALHA.salvar : null}
      isEnviando={envio.isEnviando}
      onCancelar={onConcluir}
    >
      <CamposPeriodo periodo={periodo} onMudar={mudar} erros={erros} />
      <CamposMotivo
        motivos={motivos.data}
        motivoId={motivoId}
        onMotivo={setMotivoId}
        erro={erros.motivo}
        descricao={descricao}
        onDescricao={setDescricao}
      />
    </Formulario>
  );
};
