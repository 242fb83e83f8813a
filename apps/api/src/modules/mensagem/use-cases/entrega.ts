import type { StatusEntrega } from '@jornada/contracts';
import { mensagemComLink } from '../../../shared/email.ts';
import type { MensagemDeps } from '../mensagem.comum.ts';
import { mensagemRepository } from '../mensagem.repository.ts';

export type PedidoEntrega = {
  empresaId: number;
  mensagemId: number;
  titulo: string;
  texto: string;
  remetenteNome: string;
  push: boolean;
  email: boolean;
  sms: boolean;
  pessoas: { id: number; nome: string; email: string; celular: string | null }[];
};

const URL_CAIXA = '/#/dashboard/minhas-rotinas/mensagens';
const RESUMO_PUSH = 140;

const resumir = (texto: string) =>
  texto.length > RESUMO_PUSH ? `${texto.slice(0, RESUMO_PUSH - 1)}…` : texto;

/**
 * Entrega depois do commit, fora da requisição: Web Push, e-mail e SMS de cada pessoa, gravando a
 * situação de cada canal (enviado, erro, sem inscrição). Uma falha num canal nunca desfaz a
 * mensagem: ela já está na caixa de entrada do app.
 */
export const createEntrega = (deps: MensagemDeps) => {
  const pendentes = new Set<Promise<void>>();

  const entregarPessoa = async (p: PedidoEntrega, pessoa: PedidoEntrega['pessoas'][number]) => {
    const repo = mensagemRepository({ db: deps.db, empresaId: p.empresaId });
    const destino = { empresaId: p.empresaId, mensagemId: p.mensagemId, usuarioId: pessoa.id };
    if (p.push) {
      let status: StatusEntrega = 'erro';
      try {
        const r = await deps.push(p.empresaId, pessoa.id, {
          titulo: p.titulo,
          mensagem: resumir(p.texto),
          url: URL_CAIXA,
        });
        status = r.inscricoes === 0 ? 'sem_inscricao' : r.enviadas > 0 ? 'enviado' : 'erro';
      } catch (erro) {
        deps.log.warn({ ...destino, err: erro }, 'falha no Web Push da mensagem');
      }
      await repo.updateStatus(p.mensagemId, pessoa.id, { statusPush: status });
    }
    if (p.email) {
      try {
        await deps.mailer.enviar(
          mensagemComLink({
            para: pessoa.email,
            assunto: p.titulo,
            saudacao: `Olá, ${pessoa.nome}.`,
            paragrafos: [`Mensagem de ${p.remetenteNome}:`, ...p.texto.split(/\r?\n/)],
            rotuloBotao: 'Abrir no Jornada',
            link: `${deps.appUrl}${URL_CAIXA}`,
            rodape: 'Você recebeu este e-mail porque é destinatário de uma mensagem no Jornada.',
          }),
        );
        await repo.updateStatus(p.mensagemId, pessoa.id, { statusEmail: 'enviado' });
      } catch (erro) {
        deps.log.warn({ ...destino, err: erro }, 'falha no e-mail da mensagem');
        await repo.updateStatus(p.mensagemId, pessoa.id, {
          statusEmail: 'erro',
          erroEntrega: String((erro as Error)?.message ?? erro).slice(0, 300),
        });
      }
    }
  };

  /** SMS ao celular do cadastro (E.164): título e texto, pelo provedor configurado. */
  const entregarSms = async (p: PedidoEntrega, pessoa: PedidoEntrega['pessoas'][number]) => {
    if (!p.sms || !deps.sms || !pessoa.celular) return;
    const repo = mensagemRepository({ db: deps.db, empresaId: p.empresaId });
    try {
      await deps.sms.enviar(pessoa.celular, `${p.titulo}: ${p.texto}`);
      await repo.updateStatus(p.mensagemId, pessoa.id, { statusSms: 'enviado' });
    } catch (erro) {
      deps.log.warn(
        { empresaId: p.empresaId, mensagemId: p.mensagemId, usuarioId: pessoa.id, err: erro },
        'falha no SMS da mensagem',
      );
      await repo.updateStatus(p.mensagemId, pessoa.id, {
        statusSms: 'erro',
        erroEntrega: String((erro as Error)?.message ?? erro).slice(0, 300),
      });
    }
  };

  const entregarTodos = async (p: PedidoEntrega) => {
    for (const pessoa of p.pessoas) {
      await entregarPessoa(p, pessoa);
      await entregarSms(p, pessoa);
    }
  };

  return {
    /** Dispara a entrega e volta na hora (a mensagem já foi gravada). */
    agendar: (p: PedidoEntrega): void => {
      if (!p.push && !p.email && !p.sms) return;
      const envio = entregarTodos(p)
        .catch((erro: unknown) =>
          deps.log.error(
            { empresaId: p.empresaId, mensagemId: p.mensagemId, err: erro },
            'falha ao entregar mensagem',
          ),
        )
        .finally(() => pendentes.delete(envio));
      pendentes.add(envio);
    },
    /** Espera as entregas em andamento (encerramento do app). */
    ocioso: async (): Promise<void> => {
      while (pendentes.size > 0) await Promise.all([...pendentes]);
    },
  };
};
