import type { SimulacaoBancoHoras, simulacaoBancoHorasEntradaSchema } from '@jornada/contracts';
import { addDias, apurarPeriodo, marcacoesSimuladas, minutosPrevistos } from '@jornada/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import { createRegraService } from '../../regras/index.ts';
import { type Deps, hojeDa } from '../banco-horas.comum.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';
import { apurarColaboradores, loadContexto, type MovimentoComOrigem } from './razao.ts';

type Entrada = z.output<typeof simulacaoBancoHorasEntradaSchema>;

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const invalido = (mensagem: string, campo: 'data' | 'saida') =>
  new AppError('SIMULACAO_INVALIDA', mensagem, 400, campo);

/**
 * Simulador do colaborador ("se eu sair às 16:00 na sexta, meu saldo fica…"): o dia escolhido
 * (hoje ou adiante, dentro do ciclo aberto) é apurado pelo motor do espelho (`apurarPeriodo`, a
 * regra em vigor, a jornada prevista e as marcações hipotéticas) e o crédito/débito do dia entra
 * no motor do banco (`apurarBancoHoras`: faixas, fator de domingo/feriado) junto do que já existe.
 * Nada se grava.
 */
export const createSimulador = (deps: Deps) => ({
  simular: async (auth: AuthContext, e: Entrada): Promise<SimulacaoBancoHoras> => {
    const empresaId = auth.empresaId;
    const repo = bancoHorasRepository({ db: deps.db, empresaId });
    const hoje = await hojeDa(deps, empresaId);
    if (e.data < hoje) throw invalido('Escolha hoje ou um dia futuro para simular.', 'data');
    const u = await repo.findUsuario(auth.usuarioId);
    const vHoje = await repo.findVigencia(auth.usuarioId, hoje);
    if (!u || !vHoje || (vHoje.vigenciaFim !== null && vHoje.vigenciaFim < hoje))
      throw naoEncontrado('Banco de horas do colaborador');
    const ctx = await loadContexto(repo, vHoje.bancoHoraId);
    const [atual] = await apurarColaboradores(deps, empresaId, ctx, [vHoje], hoje, hoje);
    const ciclo = atual!.resultado.ciclos.at(-1)!;
    const fimVigencia = vHoje.vigenciaFim ?? ciclo.fim;
    const limite = fimVigencia < ciclo.fim ? fimVigencia : ciclo.fim;
    if (e.data > limite)
      throw invalido(`O dia deve estar dentro do ciclo aberto (até ${dataBr(limite)}).`, 'data');

    // A linha do espelho do dia (jornada prevista, tipo do dia, compensação já marcada).
    const [espelho] = await deps.apuracao.calcularEspelhos({
      db: deps.db,
      empresaId,
      pessoas: [u],
      inicio: e.data,
      fim: e.data,
      hoje: addDias(e.data, 1),
    });
    const linha = espelho?.linhas.find((l) => l.data === e.data);
    if (!linha || linha.jornada.length === 0)
      throw invalido(
        e.folgaCompensada
          ? 'Não há jornada prevista nesse dia para compensar com o banco.'
          : 'Não há jornada prevista nesse dia: escolha um dia de trabalho.',
        'data',
      );

    let marcacoes: string[] = [];
    let credito = 0;
    let debito = 0;
    let saldoDia = 0;
    if (e.folgaCompensada) {
      debito = minutosPrevistos(linha.jornada);
      saldoDia = -debito;
    } else {
      const m = marcacoesSimuladas(linha.jornada, e.saida!);
      if (!m.ok)
        throw invalido(
          `A saída deve ser depois da entrada prevista (${linha.jornada[0]![0]}).`,
          'saida',
        );
      marcacoes = m.marcacoes;
      const configuracao = await createRegraService({ db: deps.db }).configuracaoVigente({
        empresaId,
        usuarioId: u.id,
        data: e.data,
      });
      const [dia] = apurarPeriodo({
        dias: [{ data: e.data, jornada: linha.jornada, tipoDia: linha.tipoDia, marcacoes }],
        configuracao,
      }).dias;
      credito = Math.round(dia!.bancoHoras.credito);
      debito = Math.round(dia!.bancoHoras.debito + linha.compensacaoBancoHoras);
      saldoDia = Math.round(dia!.saldo);
    }

    const simulado: MovimentoComOrigem = {
      data: e.data,
      credito,
      debito,
      origem: 'espelho',
      motivo: null,
    };
    const [projetado] = await apurarColaboradores(
      deps,
      empresaId,
      ctx,
      [vHoje],
      e.data,
      hoje,
      new Map([[vHoje.id, credito === 0 && debito === 0 ? {} : { movimentos: [simulado] }]]),
    );
    const doDia = projetado!.resultado.ciclos.find((c) => c.inicio <= e.data && e.data <= c.fim);
    return {
      data: e.data,
      bancoHoraId: ctx.banco.id,
      bancoHoraNome: ctx.banco.nome,
      jornada: linha.jornada,
      marcacoes,
      folgaCompensada: e.folgaCompensada,
      saldoDiaMinutos: saldoDia,
      creditoMinutos: credito,
      debitoMinutos: debito,
      saldoAtualMinutos: atual!.resultado.saldoAtual,
      saldoProjetadoMinutos: doDia?.saldoFinal ?? projetado!.resultado.saldoAtual,
      cicloInicio: ciclo.inicio,
      cicloFim: ciclo.fim,
    };
  },
});
