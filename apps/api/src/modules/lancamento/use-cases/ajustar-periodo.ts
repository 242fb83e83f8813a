import type { AjustarPeriodoBody, PeriodoAquisitivoWire } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { feriasImportadoRepository } from '../ferias-importado.repository.ts';
import { colaboradorVisivel, isRhLancamentos } from '../lancamento.permissao.ts';
import { type Deps, hoje, repo } from './comum.ts';
import { periodoDoColaborador } from './ferias.ts';
import { montarPeriodos } from './saldo-periodo.ts';

/** Direito máximo de um período aquisitivo (CLT art. 130). */
const DIREITO_MAXIMO = 30;

/**
 * O campo que levou o saldo a ficar negativo: os dias do sistema anterior informados, senão o
 * ajuste do direito, senão as faltas (que reduzem o direito pelo art. 130).
 */
const campoDoSaldo = (b: AjustarPeriodoBody) =>
  b.diasGozadosAnteriores > 0
    ? 'diasGozadosAnteriores'
    : b.diasVendidosAnteriores > 0
      ? 'diasVendidosAnteriores'
      : b.diasAjuste !== 0
        ? 'diasAjuste'
        : 'faltasInjustificadas';

/** Recusa o ajuste que deixaria o direito acima de 30 dias (ou abaixo de 0) ou o saldo negativo. */
const conferirResultado = (b: AjustarPeriodoBody, p: PeriodoAquisitivoWire) => {
  if (p.direito > DIREITO_MAXIMO || p.direito < 0)
    throw new AppError(
      'AJUSTE_INVALIDO',
      `Com o ajuste, o direito do período ficaria em ${p.direito} dias: ele vai de 0 a ${DIREITO_MAXIMO} dias (CLT art. 130).`,
      400,
      'diasAjuste',
    );
  const saldo = p.direito - p.gozados - p.agendados - p.vendidos;
  if (saldo < 0)
    throw new AppError(
      'AJUSTE_INVALIDO',
      `Com o ajuste, o saldo do período ficaria negativo (${saldo} dias): direito ${p.direito}, gozados ${p.gozados}, agendados ${p.agendados}, vendidos ${p.vendidos}.`,
      400,
      campoDoSaldo(b),
    );
};

/**
 * Ajuste do RH num período aquisitivo, só inserção (o mais recente do período vale; os anteriores
 * ficam como histórico): as faltas que valem para o direito (art. 130), dias somados ou tirados do
 * direito e os dias gozados e vendidos no sistema anterior, com o motivo, auditado (antes e depois).
 */
export const createAjustePeriodo = (deps: Deps) => (auth: AuthContext, b: AjustarPeriodoBody) =>
  deps.db.transaction(async (tx) => {
    const c = await colaboradorVisivel(tx, auth, b.usuarioId);
    if (!isRhLancamentos(auth)) throw semPermissao('Só o RH ajusta os períodos aquisitivos.');
    const hojeEmpresa = await hoje(tx, auth, deps.clock);
    const periodo = await periodoDoColaborador(tx, auth, c, b.periodoAquisitivo, hojeEmpresa);
    const r = repo(tx, auth);
    await r.travarColaborador(c.id);
    const ferias = await r.list({ usuarioIds: [c.id], tipo: 'Ferias' });
    const importado = (
      await feriasImportadoRepository({ db: tx, empresaId: auth.empresaId }).listImportados([c.id])
    ).get(`${c.id}:${b.periodoAquisitivo}`);
    const [resultado] = montarPeriodos(
      [periodo],
      new Map([
        [
          periodo.inicio,
          {
            faltas: b.faltasInjustificadas,
            origem: 'AjusteRh',
            motivo: b.motivo,
            importado: importado
              ? { gozados: importado.diasGozados, vendidos: importado.diasVendidos }
              : undefined,
            ajuste: {
              dias: b.diasAjuste,
              gozados: b.diasGozadosAnteriores,
              vendidos: b.diasVendidosAnteriores,
            },
          },
        ],
      ]),
      ferias,
      hojeEmpresa,
    );
    conferirResultado(b, resultado!);
    const antes = (await r.listAjustes(c.id)).get(b.periodoAquisitivo) ?? null;
    const agora = deps.clock();
    const depois = await r.insertAjuste({ ...b, autorId: auth.usuarioId, criadoEm: agora });
    await registrarAuditoria(tx, {
      empresaId: auth.empresaId,
      ator: atorDe(auth),
      entidade: 'periodo_aquisitivo',
      entidadeId: `${c.id}:${b.periodoAquisitivo}`,
      acao: 'ajustar',
      antes,
      depois: { ...depois, direito: resultado!.direito, saldo: resultado!.saldo },
      em: agora,
    });
    return depois;
  });
