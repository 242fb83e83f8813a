import type { AcaoBody } from '@jornada/contracts';
import type { NovaAcao, TipoAcao } from '@jornada/domain';
import { AppError } from '../../shared/errors.ts';
import { minutosDe } from '../escala-nucleo/index.ts';

export type PedidoAcao = { usuarioId: number; acao: NovaAcao };

const invalido = (mensagem: string, campo?: string) =>
  new AppError('CORPO_ACAO_INVALIDO', mensagem, 400, campo);

/** Tipos que a forma do corpo indica, pelos campos exclusivos de cada um (spec §7). */
const tiposPelaForma = (b: AcaoBody): TipoAcao[] => {
  const tipos: TipoAcao[] = [];
  if (b.NovaEscalaId !== undefined || b.NovaEscalaDataFim !== undefined)
    tipos.push('AlterarEscala');
  if (b.novaFolgaSemanal !== undefined) tipos.push('MoverFolgaSemanal');
  if (b.novoHorario !== undefined || b.novoHorarioEntrada !== undefined)
    tipos.push('AlterarEntrada');
  if (
    b.folgaCompensarBancoHorasDiaTodo !== undefined ||
    b.folgaCompensarBancoHorasValor !== undefined
  ) {
    tipos.push('FolgaCompensarBancoHoras');
  }
  return tipos;
};

const mesmoValor = <T>(a: T | undefined, b: T | undefined, campo: string): T | undefined => {
  if (a !== undefined && b !== undefined && a !== b) {
    throw invalido(`${campo} foi enviado duas vezes com valores diferentes.`, campo);
  }
  return a ?? b;
};

const decidirTipo = (b: AcaoBody): TipoAcao => {
  const pelaForma = tiposPelaForma(b);
  if (pelaForma.length > 1) {
    throw invalido(`O corpo mistura campos de ações diferentes (${pelaForma.join(', ')}).`);
  }
  const [forma] = pelaForma;
  if (b.tipoAcao && forma && b.tipoAcao !== forma) {
    throw invalido(`tipoAcao ${b.tipoAcao} não combina com os campos de ${forma}.`, 'tipoAcao');
  }
  const tipo = b.tipoAcao ?? forma ?? 'FolgaCompensarDuranteSemana';
  const mudaDia = tipo === 'MudarParaFolga' || tipo === 'MudarParaTrabalho';
  if (b.AlterarDiaDataFim !== undefined && !mudaDia) {
    throw invalido(
      'AlterarDiaDataFim só vale para MudarParaFolga e MudarParaTrabalho (informe tipoAcao).',
      'AlterarDiaDataFim',
    );
  }
  return tipo;
};

const exigir = <T>(valor: T | undefined, campo: string, mensagem: string): T => {
  if (valor === undefined) throw invalido(mensagem, campo);
  return valor;
};

/**
 * Corpo de POST /acao → ação do domínio. A forma decide o tipo (ver `acaoBodySchema`):
 * NovaEscalaId → AlterarEscala; novaFolgaSemanal → MoverFolgaSemanal; novoHorario →
 * AlterarEntrada; tipoAcao → a ação pedida; só {usuarioId, data} → FolgaCompensarDuranteSemana.
 */
export const interpretarCorpoAcao = (b: AcaoBody): PedidoAcao => {
  const usuarioId = exigir(
    mesmoValor(b.usuarioId, b.UsuarioId, 'usuarioId'),
    'usuarioId',
    'Informe o colaborador (usuarioId).',
  );
  const data = exigir(mesmoValor(b.data, b.Data, 'data'), 'data', 'Informe a data (data).');
  const tipoAcao = decidirTipo(b);
  const base = { usuarioId: String(usuarioId), data };
  switch (tipoAcao) {
    case 'MudarParaFolga':
    case 'MudarParaTrabalho':
      return {
        usuarioId,
        acao: { ...base, tipoAcao, alterarDiaDataFim: b.AlterarDiaDataFim ?? null },
      };
    case 'AlterarEntrada': {
      const horario = exigir(
        mesmoValor(b.novoHorario, b.novoHorarioEntrada, 'novoHorario'),
        'novoHorario',
        'Informe o novo horário de entrada (novoHorario).',
      );
      return { usuarioId, acao: { ...base, tipoAcao, novoHorarioEntrada: minutosDe(horario) } };
    }
    case 'MoverFolgaSemanal': {
      const novaFolgaSemanal = exigir(
        b.novaFolgaSemanal,
        'novaFolgaSemanal',
        'Escolha um dos dias de trabalho da semana para a nova folga (novaFolgaSemanal).',
      );
      return { usuarioId, acao: { ...base, tipoAcao, novaFolgaSemanal } };
    }
    case 'FolgaCompensarDuranteSemana':
      return { usuarioId, acao: { ...base, tipoAcao } };
    case 'FolgaCompensarBancoHoras': {
      // Spec §5: dia todo envia 0 minutos; sem o indicador, 0 (ou nada) também é o dia todo.
      const valor = b.folgaCompensarBancoHorasValor ?? 0;
      const diaTodo = b.folgaCompensarBancoHorasDiaTodo ?? valor === 0;
      return {
        usuarioId,
        acao: {
          ...base,
          tipoAcao,
          folgaCompensarBancoHorasDiaTodo: diaTodo,
          folgaCompensarBancoHorasValor: diaTodo ? 0 : valor,
        },
      };
    }
    case 'AlterarEscala': {
      const novaEscalaId = exigir(b.NovaEscalaId, 'NovaEscalaId', 'Escolha a nova escala.');
      return {
        usuarioId,
        acao: {
          ...base,
          tipoAcao,
          novaEscalaId: String(novaEscalaId),
          novaEscalaDataFim: b.NovaEscalaDataFim ?? null,
        },
      };
    }
  }
};
