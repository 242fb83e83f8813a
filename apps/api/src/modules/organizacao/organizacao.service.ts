import type { EmpregadorWire } from '@jornada/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { organizacaoRepository } from './organizacao.repository.ts';

export type AlteracaoEmpregador = {
  razaoSocial?: string;
  /** Filial (estabelecimento) cujos dados mudam: CNPJ/CPF e local da prestação. */
  filial?: { id: number; cnpj?: string; nome?: string; cidade?: string | null; uf?: string };
};

type Responsavel = Pick<AuthContext, 'usuarioId' | 'empresaId'>;
type Escopo = { db: Db | Tx; empresaId: number };

/**
 * O REP-P de cada filial é do módulo `marcacao` (que depende deste) e chega pelo `buildApp`:
 * quais filiais têm REP e o registro do empregador (AFD tipo 2) nos REPs afetados.
 */
export type RepDoEmpregador = {
  listFiliaisComRep: (escopo: Escopo) => Promise<number[]>;
  registrarEmpregadorNoRep: (
    tx: Tx,
    p: { responsavel: Responsavel; agora: Date; filialId?: number },
  ) => Promise<number[]>;
};

/**
 * Cadastro do empregador. Toda mudança na identificação (razão social, CNPJ/CPF, local) grava o
 * AFD tipo 2 nos REPs afetados na mesma transação: a razão social vale para todos os REPs da
 * empresa; os dados de uma filial, para o REP dela. A mesma transação grava a auditoria (antes e
 * depois da identificação do empregador).
 */
export const createOrganizacaoService = ({
  db,
  clock,
  rep,
}: {
  db: Db;
  clock: () => Date;
  rep: RepDoEmpregador;
}) => {
  /** Razão social e filiais, cada uma dizendo se tem o seu REP-P. */
  const empregador = async (escopo: Escopo): Promise<EmpregadorWire> => {
    const e = await organizacaoRepository(escopo).findEmpregador();
    const comRep = new Set(await rep.listFiliaisComRep(escopo));
    return { ...e, filiais: e.filiais.map((f) => ({ ...f, temRep: comRep.has(f.id) })) };
  };
  const obterEmpregador = (auth: Responsavel) => empregador({ db, empresaId: auth.empresaId });

  const alterarEmpregador = (auth: Responsavel, a: AlteracaoEmpregador) =>
    db.transaction(async (tx) => {
      const repo = organizacaoRepository({ db: tx, empresaId: auth.empresaId });
      const escopo = { db: tx, empresaId: auth.empresaId };
      const antes = await empregador(escopo);
      if (a.razaoSocial !== undefined) await repo.updateRazaoSocial(a.razaoSocial);
      if (a.filial) {
        const { id, ...dados } = a.filial;
        if (!(await repo.updateFilial(id, dados))) throw naoEncontrado('Filial');
      }
      const agora = clock();
      const nsrs = await rep.registrarEmpregadorNoRep(tx, {
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
        depois: { ...(await empregador(escopo)), nsrs },
        em: agora,
      });
      return nsrs;
    });
  return { obterEmpregador, alterarEmpregador };
};
export type OrganizacaoService = ReturnType<typeof createOrganizacaoService>;
