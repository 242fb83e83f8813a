import type { RelatorioBancoHoras, TipoRelatorioBancoHoras } from '@jornada/contracts';
import type { CicloBancoHoras } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import type { Deps } from '../banco-horas.comum.ts';
import { POR_PAGINA } from './pendentes.ts';
import { type BaseRelatorio, carregarBase, type FiltroRelatorio } from './relatorios-base.ts';
import {
  COLUNAS_PESSOA,
  ciclosNoPeriodo,
  type Definicao,
  data,
  ENCERRAMENTO,
  minutos,
  numero,
  pagoPorPercentual,
  pessoa,
  REGIMES,
  saldoEm,
  somaTipo,
  TIPOS_LANCAMENTO,
  texto,
} from './relatorios-colunas.ts';

const DEFINICOES: Record<TipoRelatorioBancoHoras, Definicao> = {
  saldos: {
    titulo: 'Bancos de horas e saldos',
    colunas: [
      texto('banco', 'Banco'),
      texto('regime', 'Regime'),
      numero('pessoas', 'Colaboradores'),
      minutos('positivo', 'Saldos positivos'),
      minutos('negativo', 'Saldos negativos'),
      minutos('saldo', 'Saldo total'),
    ],
    linhas: (b) =>
      b.periodos.flatMap(({ bancoHoraId, banco }) => {
        const doBanco = b.itens.filter((i) => i.ctx.banco.id === bancoHoraId);
        if (doBanco.length === 0) return [];
        const saldos = doBanco.map((i) => i.a.resultado.saldoAtual);
        return [
          {
            banco,
            regime: REGIMES[doBanco[0]!.ctx.ciclo.regime] ?? doBanco[0]!.ctx.ciclo.regime,
            pessoas: new Set(doBanco.map((i) => i.pessoa.id)).size,
            positivo: saldos.filter((s) => s > 0).reduce((s, x) => s + x, 0),
            negativo: saldos.filter((s) => s < 0).reduce((s, x) => s + x, 0),
            saldo: saldos.reduce((s, x) => s + x, 0),
          },
        ];
      }),
  },
  colaboradores: {
    titulo: 'Banco de horas por colaborador',
    colunas: [
      ...COLUNAS_PESSOA,
      minutos('saldoInicial', 'Saldo no início'),
      minutos('creditos', 'Créditos'),
      minutos('debitos', 'Débitos'),
      minutos('pagos', 'Pagos'),
      minutos('vencidos', 'Vencidos'),
      minutos('fechamentos', 'Fechamentos e saldo anterior'),
      minutos('saldoFinal', 'Saldo no fim'),
    ],
    linhas: (b) =>
      b.itens.map((i) => {
        const antes = i.a.resultado.extrato.filter((l) => l.data < b.inicio).at(-1)?.saldo ?? 0;
        const creditos = somaTipo(i, b, 'credito');
        const debitos = somaTipo(i, b, 'debito');
        const pagos = somaTipo(i, b, 'pagamento');
        const vencidos = somaTipo(i, b, 'vencimento');
        const saldoFinal = saldoEm(i, b.ate);
        return {
          ...pessoa(i),
          saldoInicial: antes,
          creditos,
          debitos,
          pagos,
          vencidos,
          // O resto da variação: saldo anterior lançado, fechamentos e transportes de ciclo.
          fechamentos: saldoFinal - antes - creditos + debitos + pagos + vencidos,
          saldoFinal,
        };
      }),
  },
  ciclos: {
    titulo: 'Ciclos do banco de horas',
    colunas: [
      ...COLUNAS_PESSOA,
      data('inicio', 'Início'),
      data('fim', 'Fim'),
      minutos('saldoInicial', 'Saldo inicial'),
      minutos('creditos', 'Créditos'),
      minutos('debitos', 'Débitos'),
      minutos('pagos', 'Pagos'),
      minutos('vencidos', 'Vencidos'),
      minutos('saldoFinal', 'Saldo final'),
      texto('situacao', 'Situação'),
    ],
    linhas: (b) =>
      b.itens.flatMap((i) =>
        ciclosNoPeriodo(i, b).map((c) => ({
          ...pessoa(i),
          inicio: c.inicio,
          fim: c.fim,
          saldoInicial: c.saldoInicial,
          creditos: c.creditos,
          debitos: c.debitos,
          pagos: c.pagos,
          vencidos: c.vencidos,
          saldoFinal: c.saldoFinal,
          situacao: c.encerradoPor ? ENCERRAMENTO[c.encerradoPor]! : 'Em aberto',
        })),
      ),
  },
  periodos: {
    titulo: 'Períodos (ciclos gravados) do banco de horas',
    colunas: [
      texto('banco', 'Banco'),
      data('inicio', 'Início'),
      data('fim', 'Fim'),
      texto('status', 'Situação'),
      texto('ativo', 'Ativo'),
      numero('pessoas', 'Colaboradores'),
      minutos('creditos', 'Créditos'),
      minutos('debitos', 'Débitos'),
      minutos('pagos', 'Pagos'),
      minutos('saldoFinal', 'Saldo final'),
    ],
    linhas: (b) =>
      b.periodos.flatMap(({ bancoHoraId, banco, ciclos }) =>
        ciclos.map((p) => {
          const doPeriodo = b.itens
            .filter((i) => i.ctx.banco.id === bancoHoraId)
            .flatMap((i) =>
              i.a.resultado.ciclos
                .filter((c) => c.inicio >= p.inicio && c.inicio <= p.fim)
                .map((c) => ({ usuarioId: i.pessoa.id, c })),
            );
          const soma = (f: (c: CicloBancoHoras) => number) =>
            doPeriodo.reduce((s, x) => s + f(x.c), 0);
          return {
            banco,
            inicio: p.inicio,
            fim: p.fim,
            status: p.status === 'fechado' ? 'Fechado' : 'Aberto',
            ativo: p.ativo ? 'Sim' : 'Não',
            pessoas: new Set(doPeriodo.map((x) => x.usuarioId)).size,
            creditos: soma((c) => c.creditos),
            debitos: soma((c) => c.debitos),
            pagos: soma((c) => c.pagos),
            saldoFinal: soma((c) => c.saldoFinal),
          };
        }),
      ),
  },
  extrato: {
    titulo: 'Extrato do banco de horas',
    colunas: [
      ...COLUNAS_PESSOA,
      data('data', 'Data'),
      texto('lancamento', 'Lançamento'),
      minutos('minutos', 'Minutos', false),
      minutos('saldo', 'Saldo', false),
    ],
    linhas: (b) =>
      b.itens.flatMap((i) =>
        i.a.resultado.extrato
          .filter((l) => l.data >= b.inicio && l.data <= b.ate)
          .map((l) => ({
            ...pessoa(i),
            data: l.data,
            lancamento: TIPOS_LANCAMENTO[l.tipo],
            minutos: l.minutos,
            saldo: l.saldo,
          })),
      ),
  },
  fechamento: {
    titulo: 'Fechamento do banco de horas',
    colunas: [
      ...COLUNAS_PESSOA,
      data('inicio', 'Início do ciclo'),
      data('fim', 'Fim do ciclo'),
      texto('encerramento', 'Encerramento'),
      minutos('saldoFinal', 'Saldo no fechamento'),
      minutos('pago', 'Pago como extra'),
      texto('percentuais', 'Pago por percentual'),
      minutos('descontado', 'Descontado'),
      minutos('perdoado', 'Perdoado'),
      minutos('transportado', 'Transportado'),
    ],
    linhas: (b) =>
      b.itens.flatMap((i) =>
        i.a.resultado.ciclos
          .filter((c) => c.encerradoPor !== null && c.fim >= b.inicio && c.fim <= b.fim)
          .map((c) => ({
            ...pessoa(i),
            inicio: c.inicio,
            fim: c.fim,
            encerramento: ENCERRAMENTO[c.encerradoPor!]!,
            saldoFinal: c.saldoFinal,
            pago: c.pagarComoExtra.reduce((s, e) => s + e.minutos, 0),
            percentuais: pagoPorPercentual(c),
            descontado: c.descontar,
            perdoado: c.perdoado,
            transportado: c.transportado,
          })),
      ),
  },
};

/** O relatório inteiro (todas as linhas), para a tela paginar e os arquivos exportarem. */
export type RelatorioCompleto = Omit<RelatorioBancoHoras, 'pagina' | 'porPagina'>;

export const montarRelatorio = (
  tipo: TipoRelatorioBancoHoras,
  b: BaseRelatorio,
): RelatorioCompleto => {
  const d = DEFINICOES[tipo];
  const linhas = d.linhas(b);
  const totais = Object.fromEntries(
    d.colunas
      .filter((c) => c.soma)
      .map((c) => [c.chave, linhas.reduce((s, l) => s + ((l[c.chave] as number) ?? 0), 0)]),
  );
  return {
    tipo,
    titulo: d.titulo,
    inicio: b.inicio,
    fim: b.fim,
    ate: b.ate,
    bancoHoraId: b.bancoHoraId,
    colunas: d.colunas.map(({ chave, titulo, tipo: t }) => ({ chave, titulo, tipo: t })),
    linhas,
    totais,
    total: linhas.length,
  };
};

/** Os seis relatórios do banco (RH): a página na tela, o conjunto inteiro nos arquivos. */
export const createRelatorios = (deps: Deps) => {
  const completo = async (auth: AuthContext, tipo: TipoRelatorioBancoHoras, q: FiltroRelatorio) =>
    montarRelatorio(tipo, await carregarBase(deps, auth, q));
  return {
    completo,
    pagina: async (
      auth: AuthContext,
      tipo: TipoRelatorioBancoHoras,
      q: FiltroRelatorio,
    ): Promise<RelatorioBancoHoras> => {
      const r = await completo(auth, tipo, q);
      return {
        ...r,
        linhas: r.linhas.slice((q.pagina - 1) * POR_PAGINA, q.pagina * POR_PAGINA),
        pagina: q.pagina,
        porPagina: POR_PAGINA,
      };
    },
  };
};
