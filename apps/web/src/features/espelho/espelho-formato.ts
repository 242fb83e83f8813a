import type { DiaEspelho } from '@jornada/contracts';
import { formatarMinutos } from '../../lib/format.ts';
import type { MesEspelho } from './espelho.api.ts';

const NOMES_MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/**
 * Minutos (podem ser frações da hora noturna reduzida, ex.: 2880/7) → 'HH:MM'. O arredondamento
 * acontece só aqui, na exibição.
 */
export const horasDeMinutos = (minutos: number): string => formatarMinutos(Math.round(minutos));

/** 'Casamento (CLT art. 473, II)' e, se parcial, ', das 08:00 às 10:00'. */
export const textoAbono = (a: NonNullable<DiaEspelho['ausenciaJustificada']>): string =>
  `${a.motivoDescricao} (${a.fundamento})${a.horaInicio ? `, das ${a.horaInicio} às ${a.horaFim}` : ''}${a.abona ? '' : ' — sem abono do dia'}`;

/** 'YYYY-MM-DD' → 'DD/MM'. */
export const diaMes = (data: string): string => `${data.slice(8, 10)}/${data.slice(5, 7)}`;

export const nomeDoMes = ({ ano, mes }: MesEspelho): string => `${NOMES_MESES[mes - 1]} de ${ano}`;

/** Janeiro volta para dezembro do ano anterior; dezembro avança para janeiro do seguinte. */
export const mesAnterior = ({ ano, mes }: MesEspelho): MesEspelho =>
  mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 };

export const mesSeguinte = ({ ano, mes }: MesEspelho): MesEspelho =>
  mes === 12 ? { ano: ano + 1, mes: 1 } : { ano, mes: mes + 1 };

export const mesAtual = (agora: Date = new Date()): MesEspelho => ({
  ano: agora.getFullYear(),
  mes: agora.getMonth() + 1,
});

/** 'SEM_MARCACAO' → 'Sem marcação' quando conhecido; senão o código legível. */
const ROTULOS_CODIGOS: Readonly<Record<string, string>> = {
  SEM_MARCACAO: 'Sem marcação',
  MARCACAO_IMPAR: 'Marcação ímpar',
  INTERVALO_SUPRIMIDO: 'Intervalo suprimido',
  INTERVALO_ACIMA_MAXIMO: 'Intervalo acima de 2 h',
  INTERJORNADA_SUPRIMIDA: 'Interjornada suprimida',
  SETIMO_DIA_CONSECUTIVO: 'Sétimo dia consecutivo',
  LIMITE_ART59_EXCEDIDO: 'Limite do art. 59 excedido',
  LIMITE_DIARIO_BANCO_EXCEDIDO: 'Limite diário do banco excedido',
};

/** 'Maria da Silva' → 'maria-da-silva' (ASCII, para nomes de arquivo). */
const slug = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * Nome do PDF quando o servidor não manda um: 'espelho-maria-da-silva-0007-2026-11.pdf', com o
 * colaborador, como o do servidor.
 */
export const nomeArquivoEspelho = (
  colaborador: { nome: string; matricula: string | null; id: number } | undefined,
  { ano, mes }: MesEspelho,
): string => {
  const quem = colaborador
    ? [slug(colaborador.nome), colaborador.matricula ?? String(colaborador.id)]
    : [];
  return `${['espelho', ...quem, String(ano), String(mes).padStart(2, '0')].join('-')}.pdf`;
};

export const rotuloCodigo = (codigo: string): string => {
  const conhecido = ROTULOS_CODIGOS[codigo];
  if (conhecido) return conhecido;
  const texto = codigo.replaceAll('_', ' ').toLowerCase();
  return texto.charAt(0).toUpperCase() + texto.slice(1);
};

/** Parâmetros depois do '?' do hash ('#/dashboard/gestor/espelhos?usuarioId=3&ano=2026&mes=1'). */
export const parametrosDoHash = (hash: string): URLSearchParams => {
  const inicio = hash.indexOf('?');
  return new URLSearchParams(inicio === -1 ? '' : hash.slice(inicio + 1));
};

const inteiroPositivo = (valor: string | null): number | null => {
  const n = Number(valor);
  return valor && Number.isInteger(n) && n > 0 ? n : null;
};

/** Onde o gestor e o RH consultam espelhos (cada um na sua área do menu). */
export const ROTA_ESPELHOS_GESTOR = '/dashboard/gestor/espelhos';
export const ROTA_ESPELHOS_RH = '/dashboard/admin/espelhos';

/** Link para o espelho de um colaborador num mês, na tela de espelhos do gestor ou do RH. */
export const hashEspelhoDe = (
  usuarioId: number,
  { ano, mes }: MesEspelho,
  rota: string = ROTA_ESPELHOS_GESTOR,
): string => `/#${rota}?usuarioId=${usuarioId}&ano=${ano}&mes=${mes}`;

export const lerDeepLinkEspelho = (
  hash: string,
): { usuarioId: number | null; mes: MesEspelho | null } => {
  const p = parametrosDoHash(hash);
  const ano = inteiroPositivo(p.get('ano'));
  const mes = inteiroPositivo(p.get('mes'));
  return {
    usuarioId: inteiroPositivo(p.get('usuarioId')),
    mes: ano && mes && mes <= 12 ? { ano, mes } : null,
  };
};
