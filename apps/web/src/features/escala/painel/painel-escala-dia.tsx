import type { AcaoBody } from '@jornada/contracts';
import { Alert, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { SidePanel } from '../../../components/ui/side-panel.tsx';
import {
  FALHA_GENERICA,
  FALHA_PADRAO,
  MENSAGEM_JA_ALTERADO,
  mensagemDoServidor,
  type TipoAcao,
} from '../acao.ts';
import { escalaQueries, useAlterarStatusAcao, useRegistrarAcao } from '../escala.queries.ts';
import type { AcaoDisponivel, DiaColaborador } from '../escala.tipos.ts';
import { useArquivarAlocacao } from '../escala-regras.queries.ts';
import { EscalasComProblemasModal } from '../escalas-com-problemas-modal.tsx';
import { AcaoAlterarEntrada } from './acao-alterar-entrada.tsx';
import { AcaoAlterarEscala } from './acao-alterar-escala.tsx';
import { AcaoCompensarBanco } from './acao-compensar-banco.tsx';
import { AcaoCompensarSemana } from './acao-compensar-semana.tsx';
import {
  ACAO_FOLGA_BANCO_FOLGAS,
  AcaoFolgaBancoFolgas,
  useFolgaBancoFolgas,
} from './acao-folga-banco-folgas.tsx';
import { AcaoMoverFolga } from './acao-mover-folga.tsx';
import { AcaoMudarDia } from './acao-mudar-dia.tsx';
import { AcaoVisualizar } from './acao-visualizar.tsx';
import { ResumoDia } from './resumo-dia.tsx';
import type { SubPainelProps } from './sub-painel.tsx';
import { SucessoAcaoModal } from './sucesso-acao-modal.tsx';
import { useEnvioComResultado } from './use-envio-com-resultado.ts';

export type PainelEscalaDiaProps = {
  usuarioId: number;
  data: string;
  onClose: () => void;
};

type Tela =
  | { tipo: 'resumo' }
  | { tipo: 'acao'; acao: AcaoDisponivel }
  | { tipo: 'detalhe'; acaoId: number };

const SUCESSO_PADRAO = 'Alteração de escala registrada.';

type SubPainelDaAcao = { acao: AcaoDisponivel; props: SubPainelProps; onFolgaBanco: () => void };

const SubPainel = ({ acao, props, onFolgaBanco }: SubPainelDaAcao) => {
  switch (acao.acaoId) {
    case 1:
      return (
        <AcaoMudarDia
          {...props}
          tipoAcao="MudarParaFolga"
          limite={acao.alterarDiaTrabalhoDiasConsecutivos}
        />
      );
    case 2:
      return (
        <AcaoMudarDia
          {...props}
          tipoAcao="MudarParaTrabalho"
          limite={acao.alterarDiaTrabalhoDiasConsecutivos}
        />
      );
    case 3:
      return <AcaoAlterarEntrada {...props} />;
    case 4:
      return <AcaoMoverFolga {...props} />;
    case 5:
      return <AcaoCompensarSemana {...props} />;
    case 6:
      return <AcaoCompensarBanco {...props} />;
    case 7:
      return <AcaoAlterarEscala {...props} />;
    case ACAO_FOLGA_BANCO_FOLGAS:
      return <AcaoFolgaBancoFolgas {...props} onConfirmar={onFolgaBanco} />;
    default:
      return null;
  }
};

const ConteudoDia = ({ dia, onClose }: { dia: DiaColaborador; onClose: () => void }) => {
  const { usuarioId } = dia.usuario;
  const [tela, setTela] = useState<Tela>({ tipo: 'resumo' });
  const [recusa, setRecusa] = useState<string | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const disponiveis = useQuery(escalaQueries.disponiveis(usuarioId, dia.data));
  const registrar = useRegistrarAcao();
  const status = useAlterarStatusAcao();
  const arquivar = useArquivarAlocacao();
  const envio = useEnvioComResultado(setSucesso);
  const folgaBanco = useFolgaBancoFolgas(envio, dia);

  const escolher = (acao: AcaoDisponivel) => {
    setRecusa(null);
    if (acao.acaoId === 8) {
      if (dia.alteracaoEscala) setTela({ tipo: 'detalhe', acaoId: dia.alteracaoEscala.acaoId });
      return;
    }
    // Spec §5: com alteração no dia, qualquer nova ação é recusada antes de abrir o formulário.
    if (dia.alteracaoEscala) {
      setRecusa(MENSAGEM_JA_ALTERADO);
      return;
    }
    setTela({ tipo: 'acao', acao });
  };

  const voltar = () => setTela({ tipo: 'resumo' });
  const enviar = (corpo: AcaoBody, tipoAcao: TipoAcao) =>
    void envio.executar(() => registrar.mutateAsync(corpo), {
      falha: FALHA_PADRAO[tipoAcao],
      sucesso: SUCESSO_PADRAO,
    });
  const props: SubPainelProps = {
    dia,
    isEnviando: envio.isEnviando,
    isBloqueado: envio.isBloqueado,
    onEnviar: enviar,
    onVoltar: voltar,
  };

  const renderTela = () => {
    if (tela.tipo === 'acao')
      return <SubPainel acao={tela.acao} props={props} onFolgaBanco={folgaBanco} />;
    if (tela.tipo === 'detalhe') {
      return (
        <AcaoVisualizar
          acaoId={tela.acaoId}
          isEnviando={envio.isEnviando}
          isBloqueado={envio.isBloqueado}
          onVoltar={voltar}
          onRemover={(id) =>
            void envio.executar(() => status.mutateAsync({ id, status: 'Removida' }), {
              falha: FALHA_GENERICA,
              sucesso: 'Alteração removida.',
            })
          }
        />
      );
    }
    return (
      <ResumoDia
        dia={dia}
        acoes={disponiveis.data ?? []}
        isCarregandoAcoes={disponiveis.isPending}
        erroAcoes={
          disponiveis.isError ? (mensagemDoServidor(disponiveis.error) ?? FALHA_GENERICA) : null
        }
        isBloqueado={envio.isBloqueado}
        onEscolher={escolher}
        onVerDetalhes={(acaoId) => setTela({ tipo: 'detalhe', acaoId })}
        onArquivarAlocacao={(id) =>
          void envio.executar(() => arquivar.mutateAsync(id), {
            falha: FALHA_GENERICA,
            sucesso: 'Alocação arquivada.',
          })
        }
      />
    );
  };

  return (
    <>
      {recusa ? (
        <Alert
          color="red"
          role="alert"
          mb="sm"
          withCloseButton
          closeButtonLabel="Fechar aviso"
          onClose={() => setRecusa(null)}
        >
          {recusa}
        </Alert>
      ) : null}
      {renderTela()}
      <EscalasComProblemasModal linhas={envio.problema} onClose={envio.fecharProblema} />
      <SucessoAcaoModal
        mensagem={sucesso}
        onClose={() => {
          setSucesso(null);
          onClose();
        }}
      />
    </>
  );
};

/** Painel lateral 'Escala no Dia' (spec §2) de um colaborador numa data. */
export const PainelEscalaDia = ({ usuarioId, data, onClose }: PainelEscalaDiaProps) => {
  const dia = useQuery(escalaQueries.dia(usuarioId, data));
  const conteudo = () => {
    if (dia.isPending) return <LoadingState label="Carregando o dia…" />;
    if (dia.isError) {
      return (
        <EmptyState
          title="Não foi possível carregar o dia"
          description={mensagemDoServidor(dia.error) ?? FALHA_GENERICA}
        >
          <Button variant="light" onClick={() => void dia.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      );
    }
    return <ConteudoDia dia={dia.data} onClose={onClose} />;
  };
  return (
    <SidePanel isOpen title="Escala no Dia" onClose={onClose}>
      {conteudo()}
    </SidePanel>
  );
};
