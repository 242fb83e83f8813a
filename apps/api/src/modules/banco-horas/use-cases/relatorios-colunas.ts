import type { CelulaRelatorioBancoHoras, ColunaRelatorioBancoHoras } from '@jornada/contracts';
import type { CicloBancoHoras, TipoLancamentoBancoHoras } from '@jornada/domain';
import type { BaseRelatorio, ItemRelatorio } from './relatorios-base.ts';

// Colunas, rótulos e somas comuns dos relatórios do banco (relatorios.ts).

export type Linha = Record<string, CelulaRelatorioBancoHoras>;
export type Coluna = ColunaRelatorioBancoHoras & { soma?: boolean };
export type Definicao = {
  titulo: string;
  colunas: Coluna[];
  linhas: (b: BaseRelatorio) => Linha[];
};

export const texto = (chave: string, titulo: string): Coluna => ({ chave, titulo, tipo: 'texto' });
export const data = (chave: string, titulo: string): Coluna => ({ chave, titulo, tipo: 'data' });
export const minutos = (chave: string, titulo: string, soma = true): Coluna => ({
  chave,
  titulo,
  tipo: 'minutos',
  soma,
});
export const numero = (chave: string, titulo: string): Coluna => ({
  chave,
  titulo,
  tipo: 'numero',
  soma: true,
});

export const REGIMES: Record<string, string> = {
  'individual-6m': 'Acordo individual (6 meses)',
  'coletivo-12m': 'Acordo coletivo (12 meses)',
  mensal: 'Mensal',
};
export const ENCERRAMENTO: Record<string, string> = {
  'fim-do-ciclo': 'Fim do ciclo',
  'fechamento-antecipado': 'Fechamento antecipado',
  rescisao: 'Rescisão',
};
export const TIPOS_LANCAMENTO: Record<TipoLancamentoBancoHoras, string> = {
  'saldo-anterior': 'Saldo anterior',
  credito: 'Crédito',
  debito: 'Débito',
  pagamento: 'Pagamento',
  vencimento: 'Vencimento',
  fechamento: 'Fechamento',
  transporte: 'Transporte',
};

export const pessoa = (i: ItemRelatorio): Linha => ({
  colaborador: i.pessoa.nome,
  matricula: i.pessoa.matricula ?? '',
  departamento: i.pessoa.departamento,
  banco: i.ctx.banco.nome,
});
export const COLUNAS_PESSOA = [
  texto('colaborador', 'Colaborador'),
  texto('matricula', 'Matrícula'),
  texto('departamento', 'Departamento'),
  texto('banco', 'Banco'),
];

/** Saldo do extrato ao fim de `dia` (0 antes do primeiro lançamento). */
export const saldoEm = (i: ItemRelatorio, dia: string) =>
  i.a.resultado.extrato.filter((l) => l.data <= dia).at(-1)?.saldo ?? 0;

export const somaTipo = (i: ItemRelatorio, b: BaseRelatorio, tipo: TipoLancamentoBancoHoras) =>
  i.a.resultado.extrato
    .filter((l) => l.tipo === tipo && l.data >= b.inicio && l.data <= b.ate)
    .reduce((s, l) => s + l.minutos, 0);

export const ciclosNoPeriodo = (i: ItemRelatorio, b: BaseRelatorio) =>
  i.a.resultado.ciclos.filter((c) => c.inicio <= b.fim && c.fim >= b.inicio);

export const pagoPorPercentual = (c: CicloBancoHoras) =>
  c.pagarComoExtra
    .filter((e) => e.minutos > 0)
    .map(
      (e) =>
        `${e.percentual} %: ${Math.floor(e.minutos / 60)}:${String(e.minutos % 60).padStart(2, '0')}`,
    )
    .join('; ');
