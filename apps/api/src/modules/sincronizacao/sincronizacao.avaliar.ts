import {
  type ColaboradorBody,
  type ColaboradorWire,
  colaboradorBodySchema,
  type TipoSincronizacao,
} from '@jornada/contracts';
import { lerDataImportacao, normalizarNome } from '@jornada/domain';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { Escopo } from '../../shared/escopo.ts';
import {
  comErro,
  createIdentificacao,
  type Entrada,
  type LinhaAvaliada,
  type Pessoa,
  porNome,
  ROTULO_CORPO,
  rotulo,
} from './sincronizacao.linha.ts';
import type { PortasSincronizacao } from './sincronizacao.portas.ts';
import { createAvaliacaoVinculos } from './sincronizacao.vinculos.ts';

export type { LinhaAvaliada } from './sincronizacao.linha.ts';

/**
 * Avalia as linhas de um lote contra o cadastro de agora (banco ou transação da confirmação):
 * cada linha sai como novo, alterado, sem mudança ou erro, com as mudanças campo a campo e a ação
 * que a confirmação executa. Nada é gravado aqui.
 */
export const createAvaliacao = (escopo: Escopo, portas: PortasSincronizacao, fonte: string) => {
  const identificar = createIdentificacao(escopo);
  const vinculos = createAvaliacaoVinculos(escopo, portas, fonte);

  const colaboradores = async (auth: AuthContext, entradas: readonly Entrada[]) => {
    const { filiais, departamentos, cargos } = await portas.opcoes(auth);
    const nomes = {
      filial: porNome(filiais),
      departamento: porNome(departamentos),
      cargo: porNome(cargos),
    };
    const linhas: LinhaAvaliada[] = [];
    for (const [i, { l, pessoa }] of (await identificar(entradas)).entries()) {
      if (l.situacao === 'erro' && l.erros.length) {
        linhas.push(l);
        continue;
      }
      linhas.push(await colaborador(auth, entradas[i]!.valores, l, pessoa, nomes));
    }
    return linhas;
  };

  type Nomes = Record<'filial' | 'departamento' | 'cargo', Map<string, { id: number }>>;
  const colaborador = async (
    auth: AuthContext,
    v: Record<string, string>,
    l: LinhaAvaliada,
    pessoa: Pessoa | undefined,
    nomes: Nomes,
  ): Promise<LinhaAvaliada> => {
    if (pessoa?.demissao)
      return comErro(l, 'Colaborador desligado: a sincronização não altera desligados.');
    const erros: string[] = [];
    const ref = (campo: 'filial' | 'departamento' | 'cargo') => {
      if (!v[campo]) return undefined;
      const achado = nomes[campo].get(normalizarNome(v[campo]));
      if (!achado) erros.push(`${rotulo('colaboradores', campo)}: "${v[campo]}" não cadastrado.`);
      return achado?.id;
    };
    const filialId = ref('filial');
    const departamentoId = ref('departamento');
    const cargoId = ref('cargo');
    let admissao: string | undefined;
    if (v.admissao) {
      admissao = lerDataImportacao(v.admissao) ?? undefined;
      if (!admissao) erros.push('Admissão: data inválida (use DD/MM/AAAA).');
    }
    if (erros.length) return comErro(l, ...erros);
    const atual = pessoa ? await portas.obterColaborador(auth, pessoa.id) : undefined;
    const dados: ColaboradorBody = {
      nome: v.nome || atual?.nome || '',
      cpf: l.cpf,
      email: v.email || atual?.email || '',
      filialId: filialId ?? atual?.filialId ?? 0,
      departamentoId: departamentoId ?? atual?.departamentoId ?? null,
      cargoId: cargoId ?? atual?.cargoId ?? null,
      gestorId: atual?.gestorId ?? null,
      // A admissão é do contrato: só vale na inclusão (numa pessoa cadastrada, fica a gravada).
      admissao: atual?.admissao ?? admissao ?? '',
      pis: atual?.pis ?? null,
      ...(v.matricula ? { matricula: v.matricula } : {}),
    };
    const corpo = colaboradorBodySchema.safeParse(dados);
    if (!corpo.success) {
      const faltando = (campo: string) => (campo === 'filialId' ? 'Filial' : ROTULO_CORPO[campo]);
      return comErro(
        l,
        ...corpo.error.issues.map((x) => {
          const campo = String(x.path[0] ?? '');
          const vazio = campo === 'admissao' || campo === 'filialId' || campo === 'email';
          const sem = !atual && vazio && !v[campo === 'filialId' ? 'filial' : campo];
          return sem
            ? `${faltando(campo)}: obrigatório para incluir um colaborador novo.`
            : `${ROTULO_CORPO[campo] ?? campo}: ${x.message}`;
        }),
      );
    }
    if (!atual) return { ...l, situacao: 'novo', acao: { tipo: 'incluir', dados: corpo.data } };
    const mudancas = diferencas(atual, corpo.data, nomes);
    if (mudancas.length === 0) return { ...l, situacao: 'semMudanca' };
    return {
      ...l,
      situacao: 'alterado',
      mudancas,
      acao: { tipo: 'atualizar', id: atual.id, dados: corpo.data },
    };
  };

  const diferencas = (
    atual: ColaboradorWire,
    novo: { nome: string; email: string; matricula?: string | null | undefined } & Record<
      'filialId' | 'departamentoId' | 'cargoId',
      number | null
    >,
    nomes: Nomes,
  ) => {
    const nomeDe = (campo: keyof Nomes, id: number | null) =>
      id === null
        ? ''
        : ([...nomes[campo].entries()].find(([, o]) => o.id === id)?.[0] ?? String(id));
    const pares: [string, string, string][] = [
      ['nome', atual.nome, novo.nome],
      ['email', atual.email, novo.email],
      ['matricula', atual.matricula ?? '', novo.matricula ?? atual.matricula ?? ''],
      [
        'filial',
        atual.filialNome ?? '',
        atual.filialId === novo.filialId
          ? (atual.filialNome ?? '')
          : nomeDe('filial', novo.filialId),
      ],
      [
        'departamento',
        atual.departamentoNome ?? '',
        atual.departamentoId === novo.departamentoId
          ? (atual.departamentoNome ?? '')
          : nomeDe('departamento', novo.departamentoId),
      ],
      [
        'cargo',
        atual.cargoNome ?? '',
        atual.cargoId === novo.cargoId ? (atual.cargoNome ?? '') : nomeDe('cargo', novo.cargoId),
      ],
    ];
    return pares
      .filter(([, a, d]) => a !== d)
      .map(([campo, antes, depois]) => ({
        campo,
        rotulo: rotulo('colaboradores', campo),
        antes,
        depois,
      }));
  };
  return (auth: AuthContext, tipo: TipoSincronizacao, entradas: readonly Entrada[]) =>
    tipo === 'colaboradores'
      ? colaboradores(auth, entradas)
      : tipo === 'afastamentos'
        ? vinculos.afastamentos(entradas)
        : vinculos.sindicatos(auth, entradas);
};
