import type {
  LinhaImportacaoPeriodo,
  PreviaImportacaoPeriodos,
  ResultadoImportacaoPeriodos,
} from '@jornada/contracts';
import {
  type ColaboradorDaLinha,
  conferirLinhaPeriodo,
  conferirSobreposicoes,
  type LinhaImportacaoPeriodos,
  lerPlanilhaPeriodos,
  somenteDigitos,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { feriasImportadoRepository } from '../ferias-importado.repository.ts';
import { isRhLancamentos } from '../lancamento.permissao.ts';
import { type Deps, hoje, repo } from './comum.ts';
import { lerPlanilha } from './planilha.ts';

/** A única empresa com a importação de períodos aquisitivos (spec §2). */
export const EMPRESA_IMPORTACAO_FERIAS = 1032;

const exigirImportador = (auth: AuthContext) => {
  if (auth.empresaId !== EMPRESA_IMPORTACAO_FERIAS)
    throw semPermissao(
      'A importação de períodos aquisitivos não está disponível para a sua empresa.',
    );
  if (!isRhLancamentos(auth)) throw semPermissao('Só o RH importa períodos aquisitivos.');
};

type Colaborador = {
  id: number;
  nome: string;
  cpf: string;
  matricula: string | null;
  admissao: string | null;
};

/** Quem a linha identifica: pela matrícula e/ou pelo CPF, que precisam ser da mesma pessoa. */
const resolver = (
  l: LinhaImportacaoPeriodos,
  porMatricula: Map<string, Colaborador>,
  porCpf: Map<string, Colaborador>,
): { colaborador: ColaboradorDaLinha; usuario: Colaborador | null } => {
  const m = l.matricula ? porMatricula.get(l.matricula) : undefined;
  const c = l.cpf ? porCpf.get(somenteDigitos(l.cpf)) : undefined;
  if (l.matricula && !m)
    return {
      colaborador: {
        encontrado: false,
        campo: 'matricula',
        mensagem: `Nenhum colaborador com a matrícula ${l.matricula}.`,
      },
      usuario: null,
    };
  if (l.cpf && !c)
    return {
      colaborador: {
        encontrado: false,
        campo: 'cpf',
        mensagem: 'Nenhum colaborador com este CPF.',
      },
      usuario: null,
    };
  if (m && c && m.id !== c.id)
    return {
      colaborador: {
        encontrado: false,
        campo: 'cpf',
        mensagem: 'A matrícula e o CPF são de colaboradores diferentes.',
      },
      usuario: null,
    };
  const u = (m ?? c)!;
  return { colaborador: { encontrado: true, admissao: u.admissao }, usuario: u };
};

/** Prévia: cada linha conferida pela lei e pelo cadastro, com os erros por coluna. */
const conferirArquivo = async (
  deps: Deps,
  d: Db | Tx,
  auth: AuthContext,
  arquivo: ArquivoRecebido,
): Promise<PreviaImportacaoPeriodos> => {
  const planilha = lerPlanilhaPeriodos(await lerPlanilha(arquivo));
  if (!planilha.ok) throw new AppError('PLANILHA_INVALIDA', planilha.mensagem, 400, 'arquivo');
  const { linhas } = planilha;
  const hojeEmpresa = await hoje(d, auth, deps.clock);
  const matriculas = [...new Set(linhas.map((l) => l.matricula).filter((x) => x !== ''))];
  const cpfs = [
    ...new Set(linhas.map((l) => somenteDigitos(l.cpf)).filter((x) => x.length === 11)),
  ];
  const cadastro = await feriasImportadoRepository({
    db: d,
    empresaId: auth.empresaId,
  }).findColaboradoresPorChave(matriculas, cpfs);
  const porMatricula = new Map(cadastro.filter((u) => u.matricula).map((u) => [u.matricula!, u]));
  const porCpf = new Map(cadastro.map((u) => [u.cpf, u]));
  const conferidas = linhas.map((l) => {
    const r = resolver(l, porMatricula, porCpf);
    return { linha: l, usuario: r.usuario, ...conferirLinhaPeriodo(l, r.colaborador, hojeEmpresa) };
  });
  const sobrepostas = conferirSobreposicoes(
    conferidas.flatMap((c) =>
      c.periodo && c.usuario
        ? [{ numero: c.linha.numero, colaborador: c.usuario.id, periodo: c.periodo }]
        : [],
    ),
  );
  // Dias já pedidos ou aprovados no Jornada para o mesmo período somam com os importados.
  const ids = [...new Set(conferidas.flatMap((c) => (c.usuario ? [c.usuario.id] : [])))];
  const noJornada = new Map<string, number>();
  if (ids.length > 0)
    for (const l of await repo(d, auth).list({ usuarioIds: ids, tipo: 'Ferias' }))
      if (l.status === 'Pendente' || l.status === 'Aprovado') {
        const k = `${l.usuarioId}:${l.periodoAquisitivo}`;
        noJornada.set(k, (noJornada.get(k) ?? 0) + l.dias + l.abonoPecuniario);
      }
  const saida: LinhaImportacaoPeriodo[] = conferidas.map((c) => {
    const erros = [...c.erros];
    const sobreposta = sobrepostas.get(c.linha.numero);
    if (sobreposta) erros.push(sobreposta);
    const p = c.periodo;
    const jaNoJornada = p && c.usuario ? (noJornada.get(`${c.usuario.id}:${p.inicio}`) ?? 0) : 0;
    const saldo = p ? p.diasDireito - p.diasGozados - p.diasVendidos - jaNoJornada : 0;
    if (p && saldo < 0)
      erros.push({
        campo: 'dias_gozados',
        mensagem: `Com ${jaNoJornada} dias já programados no Jornada para este período, gozados e vendidos passariam do direito.`,
      });
    const { numero, ...valores } = c.linha;
    return {
      linha: numero,
      colaboradorId: c.usuario?.id ?? null,
      colaboradorNome: c.usuario?.nome ?? null,
      valores,
      periodo: p && erros.length === 0 ? { ...p, saldo } : null,
      erros,
    };
  });
  const validas = saida.filter((l) => l.erros.length === 0).length;
  return {
    arquivo: arquivo.nome,
    total: saida.length,
    validas,
    rejeitadas: saida.length - validas,
    linhas: saida,
  };
};

/**
 * Importação de períodos aquisitivos do sistema anterior (empresa 1032, só o RH). A prévia não
 * grava nada; a confirmação confere o mesmo arquivo de novo e grava as linhas válidas numa
 * transação só, com auditoria por período (docs/decisoes/ferias-coletivas.md).
 */
export const createImportacaoPeriodos = (deps: Deps) => ({
  previa: async (auth: AuthContext, arquivo: ArquivoRecebido) => {
    exigirImportador(auth);
    return conferirArquivo(deps, deps.db, auth, arquivo);
  },

  confirmar: async (
    auth: AuthContext,
    arquivo: ArquivoRecebido,
    validasEsperadas: number,
  ): Promise<ResultadoImportacaoPeriodos> => {
    exigirImportador(auth);
    return deps.db.transaction(async (tx) => {
      const previa = await conferirArquivo(deps, tx, auth, arquivo);
      if (previa.validas === 0)
        throw new AppError(
          'SEM_LINHAS_VALIDAS',
          'Nenhuma linha válida para importar.',
          422,
          'arquivo',
        );
      if (previa.validas !== validasEsperadas)
        throw new AppError(
          'PREVIA_DESATUALIZADA',
          `A prévia mostrou ${validasEsperadas} linhas válidas, mas agora são ${previa.validas}: confira a prévia de novo.`,
          409,
          'validasEsperadas',
        );
      const r = feriasImportadoRepository({ db: tx, empresaId: auth.empresaId });
      const validas = previa.linhas.filter((l) => l.periodo && l.colaboradorId);
      const antes = await r.listImportados(validas.map((l) => l.colaboradorId!));
      const agora = deps.clock();
      const gravadas = await r.insertImportados(
        validas.map((l) => ({
          usuarioId: l.colaboradorId!,
          periodoAquisitivo: l.periodo!.inicio,
          periodoFim: l.periodo!.fim,
          diasDireito: l.periodo!.diasDireito,
          diasGozados: l.periodo!.diasGozados,
          diasVendidos: l.periodo!.diasVendidos,
          observacao: l.valores.observacao || null,
          arquivo: arquivo.nome.slice(0, 255),
          linha: l.linha,
          autorId: auth.usuarioId,
          criadoEm: agora,
        })),
      );
      await registrarAuditoria(
        tx,
        gravadas.map((g) => ({
          empresaId: auth.empresaId,
          ator: atorDe(auth),
          entidade: 'periodo_aquisitivo',
          entidadeId: `${g.usuarioId}:${g.periodoAquisitivo}`,
          acao: 'importar',
          antes: antes.get(`${g.usuarioId}:${g.periodoAquisitivo}`) ?? null,
          depois: g,
          em: agora,
        })),
      );
      return { ...previa, importadas: gravadas.length };
    });
  },
});
