import type { Fechamento, FecharCompetenciaBody } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import {
  fecharCompetencia,
  listCompetenciaFechada,
  reabrirCompetencia,
  travarCompetencia,
} from '../../competencia/index.ts';
import { fechamentoRepository } from '../fechamento.repository.ts';
import { fotografiaRepository, type QuantidadeFechada } from '../fotografia.repository.ts';
import {
  competenciaDe,
  competenciaSeguinte,
  type FechamentoDeps,
  mesBr,
  paraFechamento,
} from './comum.ts';
import { verificarCompetencia } from './divergencias.ts';

const chave = (q: { codigo: string; unidade: string }) => `${q.codigo}|${q.unidade}`;

/** Diferença por código entre a fotografia anterior e a nova de uma pessoa (só o que mudou). */
const diferencasDe = (
  usuarioId: number,
  antes: readonly QuantidadeFechada[],
  depois: readonly QuantidadeFechada[],
): QuantidadeFechada[] => {
  const mapa = new Map<string, QuantidadeFechada>();
  for (const a of antes)
    mapa.set(chave(a), { ...a, usuarioId, quantidade: -a.quantidade, espelho: -a.espelho });
  for (const d of depois) {
    const atual = mapa.get(chave(d));
    mapa.set(
      chave(d),
      atual
        ? {
            ...atual,
            quantidade: atual.quantidade + d.quantidade,
            espelho: atual.espelho + d.espelho,
          }
        : { ...d },
    );
  }
  return [...mapa.values()].filter((x) => x.quantidade !== 0);
};

/** Fechar e reabrir a competência (issue #17 §2). */
export const fecharUseCases = (deps: FechamentoDeps) => {
  /**
   * POST /fechamento: verifica (recalcula e lista divergências), recusa se houver bloqueante ou
   * aviso não aceito, grava a fotografia das quantidades por pessoa e código, as diferenças em
   * relação ao fechamento anterior (refechamento) e fecha a competência de cada pessoa; auditado.
   */
  const fechar = async (auth: AuthContext, b: FecharCompetenciaBody): Promise<Fechamento> => {
    const { alcance, pessoas, divergencias } = await verificarCompetencia(deps, auth, b);
    const mes = mesBr(b.ano, b.mes);
    if (alcance.pessoas.length === 0)
      throw new AppError(
        'SEM_COLABORADORES',
        `Nenhum colaborador com contrato em ${mes} neste alcance.`,
        422,
      );
    if (pessoas.length === 0)
      throw new AppError(
        'COMPETENCIA_JA_FECHADA',
        `A competência ${mes} já está fechada para todos os colaboradores deste alcance.`,
        409,
      );
    const bloqueantes = divergencias.filter((d) => d.bloqueia).length;
    if (bloqueantes > 0)
      throw new AppError(
        'DIVERGENCIAS_BLOQUEANTES',
        `Há ${bloqueantes} divergência(s) que impedem o fechamento de ${mes}: resolva-as e verifique de novo.`,
        409,
      );
    const avisos = divergencias.filter((d) => !d.bloqueia);
    if (avisos.length > 0 && !b.aceitarAvisos)
      throw new AppError(
        'AVISOS_NAO_ACEITOS',
        `aceitarAvisos: há ${avisos.length} aviso(s) em ${mes}; confirme que deseja fechar assim mesmo.`,
        409,
        'aceitarAvisos',
      );
    // Retidas sem decisão: o fechamento as paga antes da fotografia (docs/decisoes/autorizacao-he.md).
    const retidas = avisos.filter((a) => a.tipo === 'horaExtraRetida' && a.usuarioId && a.data);
    if (retidas.length > 0 && deps.pagarRetidas)
      await deps.pagarRetidas(
        auth,
        retidas.map((a) => ({ usuarioId: a.usuarioId!, data: a.data! })),
      );
    // (3) As quantidades do mês por pessoa e código: o que a exportação da folha leva, com os
    // pagamentos por estágio do banco de horas que esta transação vai gravar.
    const ids = new Set(pessoas.map((p) => p.id));
    const estagios = deps.estagiosBancoHoras
      ? await deps.estagiosBancoHoras.prever(
          auth,
          { competencia: alcance.competencia, fim: alcance.fim },
          [...ids],
        )
      : null;
    const quantidades: QuantidadeFechada[] = (
      await deps.quantidadesDoMes(auth, b, estagios ?? undefined)
    ).colaboradores
      .filter((c) => ids.has(c.colaborador.id))
      .flatMap((c) =>
        c.linhas
          .filter((l) => l.quantidade !== 0 || l.espelho !== 0)
          .map((l) => ({
            usuarioId: c.colaborador.id,
            codigo: l.codigo,
            unidade: l.unidade,
            quantidade: l.quantidade,
            espelho: l.espelho,
          })),
      );
    const agora = deps.clock();
    const { competencia } = alcance;
    const id = await deps.db.transaction(async (tx) => {
      const escopo = { db: tx, empresaId: auth.empresaId };
      await travarCompetencia(tx, auth.empresaId, competencia, 'fechamento');
      const jaFechados = await listCompetenciaFechada(escopo, competencia);
      if (jaFechados.some((f) => ids.has(f.usuarioId)))
        throw new AppError(
          'FECHAMENTO_CONCORRENTE',
          `Outro fechamento de ${mes} acabou de ser gravado para parte destes colaboradores: verifique de novo.`,
          409,
        );
      const repo = fechamentoRepository(escopo);
      const foto = fotografiaRepository(escopo);
      const novo = await repo.insert({
        competencia,
        escopo: b.departamentoId ? 'departamento' : b.filialId ? 'filial' : 'empresa',
        filialId: b.filialId ?? null,
        departamentoId: b.departamentoId ?? null,
        colaboradores: ids.size,
        avisos: avisos.map((a) => ({
          usuarioId: a.usuarioId,
          data: a.data,
          tipo: a.tipo,
          descricao: a.descricao,
        })),
        fechadoPorId: auth.usuarioId,
        fechadoEm: agora,
      });
      await foto.insertColaboradores(novo, competencia, [...ids]);
      await foto.insertQuantidades(novo, quantidades);
      // Refechamento: o que mudou desde a fotografia anterior vai para a competência seguinte.
      const anteriores = await foto.listAnteriores(competencia, [...ids], novo);
      const destino = competenciaSeguinte(b.ano, b.mes);
      const diferencas = [...anteriores.pessoas].flatMap((u) =>
        diferencasDe(
          u,
          anteriores.quantidades.filter((q) => q.usuarioId === u),
          quantidades.filter((q) => q.usuarioId === u),
        ).map((d) => ({ ...d, origem: competencia, destino })),
      );
      await foto.insertDiferencas(novo, diferencas);
      await fecharCompetencia(escopo, competencia, novo, [...ids]);
      if (estagios) await deps.estagiosBancoHoras!.gravar(tx, auth, estagios, novo);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'fechamento',
        entidadeId: novo,
        acao: 'fechamento',
        antes: null,
        depois: {
          competencia,
          filialId: b.filialId ?? null,
          departamentoId: b.departamentoId ?? null,
          colaboradores: ids.size,
          quantidades: quantidades.length,
          pagamentosPorEstagio: estagios?.quantidades.size ?? 0,
          avisosAceitos: avisos.length,
          diferencas: diferencas.map((d) => ({
            usuarioId: d.usuarioId,
            codigo: d.codigo,
            unidade: d.unidade,
            quantidade: d.quantidade,
            destino,
          })),
        },
        em: agora,
      });
      return novo;
    });
    const fechado = paraFechamento(
      (await fechamentoRepository({ db: deps.db, empresaId: auth.empresaId }).findById(id))!,
    );
    // Depois do commit: webhooks e alertas assinam (shared/eventos.ts).
    deps.publicar?.({
      tipo: 'competencia.fechada',
      empresaId: auth.empresaId,
      competencia: competenciaDe(b.ano, b.mes),
      escopo: fechado.escopo,
      fechadaPor: auth.usuarioId,
    });
    return fechado;
  };

  /** POST /fechamento/{id}/reabertura: reabre com motivo (auditado); os dias voltam a aceitar mudanças. */
  const reabrir = (auth: AuthContext, id: number, motivo: string): Promise<Fechamento> =>
    deps.db.transaction(async (tx) => {
      const escopo = { db: tx, empresaId: auth.empresaId };
      const repo = fechamentoRepository(escopo);
      const f = await repo.findById(id);
      if (!f) throw naoEncontrado('Fechamento');
      await travarCompetencia(tx, auth.empresaId, f.f.competencia, 'fechamento');
      const agora = deps.clock();
      if (!(await repo.reabrir(id, { porId: auth.usuarioId, em: agora, motivo })))
        throw new AppError('JA_REABERTO', 'Este fechamento já foi reaberto.', 409);
      await reabrirCompetencia(escopo, id);
      // Os pagamentos por estágio deste fechamento são estornados (o refechamento os recalcula).
      await deps.estagiosBancoHoras?.estornar(tx, auth, id, motivo);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'fechamento',
        entidadeId: id,
        acao: 'reabertura',
        antes: { status: 'fechado' },
        depois: { status: 'reaberto', motivo },
        em: agora,
      });
      return paraFechamento((await repo.findById(id))!);
    });

  return { fechar, reabrir };
};
