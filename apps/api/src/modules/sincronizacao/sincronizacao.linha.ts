import {
  CAMPOS_SINCRONIZACAO,
  cpfValido,
  type LinhaSincronizacao,
  type TipoSincronizacao,
} from '@jornada/contracts';
import { normalizarNome } from '@jornada/domain';
import type { Escopo } from '../../shared/escopo.ts';
import type { AcaoLinha } from './sincronizacao.portas.ts';
import { sincronizacaoRepository } from './sincronizacao.repository.ts';

export type LinhaAvaliada = LinhaSincronizacao & { acao: AcaoLinha | null };
export type Entrada = { numero: number; valores: Record<string, string> };
export type Pessoa = Awaited<
  ReturnType<ReturnType<typeof sincronizacaoRepository>['listPessoasPorCpf']>
>[number];

const soDigitos = (s: string) => s.replace(/\D/g, '');
export const dataBr = (iso: string) => iso.split('-').reverse().join('/');
export const rotulo = (tipo: TipoSincronizacao, campo: string) =>
  CAMPOS_SINCRONIZACAO[tipo].find((c) => c.campo === campo)?.rotulo ?? campo;

export const porNome = (lista: readonly { id: number; nome: string }[]) =>
  new Map(lista.map((o) => [normalizarNome(o.nome), o]));

/** Primeira mensagem de cada campo do schema do cadastro, com o rótulo do campo. */
export const ROTULO_CORPO: Record<string, string> = {
  nome: 'Nome',
  cpf: 'CPF',
  email: 'E-mail',
  filialId: 'Filial',
  departamentoId: 'Departamento',
  cargoId: 'Cargo',
  admissao: 'Admissão',
  matricula: 'Matrícula',
  pis: 'PIS',
};

export const base = (e: Entrada, cpf: string, nome: string | null): LinhaAvaliada => ({
  linha: e.numero,
  cpf,
  nome,
  situacao: 'erro',
  mudancas: [],
  erros: [],
  acao: null,
});

export const comErro = (l: LinhaAvaliada, ...erros: string[]): LinhaAvaliada => ({
  ...l,
  situacao: 'erro',
  erros: [...l.erros, ...erros],
  acao: null,
});

/**
 * Avalia as linhas de um lote contra o cadastro de agora (banco ou transação da confirmação):
 * cada linha sai como novo, alterado, sem mudança ou erro, com as mudanças campo a campo e a ação
 * que a confirmação executa. Nada é gravado aqui.
 */

/** CPF válido e não repetido no arquivo; a pessoa cadastrada com ele, se houver. */
export const createIdentificacao = (escopo: Escopo) => {
  const repo = sincronizacaoRepository(escopo);
  return async (entradas: readonly Entrada[]) => {
    const cpfs = entradas.map((e) => soDigitos(e.valores.cpf ?? ''));
    const pessoas = new Map(
      (await repo.listPessoasPorCpf(cpfs.filter(cpfValido))).map((p) => [p.cpf, p]),
    );
    const primeira = new Map<string, number>();
    return entradas.map((e, i) => {
      const cpf = cpfs[i]!;
      const l = base(e, cpf, e.valores.nome || pessoas.get(cpf)?.nome || null);
      if (!cpfValido(cpf))
        return { l: comErro(l, 'CPF: inválido (confira os dígitos verificadores).') };
      const antes = primeira.get(cpf);
      if (antes !== undefined) return { l: comErro(l, `CPF: repetido (linha ${antes}).`) };
      primeira.set(cpf, e.numero);
      return { l, pessoa: pessoas.get(cpf) };
    });
  };
};
