import type { FeriadosTrabalhadosBody, LancamentoFolgaWire } from '@jornada/contracts';
import { diasNoMes } from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import type { ApuracaoService } from '../../apuracao/index.ts';
import { pessoaRepository } from '../../escala-nucleo/index.ts';
import { hojeEm, somarMeses } from '../banco-folgas.comum.ts';
import {
  bancoFolgasRepository,
  type LinhaLancamento,
  type NovoLancamento,
} from '../banco-folgas.repository.ts';

type Deps = {
  db: Db;
  clock: () => Date;
  apuracao: ApuracaoService;
  gravar: (
    tx: Tx,
    auth: AuthContext,
    n: NovoLancamento,
    acao: string,
  ) => Promise<typeof import('../banco-folgas.table.ts').bancoFolgaLancamento.$inferSelect>;
  paraWire: (l: LinhaLancamento) => LancamentoFolgaWire;
};

/**
 * "Creditar feriados trabalhados" de um mês: o espelho (a apuração) diz quem trabalhou em que
 * feriado; cada feriado com trabalho vira um crédito de um dia, com validade de N meses. Um
 * feriado já creditado (e não estornado) não credita de novo.
 */
export const creditarFeriadosTrabalhados = async (
  deps: Deps,
  auth: AuthContext,
  b: FeriadosTrabalhadosBody,
) => {
  const escopo = { db: deps.db, empresaId: auth.empresaId };
  const mes = String(b.mes).padStart(2, '0');
  const inicio = `${b.ano}-${mes}-01`;
  const fim = `${b.ano}-${mes}-${String(diasNoMes(b.ano, b.mes)).padStart(2, '0')}`;
  const { itens } = await pessoaRepository(escopo).list({
    alcance: undefined,
    inicio,
    fim,
    offset: 0,
    limit: 5000,
  });
  const pessoas = b.usuarioIds ? itens.filter((p) => b.usuarioIds!.includes(p.id)) : itens;
  const espelhos = await deps.apuracao.calcularEspelhos({
    ...escopo,
    pessoas,
    inicio,
    fim,
    hoje: hojeEm(deps.clock),
  });
  const trabalhados = espelhos.flatMap((e) =>
    e.linhas
      .filter((l) => l.feriado !== null && (l.resultado?.trabalhadoRelogio ?? 0) > 0)
      .map((l) => ({ usuarioId: e.usuarioId, data: l.data, feriado: l.feriado! })),
  );
  const validadeMeses = b.validadeMeses ?? 6;
  const resultado = await deps.db.transaction(async (tx) => {
    const repo = bancoFolgasRepository({ db: tx, empresaId: auth.empresaId });
    const ids = [...new Set(trabalhados.map((t) => t.usuarioId))].sort((a, c) => a - c);
    for (const id of ids) await repo.lockUsuario(id);
    const existentes = await repo.listByUsuarios(ids);
    const jaTem = new Set(
      existentes
        .filter((l) => l.origem === 'feriado_trabalhado' && !l.estornado)
        .map((l) => `${l.usuarioId}|${l.data}`),
    );
    const novos: number[] = [];
    let jaCreditados = 0;
    for (const t of trabalhados) {
      if (jaTem.has(`${t.usuarioId}|${t.data}`)) {
        jaCreditados++;
        continue;
      }
      const novo = await deps.gravar(
        tx,
        auth,
        {
          usuarioId: t.usuarioId,
          tipo: 'credito',
          origem: 'feriado_trabalhado',
          data: t.data,
          validade: somarMeses(t.data, validadeMeses),
          dias: 1,
          motivo: `Feriado trabalhado: ${t.feriado}`,
          autorId: auth.usuarioId,
          criadoEm: deps.clock(),
        },
        'creditar_feriado',
      );
      novos.push(novo.id);
    }
    return { novos, jaCreditados, ids };
  });
  const linhas = await bancoFolgasRepository(escopo).listByUsuarios(resultado.ids);
  const novos = new Set(resultado.novos);
  return {
    creditados: linhas.filter((l) => novos.has(l.id)).map(deps.paraWire),
    jaCreditados: resultado.jaCreditados,
  };
};
