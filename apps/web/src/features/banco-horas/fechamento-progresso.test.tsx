import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { renderComProviders } from '../../../test/render.tsx';
import {
  B,
  cicloFixture,
  entrarComoRh,
  fechamentoFixture,
  LIMITE,
  ok,
  rotasDoBanco,
} from './banco-horas.fixtures.ts';
import { FechamentoPainel } from './fechamento-painel.tsx';

const URL_FECHAMENTO = 'GET /api/banco-horas/api/v1/ciclo/101/fechamento';

/** O painel do ciclo de 01/07 a 31/12/2026, como a aba Ciclos o abre. */
const abrirPainel = () => {
  entrarComoRh();
  renderComProviders(
    <FechamentoPainel ciclo={cicloFixture({ id: 101, inicio: '2026-07-01', fim: '2026-12-31' })} />,
  );
};

const posts = (chamadas: RequisicaoFake[]) =>
  chamadas.filter((c) => c.method === 'POST' && c.url.pathname === `${B}/ciclo/101/fechamento`);

describe('fechamento do ciclo pela fila (RH)', () => {
  it(
    'mostra a barra de progresso, consulta até concluir e então lista os pagamentos',
    LIMITE,
    async () => {
      let consultas = 0;
      instalarFakeFetch({
        ...rotasDoBanco(),
        [URL_FECHAMENTO]: () => {
          consultas++;
          const andamento = [
            { status: 'processando' as const, feitos: 0, total: 2, erro: null },
            { status: 'processando' as const, feitos: 1, total: 2, erro: null },
          ][consultas - 1];
          return ok(
            andamento
              ? fechamentoFixture({
                  cicloId: 101,
                  status: 'fechado',
                  rodada: 1,
                  itens: [],
                  progresso: andamento,
                })
              : fechamentoFixture({
                  cicloId: 101,
                  status: 'fechado',
                  rodada: 1,
                  progresso: { status: 'concluido', feitos: 2, total: 2, erro: null },
                }),
          );
        },
      });
      abrirPainel();
      expect(
        await screen.findByText('Gravando os pagamentos: 0 de 2 colaborador(es) (0 %).'),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('progressbar', { name: 'Progresso do fechamento' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reabrir ciclo' })).not.toBeInTheDocument();
      expect(
        await screen.findByText(
          'Gravando os pagamentos: 1 de 2 colaborador(es) (50 %).',
          undefined,
          {
            timeout: 5000,
          },
        ),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('table', { name: 'Pagamentos do fechamento' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reabrir ciclo' })).toBeInTheDocument();
    },
  );

  it('liquidação com erro: mostra a causa e retoma pela confirmação', LIMITE, async () => {
    let retomado = false;
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      [URL_FECHAMENTO]: () =>
        ok(
          fechamentoFixture({
            cicloId: 101,
            status: 'fechado',
            rodada: 1,
            itens: [],
            progresso: retomado
              ? { status: 'concluido', feitos: 2, total: 2, erro: null }
              : {
                  status: 'erro',
                  feitos: 1,
                  total: 2,
                  erro: 'Configure a verba do fechamento antes de confirmar: desconto.',
                },
          }),
        ),
      'POST /api/banco-horas/api/v1/ciclo/101/fechamento': () => {
        retomado = true;
        return ok(
          fechamentoFixture({
            cicloId: 101,
            status: 'fechado',
            rodada: 1,
            itens: [],
            progresso: { status: 'processando', feitos: 1, total: 2, erro: null },
          }),
        );
      },
    });
    abrirPainel();
    expect(await screen.findByText('A gravação dos pagamentos parou')).toBeInTheDocument();
    expect(
      screen.getByText(/1 de 2 colaborador\(es\) gravados\. Configure a verba do fechamento/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retomar fechamento' }));
    expect(
      await screen.findByText('Fechamento do ciclo de 01/07/2026 a 31/12/2026 retomado.'),
    ).toBeInTheDocument();
    expect(posts(chamadas)).toHaveLength(1);
  });
});
