import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { auditar, conflito, type Deps, isDuplicado } from '../banco-horas.comum.ts';
import {
  type BancoHorasRepository,
  bancoHorasRepository,
  type TabelaCadastro,
} from '../banco-horas.repository.ts';

type Registro = { id: number; empresaId: number };

/** O registro no fio: a empresa vem do token e não volta na resposta. */
const paraWire = <T extends Registro>({ empresaId: _e, ...resto }: T) => resto;

type Opcoes<E> = {
  tabela: TabelaCadastro;
  /** Nome para as mensagens ("Configuração não encontrado(a).") e a auditoria. */
  nome: string;
  entidade: string;
  /** Confere que os ids do corpo são da empresa (404 nomeando o campo). */
  referencias?: (repo: BancoHorasRepository, entrada: E) => Promise<void>;
  /** Mensagem do 409 quando a unicidade da tabela recusa. */
  duplicado: string;
};

/** Id do corpo que não existe na empresa: 404 com o campo (não revela outra empresa). */
export const exigirReferencia = async (
  achado: Promise<unknown>,
  nome: string,
  campo: string,
): Promise<void> => {
  if (!(await achado))
    throw new AppError('NAO_ENCONTRADO', `${nome} não encontrado(a).`, 404, campo);
};

/**
 * Cadastro de uma tabela da configuração do banco: lista, por id, criação e alteração, cada
 * escrita auditada (antes e depois) na mesma transação.
 */
export const cadastro = <E extends object>(deps: Deps, o: Opcoes<E>) => {
  const repo = (
    db: Deps['db'] | Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
    auth: AuthContext,
  ) => bancoHorasRepository({ db, empresaId: auth.empresaId });

  const gravar = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (isDuplicado(e)) throw conflito('BANCO_HORAS_DUPLICADO', o.duplicado);
      throw e;
    }
  };

  return {
    listar: async (auth: AuthContext) =>
      (await repo(deps.db, auth).cadastro(o.tabela).list()).map((r) => paraWire(r as Registro)),

    obter: async (auth: AuthContext, id: number) => {
      const r = await repo(deps.db, auth).cadastro(o.tabela).find(id);
      if (!r) throw naoEncontrado(o.nome);
      return paraWire(r as Registro);
    },

    criar: (auth: AuthContext, entrada: E) =>
      gravar(() =>
        deps.db.transaction(async (tx) => {
          const r = repo(tx, auth);
          await o.referencias?.(r, entrada);
          const novo = (await r.cadastro(o.tabela).insert(entrada as never)) as Registro;
          const depois = paraWire(novo);
          await auditar(tx, auth, deps.clock(), {
            entidade: o.entidade,
            entidadeId: novo.id,
            acao: 'criar',
            depois,
          });
          return depois;
        }),
      ),

    alterar: (auth: AuthContext, id: number, entrada: E) =>
      gravar(() =>
        deps.db.transaction(async (tx) => {
          const r = repo(tx, auth);
          const antes = await r.cadastro(o.tabela).find(id);
          if (!antes) throw naoEncontrado(o.nome);
          await o.referencias?.(r, entrada);
          const novo = (await r.cadastro(o.tabela).update(id, entrada as never)) as Registro;
          const depois = paraWire(novo);
          await auditar(tx, auth, deps.clock(), {
            entidade: o.entidade,
            entidadeId: id,
            acao: 'alterar',
            antes: paraWire(antes as Registro),
            depois,
          });
          return depois;
        }),
      ),
  };
};

/** Os seis cadastros da configuração (spec §7: bancoHora, configuracao, faixa, ciclo, verbas). */
export const createCadastros = (deps: Deps) => {
  const configuracaoExiste = (r: BancoHorasRepository, e: { configuracaoId: number }) =>
    exigirReferencia(
      r.cadastro('configuracao').find(e.configuracaoId),
      'Configuração',
      'configuracaoId',
    );
  return {
    configuracao: cadastro(deps, {
      tabela: 'configuracao',
      nome: 'Configuração',
      entidade: 'banco_horas_configuracao',
      duplicado: 'Configuração duplicada.',
    }),
    configuracaoCiclo: cadastro<{ configuracaoId: number }>(deps, {
      tabela: 'configuracaoCiclo',
      nome: 'Ciclo da configuração',
      entidade: 'banco_horas_configuracao_ciclo',
      referencias: configuracaoExiste,
      duplicado: 'A configuração já tem ciclo (regime e início): altere o existente.',
    }),
    cicloVerba: cadastro<{ configuracaoId: number }>(deps, {
      tabela: 'cicloVerba',
      nome: 'Verba do ciclo',
      entidade: 'banco_horas_ciclo_verba',
      referencias: configuracaoExiste,
      duplicado: 'Já existe verba para esse tipo e percentual nesta configuração.',
    }),
    faixa: cadastro<{ configuracaoId: number }>(deps, {
      tabela: 'faixa',
      nome: 'Faixa',
      entidade: 'banco_horas_faixa',
      referencias: configuracaoExiste,
      duplicado: 'Já existe faixa com essa ordem nesta configuração.',
    }),
    faixaVerba: cadastro<{ faixaId: number }>(deps, {
      tabela: 'faixaVerba',
      nome: 'Verba da faixa',
      entidade: 'banco_horas_faixa_verba',
      referencias: (r, e) =>
        exigirReferencia(r.cadastro('faixa').find(e.faixaId), 'Faixa', 'faixaId'),
      duplicado: 'A faixa já tem verba: altere a existente.',
    }),
    banco: cadastro<{ configuracaoId: number }>(deps, {
      tabela: 'banco',
      nome: 'Banco de horas',
      entidade: 'banco_horas',
      referencias: configuracaoExiste,
      duplicado: 'Banco de horas duplicado.',
    }),
  };
};
