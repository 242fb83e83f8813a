import type { EmpregadorWire } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { registrarEmpregadorNoRep } from './organizacao.rep.ts';
import { organizacaoRepository } from './organizacao.repository.ts';

export type AlteracaoEmpregador = {
  razaoSocial?: string;
  /** Filial (estabelecimento) cujos dados mudam: CNPJ/CPF e local da prestação. */
  filial?: { id: number; cnpj?: string; nome?: string; cidade?: string | null; uf?: string };
};

type Responsavel = Pick<AuthContext, 'usuarioId' | 'empresaId'>;

/**
 * Cadastro do empregador. Toda mudança na identificação (razão social, CNPJ/CPF, local) grava o
 * AFD tipo 2 nos REPs afetados na mesma transação: a razão social vale para todos os REPs da
 * empresa; os dados de uma filial, para o REP dela. A mesma transação grava a auditoria (antes e
 * depois da identificação do empregador).
 */
export const createOrganizacaoService = ({ db, clock }: { db: Db; clock: () => Date }) => {
  const obterEmpregador = (auth: Responsavel): Promise<EmpregadorWire> =>
    organizacaoRepository({ db, empresaId: auth.empresaId }).findEmpregador();

  const alterarEmpregador = (auth: Responsavel, a: AlteracaoEmpregador) =>
    db.transaction(async (tx) => {
      const repo = organizacaoRepository({ db: tx, empresaId: auth.empresaId });
      const antes = await repo.findEmpregador();
      if (a.razaoSocial !== undefined) await repo.updateRazaoSocial(a.razaoSocial);
      if (a.filial) {
        const { id, ...dados } = a.filial;
        if (!(await repo.updateFilial(id, dados))) throw naoEncontrado('Filial');
      }
      const agora = clock();
      const nsrs = await registrarEmpregadorNoRep(tx, {
        responsavel: auth,
        agora,
        filialId: a.razaoSocial === undefined ? a.filial?.id : undefined,
      });
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'empregador',
        entidadeId: String(auth.empresaId),
        acao: 'alterar',
        antes,
        depois: { ...(await repo.findEmpregador()), nsrs },
        em: agora,
      });
      return nsrs;
    });
  return { obterEmpregador, alterarEmpregador };
};
export type OrganizacaoService = ReturnType<typeof createOrganizacaoService>;
