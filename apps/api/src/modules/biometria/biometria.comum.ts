import type { SituacaoBiometria } from '@jornada/contracts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import type { BiometriaRepository } from './biometria.repository.ts';

export const descritorInvalido = (campo: string) =>
  new AppError(
    'DESCRITOR_INVALIDO',
    'Descritor facial inválido: capture o rosto novamente.',
    400,
    campo,
  );

export const pessoaExistente = async (repo: BiometriaRepository, usuarioId: number) => {
  const p = await repo.findPessoa(usuarioId);
  if (!p) throw naoEncontrado('Colaborador');
  return p;
};

/** Situação do cadastro facial de uma pessoa (sem o modelo, que nunca sai da API). */
export const situacaoBiometria = async (
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
