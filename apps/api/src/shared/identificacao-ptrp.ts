/**
 * Identificação do desenvolvedor do REP-P e do PTRP (Portaria 671: AFD tipo 1 campos 12–13, AEJ
 * registro 08, assinatura do desenvolvedor — arts. 86 e 89). O desenvolvedor é a empresa
 * operadora do produto (empresa 1); o certificado dela assina por quem não enviou o próprio.
 * Variáveis de ambiente sobrepõem os valores para a instalação de cada operador.
 */
export const IDENTIFICACAO_PTRP = {
  empresaDesenvolvedoraId: Number(process.env.REP_EMPRESA_DESENVOLVEDORA ?? 1),
  tipoIdDesenvolvedor: 'cnpj' as const,
  idDesenvolvedor: process.env.REP_DESENVOLVEDOR_CNPJ ?? '44555666000199',
  razaoSocialDesenvolvedor: process.env.REP_DESENVOLVEDOR_NOME ?? 'Jornada Tecnologia Ltda',
  emailDesenvolvedor: process.env.REP_DESENVOLVEDOR_EMAIL ?? 'ponto@jornada.dev',
  nomePrograma: 'Jornada - Ponto Eletronico (REP-P e PTRP)',
  versaoPrograma: '0.1.0',
  /** Versões dos leiautes (legal-br.md §1.3.1 e §1.4: 003/001 transcritos; 004/002 em 2026). */
  versaoAfd: process.env.AFD_VERSAO_LEIAUTE ?? '003',
  versaoAej: process.env.AEJ_VERSAO_LEIAUTE ?? '001',
};
