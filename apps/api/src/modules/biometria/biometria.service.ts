import { createHash } from 'node:crypto';
import {
  type CadastroBiometria,
  type DetalheBiometria,
  type ResultadoVerificacaoFacial,
  type SituacaoBiometria,
  TERMO_BIOMETRIA,
  type TesteVerificacao,
  VERSAO_TERMO_BIOMETRIA,
} from '@jornada/contracts';
import {
  AMOSTRAS_MAXIMAS,
  AMOSTRAS_MINIMAS,
  avaliarVerificacao,
  descritorMedio,
  descritorValido,
  LIMIAR_SEMELHANCA,
  LIMIAR_VIVACIDADE,
  semelhancaFacial,
} from '@jornada/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { type Ator, atorDe, atorJob, registrarAuditoria } from '../auditoria/index.ts';
import type { CofreFacial } from './biometria.cripto.ts';
import {
  type BiometriaRepository,
  biometriaRepository,
  type ModeloRow,
  type MotivoRevogacao,
} from './biometria.repository.ts';

type Deps = { db: Db; clock: () => Date; cofre: CofreFacial };

/** Hash do termo exato que a pessoa leu (prova de qual texto foi aceito). */
const HASH_TERMO = createHash('sha256').update(TERMO_BIOMETRIA.join('\n')).digest('hex');
const ULTIMAS_VERIFICACOES = 20;

export type EntradaVerificacao = {
  empresaId: number;
  usuarioId: number;
  descritor: number[];
  vivacidade: number;
  dispositivoId: number | null;
};

const descritorInvalido = (campo: string) =>
  new AppError(
    'DESCRITOR_INVALIDO',
    'Descritor facial inválido: capture o rosto novamente.',
    400,
    campo,
  );

/**
 * Biometria facial: cadastro com consentimento (LGPD art. 11), verificação 1:1 e revogação. O
 * modelo só existe cifrado no banco e decifrado na memória durante a comparação; nunca sai da API.
 */
export const createBiometriaService = ({ db, clock, cofre }: Deps) => {
  const repoDe = (empresaId: number, tx: Db | Tx = db) =>
    biometriaRepository({ db: tx, empresaId });

  const pessoaExistente = async (repo: BiometriaRepository, usuarioId: number) => {
    const p = await repo.findPessoa(usuarioId);
    if (!p) throw naoEncontrado('Colaborador');
    return p;
  };

  const situacao = async (
    repo: BiometriaRepository,
    p: { id: number; nome: string; matricula: string | null },
  ): Promise<SituacaoBiometria> => {
    const modelo = await repo.findModelo(p.id);
    const vigente = await repo.findConsentimentoVigente(p.id);
    return {
      usuarioId: p.id,
      nome: p.nome,
      matricula: p.matricula,
      cadastrado: Boolean(modelo),
      cadastradoEm: modelo?.criadoEm.toISOString() ?? null,
      amostras: modelo?.amostras ?? null,
      consentimento: vigente
        ? {
            id: vigente.c.id,
            versaoTermo: vigente.c.versaoTermo,
            concedidoEm: vigente.c.concedidoEm.toISOString(),
            coletadoPor: vigente.coletadoPor,
          }
        : null,
    };
  };

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
      return Promise.all(linhas.map((l) => situacao(repo, l)));
    },

    detalhe: async (auth: AuthContext, usuarioId: number): Promise<DetalheBiometria> => {
      const repo = repoDe(auth.empresaId);
      const p = await pessoaExistente(repo, usuarioId);
      const verificacoes = await repo.listVerificacoes(usuarioId, ULTIMAS_VERIFICACOES);
      return {
        ...(await situacao(repo, p)),
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
    cadastrar: (auth: AuthContext, d: CadastroBiometria): Promise<SituacaoBiometria> =>
      db.transaction(async (tx) => {
        const repo = repoDe(auth.empresaId, tx);
        const p = await pessoaExistente(repo, d.usuarioId);
        if (!p.ativo)
          throw new AppError(
            'COLABORADOR_DESLIGADO',
            'Colaborador desligado não pode ser cadastrado.',
            409,
            'usuarioId',
          );
        if (d.consentimento.versaoTermo !== VERSAO_TERMO_BIOMETRIA)
          throw new AppError(
            'TERMO_DESATUALIZADO',
            'O termo de consentimento mudou: recarregue a página e mostre o termo atual à pessoa.',
            400,
            'consentimento.versaoTermo',
          );
        if (d.amostras.length < AMOSTRAS_MINIMAS || d.amostras.length > AMOSTRAS_MAXIMAS)
          throw new AppError(
            'AMOSTRAS_INVALIDAS',
            `Capture de ${AMOSTRAS_MINIMAS} a ${AMOSTRAS_MAXIMAS} quadros do rosto.`,
            400,
            'amostras',
          );
        if (!d.amostras.every((a) => descritorValido(a))) throw descritorInvalido('amostras');
        if (d.vivacidade < LIMIAR_VIVACIDADE)
          throw new AppError(
            'VIVACIDADE_INSUFICIENTE',
            'Não foi possível confirmar que o rosto é de uma pessoa presente (vivacidade). Capture novamente.',
            400,
            'vivacidade',
          );
        const modelo = descritorMedio(d.amostras);
        const primeira = d.amostras[0] ?? [];
        // Quadros de pessoas diferentes (rosto trocado no meio) não viram um modelo: cada um
        // precisa parecer com o primeiro.
        if (d.amostras.some((a) => semelhancaFacial(primeira, a) < LIMIAR_SEMELHANCA))
          throw new AppError(
            'AMOSTRAS_DIVERGENTES',
            'Os quadros capturados não parecem ser do mesmo rosto. Capture novamente.',
            400,
            'amostras',
          );
        const agora = clock();
        const anterior = await repo.findModelo(p.id);
        await repo.revogarConsentimentos(p.id, agora, 'novo_cadastro', auth.usuarioId);
        const consentimento = await repo.insertConsentimento({
          usuarioId: p.id,
          versaoTermo: VERSAO_TERMO_BIOMETRIA,
          termoHash: HASH_TERMO,
          concedidoEm: agora,
          coletadoPorId: auth.usuarioId,
        });
        await repo.upsertModelo({
          usuarioId: p.id,
          consentimentoId: consentimento.id,
          modeloCifrado: cofre.cifrar(auth.empresaId, p.id, modelo),
          amostras: d.amostras.length,
          criadoEm: agora,
          criadoPorId: auth.usuarioId,
        });
        await registrarAuditoria(tx, {
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'biometria',
          entidadeId: p.id,
          acao: 'cadastrar',
          antes: { cadastrado: Boolean(anterior) },
          depois: {
            cadastrado: true,
            consentimentoId: consentimento.id,
            versaoTermo: VERSAO_TERMO_BIOMETRIA,
            amostras: d.amostras.length,
          },
          em: agora,
        });
        return situacao(repo, p);
      }),

    /** O RH apaga o cadastro (a pedido da pessoa, por exemplo). */
    removerPeloRh: async (auth: AuthContext, usuarioId: number): Promise<SituacaoBiometria> => {
      const repo = repoDe(auth.empresaId);
      const p = await pessoaExistente(repo, usuarioId);
      await db.transaction((tx) => revogarNa(tx, auth.empresaId, usuarioId, 'rh', atorDe(auth)));
      return situacao(repo, p);
    },

    minha: async (auth: AuthContext): Promise<SituacaoBiometria> => {
      const repo = repoDe(auth.empresaId);
      return situacao(repo, await pessoaExistente(repo, auth.usuarioId));
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
      return situacao(repo, p);
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
