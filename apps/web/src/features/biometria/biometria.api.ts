import {
  type DetalheBiometria,
  detalheBiometriaRespostaSchema,
  pessoasBiometriaRespostaSchema,
  type ResultadoVerificacaoFacial,
  resultadoVerificacaoRespostaSchema,
  type SituacaoBiometria,
  situacaoBiometriaRespostaSchema,
  VERSAO_TERMO_BIOMETRIA,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

const dados = <T>(r: { data: T | null }): T => {
  if (r.data === null) throw new Error('resposta sem dados');
  return r.data;
};

/** GET /api/biometria/pessoas: colaboradores ativos e a situação do cadastro facial. */
export const listPessoasBiometria = async (): Promise<SituacaoBiometria[]> =>
  dados(pessoasBiometriaRespostaSchema.parse(await apiFetch('biometria', '/pessoas')));

export const findDetalheBiometria = async (usuarioId: number): Promise<DetalheBiometria> =>
  dados(detalheBiometriaRespostaSchema.parse(await apiFetch('biometria', `/pessoas/${usuarioId}`)));

/** POST /api/biometria/cadastros: consentimento aceito diante do RH e os quadros capturados. */
export const cadastrarBiometria = async (p: {
  usuarioId: number;
  amostras: number[][];
  vivacidade: number;
}): Promise<SituacaoBiometria> =>
  dados(
    situacaoBiometriaRespostaSchema.parse(
      await apiFetch('biometria', '/cadastros', {
        method: 'POST',
        body: {
          usuarioId: p.usuarioId,
          consentimento: { aceito: true, versaoTermo: VERSAO_TERMO_BIOMETRIA },
          amostras: p.amostras,
          vivacidade: p.vivacidade,
        },
      }),
    ),
  );

export const testarVerificacao = async (p: {
  usuarioId: number;
  descritor: number[];
  vivacidade: number;
}): Promise<ResultadoVerificacaoFacial> =>
  dados(
    resultadoVerificacaoRespostaSchema.parse(
      await apiFetch('biometria', '/verificacoes/teste', { method: 'POST', body: p }),
    ),
  );

export const excluirBiometria = async (usuarioId: number): Promise<SituacaoBiometria> =>
  dados(
    situacaoBiometriaRespostaSchema.parse(
      await apiFetch('biometria', `/pessoas/${usuarioId}`, { method: 'DELETE' }),
    ),
  );

export const loadMinhaBiometria = async (): Promise<SituacaoBiometria> =>
  dados(situacaoBiometriaRespostaSchema.parse(await apiFetch('biometria', '/minha')));

export const revogarMinhaBiometria = async (): Promise<SituacaoBiometria> =>
  dados(
    situacaoBiometriaRespostaSchema.parse(
      await apiFetch('biometria', '/minha/revogar', { method: 'POST' }),
    ),
  );
