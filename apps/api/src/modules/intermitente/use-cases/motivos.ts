import type { MotivoInterrupcaoPut } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { cadastroRepository, type MotivoRow } from '../cadastro.repository.ts';
import { auditarIntermitente, type Deps } from '../intermitente.comum.ts';

const paraMotivo = (m: MotivoRow) => ({ id: m.id, descricao: m.descricao, ativo: m.ativo });

const duplicado = () =>
  new AppError(
    'MOTIVO_DUPLICADO',
    'descricao: já existe um motivo de interrupção com esta descrição.',
    409,
    'descricao',
  );

/** Motivos de interrupção de convocação (lista do RH, criar e alterar; desativar é alterar). */
export const createMotivosUseCases = ({ db, clock }: Deps) => {
  const listar = async (auth: AuthContext) =>
    (await cadastroRepository({ db, empresaId: auth.empresaId }).listMotivos()).map(paraMotivo);

  const criar = (auth: AuthContext, b: { descricao: string; ativo: boolean }) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      if (await repo.findMotivoPorDescricao(b.descricao)) throw duplicado();
      const depois = paraMotivo(await repo.insertMotivo(b));
      await auditarIntermitente(
        tx,
        auth,
        {
          entidade: 'intermitente_motivo_interrupcao',
          entidadeId: depois.id,
          acao: 'inclusao',
          antes: null,
          depois,
        },
        clock(),
      );
      return depois;
    });

  const alterar = (auth: AuthContext, b: MotivoInterrupcaoPut) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await repo.findMotivo(b.id);
      if (!atual) throw naoEncontrado('Motivo de interrupção');
      const mesmo = await repo.findMotivoPorDescricao(b.descricao);
      if (mesmo && mesmo.id !== b.id) throw duplicado();
      const depois = paraMotivo(
        (await repo.updateMotivo(b.id, { descricao: b.descricao, ativo: b.ativo }))!,
      );
      await auditarIntermitente(
        tx,
        auth,
        {
          entidade: 'intermitente_motivo_interrupcao',
          entidadeId: b.id,
          acao: 'alteracao',
          antes: paraMotivo(atual),
          depois,
        },
        clock(),
      );
      return depois;
    });

  return { listar, criar, alterar };
};
