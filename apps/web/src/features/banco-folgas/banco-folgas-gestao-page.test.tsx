import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch } from '../../../test/fake-api.ts';
import { loginRespostaFixture } from '../../../test/fixtures.ts';
import { renderComProviders } from '../../../test/render.tsx';
import { entrarComo } from '../../../test/render-app.tsx';
import {
  ESPERA,
  erro,
  extratoFixture,
  LIMITE,
  lancamentoFixture,
  ok,
  saldoFixture,
} from './banco-folgas.fixtures.ts';
import { BancoFolgasEquipePage, BancoFolgasRhPage } from './banco-folgas-gestao-page.tsx';

const B = '/api/banco-folgas';
const SALDOS = [
  saldoFixture(),
  saldoFixture({ usuarioId: 8, nome: 'João Souza', saldo: 0, vencimentos: [] }),
  saldoFixture({ usuarioId: 9, nome: 'Ângela Lima', saldo: 2, vencidos: 1 }),
];

const renderizar = (visao: 'rh' | 'gestor') => {
  entrarComo(loginRespostaFixture());
  return renderComProviders(visao === 'rh' ? <BancoFolgasRhPage /> : <BancoFolgasEquipePage />);
};

const abrirPaula = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Abrir Paula Andrade' }, ESPERA));
  return screen.findByRole('table', { name: 'Extrato de Paula Andrade' }, ESPERA);
};

describe('banco de folgas do RH', () => {
  it(
    'lista os saldos, busca a partir de 3 letras sem acento e pagina de 20 em 20',
    LIMITE,
    async () => {
      const muitos = Array.from({ length: 23 }, (_, i) =>
        saldoFixture({ usuarioId: 100 + i, nome: `Pessoa ${String(i + 1).padStart(2, '0')}` }),
      );
      instalarFakeFetch({ [`GET ${B}/saldos`]: () => ok([...SALDOS, ...muitos]) });
      renderizar('rh');
      const tabela = await screen.findByRole(
        'table',
        { name: 'Saldos do banco de folgas' },
        ESPERA,
      );
      expect(within(tabela).getAllByRole('row')).toHaveLength(21);
      const ana = within(tabela).getByText('Ângela Lima').closest('tr')!;
      expect(ana).toHaveTextContent('2 dias');
      expect(ana).toHaveTextContent('1 dia até 15/05/2027');
      await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
      expect(await screen.findByText('Pessoa 23')).toBeInTheDocument();

      const busca = screen.getByLabelText('Buscar colaborador');
      await userEvent.type(busca, 'an');
      expect(screen.queryByText('Ninguém encontrado')).not.toBeInTheDocument();
      await userEvent.type(busca, 'g');
      const filtrada = screen.getByRole('table', { name: 'Saldos do banco de folgas' });
      expect(within(filtrada).getAllByRole('row')).toHaveLength(2);
      expect(within(filtrada).getByText('Ângela Lima')).toBeInTheDocument();
      await userEvent.clear(busca);
      await userEvent.type(busca, 'xyz');
      expect(screen.getByText('Ninguém encontrado')).toBeInTheDocument();
    },
  );

  it('abre o extrato no painel e concede um crédito de feriado trabalhado', LIMITE, async () => {
    let extrato = extratoFixture({ saldo: 0, vencimentos: [], lancamentos: [] });
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/saldos`]: () => ok(SALDOS),
      [`GET ${B}/colaboradores/7`]: () => ok(extrato),
      [`POST ${B}/creditos`]: (req) => {
        const b = req.body as { dias: number; validade: string };
        extrato = extratoFixture({
          saldo: b.dias,
          lancamentos: [lancamentoFixture({ dias: b.dias, validade: b.validade })],
        });
        return ok(extrato.lancamentos[0]);
      },
    });
    renderizar('rh');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir Paula Andrade' }, ESPERA),
    );
    expect(
      await screen.findByText('Nenhum lançamento no banco de folgas', {}, ESPERA),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conceder crédito' }));
    const form = screen.getByRole('region', { name: 'Conceder crédito' });
    expect(within(form).getByRole('radio', { name: 'Feriado trabalhado' })).toBeChecked();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Dia trabalhado' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Dia trabalhado' }),
      '15/11/2026',
    );
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Dias' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Dias' }), '2');
    // "Outro" troca o motivo padrão por um vazio: o motivo é obrigatório.
    await userEvent.click(within(form).getByRole('radio', { name: 'Outro' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Conceder crédito' }));
    expect(
      within(form).getByText('Descreva o motivo (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(form).getByRole('radio', { name: 'Feriado trabalhado' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Validade' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Validade' }), '15/05/2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Conceder crédito' }));
    await waitFor(() => expect(chamadas.some((c) => c.method === 'POST')).toBe(true));
    expect(chamadas.find((c) => c.method === 'POST')!.body).toEqual({
      usuarioId: 7,
      data: '2026-11-15',
      validade: '2027-05-15',
      dias: 2,
      motivo: 'Feriado trabalhado',
      origem: 'feriado_trabalhado',
    });
    const saldo = await screen.findByLabelText('Saldo de Paula Andrade', {}, ESPERA);
    await waitFor(() => expect(saldo).toHaveTextContent('2 dias'));
    expect(screen.getByText('Feriado trabalhado: Proclamação da República')).toBeInTheDocument();
  });

  it('marcar folga sem saldo mostra a recusa do servidor', LIMITE, async () => {
    instalarFakeFetch({
      [`GET ${B}/saldos`]: () => ok(SALDOS),
      [`GET ${B}/colaboradores/7`]: () => ok(extratoFixture({ saldo: 0, vencimentos: [] })),
      [`POST ${B}/folgas`]: () =>
        erro(
          409,
          'Saldo do banco de folgas insuficiente: não há dia de folga válido em 20/11/2026.',
          'SALDO_INSUFICIENTE',
        ),
    });
    renderizar('rh');
    await abrirPaula();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar folga' }));
    const form = screen.getByRole('region', { name: 'Marcar folga' });
    expect(within(form).getByText(/Sem saldo hoje/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Marcar folga' }));
    expect(within(form).getByText('Informe o dia da folga.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Dia da folga' }), '20/11/2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Marcar folga' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Saldo do banco de folgas insuficiente: não há dia de folga válido em 20/11/2026.',
    );
  });

  it('estorna um crédito depois de confirmar, com o motivo', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/saldos`]: () => ok(SALDOS),
      [`GET ${B}/colaboradores/7`]: () => ok(extratoFixture()),
      [`POST ${B}/lancamentos/1/estorno`]: () =>
        ok(lancamentoFixture({ id: 3, tipo: 'estorno', origem: 'estorno', dias: 0, estornoDe: 1 })),
    });
    renderizar('rh');
    const extrato = await abrirPaula();
    await userEvent.click(
      within(extrato).getByRole('button', { name: 'Estornar feriado trabalhado de 15/11/2026' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Estornar lançamento' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Estornar' }));
    expect(
      within(modal).getByText('Informe o motivo do estorno (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    await userEvent.type(within(modal).getByLabelText(/Motivo do estorno/), 'Lançado em dobro');
    await userEvent.click(within(modal).getByRole('button', { name: 'Estornar' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.url.pathname.endsWith('/estorno'))?.body).toEqual({
        motivo: 'Lançado em dobro',
      }),
    );
  });

  it('credita os feriados trabalhados do mês e diz o que aconteceu', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      [`GET ${B}/saldos`]: () => ok(SALDOS),
      [`POST ${B}/feriados-trabalhados`]: () =>
        ok({
          creditados: [lancamentoFixture({ id: 5 }), lancamentoFixture({ id: 6, usuarioId: 8 })],
          jaCreditados: 1,
        }),
    });
    renderizar('rh');
    await screen.findByRole('table', { name: 'Saldos do banco de folgas' }, ESPERA);
    const ano = screen.getByRole('textbox', { name: 'Ano' });
    await userEvent.clear(ano);
    await userEvent.type(ano, '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Creditar feriados trabalhados' }));
    const status = await screen.findByRole('status', {}, ESPERA);
    expect(status).toHaveTextContent(
      '2 créditos lançados para 2 pessoas; 1 feriado já estava creditado',
    );
    expect(chamadas.find((c) => c.method === 'POST')!.body).toMatchObject({
      ano: 2026,
      validadeMeses: 6,
    });
  });

  it('falha ao carregar os saldos mostra o erro com nova tentativa', LIMITE, async () => {
    instalarFakeFetch({ [`GET ${B}/saldos`]: () => erro(403, 'Sem permissão.') });
    renderizar('rh');
    expect(await screen.findByRole('alert', {}, ESPERA)).toHaveTextContent('Sem permissão.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('banco de folgas da equipe (gestor)', () => {
  it('sem crédito nem feriados; estorna só as folgas', LIMITE, async () => {
    instalarFakeFetch({
      [`GET ${B}/saldos`]: () => ok(SALDOS),
      [`GET ${B}/colaboradores/7`]: () => ok(extratoFixture()),
    });
    renderizar('gestor');
    expect(
      await screen.findByRole('heading', { name: 'Banco de folgas da equipe' }, ESPERA),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Creditar feriados trabalhados' })).toBeNull();
    const extrato = await abrirPaula();
    expect(screen.queryByRole('button', { name: 'Conceder crédito' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Marcar folga' })).toBeInTheDocument();
    expect(
      within(extrato).getByRole('button', { name: 'Estornar folga de 18/11/2026' }),
    ).toBeInTheDocument();
    expect(within(extrato).getAllByRole('button', { name: /Estornar/ })).toHaveLength(1);
  });
});
