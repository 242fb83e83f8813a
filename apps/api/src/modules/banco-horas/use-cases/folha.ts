import type { QuantidadeApurada } from '@jornada/domain';
import type { Db } from '../../../db/client.ts';
import { bancoHorasRepository } from '../banco-horas.repository.ts';

type Soma = Map<string, QuantidadeApurada>;

const somar = (
  porPessoa: Map<number, Soma>,
  usuarioId: number,
  q: Omit<QuantidadeApurada, 'valor'>,
  valor: number,
) => {
  const s = porPessoa.get(usuarioId) ?? new Map();
  const k = `${q.tipo}:${q.percentual ?? ''}`;
  const atual = s.get(k) ?? { ...q, valor: 0 };
  atual.valor += valor;
  s.set(k, atual);
  porPessoa.set(usuarioId, s);
};

/**
 * O banco de horas na folha (issue #17 §1, "hour-bank payouts by percentual and stage"): o que
 * os pagamentos que valem levam no período, em minutos trabalhados — `bancoHorasEstagio` (por
 * estágio no fechamento do mês) e `bancoHorasPagamento` (extraordinário, fechamento antecipado,
 * rescisão e fechamento do ciclo), cada um por percentual; `bancoHorasDesconto`, o saldo
 * negativo descontado. Estornos saem (pagamento estornado) ou subtraem (estorno do ciclo).
 * O módulo `verba` recebe esta função pelo `buildApp` (`quantidadesExtras`).
 */
export const quantidadesDoBancoParaFolha =
  (db: Db) =>
  async (
    empresaId: number,
    usuarioIds: readonly number[],
    inicio: string,
    fim: string,
  ): Promise<Map<number, QuantidadeApurada[]>> => {
    const repo = bancoHorasRepository({ db, empresaId });
    const porPessoa = new Map<number, Soma>();
    for (const i of await repo.listItensParaFolha(usuarioIds, inicio, fim)) {
      if (i.natureza === 'desconto')
        somar(porPessoa, i.usuarioId, { tipo: 'bancoHorasDesconto' }, i.minutos);
      else
        somar(
          porPessoa,
          i.usuarioId,
          {
            tipo: i.origem === 'estagio' ? 'bancoHorasEstagio' : 'bancoHorasPagamento',
            percentual: i.percentual,
          },
          i.minutos,
        );
    }
    for (const i of await repo.listItensDeCiclosParaFolha(usuarioIds, inicio, fim)) {
      const sinal = i.natureza.startsWith('estorno-') ? -1 : 1;
      if (i.natureza.endsWith('desconto'))
        somar(porPessoa, i.usuarioId, { tipo: 'bancoHorasDesconto' }, sinal * i.minutos);
      else
        somar(
          porPessoa,
          i.usuarioId,
          { tipo: 'bancoHorasPagamento', percentual: i.percentual },
          sinal * i.minutos,
        );
    }
    const resultado = new Map<number, QuantidadeApurada[]>();
    for (const [usuarioId, s] of porPessoa) {
      const lista = [...s.values()].filter((q) => Math.abs(q.valor) > 1e-9);
      if (lista.length > 0) resultado.set(usuarioId, lista);
    }
    return resultado;
  };
