import type { LancamentoManual, PagamentoBancoHoras } from '@jornada/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { instalarFakeFetch, type RequisicaoFake } from '../../../test/fake-api.ts';
import { abrirBanco, B, LIMITE, ok, rotasDoBanco } from './banco-horas.fixtures.ts';

const previaFixture = (p: Partial<PagamentoBancoHoras> = {}): PagamentoBancoHoras => ({
  id: null,
  usuarioId: 7,
  origem: 'extraordinario',
  data: '2026-11-05',
  minutos: 120,
  tipoRescisao: null,
  motivo: 'Pedido da colaboradora',
  saldoAntesMinutos: 600,
  saldoDepoisMinutos: 480,
  perdoadoMinutos: 0,
  itens: [
    { natureza: 'pagamento', percentual: 50, verba: '0150', minutos: 90 },
    { natureza: 'pagamento', percentual: 100, verba: '0200', minutos: 30 },
  ],
  verbasFaltando: [],
  ...p,
});

const lancamento = (p: Partial<LancamentoManual> = {}): LancamentoManual => ({
  id: 900,
  usuarioId: 7,
  data: '2026-11-10',
  tipo: 'credito',
  minutos: 90,
  motivo: 'Abono: treinamento',
  autorId: 1,
  criadoEm: '2026-11-10T12:00:00Z',
  estornoDeId: null,
  estornado: false,
  ...p,
});

const corpos = (chamadas: RequisicaoFake[], caminho: string) =>
  chamadas
    .filter((c) => c.method === 'POST' && c.url.pathname === `${B}${caminho}`)
    .map((c) => c.body);

const abrirPainel = async (acao: string) => {
  await abrirBanco('Colaboradores');
  const tabela = await screen.findByRole('table', { name: 'Colaboradores no banco' });
  await userEvent.click(within(tabela).getByRole('button', { name: `${acao} Maria da Silva` }));
};

describe('pagamento extraordinário, encerramentos e estorno (RH)', () => {
  it('paga parte do saldo: valida, mostra a prévia por verba e confirma', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'POST /api/banco-horas/api/v1/bancoHora/pagamento/previa': () => ok(previaFixture()),
      'POST /api/banco-horas/api/v1/bancoHora/pagamento': () => ok(previaFixture({ id: 77 })),
    });
    await abrirPainel('Pagar saldo de');
    const form = await screen.findByRole('form', { name: 'Pagar parte do saldo' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ver prévia' }));
    expect(
      within(form).getByText('Horas a pagar: informe em HH:MM (ex.: 02:00).'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Motivo: informe ao menos 3 caracteres.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Horas a pagar/), '02:00');
    await userEvent.type(within(form).getByLabelText(/Motivo/), 'Pedido da colaboradora');
    await userEvent.click(within(form).getByRole('button', { name: 'Ver prévia' }));
    const tabela = await within(form).findByRole('table', { name: 'O que será pago por verba' });
    expect(within(tabela).getByText('0200').closest('tr')).toHaveTextContent(
      'Hora extra 100 %00:30',
    );
    expect(within(form).getByText('+10:00')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar pagamento' }));
    expect(
      await screen.findByText('Pagamento de 02:00 gravado para Maria da Silva.'),
    ).toBeInTheDocument();
    const [previa, confirmado] = [
      corpos(chamadas, '/bancoHora/pagamento/previa'),
      corpos(chamadas, '/bancoHora/pagamento'),
    ];
    expect(previa).toEqual([
      expect.objectContaining({ usuarioId: 7, minutos: 120, motivo: 'Pedido da colaboradora' }),
    ]);
    expect(confirmado).toEqual(previa);
  });

  it('a rescisão pede o tipo e mostra o desconto antes de confirmar', LIMITE, async () => {
    const rescisao = previaFixture({
      origem: 'rescisao',
      tipoRescisao: 'pedido-demissao',
      saldoAntesMinutos: -60,
      saldoDepoisMinutos: 0,
      itens: [{ natureza: 'desconto', percentual: 0, verba: '0300', minutos: 60 }],
    });
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'POST /api/banco-horas/api/v1/bancoHora/rescisao/previa': () => ok(rescisao),
      'POST /api/banco-horas/api/v1/bancoHora/rescisao': () => ok({ ...rescisao, id: 78 }),
    });
    await abrirPainel('Rescisão do banco de');
    const form = await screen.findByRole('form', { name: 'Rescisão do banco' });
    await userEvent.type(within(form).getByLabelText(/Motivo/), 'Pedido de demissão');
    await userEvent.click(within(form).getByRole('button', { name: 'Ver prévia' }));
    expect(within(form).getByText('Tipo de rescisão: escolha um.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('combobox', { name: /Tipo de rescisão/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pedido de demissão' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Ver prévia' }));
    expect(await within(form).findByText('Desconto')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmar rescisão' }));
    expect(
      await screen.findByText(/Rescisão do banco de Maria da Silva gravada/),
    ).toBeInTheDocument();
    expect(corpos(chamadas, '/bancoHora/rescisao')).toEqual([
      expect.objectContaining({ usuarioId: 7, tipoRescisao: 'pedido-demissao' }),
    ]);
  });

  it('desfaz um lançamento manual só com motivo e depois de confirmar', LIMITE, async () => {
    const { chamadas } = instalarFakeFetch({
      ...rotasDoBanco(),
      'GET /api/banco-horas/api/v1/bancoHora/lancamento': () =>
        ok([lancamento(), lancamento({ id: 901, data: '2026-11-11', estornado: true })]),
      'POST /api/banco-horas/api/v1/bancoHora/lancamento/900/estorno': () =>
        ok(lancamento({ id: 902, tipo: 'debito', estornoDeId: 900 }), 201),
    });
    await abrirPainel('Lançamentos de');
    const tabela = await screen.findByRole('table', { name: 'Lançamentos manuais' });
    expect(within(tabela).getByText('Desfeito')).toBeInTheDocument();
    expect(within(tabela).getAllByRole('button', { name: /Desfazer lançamento/ })).toHaveLength(1);
    await userEvent.click(
      within(tabela).getByRole('button', { name: 'Desfazer lançamento de 10/11/2026' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(
      screen.getByText('Motivo do estorno: informe ao menos 3 caracteres.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Motivo do estorno/), 'Lançado por engano');
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Lançamento de 10/11/2026 desfeito.')).toBeInTheDocument();
    expect(corpos(chamadas, '/bancoHora/lancamento/900/estorno')).toEqual([
      { motivo: 'Lançado por engano' },
    ]);
  });
});
