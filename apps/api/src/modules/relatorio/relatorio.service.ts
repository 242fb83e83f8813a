import {
  type AvisosRelatorio,
  type CriarRelatorio,
  DIAS_MAXIMOS_RELATORIO,
  type FormatoRelatorio,
  type Relatorio,
  type StatusRelatorio,
  type TipoRelatorio,
} from '@jornada/contracts';
import { diferencaDias } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { Fila } from '../../jobs/fila.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { DIAS_VALIDADE_RELATORIO, ROTA_RELATORIOS } from './relatorio.executar.ts';
import { type RelatorioRow, relatorioRepository } from './relatorio.repository.ts';

export { ROTA_RELATORIOS };

/** Nome da fila dos relatórios no pg-boss (o worker fica em jobs/relatorio.job.ts). */
export const FILA_RELATORIO = 'relatorio';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const paraContrato = (r: RelatorioRow): Relatorio => ({
  id: r.id,
  tipo: r.tipo as TipoRelatorio,
  formato: r.formato as FormatoRelatorio,
  status: r.status as StatusRelatorio,
  inicio: r.inicio,
  fim: r.fim,
  filialId: r.filialId,
  departamentoId: r.departamentoId,
  usuarioId: r.usuarioId,
  feitos: r.feitos,
  total: r.total,
  percentual:
    r.status === 'pronto' ? 100 : r.total === 0 ? 0 : Math.floor((r.feitos * 100) / r.total),
  linhas: r.linhas,
  nomeArquivo: r.nomeArquivo,
  tamanhoBytes: r.tamanhoBytes,
  erro: r.erro,
  criadoEm: r.criadoEm.toISOString(),
  concluidoEm: iso(r.concluidoEm),
  expiraEm: iso(r.expiraEm),
});

/**
 * Relatórios do RH (MenuAdmin > Ponto > Relatórios): pedir, acompanhar e baixar. Todo pedido vai
 * para a fila (pg-boss), pequeno ou grande: a tela é a mesma e a requisição nunca espera o
 * cálculo. Cada pessoa vê só os pedidos dela (o arquivo tem dados pessoais de muita gente).
 * Sem fila neste servidor, pedir responde 503.
 */
export const createRelatorioService = (deps: { db: Db; clock: () => Date; fila?: Fila }) => {
  const escopo = (auth: AuthContext) => ({ db: deps.db, empresaId: auth.empresaId });

  /** Pedido de quem o fez; de outra pessoa ou de outra empresa, 404. */
  const doSolicitante = async (auth: AuthContext, id: number) => {
    const r = await relatorioRepository(escopo(auth)).findById(id);
    if (!r || r.solicitanteId !== auth.usuarioId) throw naoEncontrado('Relatório');
    return r;
  };

  const listar = async (auth: AuthContext, q: { pageNumber: number; pageSize: number }) => {
    const repo = relatorioRepository(escopo(auth));
    await repo.expirar(deps.clock());
    const { total, items } = await repo.listDoSolicitante(
      auth.usuarioId,
      (q.pageNumber - 1) * q.pageSize,
      q.pageSize,
    );
    return { items: items.map(paraContrato), total, ...q };
  };

  const obter = async (auth: AuthContext, id: number) => {
    await relatorioRepository(escopo(auth)).expirar(deps.clock());
    return paraContrato(await doSolicitante(auth, id));
  };

  /** O arquivo pronto; expirado, 410; ainda em geração ou com erro, 404 com o motivo. */
  const arquivo = async (auth: AuthContext, id: number) => {
    const repo = relatorioRepository(escopo(auth));
    await repo.expirar(deps.clock());
    const r = await doSolicitante(auth, id);
    const c = await repo.findConteudo(id);
    if (r.status === 'expirado')
      throw new AppError(
        'RELATORIO_EXPIRADO',
        `Relatório expirado: o arquivo foi apagado depois de ${DIAS_VALIDADE_RELATORIO} dias. Gere de novo.`,
        410,
      );
    if (!c?.conteudo)
      throw new AppError(
        'NAO_ENCONTRADO',
        r.status === 'erro'
          ? 'Relatório não gerado: não há arquivo para baixar.'
          : 'Relatório ainda não está pronto.',
        404,
      );
    return {
      nomeArquivo: c.nomeArquivo ?? `relatorio-${id}.${c.formato}`,
      tipo:
        c.formato === 'pdf'
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      conteudo: Buffer.from(c.conteudo),
    };
  };

  const criar = async (auth: AuthContext, b: CriarRelatorio) => {
    const { fila } = deps;
    if (!fila)
      throw new AppError(
        'FILA_INDISPONIVEL',
        'A fila de processamento não está ativa neste servidor.',
        503,
      );
    if (diferencaDias(b.inicio, b.fim) >= DIAS_MAXIMOS_RELATORIO)
      throw new AppError(
        'CAMPO_INVALIDO',
        `fim: no máximo ${DIAS_MAXIMOS_RELATORIO} dias por relatório.`,
        400,
        'fim',
      );
    const em = deps.clock();
    const criado = await deps.db.transaction(async (tx) => {
      const r = await relatorioRepository({ db: tx, empresaId: auth.empresaId }).insert({
        tipo: b.tipo,
        formato: b.formato,
        inicio: b.inicio,
        fim: b.fim,
        filialId: b.filialId ?? null,
        departamentoId: b.departamentoId ?? null,
        usuarioId: b.usuarioId ?? null,
        solicitanteId: auth.usuarioId,
        criadoEm: em,
      });
      // Exportação de dados pessoais de muitas pessoas (LGPD): fica na trilha quem pediu o quê.
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'relatorio',
        entidadeId: String(r.id),
        acao: 'criar',
        antes: null,
        depois: { ...b },
        em,
      });
      return r;
    });
    // Depois do commit (no PGlite a fila usa a mesma sessão: nunca dentro da transação).
    try {
      await fila.enviar(FILA_RELATORIO, { empresaId: auth.empresaId, relatorioId: criado.id });
    } catch (erro) {
      await relatorioRepository(escopo(auth)).falhar(
        criado.id,
        'Não foi possível pôr o relatório na fila.',
        deps.clock(),
        false,
      );
      throw erro;
    }
    return paraContrato(criado);
  };

  /** Avisos ainda não vistos de quem está no app e quantos pedidos dele seguem na fila. */
  const avisos = async (auth: AuthContext): Promise<AvisosRelatorio> => {
    const repo = relatorioRepository(escopo(auth));
    const [lista, emAndamento] = await Promise.all([
      repo.listAvisos(auth.usuarioId, deps.clock()),
      repo.countEmAndamento(auth.usuarioId),
    ]);
    return { emAndamento, avisos: lista.map(paraContrato) };
  };

  /** Marca visto o aviso de um pedido próprio (de outra pessoa ou empresa, 404). */
  const marcarAvisoVisto = async (auth: AuthContext, id: number) => {
    await doSolicitante(auth, id);
    const primeiraVez = await deps.db.transaction((tx) =>
      relatorioRepository({ db: tx, empresaId: auth.empresaId }).marcarAvisoVisto(id),
    );
    return { id, primeiraVez };
  };

  return { listar, obter, arquivo, criar, avisos, marcarAvisoVisto };
};
export type RelatorioService = ReturnType<typeof createRelatorioService>;
