import type {
  DetalheBiometria,
  ResultadoVerificacaoFacial,
  SituacaoBiometria,
  TesteVerificacao,
} from '@jornada/contracts';
import {
  avaliarVerificacao,
  descritorValido,
  LIMIAR_SEMELHANCA,
  LIMIAR_VIVACIDADE,
} from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError } from '../../shared/errors.ts';
import { type Ator, atorDe, atorJob, registrarAuditoria } from '../auditoria/index.ts';
import { createCadastrarBiometria } from './biometria.cadastrar.ts';
import { descritorInvalido, pessoaExistente, situacaoBiometria } from './biometria.comum.ts';
import type { CofreFacial } from './biometria.cripto.ts';
import {
  biometriaRepository,
  type ModeloRow,
  type MotivoRevogacao,
} from './biometria.repository.ts';

type Deps = { db: Db; clock: () => Date; cofre: CofreFacial };

const ULTIMAS_VERIFICACOES = 20;

export type EntradaVerificacao = {
  empresaId: number;
  usuarioId: number;
  descritor: number[];
  vivacidade: number;
  dispositivoId: number | null;
};

/**
 * Biometria facial: cadastro com consentimento (LGPD art. 11), verificação 1:1 e revogação. O
 * modelo só existe cifrado no banco e decifrado na memória durante a comparação; nunca sai da API.
 */
export const createBiometriaService = ({ db, clock, cofre }: Deps) => {
  const repoDe = (empresaId: number, tx: Db | Tx = db) =>
    biometriaRepository({ db: tx, empresaId });

  /** Revoga o consentimento e apaga o modelo, com auditoria, na transação recebida. */
  const revogarNa = async (
    tx: Tx,
    empresaId: number,
    usuarioId: number,
    motivo: MotivoRevogacao,
    ator: Ator,
  ) => {
    const repo = repoDe(empresaId, tx);
    const agora = clock();
    const apagou = await repo.deleteModelo(usuarioId);
    const revogados = await repo.revogarConsentimentos(
      usuarioId,
      agora,
      motivo,
      'usuarioId' in ator ? ator.usuarioId : null,
    );
    if (!apagou && revogados === 0) return false;
    await registrarAuditoria(tx, {
      empresaId,
      ator,
      entidade: 'biometria',
      entidadeId: usuarioId,
      acao: 'revogar',
      antes: { cadastrado: apagou },
      depois: { cadastrado: false, motivo },
      em: agora,
    });
    return true;
  };

  /** Compara com o modelo e grava a tentativa (aprovada ou não) na mesma transação. */
  const verificar = (e: EntradaVerificacao, origem: 'quiosque' | 'teste', ator: Ator) =>
    db.transaction(async (tx) => {
      const repo = repoDe(e.empresaId, tx);
      const modelo: ModeloRow | undefined = await repo.findModelo(e.usuarioId);
      if (!modelo)
        throw new AppError(
          'BIOMETRIA_NAO_CADASTRADA',
          'Esta pessoa não tem biometria facial cadastrada. Use a matrícula e o PIN.',
          409,
          'usuarioId',
        );
      if (!descritorValido(e.descritor)) throw descritorInvalido('descritor');
      const guardado = cofre.decifrar(e.empresaId, e.usuarioId, modelo.modeloCifrado);
      const r = avaliarVerificacao(guardado, e.descritor, e.vivacidade);
      const agora = clock();
      const v = await repo.insertVerificacao({
        usuarioId: e.usuarioId,
        dispositivoId: e.dispositivoId,
        origem,
        pontuacao: r.pontuacao,
        vivacidade: e.vivacidade,
        aprovado: r.aprovado,
        em: agora,
      });
      await registrarAuditoria(tx, {
        empresaId: e.empresaId,
        ator,
        entidade: 'biometria_verificacao',
        entidadeId: v.id,
        acao: origem === 'teste' ? 'testar' : 'verificar',
        depois: {
          usuarioId: e.usuarioId,
          pontuacao: r.pontuacao,
          vivacidade: e.vivacidade,
          aprovado: r.aprovado,
        },
        em: agora,
      });
      return { aprovado: r.aprovado, pontuacao: r.pontuacao, verificacaoId: v.id };
    });

  return {
    listPessoas: async (auth: AuthContext): Promise<SituacaoBiometria[]> => {
      const repo = repoDe(auth.empresaId);
      const linhas = await repo.listPessoas();
      return Promise.all(linhas.map((l) => situacaoBiometria(repo, l)));
    },

    detalhe: async (auth: AuthContext, usuarioId: number): Promise<DetalheBiometria> => {
      const repo = repoDe(auth.empresaId);
      const p = await pessoaExistente(repo, usuarioId);
      const verificacoes = await repo.listVerificacoes(usuarioId, ULTIMAS_VERIFICACOES);
      return {
        ...(await situacaoBiometria(repo, p)),
        verificacoes: verificacoes.map((v) => ({
          id: v.id,
          em: v.em.toISOString(),
          origem: v.origem === 'teste' ? 'teste' : 'quiosque',
          dispositivoId: v.dispositivoId,
          pontuacao: v.pontuacao,
          vivacidade: v.vivacidade,
          aprovado: v.aprovado,
        })),
      };
    },

    /** Cadastro pelo RH com o consentimento explícito da pessoa; substitui um modelo anterior. */
    cadastrar: createCadastrarBiometria({ db, clock, cofre }),

    /** O RH apaga o cadastro (a pedido da pessoa, por exemplo). */
    removerPeloRh: async (auth: AuthContext, usuarioId: number): Promise<SituacaoBiometria> => {
      const repo = repoDe(auth.empresaId);
      const p = await pessoaExistente(repo, usuarioId);
      await db.transaction((tx) => revogarNa(tx, auth.empresaId, usuarioId, 'rh', atorDe(auth)));
      return situacaoBiometria(repo, p);
    },

    minha: async (auth: AuthContext): Promise<SituacaoBiometria> => {
      const repo = repoDe(auth.empresaId);
      return situacaoBiometria(repo, await pessoaExistente(repo, auth.usuarioId));
    },

    /** A própria pessoa revoga o consentimento: o modelo é apagado na hora. */
    revogarMinha: async (auth: AuthContext): Promise<SituacaoBiometria> => {
      const repo = repoDe(auth.empresaId);
      const p = await pessoaExistente(repo, auth.usuarioId);
      const revogou = await db.transaction((tx) =>
        revogarNa(tx, auth.empresaId, auth.usuarioId, 'pessoa', atorDe(auth)),
      );
      if (!revogou)
        throw new AppError(
          'BIOMETRIA_NAO_CADASTRADA',
          'Você não tem biometria facial cadastrada.',
          409,
        );
      return situacaoBiometria(repo, p);
    },

    /** Desligamento: apaga o modelo e encerra o consentimento (chamado pelo evento do cadastro). */
    excluirNoDesligamento: (empresaId: number, usuarioId: number) =>
      db.transaction((tx) =>
        revogarNa(tx, empresaId, usuarioId, 'desligamento', atorJob('biometria.desligamento')),
      ),

    /** Verificação 1:1 do quiosque: a tentativa fica gravada com a pontuação. */
    verificarFace: (e: EntradaVerificacao) => verificar(e, 'quiosque', { usuarioId: null }),

    /** "Testar verificação" do RH: mesma comparação, gravada como teste. */
    testar: async (auth: AuthContext, d: TesteVerificacao): Promise<ResultadoVerificacaoFacial> => {
      await pessoaExistente(repoDe(auth.empresaId), d.usuarioId);
      const r = await verificar(
        {
          empresaId: auth.empresaId,
          usuarioId: d.usuarioId,
          descritor: d.descritor,
          vivacidade: d.vivacidade,
          dispositivoId: null,
        },
        'teste',
        atorDe(auth),
      );
      return {
        verificacaoId: r.verificacaoId,
        aprovado: r.aprovado,
        pontuacao: r.pontuacao,
        vivacidade: d.vivacidade,
        limiarSemelhanca: LIMIAR_SEMELHANCA,
        limiarVivacidade: LIMIAR_VIVACIDADE,
      };
    },
  };
};
export type BiometriaService = ReturnType<typeof createBiometriaService>;
