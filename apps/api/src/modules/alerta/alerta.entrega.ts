import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../shared/email.ts';
import type { MensagemPush, ResultadoPush } from '../notificacao/index.ts';
import {
  alertaRepository,
  type EntregaReservada,
  listEmpresasComEntrega,
} from './alerta.repository.ts';

type Log = { error: (obj: object, msg: string) => void };

export type DepsEntrega = {
  db: Db;
  clock: () => Date;
  push: (empresaId: number, usuarioId: number, m: MensagemPush) => Promise<ResultadoPush>;
  mailer: Pick<Mailer, 'enviar'>;
  appUrl: string;
  log: Log;
};

const URL_ALERTAS = '/#/dashboard/minhas-rotinas/alertas';

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Entrega por push e e-mail do que já está liberado (silêncio e resumo vencidos): reserva as
 * linhas, junta por pessoa (vários alertas = um resumo) e grava a situação de cada canal. Roda
 * depois do commit que criou o alerta e na varredura periódica.
 */
export const createEntregaAlertas = (d: DepsEntrega) => {
  const statusPush = (r: ResultadoPush) =>
    r.inscricoes === 0 ? 'sem_inscricao' : r.enviadas > 0 ? 'enviado' : 'falhou';

  const entregarPessoa = async (
    empresaId: number,
    usuarioId: number,
    linhas: EntregaReservada[],
  ) => {
    const repo = alertaRepository({ db: d.db, empresaId });
    const alertas = await repo.listTitulos(linhas.map((l) => l.alerta_id));
    const [contato] = await repo.listContatos([usuarioId]);
    const unico = alertas.length === 1 ? alertas[0] : undefined;
    const titulo = unico ? unico.titulo : `Resumo: ${alertas.length} alertas de jornada`;
    const texto = unico ? unico.descricao : alertas.map((a) => `• ${a.titulo}`).join('\n');
    const agora = () => d.clock();
    const viaPush = linhas.filter((l) => l.push);
    if (viaPush.length) {
      let status = 'falhou';
      try {
        status = statusPush(
          await d.push(empresaId, usuarioId, { titulo, mensagem: texto, url: URL_ALERTAS }),
        );
      } catch (erro) {
        d.log.error({ err: erro, empresaId, usuarioId }, 'falha no push de alerta');
      }
      for (const l of viaPush)
        await repo.marcarEntrega(l.alerta_id, usuarioId, 'push', status, agora());
    }
    const viaEmail = linhas.filter((l) => l.email);
    if (viaEmail.length) {
      let status = 'sem_inscricao';
      if (contato?.email) {
        try {
          const link = `${d.appUrl}${URL_ALERTAS}`;
          await d.mailer.enviar({
            para: contato.email,
            assunto: `Jornada — ${titulo}`,
            texto: `${texto}\n\nVeja no Jornada: ${link}`,
            html: `<p>${escapar(texto).replace(/\n/g, '<br>')}</p><p><a href="${escapar(link)}">Ver no Jornada</a></p>`,
            link,
          });
          status = 'enviado';
        } catch (erro) {
          status = 'falhou';
          d.log.error({ err: erro, empresaId, usuarioId }, 'falha no e-mail de alerta');
        }
      }
      for (const l of viaEmail)
        await repo.marcarEntrega(l.alerta_id, usuarioId, 'email', status, agora());
    }
  };

  /** Entrega o que está liberado numa empresa. */
  const entregarEmpresa = async (empresaId: number) => {
    const reservadas = await alertaRepository({ db: d.db, empresaId }).reservarEntregas(d.clock());
    const porPessoa = new Map<number, EntregaReservada[]>();
    for (const r of reservadas)
      porPessoa.set(r.usuario_id, [...(porPessoa.get(r.usuario_id) ?? []), r]);
    for (const [usuarioId, linhas] of porPessoa) await entregarPessoa(empresaId, usuarioId, linhas);
  };

  return {
    entregarEmpresa,
    /** Varredura: todas as empresas com entrega vencida. */
    entregarVencidas: async () => {
      for (const empresaId of await listEmpresasComEntrega(d.db, d.clock()))
        await entregarEmpresa(empresaId);
    },
  };
};
export type EntregaAlertas = ReturnType<typeof createEntregaAlertas>;
