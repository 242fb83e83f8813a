import type { GestaoWire } from '@jornada/contracts';
import { Button, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../../components/ui/date-picker-pt-br.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { corpoAlterarEscala, FALHA_GENERICA, mensagemDoServidor } from '../acao.ts';
import { escalaQueries } from '../escala.queries.ts';
import { alvoDe, EstruturaSubPainel, type SubPainelProps } from './sub-painel.tsx';

type Modo = GestaoWire['alocacaoDataFim'];

export const SEM_ESCALAS = 'Não há escalas disponíveis para alteração';
export const DICA_PRAZO_INDETERMINADO = 'Deixe em branco para prazo indeterminado.';

/** Passo 2: a data fim conforme o modo alocacaoDataFim da gestão (spec §4, §5). */
const PassoDataFim = ({
  props,
  escala,
  modo,
  onVoltar,
}: {
  props: SubPainelProps;
  escala: { id: number; nome: string };
  modo: Modo;
  onVoltar: () => void;
}) => {
  const { dia, isEnviando, isBloqueado, onEnviar } = props;
  const [fim, setFim] = useState<string | null>(modo === 'MesmoDia' ? dia.data : null);
  const isObrigatorio = modo === 'ObrigatorioDeterminarNaAlteracao';
  const valor = modo === 'MesmoDia' ? dia.data : fim;
  const isConfirmavel = !(isObrigatorio && !valor);
  const confirmar = () => {
    if (!isConfirmavel) return;
    onEnviar(corpoAlterarEscala(alvoDe(dia), escala.id, valor), 'AlterarEscala');
  };
  const descricao = () => {
    if (modo === 'MesmoDia') return 'A alteração vale só para este dia.';
    if (isObrigatorio) return 'Informe até quando vale a nova escala.';
    return DICA_PRAZO_INDETERMINADO;
  };
  return (
    <EstruturaSubPainel
      titulo="Alterar Escala"
      passo="Passo 2 de 2: data final"
      onVoltar={onVoltar}
      isBloqueado={isBloqueado}
      acoes={
        <Button onClick={confirmar} disabled={!isConfirmavel || isBloqueado} loading={isEnviando}>
          Confirmar
        </Button>
      }
    >
      <Text size="sm">Nova escala: {escala.nome}</Text>
      <DatePickerPtBr
        label="Data final"
        value={valor}
        onChange={setFim}
        minDate={dia.data}
        isDisabled={modo === 'MesmoDia'}
        isRequired={isObrigatorio}
        description={descricao()}
        error={isObrigatorio && !valor ? 'Informe a data final.' : undefined}
      />
    </EstruturaSubPainel>
  );
};

/**
 * 7 Alterar Escala, em duas etapas (spec §2, §5): a escala (de /escala/combo da gestão do
 * dia, menos a que já está em vigor) e depois a data fim.
 */
export const AcaoAlterarEscala = (props: SubPainelProps) => {
  const { dia, isBloqueado, onVoltar } = props;
  const [escalaId, setEscalaId] = useState<string | null>(null);
  const [passo, setPasso] = useState<1 | 2>(1);
  const combo = useQuery(escalaQueries.combo(dia.gestaoId));
  const gestao = useQuery({
    ...escalaQueries.gestao(dia.gestaoId ?? 0),
    enabled: dia.gestaoId !== null,
  });
  const emVigor = dia.escalaEmVigor?.escalaId ?? null;
  const opcoes = (combo.data ?? []).filter((e) => e.id !== emVigor);
  const escolhida = opcoes.find((e) => String(e.id) === escalaId);

  if (passo === 2 && escolhida) {
    if (dia.gestaoId !== null && gestao.isPending)
      return <LoadingState label="Carregando a gestão…" />;
    if (gestao.isError) {
      return (
        <Text c="red.8" role="alert">
          Não foi possível carregar a gestão: {mensagemDoServidor(gestao.error) ?? FALHA_GENERICA}
        </Text>
      );
    }
    return (
      <PassoDataFim
        props={props}
        escala={escolhida}
        modo={gestao.data?.alocacaoDataFim ?? 'Opcional'}
        onVoltar={() => setPasso(1)}
      />
    );
  }

  const conteudo = () => {
    if (combo.isPending) return <LoadingState label="Carregando as escalas…" />;
    if (combo.isError) {
      return (
        <Text c="red.8" role="alert">
          Não foi possível carregar as escalas: {mensagemDoServidor(combo.error) ?? FALHA_GENERICA}
        </Text>
      );
    }
    if (opcoes.length === 0) return <Text>{SEM_ESCALAS}</Text>;
    return (
      <Select
        label="Nova escala"
        placeholder="Escolha a escala"
        data={opcoes.map((e) => ({ value: String(e.id), label: e.nome }))}
        value={escalaId}
        onChange={setEscalaId}
        required
        comboboxProps={{ withinPortal: false }}
      />
    );
  };
  return (
    <EstruturaSubPainel
      titulo="Alterar Escala"
      passo="Passo 1 de 2: escala"
      onVoltar={onVoltar}
      isBloqueado={isBloqueado}
      acoes={
        <Button onClick={() => setPasso(2)} disabled={!escolhida}>
          Próximo
        </Button>
      }
    >
      {conteudo()}
    </EstruturaSubPainel>
  );
};
