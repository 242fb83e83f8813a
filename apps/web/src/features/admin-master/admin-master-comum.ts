import {
  FUSOS_BRASIL,
  MODULOS_OPCIONAIS,
  type ModuloOpcional,
  NOMES_FUSOS,
  NOMES_MODULOS,
  type SituacaoSuporte,
} from '@jornada/contracts';

export const TAMANHO_PAGINA = 25;

export const OPCOES_FUSOS = FUSOS_BRASIL.map((f) => ({ value: f, label: NOMES_FUSOS[f] }));
export const OPCOES_MODULOS = MODULOS_OPCIONAIS.map((m) => ({
  value: m,
  label: NOMES_MODULOS[m as ModuloOpcional],
}));

export const nomePlano = (p: string | null) => p ?? 'Sem plano';

export const NOMES_SITUACAO_SUPORTE: Record<SituacaoSuporte, string> = {
  aguardando: 'Aguardando uso',
  ativa: 'Ativa',
  encerrada: 'Encerrada',
  expirada: 'Link expirado',
};

export const CORES_SITUACAO_SUPORTE: Record<SituacaoSuporte, string> = {
  aguardando: 'yellow',
  ativa: 'green',
  encerrada: 'gray',
  expirada: 'gray',
};

/** Nome legível do que foi alterado (a auditoria grava o nome técnico da tabela e da ação). */
const NOMES_ENTIDADES: Record<string, string> = {
  usuario: 'Usuário',
  perfil: 'Perfil de acesso',
  usuario_perfil: 'Perfis do usuário',
  marcacao: 'Marcação de ponto',
  marcacao_tratamento: 'Tratamento de marcação',
  empregador: 'Empregador',
  colaborador: 'Colaborador',
  hq_token: 'Acesso de suporte',
  segundo_fator: 'Segundo fator',
  escala: 'Escala',
  empresa: 'Empresa',
};

const humanizar = (s: string) => {
  const t = s.replace(/[_-]+/g, ' ').trim();
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : '—';
};

export const nomeEntidade = (e: string) => NOMES_ENTIDADES[e] ?? humanizar(e);
export const nomeAcao = (a: string) => humanizar(a);

/** 'DD/MM/YYYY HH:MM' no fuso do navegador. */
export const formatarDataHora = (iso: string | null) => {
  if (!iso) return '—';
  const d = new Date(iso);
  const dd = (n: number) => String(n).padStart(2, '0');
  return `${dd(d.getDate())}/${dd(d.getMonth() + 1)}/${d.getFullYear()} ${dd(d.getHours())}:${dd(d.getMinutes())}`;
};
