import type { AcaoBody, AcaoWire } from '@jornada/contracts';
import { ACOES } from '@jornada/domain';
import { formatarData, formatarMinutos } from '../../lib/format.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';

export type TipoAcao = AcaoWire['tipoAcao'];
export type StatusAcao = AcaoWire['status'];

/** Recusa de nova ação num dia que já tem alteração (spec §5), com o texto exato. */
export const MENSAGEM_JA_ALTERADO =
  'Já existem alterações de escala para a data em questão. Para continuar, remova a ação existente.';

/** Rótulos e cores dos status (spec §4): ParaAprovar na cor de aviso. */
export const STATUS_ACAO: Record<StatusAcao, { rotulo: string; cor: string }> = {
  ParaAprovar: { rotulo: 'Para aprovar', cor: 'yellow' },
  Aprovada: { rotulo: 'Aprovada', cor: 'green' },
  Reprovada: { rotulo: 'Reprovada', cor: 'red' },
  Removida: { rotulo: 'Removida', cor: 'gray' },
  ParaRemover: { rotulo: 'Para remover', cor: 'orange' },
};

/** Título de cada tipo de ação, o mesmo do menu 'ações' (ACOES do domínio, sub-painéis 1 a 7). */
export const ROTULO_TIPO_ACAO = Object.fromEntries(
  Object.values(ACOES).flatMap((a) => (a.tipoAcao ? [[a.tipoAcao, a.titulo]] : [])),
) as Record<TipoAcao, string>;

/** Textos de erro do spec §8 quando o servidor não manda mensagem. */
export const FALHA_PADRAO: Record<TipoAcao, string> = {
  MoverFolgaSemanal: 'Erro ao mover folga',
  AlterarEntrada: 'Erro ao Salvar Novo Horário',
  AlterarEscala: 'Erro ao realizar alteração',
  MudarParaFolga: 'Erro ao realizar alteração',
  MudarParaTrabalho: 'Erro ao realizar alteração',
  FolgaCompensarDuranteSemana: 'Erro ao compensar folga',
  FolgaCompensarBancoHoras: 'Erro ao compensar folga',
};

/** Falha de status de ação, regras e calendário sem mensagem do servidor (spec §8). */
export const FALHA_GENERICA = 'erro';

const texto = (valor: unknown): string | null =>
  typeof valor === 'string' && valor.trim() !== '' ? valor : null;

/**
 * A mensagem que o próprio servidor mandou (4xx com corpo), ou null: 5xx (o aviso 'Erro do
 * servidor' já apareceu), falha de rede ou corpo sem texto caem no texto padrão de quem chama.
 */
export const mensagemDoServidor = (erro: unknown): string | null => {
  if (!isErroApi(erro) || erro.isErroServidor) return null;
  const c = (typeof erro.corpo === 'object' && erro.corpo !== null ? erro.corpo : {}) as Record<
    string,
    unknown
  >;
  return texto(c.Mensagem) ?? texto(c.message) ?? texto(c.Error) ?? texto(c.error);
};

/** Linhas do modal 'ESCALAS COM PROBLEMAS': cabeçalho, itens em caixa e rodapé (spec §2). */
export type LinhasProblema = { cabecalho: string; itens: string[]; rodape: string | null };

export const linhasDoProblema = (mensagem: string | readonly string[]): LinhasProblema => {
  const linhas = (typeof mensagem === 'string' ? mensagem.split('\n') : [...mensagem])
    .map((l) => l.trim())
    .filter(Boolean);
  const [cabecalho = '', ...resto] = linhas;
  if (resto.length === 0) return { cabecalho, itens: [], rodape: null };
  return { cabecalho, itens: resto.slice(0, -1), rodape: resto.at(-1) ?? null };
};

// ---------------------------------------------------------------- corpos (spec §7)

type Alvo = { usuarioId: number; data: string };

/** Mover folga semanal: {usuarioId, data, novaFolgaSemanal}. */
export const corpoMoverFolga = (alvo: Alvo, novaFolgaSemanal: string): AcaoBody => ({
  usuarioId: alvo.usuarioId,
  data: alvo.data,
  novaFolgaSemanal,
});

/** Alterar entrada: {usuarioId, data, novoHorario}. */
export const corpoAlterarEntrada = (alvo: Alvo, novoHorario: string): AcaoBody => ({
  usuarioId: alvo.usuarioId,
  data: alvo.data,
  novoHorario,
});

/** Compensar durante a semana: só {usuarioId, data}. */
export const corpoCompensarSemana = (alvo: Alvo): AcaoBody => ({
  usuarioId: alvo.usuarioId,
  data: alvo.data,
});

/**
 * Mudar para folga/trabalho (pedido de ação): {usuarioId, data, tipoAcao} e AlterarDiaDataFim
 * só quando o fim difere do início.
 */
export const corpoMudarDia = (
  tipoAcao: 'MudarParaFolga' | 'MudarParaTrabalho',
  alvo: Alvo,
  fim: string,
): AcaoBody => ({
  usuarioId: alvo.usuarioId,
  data: alvo.data,
  tipoAcao,
  ...(fim !== alvo.data ? { AlterarDiaDataFim: fim } : {}),
});

/** Compensação de banco: dia todo envia 0 minutos (spec §5). */
export const corpoCompensarBanco = (alvo: Alvo, diaTodo: boolean, minutos: number): AcaoBody => ({
  usuarioId: alvo.usuarioId,
  data: alvo.data,
  tipoAcao: 'FolgaCompensarBancoHoras',
  folgaCompensarBancoHorasDiaTodo: diaTodo,
  folgaCompensarBancoHorasValor: diaTodo ? 0 : minutos,
});

/** Alterar escala: {UsuarioId, Data, NovaEscalaId, NovaEscalaDataFim}. */
export const corpoAlterarEscala = (
  alvo: Alvo,
  novaEscalaId: number,
  dataFim: string | null,
): AcaoBody => ({
  UsuarioId: alvo.usuarioId,
  Data: alvo.data,
  NovaEscalaId: novaEscalaId,
  NovaEscalaDataFim: dataFim,
});

/** Resumo legível do que a ação muda, para o detalhe e as aprovações. */
export const resumoDaAcao = (a: AcaoWire): string => {
  switch (a.tipoAcao) {
    case 'MudarParaFolga':
    case 'MudarParaTrabalho':
      return a.alterarDiaDataFim && a.alterarDiaDataFim !== a.data
        ? `De ${formatarData(a.data)} a ${formatarData(a.alterarDiaDataFim)}`
        : `Em ${formatarData(a.data)}`;
    case 'AlterarEntrada':
      return `Nova entrada às ${a.novoHorarioEntrada ?? '—'}`;
    case 'MoverFolgaSemanal':
      return `Folga movida para ${a.novaFolgaSemanal ? formatarData(a.novaFolgaSemanal) : '—'}`;
    case 'FolgaCompensarDuranteSemana':
      return 'Folga compensada nos outros dias de trabalho da semana';
    case 'FolgaCompensarBancoHoras':
      return a.folgaCompensarBancoHorasDiaTodo
        ? 'Dia todo compensado do banco de horas'
        : `${formatarMinutos(a.folgaCompensarBancoHorasValor ?? 0)} compensadas do banco de horas`;
    case 'AlterarEscala':
      return `Nova escala: ${a.novaEscalaNome ?? '—'}, ${
        a.novaEscalaDataFim ? `até ${formatarData(a.novaEscalaDataFim)}` : 'por prazo indeterminado'
      }`;
  }
};
