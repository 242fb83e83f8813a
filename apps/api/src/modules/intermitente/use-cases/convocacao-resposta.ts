import type { InterromperBody, ResponderBody } from '@jornada/contracts';
import type { DataHoraIso } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { cadastroRepository } from '../cadastro.repository.ts';
import { avaliar, fimDe, paraConvocacao, paraConvocado } from '../convocacao.avaliacao.ts';
import { convocacaoRepository } from '../convocacao.repository.ts';
import {
  auditarIntermitente,
  campoInvalido,
  type Deps,
  dataHoraBr,
} from '../intermitente.comum.ts';
import { contextoPara } from './convocacao-consultar.ts';
import { exigirQuemConvoca } from './permissao.ts';

const conflito = (codigo: string, mensagem: string) => new AppError(codigo, mensagem, 409);

/** Resposta do convocado e interrupção pelo empregador (art. 452-A §§2º e 4º). */
export const createConvocacaoRespostas = ({ db, clock }: Deps) => {
  /**
   * O próprio convocado aceita ou recusa, até o fim do prazo (um dia útil); depois dele o
   * silêncio já é recusa. Aceitar exige não ter outra convocação aceita nos mesmos dias.
   */
  const responder = (auth: AuthContext, b: ResponderBody) =>
    db.transaction(async (tx) => {
      const repo = convocacaoRepository({ db: tx, empresaId: auth.empresaId });
      await repo.travar(b.convocacaoId);
      const c = await repo.findById(b.convocacaoId);
      const linha =
        c && (await repo.convocadosDe([c.id])).find((x) => x.usuarioId === auth.usuarioId);
      if (!c || !linha) throw naoEncontrado('Convocação');
      const ctx = await contextoPara(tx, auth.empresaId, clock, [c]);
      if (c.interrompidaEm !== null)
        throw conflito(
          'CONVOCACAO_INTERROMPIDA',
          'Esta convocação foi interrompida pelo empregador.',
        );
      if (linha.resposta !== null)
        throw conflito('CONVOCACAO_JA_RESPONDIDA', 'Você já respondeu a esta convocação.');
      const { prazoResposta } = avaliar(c, linha, ctx);
      if (ctx.agora > prazoResposta)
        throw conflito(
          'PRAZO_RESPOSTA_VENCIDO',
          `O prazo de resposta venceu em ${dataHoraBr(prazoResposta)}: o silêncio vale como recusa (CLT art. 452-A §2º).`,
        );
      if (b.resposta === 'aceita') {
        const outras = await repo.aceitasQueTocam([auth.usuarioId], c.dataInicio, c.dataFim);
        if (outras.some((o) => o.convocacaoId !== c.id))
          throw conflito(
            'CONVOCACAO_SOBREPOSTA',
            'Você já aceitou outra convocação nestes dias: recuse esta ou fale com o RH.',
          );
      }
      const antes = paraConvocado(c, linha, ctx);
      await repo.responder(c.id, auth.usuarioId, { resposta: b.resposta, respostaEm: ctx.agora });
      const depois = paraConvocado(
        c,
        { ...linha, resposta: b.resposta, respostaEm: ctx.agora },
        ctx,
      );
      await auditarIntermitente(
        tx,
        auth,
        {
          entidade: 'intermitente_convocado',
          entidadeId: `${c.id}:${auth.usuarioId}`,
          acao: b.resposta === 'aceita' ? 'aceite' : 'recusa',
          antes,
          depois,
        },
        clock(),
      );
      const { convocados: _todos, ...w } = paraConvocacao(c, [], ctx);
      return { ...w, minha: depois };
    });

  /**
   * Interrompe a convocação com um motivo. Quem já aceitou recebe a multa de 50 % da
   * remuneração prevista, devida pelo empregador em 30 dias (art. 452-A §4º), calculada pelo
   * domínio e gravada com o convocado.
   */
  const interromper = (auth: AuthContext, b: InterromperBody) =>
    db.transaction(async (tx) => {
      const repo = convocacaoRepository({ db: tx, empresaId: auth.empresaId });
      await repo.travar(b.convocacaoId);
      const c = await repo.findById(b.convocacaoId);
      if (!c) throw naoEncontrado('Convocação');
      const cadastros = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      exigirQuemConvoca(auth, (await cadastros.findContratante(c.contratanteId))!);
      const ctx = await contextoPara(tx, auth.empresaId, clock, [c]);
      if (c.interrompidaEm !== null)
        throw conflito('CONVOCACAO_INTERROMPIDA', 'Esta convocação já foi interrompida.');
      if (fimDe(c) < ctx.agora)
        throw conflito(
          'CONVOCACAO_ENCERRADA',
          'Esta convocação já terminou: não há o que interromper.',
        );
      const motivo = await cadastros.findMotivo(b.motivoId);
      if (!motivo?.ativo)
        throw campoInvalido('motivoId', 'motivo de interrupção não encontrado ou inativo');
      const convocados = await repo.convocadosDe([c.id]);
      const antes = paraConvocacao(c, convocados, ctx);
      const em = ctx.agora as DataHoraIso;
      for (const x of convocados) {
        const { multa } = avaliar(c, x, ctx, { por: 'empregador', em });
        if (multa) await repo.multar(c.id, x.usuarioId, multa);
      }
      await repo.interromper(c.id, {
        em,
        motivoId: motivo.id,
        observacao: b.observacao ?? null,
        por: auth.usuarioId,
      });
      const gravada = (await repo.findById(c.id))!;
      const depois = paraConvocacao(gravada, await repo.convocadosDe([c.id]), ctx);
      await auditarIntermitente(
        tx,
        auth,
        {
          entidade: 'intermitente_convocacao',
          entidadeId: c.id,
          acao: 'interrupcao',
          antes,
          depois,
        },
        clock(),
      );
      return depois;
    });

  return { responder, interromper };
};
