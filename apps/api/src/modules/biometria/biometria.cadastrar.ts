import { createHash } from 'node:crypto';
import {
  type CadastroBiometria,
  type SituacaoBiometria,
  TERMO_BIOMETRIA,
  VERSAO_TERMO_BIOMETRIA,
} from '@jornada/contracts';
import {
  AMOSTRAS_MAXIMAS,
  AMOSTRAS_MINIMAS,
  descritorMedio,
  descritorValido,
  LIMIAR_SEMELHANCA,
  LIMIAR_VIVACIDADE,
  semelhancaFacial,
} from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { descritorInvalido, pessoaExistente, situacaoBiometria } from './biometria.comum.ts';
import type { CofreFacial } from './biometria.cripto.ts';
import { biometriaRepository } from './biometria.repository.ts';

/** Hash do termo exato que a pessoa leu (prova de qual texto foi aceito). */
const HASH_TERMO = createHash('sha256').update(TERMO_BIOMETRIA.join('\n')).digest('hex');

/**
 * Cadastro do rosto pelo RH, com o consentimento explícito da pessoa (LGPD art. 11): confere o
 * termo, as amostras e a vivacidade, cifra o modelo médio e substitui um cadastro anterior.
 */
export const createCadastrarBiometria =
  ({ db, clock, cofre }: { db: Db; clock: () => Date; cofre: CofreFacial }) =>
  (auth: AuthContext, d: CadastroBiometria): Promise<SituacaoBiometria> =>
    db.transaction(async (tx) => {
      const repo = biometriaRepository({ db: tx, empresaId: auth.empresaId });
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
      return situacaoBiometria(repo, p);
    });
