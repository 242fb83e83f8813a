import type {
  MensagemDestinatario,
  MensagemRecebida,
  MensagemResumo,
  StatusEntrega,
} from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { Mailer } from '../../shared/email.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import type { MensagemPush, ResultadoPush } from '../notificacao/index.ts';
import type { LinhaResumo, mensagemRepository } from './mensagem.repository.ts';
import type { ProvedorSms } from './mensagem.sms.ts';

/** Rotas do menu que dão acesso às mensagens (catálogo em acesso/recursos.ts). */
export const ROTA_MENSAGENS_RH = '/dashboard/admin/mensagens';
export const ROTA_MENSAGENS_GESTOR = '/dashboard/gestor/mensagens';
export const ROTA_MINHAS_MENSAGENS = '/dashboard/minhas-rotinas/mensagens';

/** O RH envia a qualquer pessoa e vê todas as mensagens; o gestor, só a equipe e as suas. */
export const isRhMensagens = (auth: AuthContext) => auth.rotas.has(ROTA_MENSAGENS_RH);

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type MensagemDeps = {
  db: Db;
  clock: () => Date;
  /** Web Push de uma pessoa, com o resultado (módulo notificacao, pelo buildApp). */
  push: (empresaId: number, usuarioId: number, m: MensagemPush) => Promise<ResultadoPush>;
  /** E-mail (SMTP configurado ou a caixa de saída em arquivo). */
  mailer: Pick<Mailer, 'enviar'>;
  appUrl: string;
  /** Provedor de SMS; nulo quando não configurado. */
  sms: ProvedorSms | null;
  /** O que o estado dos canais informa: chaves VAPID próprias e o modo do e-mail. */
  configuracao: { pushChavesConfiguradas: boolean; emailModo: 'smtp' | 'arquivo' };
  log: Log;
};

export type Repo = ReturnType<typeof mensagemRepository>;

/** Fuso em que as datas do relatório CSV são escritas (o da demo e o padrão das empresas). */
export const FUSO_PADRAO = 'America/Sao_Paulo';

export const dataHoraBr = (d: Date | null) => {
  if (!d) return '';
  const l = instanteLocal(d, FUSO_PADRAO);
  return `${l.data.split('-').reverse().join('/')} ${l.hora}`;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const paraResumo = (m: NonNullable<LinhaResumo>): MensagemResumo => ({
  id: m.id,
  titulo: m.titulo,
  enviadaEm: m.enviadaEm.toISOString(),
  remetenteId: m.remetenteId,
  remetenteNome: m.remetenteNome,
  exigirConfirmacao: m.exigirConfirmacao,
  anexoNome: m.anexoNome,
  destinatarios: m.destinatarios,
  lidas: m.lidas,
  confirmadas: m.confirmadas,
  falhas: m.falhas,
  canais: { push: m.canalPush, email: m.canalEmail, sms: m.canalSms },
});

export const paraRecebida = (
  m: NonNullable<LinhaResumo> & { lidaEm: Date | null; confirmadaEm: Date | null },
): MensagemRecebida => ({
  id: m.id,
  titulo: m.titulo,
  remetenteNome: m.remetenteNome,
  enviadaEm: m.enviadaEm.toISOString(),
  exigirConfirmacao: m.exigirConfirmacao,
  anexoNome: m.anexoNome,
  lidaEm: iso(m.lidaEm),
  confirmadaEm: iso(m.confirmadaEm),
});

type LinhaDestinatario = Awaited<ReturnType<Repo['listDestinatarios']>>[number];

export const paraDestinatario = (d: LinhaDestinatario): MensagemDestinatario => ({
  usuarioId: d.usuarioId,
  nome: d.nome,
  email: d.email,
  departamento: d.departamento,
  lidaEm: iso(d.lidaEm),
  confirmadaEm: iso(d.confirmadaEm),
  canalApp: d.statusApp as StatusEntrega,
  canalPush: d.statusPush as StatusEntrega | null,
  canalEmail: d.statusEmail as StatusEntrega | null,
  canalSms: d.statusSms as StatusEntrega | null,
});
