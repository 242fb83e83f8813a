import type { Dispositivo, MetodoQuiosque, StatusDispositivo } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError } from '../../shared/errors.ts';
import type { PublicarEvento } from '../../shared/eventos.ts';
import type { DispositivoRow } from './quiosque.repository.ts';

/** Rota do menu que dá acesso ao cadastro de quiosques (RH). */
export const ROTA_QUIOSQUES = '/dashboard/admin/quiosques';
/** O próprio colaborador define o PIN e vê o QR dinâmico no seu painel. */
export const ROTA_MEU_PAINEL = '/dashboard/minhas-rotinas/meu-painel';

/** Marcação que o quiosque pede ao REP-P (a mesma porta do MarcarPonto3, origem quiosque). */
export type EntradaMarcacaoQuiosque = {
  origem: 'quiosque';
  /** Aparelho que marcou: a marcação pela web desligada não vale para o coletor do quiosque. */
  quiosqueId: number;
  eventoId: string;
  offline: boolean;
  dataHoraDispositivo?: string;
  latitude?: number;
  longitude?: number;
};
export type MarcarPontoFn = (
  auth: AuthContext,
  entrada: EntradaMarcacaoQuiosque,
) => Promise<{
  marcacao: {
    id: number;
    nsr: number;
    hash: string;
    dataHora: Date;
    minuto: number;
    offline: boolean;
  };
  repetida: boolean;
}>;

/** Verificação 1:1 do módulo biometria (ligada pelo buildApp quando ele existe). */
export type VerificarFace = (p: {
  empresaId: number;
  usuarioId: number;
  descritor: number[];
  vivacidade: number;
  dispositivoId: number | null;
}) => Promise<{ aprovado: boolean; pontuacao: number; verificacaoId: number }>;

export type QuiosqueDeps = {
  db: Db;
  clock: () => Date;
  /** Segredo do servidor: deriva as chaves HMAC dos aparelhos e do QR dinâmico. */
  segredo: Uint8Array;
  marcar: MarcarPontoFn;
  /** Barramento de eventos: o rosto recusado vira alerta ao gestor (módulo alerta assina). */
  publicar: PublicarEvento;
  verificarFace?: VerificarFace;
};

/** Aparelho autenticado pela credencial (cabeçalho `Authorization: Quiosque <token>`). */
export type DispositivoAutenticado = DispositivoRow & { credencialHash: string };

export const statusDe = (d: DispositivoRow): StatusDispositivo => {
  if (!d.ativo) return 'arquivado';
  if (d.credencialHash) return 'ativo';
  return d.revogadoEm ? 'revogado' : 'aguardando';
};

export const paraContrato = (d: DispositivoRow, filialNome: string, agora: Date): Dispositivo => ({
  id: d.id,
  nome: d.nome,
  filialId: d.filialId,
  filialNome,
  metodos: d.metodos as MetodoQuiosque[],
  latitude: d.latitude,
  longitude: d.longitude,
  fotoEvidencia: d.fotoEvidencia,
  status: statusDe(d),
  ativadoEm: d.ativadoEm?.toISOString() ?? null,
  vistoEm: d.vistoEm?.toISOString() ?? null,
  codigoExpiraEm:
    d.codigoHash && d.codigoExpiraEm && d.codigoExpiraEm > agora
      ? d.codigoExpiraEm.toISOString()
      : null,
});

export const quiosqueNaoAutorizado = () =>
  new AppError(
    'QUIOSQUE_NAO_AUTORIZADO',
    'Quiosque não ativado ou com a credencial revogada. Peça ao RH um novo código de ativação.',
    401,
  );

export const identificacaoInvalida = () =>
  new AppError('IDENTIFICACAO_INVALIDA', 'Matrícula ou PIN incorretos.', 422, 'pin');

export const NOMES_METODO: Record<MetodoQuiosque, string> = {
  pin: 'matrícula e PIN',
  qr: 'QR',
  cracha: 'crachá',
  face: 'reconhecimento facial',
};
