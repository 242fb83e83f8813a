import type { EmpresaCliente, SituacaoEmpresa } from '@jornada/contracts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { avisarAcessoAlterado, EMPRESA_OPERADORA } from '../../auth/index.ts';
import {
  competenciaAtual,
  type PlanosDaOperadora,
  paraEmpresaCliente,
} from '../operador.mapeamento.ts';
import { empresaClienteRepository } from '../operador.repository.ts';

type Deps = { db: Db; clock: () => Date; planos: PlanosDaOperadora };

/**
 * Suspende ou reativa uma empresa cliente, com motivo, numa transação com a auditoria (na
 * operadora e na empresa). Suspensa, ninguém dela entra nem chama a API: a sessão confere a
 * situação (auth, `restricoes`) e os caches deste processo esquecem a empresa na hora.
 */
export const createAlterarSituacao =
  ({ db, clock, planos }: Deps) =>
  async (
    auth: AuthContext,
    empresaId: number,
    situacao: SituacaoEmpresa,
    motivo: string,
  ): Promise<EmpresaCliente> => {
    if (empresaId === EMPRESA_OPERADORA && situacao === 'suspensa')
      throw new AppError(
        'OPERADORA_NAO_SUSPENDE',
        'A empresa operadora não pode ser suspensa.',
        400,
      );
    const agora = clock();
    const r = await db.transaction(async (tx) => {
      const repo = empresaClienteRepository({ db: tx, empresaId });
      await repo.lock();
      const antes = await repo.find();
      if (!antes) throw naoEncontrado('Empresa');
      const situacaoAntes = antes.c?.situacao ?? 'ativa';
      if (situacaoAntes === situacao)
        throw new AppError(
          'SITUACAO_INALTERADA',
          situacao === 'suspensa' ? 'A empresa já está suspensa.' : 'A empresa já está ativa.',
          409,
        );
      await repo.updateSituacao(situacao, motivo, agora);
      const acao = situacao === 'suspensa' ? 'suspender' : 'reativar';
      const registro = { entidade: 'empresa', entidadeId: empresaId, acao, em: agora };
      const mudanca = { antes: { situacao: situacaoAntes }, depois: { situacao, motivo } };
      await registrarAuditoria(tx, [
        { ...registro, ...mudanca, empresaId: auth.empresaId, ator: atorDe(auth) },
        {
          ...registro,
          antes: mudanca.antes,
          depois: { ...mudanca.depois, operadorId: auth.usuarioId },
          empresaId,
          ator: { usuarioId: null },
        },
      ]);
      return repo.find();
    });
    avisarAcessoAlterado(empresaId);
    return paraEmpresaCliente(await planos.nomesVigentes(auth, competenciaAtual(agora)))(r!);
  };
