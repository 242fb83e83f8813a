import type { CadastroItem, TipoCadastro } from '@jornada/contracts';

/** Como cada aba chama o seu cadastro e quais colunas e campos ele tem. */
export type ConfigCadastro = {
  tipo: TipoCadastro;
  aba: string;
  /** "departamento": nas mensagens ("Novo departamento", "Arquivar o departamento X?"). */
  singular: string;
  plural: string;
  /** Título da coluna de quem aponta para o registro; sem ela, a coluna não aparece. */
  colunaPessoas: string | null;
  campos: { codigo: boolean; cbo: boolean; convencao: boolean };
};

export const CADASTROS: readonly ConfigCadastro[] = [
  {
    tipo: 'departamentos',
    aba: 'Departamentos',
    singular: 'departamento',
    plural: 'departamentos',
    colunaPessoas: 'Pessoas',
    campos: { codigo: true, cbo: false, convencao: false },
  },
  {
    tipo: 'grupos',
    aba: 'Grupos',
    singular: 'grupo',
    plural: 'grupos',
    colunaPessoas: 'Membros',
    campos: { codigo: true, cbo: false, convencao: false },
  },
  {
    tipo: 'centros-custos',
    aba: 'Centros de custo',
    singular: 'centro de custo',
    plural: 'centros de custo',
    colunaPessoas: null,
    campos: { codigo: true, cbo: false, convencao: false },
  },
  {
    tipo: 'sindicatos',
    aba: 'Sindicatos',
    singular: 'sindicato',
    plural: 'sindicatos',
    colunaPessoas: null,
    campos: { codigo: true, cbo: false, convencao: true },
  },
  {
    tipo: 'cargos',
    aba: 'Cargos',
    singular: 'cargo',
    plural: 'cargos',
    colunaPessoas: 'Pessoas',
    campos: { codigo: false, cbo: true, convencao: false },
  },
];

/** CBO como se escreve: 4110-05. */
export const formatarCbo = (cbo: string | null | undefined) =>
  cbo && cbo.length === 6 ? `${cbo.slice(0, 4)}-${cbo.slice(4)}` : (cbo ?? '');

/** O código que a tabela mostra: a CBO no cargo, o código interno nos demais. */
export const codigoExibido = (c: ConfigCadastro, item: CadastroItem) =>
  c.campos.cbo ? formatarCbo(item.cbo) : (item.codigo ?? '');

const ACOES: Record<string, string> = {
  inclusao: 'Inclusão',
  alteracao: 'Alteração',
  arquivamento: 'Arquivamento',
  desarquivamento: 'Desarquivamento',
  exclusao: 'Exclusão',
  inclusao_membros: 'Inclusão de membros',
  retirada_membro: 'Retirada de membro',
};
export const rotuloAcao = (acao: string) => ACOES[acao] ?? 'Alteração';
