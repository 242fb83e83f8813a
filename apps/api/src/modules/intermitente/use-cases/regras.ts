import type {
  RegraConvocacao,
  RegraConvocacaoBody,
  RegraConvocacaoPut,
  StatusRegraConvocacao,
} from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { naoEncontrado } from '../../../shared/errors.ts';
import { cadastroRepository, type RegraRow } from '../cadastro.repository.ts';
import { auditarIntermitente, type Deps } from '../intermitente.comum.ts';

export const paraRegra = (r: RegraRow, convocacoes: number): RegraConvocacao => ({
  id: r.id,
  nome: r.nome,
  antecedencia: r.antecedencia as RegraConvocacao['antecedencia'],
  sabadoUtil: r.sabadoUtil,
  valorHora: r.valorHora,
  verbas: r.verbas,
  arquivada: r.arquivada,
  convocacoes,
});

const limparVerbas = (v: RegraConvocacaoBody['verbas']) =>
  Object.fromEntries(Object.entries(v).filter(([, codigo]) => codigo)) as Record<string, string>;

/** Regras de convocação: criar, listar por situação, ler e alterar (arquivar é alterar). */
export const createRegrasUseCases = ({ db, clock }: Deps) => {
  const obter = async (auth: AuthContext, id: number) => {
    const linhas = await cadastroRepository({ db, empresaId: auth.empresaId }).listRegras();
    const achada = linhas.find((l) => l.regra.id === id);
    if (!achada) throw naoEncontrado('Regra de convocação');
    return paraRegra(achada.regra, achada.convocacoes);
  };

  /** naoarquivadas: as ativas; utilizadas: as ativas já usadas em convocação; arquivadas. */
  const porStatus = async (auth: AuthContext, status: StatusRegraConvocacao) => {
    const linhas = await cadastroRepository({ db, empresaId: auth.empresaId }).listRegras();
    return linhas
      .filter(({ regra, convocacoes }) =>
        status === 'arquivadas'
          ? regra.arquivada
          : !regra.arquivada && (status === 'naoarquivadas' || convocacoes > 0),
      )
      .map((l) => paraRegra(l.regra, l.convocacoes));
  };

  const criar = (auth: AuthContext, b: RegraConvocacaoBody) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const r = await repo.insertRegra({ ...b, verbas: limparVerbas(b.verbas) });
      const depois = paraRegra(r, 0);
      await auditarIntermitente(
        tx,
        auth,
        { entidade: 'intermitente_regra', entidadeId: r.id, acao: 'inclusao', antes: null, depois },
        clock(),
      );
      return depois;
    });

  const alterar = (auth: AuthContext, b: RegraConvocacaoPut) =>
    db.transaction(async (tx) => {
      const repo = cadastroRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await repo.findRegra(b.id);
      if (!atual) throw naoEncontrado('Regra de convocação');
      const { id, ...campos } = b;
      const r = (await repo.updateRegra(id, {
        ...campos,
        verbas: limparVerbas(b.verbas),
        arquivada: b.arquivada ?? atual.arquivada,
      }))!;
      const uso = (await repo.listRegras()).find((l) => l.regra.id === id)?.convocacoes ?? 0;
      const depois = paraRegra(r, uso);
      await auditarIntermitente(
        tx,
        auth,
        {
          entidade: 'intermitente_regra',
          entidadeId: id,
          acao: 'alteracao',
          antes: paraRegra(atual, uso),
          depois,
        },
        clock(),
      );
      return depois;
    });

  return { obter, porStatus, criar, alterar };
};
