import { createHash } from 'node:crypto';
import type {
  ConciliacaoVerbas,
  DefinicaoLeiauteWire,
  ExportacaoVerbas,
  ExportacaoVerbasQuery,
} from '@jornada/contracts';
import {
  type ContextoExportacao,
  type DefinicaoLeiaute,
  datasDaLinha,
  type ErroLeiaute,
  type ItemExportacao,
  juntarLinhas,
  renderizarLeiaute,
} from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import {
  apurarVerbasDoMes,
  type CompetenciaVerbas,
  type VerbasDoColaborador,
} from './apurar-mes.ts';
import type { Deps, DiferencaLevada } from './comum.ts';
import type { leiauteUseCases } from './leiautes.ts';

type Leiautes = ReturnType<typeof leiauteUseCases>;

/** Diferença levada como a exportação a mostra: o colaborador e a referência de origem. */
type DiferencaExportada = DiferencaLevada & { nome: string; referencia: string };

const referenciaDe = (origem: string) => `diferença de ${origem.slice(5, 7)}/${origem.slice(0, 4)}`;

/** Diferenças de competências refechadas levadas a esta (módulo `fechamento`, via `buildApp`). */
const diferencasDe = async (
  deps: Deps,
  auth: AuthContext,
  q: { ano: number; mes: number },
  cs: VerbasDoColaborador[],
): Promise<DiferencaExportada[]> => {
  if (!deps.diferencasDaCompetencia || cs.length === 0) return [];
  const competencia = `${q.ano}-${String(q.mes).padStart(2, '0')}`;
  const nomes = new Map(cs.map((c) => [c.colaborador.id, c.colaborador.nome]));
  const lista = await deps.diferencasDaCompetencia(auth.empresaId, competencia, [...nomes.keys()]);
  return lista.map((d) => ({
    ...d,
    nome: nomes.get(d.usuarioId)!,
    referencia: referenciaDe(d.origem),
  }));
};

/**
 * Itens do arquivo: as verbas do mês de cada colaborador e, logo depois, as diferenças positivas
 * levadas de competências refechadas, em linhas próprias (as negativas ficam no resumo para o
 * RH descontar: os leiautes da folha não levam quantidade com sinal).
 */
const itensDe = (
  cs: VerbasDoColaborador[],
  diferencas: DiferencaExportada[] = [],
): ItemExportacao[] =>
  cs.flatMap((c) => [
    ...c.linhas.map((l) => ({
      matricula: c.colaborador.matricula,
      cpf: c.colaborador.cpf,
      pis: c.colaborador.pis,
      nome: c.colaborador.nome,
      departamentoCodigo: c.colaborador.departamentoCodigo,
      codigoVerba: l.codigo,
      unidade: l.unidade,
      quantidade: l.quantidade,
      datas: datasDaLinha(l),
    })),
    ...diferencas
      .filter((d) => d.usuarioId === c.colaborador.id && d.quantidade > 0)
      .map((d) => ({
        matricula: c.colaborador.matricula,
        cpf: c.colaborador.cpf,
        pis: c.colaborador.pis,
        nome: c.colaborador.nome,
        departamentoCodigo: c.colaborador.departamentoCodigo,
        codigoVerba: d.codigo,
        unidade: d.unidade,
        quantidade: d.quantidade,
      })),
  ]);

/** Erro do arquivo como o RH o lê: a linha, o colaborador e o que corrigir. */
const descreverErro = (e: ErroLeiaute, itens: ItemExportacao[]) => {
  const item = e.item === undefined ? undefined : itens[e.item - 1];
  return `linha ${e.linha}${item ? ` (${item.nome}, verba ${item.codigoVerba})` : ''}: ${e.mensagem}`;
};

/** Os bytes do arquivo na codificação do leiaute (o que vai no download e no hash). */
export const bytesDoArquivo = (conteudo: string, codificacao: 'iso-8859-1' | 'utf-8') =>
  Buffer.from(conteudo, codificacao === 'iso-8859-1' ? 'latin1' : 'utf8');

const nomeArquivo = (chave: string, q: { ano: number; mes: number }, extensao: string) =>
  `verbas-${chave}-${q.ano}-${String(q.mes).padStart(2, '0')}.${extensao}`;

/** Exportação das verbas do mês (spec §7 "verbas export"), prévia de leiaute e conciliação. */
export const exportacaoUseCases = (deps: Deps, leiautes: Leiautes) => {
  const renderizar = async (
    auth: AuthContext,
    q: CompetenciaVerbas & { codigoEmpresaFolha?: string },
    definicao: DefinicaoLeiaute,
  ) => {
    const mes = await apurarVerbasDoMes(deps, auth, q);
    const ctx: ContextoExportacao = {
      empresa: {
        codigo: q.codigoEmpresaFolha ?? String(auth.empresaId),
        cnpj: mes.empresa?.cnpj ?? '',
        nome: mes.empresa?.nome ?? '',
      },
      ano: q.ano,
      mes: q.mes,
      inicio: mes.periodo.inicio,
      fim: mes.periodo.fim,
    };
    const diferencas = await diferencasDe(deps, auth, q, mes.colaboradores);
    const itens = itensDe(mes.colaboradores, diferencas);
    const r = renderizarLeiaute(definicao, ctx, itens);
    // As linhas do arquivo seguem os itens não zerados (o motor descarta os zerados).
    const noArquivo = definicao.exportarZeradas ? itens : itens.filter((i) => i.quantidade !== 0);
    return { mes, r, noArquivo, diferencas };
  };

  /** GET /exportacao: o arquivo no leiaute escolhido e o resumo por verba. */
  const exportar = async (
    auth: AuthContext,
    q: ExportacaoVerbasQuery,
  ): Promise<ExportacaoVerbas> => {
    const l = await leiautes.resolver(auth, q);
    const { mes, r, noArquivo, diferencas } = await renderizar(auth, q, l.definicao);
    if (mes.verbasVigentes === 0)
      throw new AppError(
        'SEM_VERBAS',
        `Nenhuma verba vigente em ${String(q.mes).padStart(2, '0')}/${q.ano}: configure as verbas da folha antes de exportar.`,
        422,
      );
    if (r.erros.length > 0)
      throw new AppError(
        'EXPORTACAO_INVALIDA',
        `O arquivo não pode ser gerado: ${r.erros
          .slice(0, 5)
          .map((e) => descreverErro(e, noArquivo))
          .join('; ')}${r.erros.length > 5 ? ` e mais ${r.erros.length - 5} problema(s)` : ''}.`,
        422,
      );
    const porVerba = new Map<
      string,
      { codigo: string; unidade: 'horas' | 'dias'; quantidade: number; colaboradores: number }
    >();
    for (const i of noArquivo) {
      const k = `${i.codigoVerba}|${i.unidade}`;
      const v = porVerba.get(k) ?? {
        codigo: i.codigoVerba,
        unidade: i.unidade,
        quantidade: 0,
        colaboradores: 0,
      };
      v.quantidade += i.quantidade;
      v.colaboradores += 1;
      porVerba.set(k, v);
    }
    const conteudo = juntarLinhas(l.definicao, r.linhas);
    const bytes = bytesDoArquivo(conteudo, l.definicao.codificacao);
    const exportacao: ExportacaoVerbas = {
      nomeArquivo: nomeArquivo(l.chave, q, l.extensao),
      codificacao: l.definicao.codificacao,
      conteudo,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      resumo: {
        ano: q.ano,
        mes: q.mes,
        leiaute: l.nome,
        colaboradores: new Set(noArquivo.map((i) => i.cpf)).size,
        linhas: r.linhas.length,
        porVerba: [...porVerba.values()].sort((a, b) => a.codigo.localeCompare(b.codigo)),
        ...(diferencas.length > 0 && {
          diferencas: diferencas.map((d) => ({
            usuarioId: d.usuarioId,
            nome: d.nome,
            codigo: d.codigo,
            unidade: d.unidade,
            quantidade: d.quantidade,
            referencia: d.referencia,
          })),
        }),
      },
    };
    // Quem exportou o quê: o arquivo fica identificado pelo hash na trilha de auditoria.
    await registrarAuditoria(deps.db, {
      empresaId: auth.empresaId,
      ator: atorDe(auth),
      entidade: 'verba_exportacao',
      entidadeId: `${q.ano}-${String(q.mes).padStart(2, '0')}`,
      acao: 'exportacao',
      depois: {
        leiaute: l.chave,
        nomeArquivo: exportacao.nomeArquivo,
        sha256: exportacao.sha256,
        filialId: q.filialId ?? null,
        departamentoId: q.departamentoId ?? null,
        linhas: exportacao.resumo.linhas,
        colaboradores: exportacao.resumo.colaboradores,
      },
      em: deps.clock(),
    });
    return exportacao;
  };

  /** POST /leiaute/previa: as primeiras linhas do leiaute (pronto, salvo ou em edição) com dados reais. */
  const previa = async (
    auth: AuthContext,
    b: CompetenciaVerbas & {
      leiaute?: string;
      leiauteId?: number;
      definicao?: DefinicaoLeiauteWire;
      codigoEmpresaFolha?: string;
      linhas: number;
    },
  ) => {
    const definicao = b.definicao ?? (await leiautes.resolver(auth, b)).definicao;
    const { r, noArquivo } = await renderizar(auth, b, definicao);
    return {
      linhas: r.linhas.slice(0, b.linhas),
      total: r.linhas.length,
      erros: r.erros.slice(0, 20).map((e) => ({
        linha: e.linha,
        campo: e.campo,
        mensagem: descreverErro(e, noArquivo),
      })),
    };
  };

  /** GET /conciliacao: por colaborador e código, o que vai no arquivo e o que o espelho mostra. */
  const conciliar = async (auth: AuthContext, q: CompetenciaVerbas) => {
    const mes = await apurarVerbasDoMes(deps, auth, q);
    const colaboradores = mes.colaboradores.map((c) => ({
      usuarioId: c.colaborador.id,
      nome: c.colaborador.nome,
      matricula: c.colaborador.matricula,
      verbas: c.linhas.map((l) => {
        const diferenca = l.quantidade - l.espelho;
        return {
          codigo: l.codigo,
          unidade: l.unidade,
          exportado: l.quantidade,
          espelho: l.espelho,
          diferenca,
          confere: Math.abs(diferenca) < 0.5,
          quantidades: l.composicao,
        };
      }),
      semVerba: c.semVerba,
    }));
    const dados: ConciliacaoVerbas = {
      ano: q.ano,
      mes: q.mes,
      confere: colaboradores.every((c) => c.verbas.every((v) => v.confere)),
      colaboradores,
    };
    return { dados, empresa: mes.empresa?.nome ?? '' };
  };

  const conciliacao = async (auth: AuthContext, q: CompetenciaVerbas) =>
    (await conciliar(auth, q)).dados;

  return { exportar, previa, conciliacao, conciliar };
};
