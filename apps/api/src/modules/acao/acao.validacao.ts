import { type Acao, jornadaEfetiva, type NovaAcao, validarAcao } from '@jornada/domain';
import { AppError } from '../../shared/errors.ts';
import type { Escopo } from '../../shared/escopo.ts';
import type { EscalaRow } from '../escala-nucleo/index.ts';
import {
  type Catalogo,
  type ConfigDia,
  configDaEscala,
  contextoJornada,
  juntas,
  loadCatalogo,
  loadContextos,
} from '../escala-nucleo/index.ts';

/**
 * Escalas oferecidas para AlterarEscala num dia: as ativas da gestão da escala em vigor (todas
 * as ativas quando ela não tem gestão, ou quando não há escala), menos a própria escala em vigor.
 */
export const escalasParaTroca = (catalogo: Catalogo, escalaAtual: string | null): EscalaRow[] => {
  const atual = escalaAtual ? catalogo.escalaRows.get(Number(escalaAtual)) : undefined;
  const gestaoId = atual?.gestaoId ?? null;
  return [...catalogo.escalaRows.values()].filter(
    (e) => e.ativo && e.id !== atual?.id && (gestaoId === null || e.gestaoId === gestaoId),
  );
};

/** Datas que a ação toca, para carregar o contexto certo (com a semana de cada ponta). */
const extremos = (acao: NovaAcao): [string, string] => {
  const datas = [acao.data];
  if (acao.tipoAcao === 'MudarParaFolga' || acao.tipoAcao === 'MudarParaTrabalho') {
    if (acao.alterarDiaDataFim) datas.push(acao.alterarDiaDataFim);
  }
  if (acao.tipoAcao === 'MoverFolgaSemanal') datas.push(acao.novaFolgaSemanal);
  datas.sort();
  return [datas[0]!, datas.at(-1)!];
};

const ESCALA_INDISPONIVEL = 'Escolha uma das escalas disponíveis para alteração.';

const conferirTrocaDeEscala = (catalogo: Catalogo, acao: NovaAcao, escalaAtual: string | null) => {
  if (acao.tipoAcao !== 'AlterarEscala') return;
  if (acao.novaEscalaId === escalaAtual) {
    throw new AppError(
      'ESCALA_INDISPONIVEL',
      'A escala escolhida já é a escala em vigor no dia.',
      400,
      'NovaEscalaId',
    );
  }
  const opcoes = escalasParaTroca(catalogo, escalaAtual);
  // Spec §5: sem escalas, o texto 'Não há escalas disponíveis para alteração'.
  if (opcoes.length === 0) {
    throw new AppError('ESCALA_INDISPONIVEL', 'Não há escalas disponíveis para alteração', 400);
  }
  if (!opcoes.some((e) => String(e.id) === acao.novaEscalaId)) {
    throw new AppError('ESCALA_INDISPONIVEL', ESCALA_INDISPONIVEL, 400, 'NovaEscalaId');
  }
};

/** Contexto do colaborador para a ação (sem a própria ação, quando já gravada) e o dia dela. */
const loadDia = async (
  escopo: Escopo,
  usuarioId: number,
  acao: NovaAcao,
  ignorarAcaoId?: number,
) => {
  const [de, ate] = extremos(acao);
  const [catalogo, contextos] = await juntas(escopo.db, [
    () => loadCatalogo(escopo),
    () => loadContextos(escopo, [usuarioId], de, ate),
  ]);
  const contexto = contextoJornada(catalogo, contextos.porUsuario.get(usuarioId));
  const acoes: Acao[] = contexto.acoes.filter((a) => a.id !== String(ignorarAcaoId));
  const dia = jornadaEfetiva({ ...contexto, acoes, data: acao.data });
  return { catalogo, contexto: { ...contexto, acoes }, dia };
};

/** Configuração da gestão que rege a ação: a da escala em vigor no dia, sem a própria ação. */
export const configDaAcao = async (
  escopo: Escopo,
  usuarioId: number,
  acao: NovaAcao,
  ignorarAcaoId?: number,
): Promise<ConfigDia> => {
  const { catalogo, dia } = await loadDia(escopo, usuarioId, acao, ignorarAcaoId);
  return configDaEscala(catalogo, dia.escalaId);
};

/**
 * Valida uma ação do colaborador com o domínio (`validarAcao`, spec §5) contra as ações
 * ativas dele (menos `ignorarAcaoId`, na aprovação da própria) e devolve a configuração da
 * gestão do dia. A recusa usa a mensagem do domínio; ação duplicada responde 409.
 */
export const validarNaJornada = async (
  escopo: Escopo,
  usuarioId: number,
  acao: NovaAcao,
  ignorarAcaoId?: number,
): Promise<ConfigDia> => {
  const { catalogo, contexto, dia } = await loadDia(escopo, usuarioId, acao, ignorarAcaoId);
  const config = configDaEscala(catalogo, dia.escalaId);
  const [erro] = validarAcao({ ...contexto, acao, config });
  if (erro) {
    throw new AppError(erro.codigo, erro.mensagem, erro.codigo === 'ACAO_DUPLICADA' ? 409 : 400);
  }
  conferirTrocaDeEscala(catalogo, acao, dia.escalaId);
  return config;
};
